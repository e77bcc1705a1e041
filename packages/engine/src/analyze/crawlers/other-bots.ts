import type { Bot } from '../../bots/roster.ts';
import type { CheckResult } from '../checks.ts';
import { describeBot } from './bot-label.ts';

/**
 * The unscored report on crawlers that work for neither search, user fetches nor training (role `other`: OpenAI's
 * ad landing-page checks, Google's generic research crawler, the Vertex AI Agents crawls a site owner asks for).
 * They decide nothing about being found or cited, so blocking them costs nothing, as for training crawlers; the
 * finding still names each one and what it is for, since "GoogleOther" alone tells a site owner little.
 *
 * @example
 * ```ts
 * const check = otherBotsCheck(BOT_ROSTER, (bot) => decisions.get(bot.token)!.allowed, state.url);
 * check.title; // 'Crawlers for other purposes blocked: OAI-AdsBot (it costs nothing: …)'
 * ```
 */
export function otherBotsCheck(
  roster: readonly Bot[],
  allowed: (bot: Bot) => boolean,
  robotsUrl: string,
): CheckResult {
  const others = roster.filter((bot) => bot.role === 'other' && !bot.legacy);
  const blocked = others.filter((bot) => !allowed(bot));
  return {
    check: 'crawlers.other_bots',
    title:
      blocked.length === 0
        ? 'Crawlers for other purposes (ad checks, research, agents a site owner builds) are allowed; they do not change the score'
        : `Crawlers for other purposes blocked: ${blocked.map((b) => b.token).join(', ')} (it costs nothing: they do not put the page in search or AI answers)`,
    weight: 0,
    score: blocked.length === 0 ? 1 : 0,
    severity: 'info',
    evidence: others.map((bot) => ({
      what: `${describeBot(bot)}: ${allowed(bot) ? 'allowed' : 'blocked'}`,
      where: robotsUrl,
    })),
    fix:
      blocked.length === 0
        ? undefined
        : 'Nothing to fix for search or AI answers. Allow one of these only if you use the service it works for: OAI-AdsBot while you run ads in ChatGPT (OpenAI checks ad landing pages with it), Google-CloudVertexBot when you build a Vertex AI agent on this site.',
  };
}
