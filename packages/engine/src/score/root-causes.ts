import type { ActionItem } from '@geo-audit/core';
import { BOT_ROSTER } from '../bots/roster.ts';

/**
 * Checks of different modules that fail for one and the same reason: a robots.txt rule against one bot
 * (crawlers.robots.oai-searchbot and platforms.chatgpt.oai_searchbot), a noindex (crawlers.indexable and
 * platforms.*.indexable), content that needs JavaScript (agent_readiness.js_required and
 * platforms.*.content_without_js), a page that did not load. One fix clears them all, so the action plan
 * lists them once.
 */

const botId = (token: string): string => token.toLowerCase().replace(/[^a-z0-9]+/g, '_');
const BOT_IDS: ReadonlySet<string> = new Set(BOT_ROSTER.map((bot) => botId(bot.token)));

const SHARED_PLATFORM_CAUSES: Record<string, string> = {
  indexable: 'noindex',
  content_without_js: 'js_only_content',
  page_fetched: 'page_not_fetched',
};

/**
 * The root cause an action item shares with items of other modules, or null when it stands alone.
 *
 * @example
 * ```ts
 * rootCause({ check: 'crawlers.robots.oai-searchbot' } as ActionItem); // 'bot:oai_searchbot'
 * rootCause({ check: 'platforms.chatgpt.oai_searchbot' } as ActionItem); // 'bot:oai_searchbot'
 * ```
 */
export function rootCause(item: Pick<ActionItem, 'check'>): string | null {
  const check = item.check;
  if (check === 'crawlers.indexable' || check === 'gate.noindex') return 'noindex';
  if (check === 'agent_readiness.js_required' || check === 'gate.js_only_content') return 'js_only_content';
  if (check === 'gate.page_not_fetched') return 'page_not_fetched';
  if (check.startsWith('crawlers.robots.')) {
    const id = botId(check.slice('crawlers.robots.'.length));
    return BOT_IDS.has(id) ? `bot:${id}` : null;
  }
  const platform = /^platforms\.[^.]+\.(.+)$/.exec(check);
  if (platform) {
    const rest = platform[1]!;
    const shared = SHARED_PLATFORM_CAUSES[rest];
    if (shared) return shared;
    return BOT_IDS.has(rest) ? `bot:${rest}` : null;
  }
  return null;
}
