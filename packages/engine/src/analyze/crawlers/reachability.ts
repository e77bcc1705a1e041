import type { Evidence } from '@geo-audit/core';
import { Document } from 'domhandler';
import type { ReachabilityProbe } from '../../artifacts.ts';
import type { Bot } from '../../bots/roster.ts';
import { REFUSAL_STATUSES } from '../../gather/probes.ts';
import type { CheckResult } from '../checks.ts';
import { directiveEffect, pageDirectives } from './directives.ts';
import { isIpVerified, verifiedBotsFix } from './verified-bots.ts';
import { CHECK_WEIGHTS, searchWeight, userWeight } from './weights.ts';

/**
 * Reading the reachability probes: requests made with each bot's User-Agent (and a browser's), which catch
 * WAF and CDN rules that refuse bots whatever robots.txt says. They reproduce the User-Agent only, not the
 * vendors' IP ranges, so every finding built on them says "UA-only probe".
 */

export const UA_ONLY = 'UA-only probe: it does not reproduce the vendor’s IP ranges';

/**
 * `same_as_browser`: the browser was turned away too (a challenge for everyone, Basic auth, a maintenance 503), so
 * nothing depends on the User-Agent. `unfinished`: the audit's own time budget cut the probe or it never started.
 */
export type ProbeVerdict =
  | 'ok'
  | 'refused'
  | 'challenge'
  | 'stripped'
  | 'no_response'
  | 'rate_limited'
  | 'same_as_browser'
  | 'unfinished';

export interface ProbeReading {
  verdict: ProbeVerdict;
  status: number;
  /**
   * Score share for this bot: 1 ok, 0.5 stripped or no response, 0 refused or challenged; null when the probe
   * tells nothing (rate limited: HTTP 429 even after a paced retry, most likely the audit's own burst; refused
   * like the browser; cut by the audit's time budget).
   */
  score: number | null;
  evidence: Evidence | null;
  /** Where a redirect sent the bot when it was not where the browser ended (a `refused` reading). */
  redirectedTo?: string;
}

const isOk = (status: number): boolean => status >= 200 && status < 300;

/** A response that is not the content: no answer, a non-2xx status or a challenge page. */
const failed = (probe: ReachabilityProbe): boolean => !isOk(probe.status) || probe.challenge;

// Gather's words for a request its time budget cut, in artifacts from before probes carried `unfinished`.
const BUDGET_CUT = /time budget ran out|cancelled before it started/;

/** Whether the audit, not the server, ended the probe: it says nothing about the server. */
function unfinished(probe: ReachabilityProbe): boolean {
  return probe.unfinished === true || (probe.status === 0 && BUDGET_CUT.test(probe.error ?? ''));
}

/** A path without its trailing slash, the same page either way; null when the URL does not parse. */
function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname.replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
}

/**
 * Where the bot ended when a redirect sent it to another path than the browser (a geo or A/B rule, an edge rule that
 * sends crawlers to the home page): it never saw the page. Null when both ended on the same path, or either URL is
 * unknown (artifacts from before probes recorded it).
 */
function redirectedElsewhere(probe: ReachabilityProbe, browser?: ReachabilityProbe): string | null {
  if (!browser?.finalUrl || !probe.finalUrl || !isOk(probe.status) || !isOk(browser.status)) return null;
  const ended = pathOf(probe.finalUrl);
  const expected = pathOf(browser.finalUrl);
  return ended !== null && expected !== null && ended !== expected ? probe.finalUrl : null;
}

/** The probe's own time limit, as gather words it ("No answer within 8 s, …"), or null. */
function timeLimitOf(probe: ReachabilityProbe): string | null {
  return /\bwithin (\d+(?:\.\d+)? m?s)\b/.exec(probe.error ?? '')?.[1] ?? null;
}

/**
 * How one probe went, compared with what it should have been. With the browser's probe of the same target, any
 * other failure the bot got while the browser got the page (a 404, a 500, a redirect it could not follow, a
 * redirect to another path) is a refusal too.
 */
export function readProbe(
  probe: ReachabilityProbe,
  where: string,
  browser?: ReachabilityProbe,
): ProbeReading {
  const label = probe.target === 'page' ? 'the page' : 'llms.txt';
  if (unfinished(probe)) {
    return {
      verdict: 'unfinished',
      status: 0,
      score: null,
      evidence: {
        what: `${probe.agent}'s probe of ${label} was not finished: the audit's time budget ran out first (not measured)`,
        where,
      },
    };
  }
  // The browser was turned away too: whatever the bot got, its User-Agent is not the reason. Nothing to compare.
  if (browser !== undefined && failed(browser) && failed(probe) && probe.status !== 429) {
    return { verdict: 'same_as_browser', status: probe.status, score: null, evidence: null };
  }
  if (probe.challenge) {
    return {
      verdict: 'challenge',
      status: probe.status,
      score: 0,
      evidence: {
        what: `${probe.agent} got a challenge page for ${label} (HTTP ${probe.status}; ${UA_ONLY})`,
        where,
        value: probe.status,
      },
    };
  }
  // 429 asks the client to slow down; Google treats it like a 5xx and retries later. One IP sending a dozen bot
  // User-Agents in a few seconds is what per-IP limits catch, and the real crawler never does that: inconclusive.
  if (probe.status === 429) {
    return {
      verdict: 'rate_limited',
      status: 429,
      score: null,
      evidence: {
        what: `${probe.agent} got HTTP 429 for ${label} even after a paced retry: rate limited, which says nothing about the real crawler (inconclusive; ${UA_ONLY})`,
        where,
        value: 429,
      },
    };
  }
  if (REFUSAL_STATUSES.has(probe.status)) {
    return {
      verdict: 'refused',
      status: probe.status,
      score: 0,
      evidence: {
        what: `${probe.agent} was refused ${label} with HTTP ${probe.status} (${UA_ONLY})`,
        where,
        value: probe.status,
      },
    };
  }
  if (browser !== undefined && isOk(browser.status) && probe.status !== 0 && !isOk(probe.status)) {
    return {
      verdict: 'refused',
      status: probe.status,
      score: 0,
      evidence: {
        what: `${probe.agent} got HTTP ${probe.status} for ${label} where a browser got HTTP ${browser.status} (${UA_ONLY})`,
        where,
        value: probe.status,
      },
    };
  }
  const elsewhere = redirectedElsewhere(probe, browser);
  if (elsewhere) {
    return {
      verdict: 'refused',
      status: probe.status,
      score: 0,
      redirectedTo: elsewhere,
      evidence: {
        what: `${probe.agent} was redirected to ${elsewhere} where a browser got ${browser!.finalUrl}: it never gets ${label} (${UA_ONLY})`,
        where,
        value: elsewhere,
      },
    };
  }
  if (probe.status === 0) {
    return {
      verdict: 'no_response',
      status: 0,
      score: 0.5,
      evidence: {
        what: `${probe.agent} got no answer for ${label}${probe.error ? ` (${probe.error.replace(/\.$/, '')})` : ''} (${UA_ONLY})`,
        where,
      },
    };
  }
  if (probe.smallerThanBrowser) {
    return {
      verdict: 'stripped',
      status: probe.status,
      score: 0.5,
      evidence: {
        what: `${probe.agent} got a much smaller ${probe.target === 'page' ? 'page' : 'llms.txt'} than a browser (${probe.bytes} bytes; ${UA_ONLY})`,
        where,
        value: probe.bytes,
      },
    };
  }
  return { verdict: 'ok', status: probe.status, score: 1, evidence: null };
}

/** The probe for one agent and target, if one was made. */
export function probeFor(
  probes: readonly ReachabilityProbe[],
  agent: string,
  target: ReachabilityProbe['target'],
): ReachabilityProbe | undefined {
  const wanted = agent.toLowerCase();
  return probes.find((p) => p.target === target && p.agent.toLowerCase() === wanted);
}

/** What a browser got, in a few words: `HTTP 403, a challenge page`, `no answer`. */
function browserOutcome(browser: ReachabilityProbe): string {
  if (browser.status === 0) return 'no answer';
  return `HTTP ${browser.status}${browser.challenge ? ', a challenge page' : ''}`;
}

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

const tokens = (list: readonly { bot: Bot }[]): string => list.map((r) => r.bot.token).join(', ');

/**
 * `crawlers.reachability`: the page probes of the scored bots, weighted as their robots.txt checks are. Probes
 * that tell nothing about the bots (rate limited, turned away as the browser was, cut by the audit's own time
 * budget) are reported and not scored; when none is left the check weighs nothing.
 *
 * @example
 * ```ts
 * checks.push(reachabilityCheck(scoredBots, artifacts.probes, pageWhere, artifacts.page.timingMs));
 * // `robotsRefused`: the evidence that robots.txt refused a bot too, added to a refusal's evidence and fix.
 * ```
 */
export function reachabilityCheck(
  bots: readonly Bot[],
  probes: readonly ReachabilityProbe[],
  where: string,
  browserMs?: number,
  robotsRefused?: Evidence,
): CheckResult {
  const browser = probeFor(probes, 'browser', 'page');
  const weightOf = (bot: Bot) => (bot.role === 'search' ? searchWeight(bot) : userWeight(bot));
  const all = bots.flatMap((bot) => {
    const probe = probeFor(probes, bot.token, 'page');
    return probe ? [{ bot, reading: readProbe(probe, where, browser) }] : [];
  });
  const readings = all.filter((r) => r.reading.score !== null);
  const limited = all.filter((r) => r.reading.verdict === 'rate_limited');
  const likeBrowser = all.filter((r) => r.reading.verdict === 'same_as_browser');
  const cut = all.filter((r) => r.reading.verdict === 'unfinished');
  const total = readings.reduce((sum, r) => sum + weightOf(r.bot), 0);
  const earned = readings.reduce((sum, r) => sum + weightOf(r.bot) * (r.reading.score ?? 0), 0);
  const failed = readings.filter((r) => (r.reading.score ?? 1) < 1);
  // No answer in time is not a refusal: a slow page that bots get uncached (or a WAF that drops them silently).
  const silent = failed.filter((r) => r.reading.verdict === 'no_response');
  const refused = failed.filter((r) => r.reading.verdict !== 'no_response');
  const redirected = refused.filter((r) => r.reading.redirectedTo !== undefined);
  const evidence: Evidence[] = all.flatMap((r) => (r.reading.evidence ? [r.reading.evidence] : []));
  if (browser && likeBrowser.length > 0) {
    evidence.push({
      what: `${likeBrowser.length === all.length ? `every bot User-Agent probed (${likeBrowser.length})` : tokens(likeBrowser)} got no page either, as the browser did: nothing here depends on the User-Agent`,
      where,
    });
  }
  // The browser's time only where time is the matter (it differs from run to run).
  const timed = browserMs !== undefined && browser !== undefined && browser.status !== 0;
  if (browser && evidence.length > 0) {
    evidence.push({
      what: `a browser User-Agent got ${browserOutcome(browser)} (${browser.bytes} bytes${timed && (silent.length > 0 || cut.length > 0) ? `, headers after ${seconds(browserMs!)}` : ''})`,
      where,
    });
  }
  // Refusals of bots whose vendors verify them by IP are what fake-bot protection does to the probe: low, with
  // the vendor's tool to check the real crawler. Any other refused bot keeps the finding high.
  const verifiedOnly =
    refused.length > 0 && silent.length === 0 && refused.every((r) => isIpVerified(r.bot.token));
  const verifiedRefused = refused.filter((r) => isIpVerified(r.bot.token)).map((r) => r.bot.token);
  const browserTime =
    browserMs !== undefined && browser && isOk(browser.status) ? ` in ${seconds(browserMs)}` : '';
  const notes = (skip: 'limited' | 'like' | 'cut' | null) =>
    [
      skip !== 'limited' && limited.length > 0
        ? `; ${tokens(limited)} rate limited (HTTP 429), inconclusive`
        : '',
      skip !== 'like' && likeBrowser.length > 0
        ? `; ${tokens(likeBrowser)} got no page, nor did a browser: inconclusive`
        : '',
      skip !== 'cut' && cut.length > 0
        ? `; ${tokens(cut)} not measured (the audit's time budget ran out)`
        : '',
    ].join('');
  // "within 8 s" when gather recorded the probes' time limit, else "in time".
  const limit = silent.map((r) => timeLimitOf(probeFor(probes, r.bot.token, 'page')!)).find(Boolean);
  const inTime = limit ? `within ${limit}` : 'in time';
  const silentWhat = `${tokens(silent)} got no answer ${inTime} where a browser got the page${browserTime}`;
  const title =
    all.length === 0
      ? 'Reachability probes were not made'
      : readings.length === 0
        ? likeBrowser.length > 0
          ? `A browser did not get the page either (${browser ? browserOutcome(browser) : 'no page'}): the probes cannot tell whether the server treats bots differently${notes('like')} (${UA_ONLY})`
          : limited.length > 0
            ? `The server rate-limited the audit's probes (HTTP 429): reachability is inconclusive${notes('limited')} (${UA_ONLY})`
            : `The probes were not finished: the audit's time budget ran out${browserTime ? ` (the page took${browserTime} to answer a browser)` : ''}`
        : failed.length === 0
          ? `The page answers the bots' User-Agents like a browser's${notes(null)} (${UA_ONLY})`
          : refused.length === 0
            ? `The page did not answer ${tokens(silent)}'s User-Agent ${inTime}, where a browser got it${browserTime}: bots may get a slow uncached copy, or a WAF drops them${notes(null)} (${UA_ONLY})`
            : verifiedOnly
              ? `The server refuses requests that claim to be ${verifiedRefused.join(', ')} from outside their vendors' IP ranges, as fake-bot protection does${notes(null)} (${UA_ONLY})`
              : `The server ${redirected.length === refused.length ? 'redirects away from' : redirected.length > 0 ? 'refuses, strips or redirects away from' : 'refuses or strips'} the page for ${tokens(refused)}'s User-Agent: a WAF or CDN may refuse the real crawlers too${silent.length > 0 ? `; ${silentWhat}` : ''}${notes(null)} (${UA_ONLY})`;
  // robots.txt refused to a bot too (`crawlers.robots_txt_for_bots`): the same bot rule, so the same item says it.
  if (robotsRefused && refused.length > 0) evidence.push(robotsRefused);
  const robotsToo =
    robotsRefused && refused.length > 0
      ? ' The same rules answer their requests for /robots.txt with an error or a challenge: exempt /robots.txt from them too, or crawlers may skip the whole site.'
      : '';
  const refusedFix = `Your CDN, WAF or server refuses these User-Agents, whatever robots.txt says. This probe cannot prove the real crawlers are refused (it does not come from their IP ranges), so check the bot rules: allow the verified search and user-triggered bots (Cloudflare: "Block AI bots", managed robots settings and verified-bot allow lists) and look for their requests in your logs. Keep training crawlers blocked there if you wish.${redirected.length > 0 ? ' A redirect by User-Agent (a geo, A/B or edge rule) sends some of them to another page: exempt them from it, or they index and cite that page instead.' : ''}${verifiedRefused.length > 0 ? ` For ${verifiedRefused.join(' and ')}: ${verifiedBotsFix(verifiedRefused)}` : ''}${robotsToo}`;
  const silentFix =
    'Look for these User-Agents in your logs. Bots often miss the page cache (a `Vary: User-Agent`, a cache plugin that skips bots) and wait for the slow uncached page: serve them the cached copy. A WAF that holds bot requests open without answering (a tarpit) should let the verified search and user-triggered bots through.';
  return {
    check: 'crawlers.reachability',
    title,
    weight: readings.length === 0 ? 0 : CHECK_WEIGHTS.reachability,
    score: all.length === 0 ? null : readings.length === 0 ? 0 : earned / total,
    // Never critical: a WAF may refuse a spoofed User-Agent yet let the vendor's verified IPs through.
    severity:
      readings.length === 0 ? 'info' : verifiedOnly ? 'low' : refused.length === 0 ? 'medium' : 'high',
    evidence:
      evidence.length > 0
        ? evidence
        : readings.map((r) => ({ what: `${r.bot.token}: HTTP ${r.reading.status}`, where })),
    fix:
      readings.length === 0
        ? likeBrowser.length > 0
          ? "Nothing shows that bots are treated differently: the server turned the audit's browser request away too. Let the audit through (or audit a page the server shows to everyone), then audit again to test the bots' User-Agents."
          : limited.length > 0
            ? 'Nothing is known to be wrong: the probes were rate limited. If verified crawlers get HTTP 429 in your logs too, raise their rate limit and send Retry-After.'
            : 'Nothing is known to be wrong: the probes ran out of time. Make the page answer faster, then audit again.'
        : verifiedOnly
          ? verifiedBotsFix(verifiedRefused)
          : refused.length === 0
            ? silentFix
            : silent.length > 0
              ? `${refusedFix} ${silentFix}`
              : refusedFix,
  };
}

// Header directives only: the probe's body is not parsed, and the page's meta tags are read from the page itself.
const NO_META = new Document([]);

/**
 * The X-Robots-Tag lines that tell this bot `noindex` in its own probe's answer but not in the browser's (an edge rule
 * or SEO plugin that sends noindex to crawler User-Agents only), as evidence sources; empty when there is none or
 * either answer was not the page.
 *
 * @example
 * ```ts
 * noindexSentOnlyTo(probe, browserProbe, 'googlebot', crawlerNames); // ['X-Robots-Tag: noindex']
 * ```
 */
export function noindexSentOnlyTo(
  probe: ReachabilityProbe | undefined,
  browser: ReachabilityProbe | undefined,
  agent: string,
  crawlerNames: ReadonlySet<string>,
  fetchedAt?: string,
): string[] {
  if (!probe?.xRobotsTag || !browser || !isOk(probe.status) || !isOk(browser.status)) return [];
  if (probe.xRobotsTag === browser.xRobotsTag) return [];
  const effect = (tag: string | undefined) =>
    tag
      ? directiveEffect(pageDirectives({ 'x-robots-tag': tag }, NO_META, crawlerNames, fetchedAt), agent)
      : null;
  const bot = effect(probe.xRobotsTag);
  return bot?.noindex && !effect(browser.xRobotsTag)?.noindex ? bot.sources : [];
}
