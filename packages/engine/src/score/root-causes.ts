import type { ActionItem, AuditModules } from '@geo-audit/core';
import { BOT_ROSTER } from '../bots/roster.ts';

/**
 * Checks of different modules that fail for one and the same reason: one robots.txt rule (every bot it disallows:
 * crawlers.robots.oai-searchbot, crawlers.robots.perplexitybot and platforms.chatgpt.oai_searchbot for a group that
 * names both bots; crawlers.robots.user_fetchers and platforms.chatgpt.chatgpt_user), robots.txt answering 5xx (crawlers.robots_txt and every platform's bot check), a
 * WAF refusing one bot's User-Agent (crawlers.reachability, the platform's bot check and
 * agent_readiness.captcha_or_challenge), a noindex (crawlers.indexable and platforms.*.indexable), content that needs
 * JavaScript (agent_readiness.js_required and platforms.*.content_without_js), a page that did not load. One fix
 * clears them all, so the action plan lists them once.
 */

const botId = (token: string): string => token.toLowerCase().replace(/[^a-z0-9]+/g, '_');
const BOT_IDS: ReadonlySet<string> = new Set(BOT_ROSTER.map((bot) => botId(bot.token)));
const USER_BOTS: readonly string[] = BOT_ROSTER.filter((bot) => bot.role === 'user').map((bot) => bot.token);

const SHARED_PLATFORM_CAUSES: Record<string, string> = {
  indexable: 'noindex',
  content_without_js: 'js_only_content',
  page_fetched: 'page_not_fetched',
};

/** What the crawlers module found, which decides the cause of the bot checks. */
export interface CauseFacts {
  /** robots.txt answered 5xx/429 or nothing: every bot is shut out by that one fault. */
  robotsUnavailable: boolean;
  /** Bot ids disallowed by robots.txt for this URL. */
  robotsBlocked: ReadonlySet<string>;
  /** Bot id → the robots.txt line of the rule that disallows it: bots shut out by one rule share one edit. */
  robotsRules: ReadonlyMap<string, number>;
  /** Bot ids whose UA-only probe was refused or challenged. */
  refused: ReadonlySet<string>;
  /** agent_readiness's challenge comes from the refused probes, not from a CAPTCHA on the page. */
  challengeFromProbes: boolean;
  /** Bot ids told by a noindex (their own or everyone's) not to index the page. */
  noindexed: ReadonlySet<string>;
}

const NO_FACTS: CauseFacts = {
  robotsUnavailable: false,
  robotsBlocked: new Set(),
  robotsRules: new Map(),
  refused: new Set(),
  challengeFromProbes: false,
  noindexed: new Set(),
};

const ids = (list: unknown): Set<string> =>
  new Set(Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string').map(botId) : []);

interface BotEntryLike {
  token?: unknown;
  status?: unknown;
  via?: unknown;
  line?: unknown;
  noindex?: unknown;
}

/** The robots.txt line that disallows each blocked bot (robots.txt answering 5xx has no line: its own cause). */
function robotsRules(bots: readonly BotEntryLike[]): Map<string, number> {
  const rules = new Map<string, number>();
  for (const bot of bots) {
    if (bot.status !== 'blocked' || typeof bot.token !== 'string' || typeof bot.line !== 'number') continue;
    if (bot.via === 'robots_txt_unavailable') continue;
    rules.set(botId(bot.token), bot.line);
  }
  return rules;
}

/**
 * The facts the causes rest on, read from the crawlers and agent_readiness results.
 *
 * @example
 * ```ts
 * causeFacts(modules).refused; // Set { 'chatgpt_user', 'perplexitybot' }
 * ```
 */
export function causeFacts(modules: AuditModules): CauseFacts {
  const crawlers = modules.crawlers as
    | { blocked?: unknown; refused?: unknown; robots_status?: unknown; bots?: unknown; error?: string }
    | undefined;
  if (!crawlers || crawlers.error !== undefined) return NO_FACTS;
  const states = (modules.agent_readiness as { states?: Record<string, { evidence?: unknown }> } | undefined)
    ?.states;
  const challenge = states?.captcha_or_challenge?.evidence;
  const bots: BotEntryLike[] = Array.isArray(crawlers.bots) ? crawlers.bots : [];
  return {
    robotsUnavailable: crawlers.robots_status === 'server_error' || crawlers.robots_status === 'unreachable',
    robotsBlocked: ids(crawlers.blocked),
    robotsRules: robotsRules(bots),
    refused: ids(crawlers.refused),
    challengeFromProbes: typeof challenge === 'string' && challenge.startsWith('challenged probes:'),
    noindexed: ids(bots.filter((bot) => bot.noindex === true).map((bot) => bot.token)),
  };
}

/** The causes of a bot's own check (crawlers.robots.<bot> or platforms.<platform>.<bot>). */
function botCauses(id: string, facts: CauseFacts): string[] {
  if (facts.robotsUnavailable) return ['robots_unavailable'];
  // A robots.txt rule and a WAF refusal are two fixes: the robots.txt verdict decides the check when both hold.
  // One rule (`Disallow: /` under stacked User-agent lines, or the `*` group) is one edit for every bot it shuts out.
  if (facts.robotsBlocked.has(id)) {
    const line = facts.robotsRules.get(id);
    return [line === undefined ? `bot:${id}` : `robots_rule:${line}`];
  }
  if (facts.refused.has(id)) return [`waf:${id}`];
  // A bot that may fetch the page fails its platform check only for a noindex it obeys (platforms.chatgpt.bingbot).
  return facts.noindexed.has(id) ? ['noindex'] : [`bot:${id}`];
}

// The bots behind the two reported platforms' gates, in the order gate.platform_blocked names them.
const PLATFORM_GATE_BOTS: readonly string[] = ['googlebot', 'oai_searchbot'];

/**
 * The root causes an action item shares with items of other modules (empty when it stands alone). `facts` (from
 * `causeFacts`) tells a robots.txt rule from robots.txt answering 5xx and from a WAF refusal.
 *
 * @example
 * ```ts
 * rootCauses({ check: 'crawlers.robots.oai-searchbot' } as ActionItem, facts); // ['robots_rule:3']
 * rootCauses({ check: 'platforms.chatgpt.oai_searchbot' } as ActionItem, facts); // ['robots_rule:3']
 * ```
 */
export function rootCauses(item: Pick<ActionItem, 'check'>, facts: CauseFacts = NO_FACTS): string[] {
  const check = item.check;
  if (check === 'crawlers.indexable' || check === 'gate.noindex') return ['noindex'];
  if (check === 'agent_readiness.js_required' || check === 'gate.js_only_content') return ['js_only_content'];
  if (check === 'gate.page_not_fetched') return ['page_not_fetched'];
  // The cap lifts with the first platform's fix; it names Google's when both are shut out.
  if (check === 'gate.platform_blocked') {
    const id = PLATFORM_GATE_BOTS.find((bot) => facts.robotsBlocked.has(bot) || facts.noindexed.has(bot));
    return id ? botCauses(id, facts) : [];
  }
  // It fails (is in the plan) only when robots.txt is unavailable, UTF-16 or mistyped; only the first is shared.
  if (check === 'crawlers.robots_txt') return facts.robotsUnavailable ? ['robots_unavailable'] : [];
  if (check === 'crawlers.robots.user_fetchers') {
    return [
      ...new Set(
        USER_BOTS.map(botId)
          .filter((id) => facts.robotsBlocked.has(id))
          .flatMap((id) => botCauses(id, facts)),
      ),
    ];
  }
  if (check === 'crawlers.reachability') return [...facts.refused].map((id) => `waf:${id}`);
  if (check === 'agent_readiness.captcha_or_challenge') {
    return facts.challengeFromProbes ? [...facts.refused].map((id) => `waf:${id}`) : [];
  }
  if (check.startsWith('crawlers.robots.')) {
    const id = botId(check.slice('crawlers.robots.'.length));
    return BOT_IDS.has(id) ? botCauses(id, facts) : [];
  }
  const platform = /^platforms\.[^.]+\.(.+)$/.exec(check);
  if (platform) {
    const rest = platform[1]!;
    const shared = SHARED_PLATFORM_CAUSES[rest];
    if (shared) return [shared];
    return BOT_IDS.has(rest) ? botCauses(rest, facts) : [];
  }
  return [];
}
