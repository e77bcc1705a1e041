/**
 * robots.txt as a refused bot gets it. gather fetches robots.txt with a browser User-Agent; when the page probes show
 * a WAF or CDN refusing bot User-Agents, it may refuse their requests for robots.txt too, and a 5xx or 429 there
 * makes a crawler treat the whole site as disallowed (RFC 9309 §2.3.1.4). One request, only in that case.
 */
import type { BotRobotsTxt, FetchedResource, ReachabilityProbe } from '../artifacts.ts';
import { isChallenge } from './challenge.ts';
import { REFUSAL_STATUSES } from './probes.ts';

const isOk = (status: number): boolean => status >= 200 && status < 300;

/**
 * The bot whose User-Agent asks for robots.txt again: Googlebot when its page probe was refused (a refusal status
 * or a challenge) while the browser got the page, else the first refused bot in the probes' order; null when no bot
 * was refused, or the browser was turned away too (then nothing depends on the User-Agent).
 *
 * @example
 * ```ts
 * const bot = botForRobotsRecheck(probes); // { agent: 'Googlebot', userAgent: 'Mozilla/5.0 … Googlebot/2.1 …' }
 * ```
 */
export function botForRobotsRecheck(probes: readonly ReachabilityProbe[]): ReachabilityProbe | null {
  const browser = probes.find((p) => p.target === 'page' && p.agent === 'browser');
  if (!browser || !isOk(browser.status) || browser.challenge) return null;
  const refused = probes.filter(
    (p) =>
      p.target === 'page' &&
      p.agent !== 'browser' &&
      p.unfinished !== true &&
      (REFUSAL_STATUSES.has(p.status) || p.challenge),
  );
  return refused.find((p) => p.agent === 'Googlebot') ?? refused[0] ?? null;
}

/** The record of the bot's request for robots.txt, beside what the browser's request got. */
export function judgeBotRobots(
  bot: Pick<ReachabilityProbe, 'agent' | 'userAgent'>,
  url: string,
  response: FetchedResource,
  browser: FetchedResource,
  unfinished: boolean,
): BotRobotsTxt {
  const record: BotRobotsTxt = {
    agent: bot.agent,
    userAgent: bot.userAgent,
    url,
    status: response.status,
    challenge: response.status !== 0 && isChallenge(response, browser.body),
    browserStatus: browser.status,
    browserChallenge: browser.status !== 0 && isChallenge(browser),
  };
  if (response.error !== undefined) record.error = response.error;
  if (response.errorCode !== undefined) record.errorCode = response.errorCode;
  if (unfinished) record.unfinished = true;
  return record;
}
