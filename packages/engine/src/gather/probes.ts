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
  /** The bot's vendor, to probe one User-Agent of each vendor first (`probeSchedule`). */
  vendor?: string;
}

export function planProbes(
  bots: readonly Bot[],
  targets: Array<{ target: ProbeTarget; url: string }>,
): ProbePlan[] {
  const plans: ProbePlan[] = [];
  for (const { target, url } of targets) {
    for (const bot of bots) {
      if (bot.userAgent !== null) {
        plans.push({ agent: bot.token, userAgent: bot.userAgent, target, url, vendor: bot.vendor });
      }
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

/** A page slower than this to answer the browser gets more probes in flight (`probeConcurrency`). */
export const SLOW_PAGE_MS = 2_000;
/** Probes in flight for a slow page: at 2 s or more a request, 4 at once still send fewer than 2 a second. */
export const SLOW_PAGE_PROBE_CONCURRENCY = 4;
/** The shortest time a probe is given, however fast the browser was answered. */
export const PROBE_MIN_TIMEOUT_MS = 8_000;

/**
 * Probes in flight at once. Pacing guards against per-IP rate limits, which count requests per second: a page that
 * takes seconds to answer keeps the rate low by itself, and at 2 a time its 32 probes would outlast the audit's
 * time budget (the last bots and llms.txt would go unprobed).
 */
export function probeConcurrency(pageTimingMs: number | undefined): number {
  return (pageTimingMs ?? 0) >= SLOW_PAGE_MS ? SLOW_PAGE_PROBE_CONCURRENCY : PROBE_CONCURRENCY;
}

/**
 * Time for one probe, from the browser's time to the same URL: twice that plus 2 s, at least
 * `PROBE_MIN_TIMEOUT_MS` (bot User-Agents often miss page caches, so a few seconds more than a cached browser's
 * answer is normal). A server that holds bot requests open must not hold the whole audit.
 */
export function probeTimeoutMs(browserTimingMs: number | undefined): number {
  return Math.max(PROBE_MIN_TIMEOUT_MS, 2 * (browserTimingMs ?? 0) + 2_000);
}

/**
 * The order to make the probes in, as indexes into `plans`: one User-Agent of each vendor before the second ones
 * (a slow site may leave time for only some), and each bot's page and llms.txt probes side by side (the llms.txt
 * probes are quick, and last they were the first cut).
 */
export function probeSchedule(plans: readonly ProbePlan[]): number[] {
  const agents = [...new Set(plans.map((plan) => plan.agent))];
  const seen = new Set<string>();
  const firsts: string[] = [];
  const seconds: string[] = [];
  for (const agent of agents) {
    const vendor = plans.find((plan) => plan.agent === agent)?.vendor ?? agent;
    (seen.has(vendor) ? seconds : firsts).push(agent);
    seen.add(vendor);
  }
  const rank = new Map([...firsts, ...seconds].map((agent, index) => [agent, index]));
  return plans
    .map((plan, index) => ({
      index,
      rank: rank.get(plan.agent) ?? 0,
      target: plan.target === 'page' ? 0 : 1,
    }))
    .sort((a, b) => a.rank - b.rank || a.target - b.target)
    .map((entry) => entry.index);
}

/** A duration for messages: milliseconds under a second, else seconds with one decimal. */
function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`;
}

/**
 * Marks a probe the audit's time budget cut, or never let start: it says nothing about the bot, and must not
 * read as a server that refused or ignored it.
 */
export function unfinishedProbe(
  probe: ReachabilityProbe,
  browserTimingMs: number | undefined,
): ReachabilityProbe {
  const slow =
    browserTimingMs !== undefined ? ` (it took ${seconds(browserTimingMs)} to answer a browser)` : '';
  return {
    ...probe,
    status: 0,
    unfinished: true,
    error: `The audit's time ran out before this probe of ${probe.target === 'page' ? 'the page' : 'llms.txt'} was made or answered${slow}: it says nothing about ${probe.agent}.`,
  };
}

/** The error of a probe its own time limit (`probeTimeoutMs`) ended. */
export function probeTimeoutError(timeoutMs: number, browserTimingMs: number | undefined): string {
  const browser =
    browserTimingMs !== undefined ? `, where a browser was answered in ${seconds(browserTimingMs)}` : '';
  return `No answer within ${seconds(timeoutMs)}${browser}.`;
}
