/**
 * Reachability probes: the page and llms.txt requested with each search and user-triggered bot's
 * User-Agent, judged against what the browser got. They catch WAF and CDN rules that refuse bots
 * whatever robots.txt says. They reproduce the User-Agent only, not the vendors' IP ranges, so a site
 * that allows verified bot IPs may still look refused here.
 */
import type { FetchedResource, ReachabilityProbe } from '../artifacts.ts';
import { type Bot, BROWSER_USER_AGENT } from '../bots/roster.ts';
import { isChallenge } from './challenge.ts';
import { textSize } from './text-size.ts';

/**
 * Statuses that mean the server refused the client rather than lacking the page. Not 429: it asks the client to
 * slow down (Google treats it as a temporary server error), and gather's own burst of probes is what trips
 * per-IP rate limits, so a 429 probe is inconclusive rather than a refusal.
 */
export const REFUSAL_STATUSES: ReadonlySet<number> = new Set([401, 403, 451, 503]);

/** Bodies with under this share of the browser's text (`textSize`) count as "much smaller" … */
export const SMALL_BODY_RATIO = 0.3;
/** … when the browser's body holds at least this many characters of text (tiny pages vary too much to compare). */
export const SMALL_BODY_MIN_BASELINE = 500;

export type ProbeTarget = ReachabilityProbe['target'];

/** One probe to make: which agent, with which User-Agent, at which URL. */
export interface ProbePlan {
  agent: string;
  userAgent: string;
  target: ProbeTarget;
  url: string;
}

export function planProbes(
  bots: readonly Bot[],
  targets: Array<{ target: ProbeTarget; url: string }>,
): ProbePlan[] {
  const plans: ProbePlan[] = [];
  for (const { target, url } of targets) {
    for (const bot of bots) {
      if (bot.userAgent !== null) plans.push({ agent: bot.token, userAgent: bot.userAgent, target, url });
    }
  }
  return plans;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Turns one response into a probe record, compared with the browser's response to the same URL. */
export function judgeProbe(
  plan: Pick<ProbePlan, 'agent' | 'userAgent' | 'target'>,
  response: FetchedResource,
  browser?: FetchedResource,
): ReachabilityProbe {
  const bytes = byteLength(response.body);
  const probe: ReachabilityProbe = {
    agent: plan.agent,
    userAgent: plan.userAgent,
    target: plan.target,
    status: response.status,
    bytes,
    // Weak markers (a captcha widget) count only when the browser's copy lacks them, so the browser's
    // own record only ever shows strong ones.
    challenge: response.status !== 0 && isChallenge(response, browser?.body),
  };
  if (browser !== undefined && browser !== response && response.status >= 200 && response.status < 300) {
    // By text, not bytes: a script-free copy with every word is lean, not stripped.
    const baseline = browser.status >= 200 && browser.status < 300 ? textSize(browser) : 0;
    if (baseline >= SMALL_BODY_MIN_BASELINE) {
      probe.smallerThanBrowser = textSize(response) < baseline * SMALL_BODY_RATIO;
    }
  }
  if (response.error !== undefined) probe.error = response.error;
  if (response.finalUrl) probe.finalUrl = response.finalUrl;
  const robotsTag = response.headers['x-robots-tag'];
  if (robotsTag !== undefined) probe.xRobotsTag = robotsTag;
  return probe;
}

/** The browser's own probe record, made from the response gather already has. */
export function browserProbe(target: ProbeTarget, response: FetchedResource): ReachabilityProbe {
  return judgeProbe({ agent: 'browser', userAgent: BROWSER_USER_AGENT, target }, response, response);
}

/**
 * True when a probe shows the agent was refused: a refusal status (401, 403, 451, 503; not 429), a
 * challenge page, or a body far smaller than the browser's.
 *
 * @example
 * const refused = artifacts.probes.filter((probe) => probe.target === 'page' && isRefusedProbe(probe));
 */
export function isRefusedProbe(probe: ReachabilityProbe): boolean {
  return REFUSAL_STATUSES.has(probe.status) || probe.challenge || probe.smallerThanBrowser === true;
}

/** Probes in flight at once: a burst of bot User-Agents from one IP is what per-IP rate limits catch. */
export const PROBE_CONCURRENCY = 2;
/** Wait before retrying probes answered 429 when no usable Retry-After came with them. */
export const PROBE_RETRY_DEFAULT_WAIT_MS = 1_000;
/** The longest Retry-After honoured; a site asking for more is reported as rate limited. */
export const PROBE_RETRY_MAX_WAIT_MS = 5_000;
/** Spacing of the retries (2.5 requests a second), under common per-IP limits. */
export const PROBE_RETRY_GAP_MS = 400;

/**
 * How long to wait before retrying probes answered 429: the longest Retry-After among them (seconds or an HTTP
 * date), at most `PROBE_RETRY_MAX_WAIT_MS`; `PROBE_RETRY_DEFAULT_WAIT_MS` when none is usable.
 *
 * @example
 * retryWaitMs([{ headers: { 'retry-after': '2' } }], Date.now()); // 2000
 */
export function retryWaitMs(responses: ReadonlyArray<Pick<FetchedResource, 'headers'>>, now: number): number {
  let wait: number | null = null;
  for (const response of responses) {
    const value = response.headers['retry-after']?.trim();
    if (!value) continue;
    const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
    if (Number.isFinite(ms)) wait = Math.max(wait ?? 0, ms);
  }
  return wait === null ? PROBE_RETRY_DEFAULT_WAIT_MS : Math.min(Math.max(wait, 0), PROBE_RETRY_MAX_WAIT_MS);
}
