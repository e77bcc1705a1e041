/**
 * Gather: every network request of an audit, made once, before any analysis. The result is plain data
 * (`Artifacts`), so analyzers never do I/O and can be tested from fixtures.
 */
import pLimit from 'p-limit';
import type { FetchErrorCode, SafeFetcher, SafeFetchOptions, SafeRequestInit } from '../api-types.ts';
import type { Artifacts, FetchedResource, ReachabilityProbe } from '../artifacts.ts';
import { BROWSER_USER_AGENT, probedBots } from '../bots/roster.ts';
import { createSafeFetcher, DEFAULT_TIMEOUT_MS } from '../fetch/safe-fetcher.ts';
import { notAnHtmlPage } from '../run/not-a-page.ts';
import { botForRobotsRecheck, judgeBotRobots } from './bot-robots.ts';
import { DISCOVERY_TIMEOUT_MS, gatherDiscovery } from './discovery.ts';
import { sampleLlmsLinks } from './llms-link-sample.ts';
import { checkLlmsLinks, LLMS_LINK_TIMEOUT_MS, type LlmsLinkOptions } from './llms-links.ts';
import { noResponse } from './no-response.ts';
import { findPricingLink } from './pricing-link.ts';
import {
  browserProbe,
  judgeProbe,
  PROBE_RETRY_GAP_MS,
  type ProbePlan,
  planProbes,
  probeConcurrency,
  probeSchedule,
  probeTimeoutError,
  probeTimeoutMs,
  retryWaitMs,
  unfinishedProbe,
} from './probes.ts';
import { robotsAsUtf8 } from './robots-as-utf8.ts';
import { isTextDocument } from './text-document.ts';

export interface GatherOptions extends SafeFetchOptions {
  /** Cancels the whole gathering; `gather` then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Called after each request with the share of requests done so far (0 to 1, never decreasing).
   * `stage` names the request that finished: `page`, `robots.txt`, `llms.txt`, `llms-full.txt`,
   * `llms-links`, `pricing`, `probes` or `discovery`.
   */
  onProgress?: (event: { stage: string; progress: number }) => void;
  /** The fetcher to use (e.g. one shared by the server); by default one is made from these options. */
  fetcher?: SafeFetcher;
  /** Requests in flight at once (default 5). */
  concurrency?: number;
  /** Time for the whole gathering in ms (default 45 s); requests still running then end as timeouts. */
  budgetMs?: number;
  /** Make the per-bot reachability probes (default true). */
  probes?: boolean;
  /**
   * Ask for the agent discovery documents (default true): the page as Markdown (`Accept: text/markdown`) and the
   * `/.well-known/` API catalog, MCP server card, A2A agent card and OAuth metadata (see `DISCOVERY_REQUESTS`).
   */
  discovery?: boolean;
  /**
   * Checking a sample of llms.txt's links (at most 10): time per link (default 8 s, never more than half of
   * `timeoutMs`), time for all of them (default 15 s) and links in flight (default 4). `false` skips it.
   */
  llmsLinks?: LlmsLinkOptions | false;
  /** Clock for `fetchedAt` (tests). */
  now?: () => Date;
}

export const DEFAULT_GATHER_BUDGET_MS = 45_000;
export const DEFAULT_GATHER_CONCURRENCY = 5;

// RFC 9309 asks parsers to read at least 500 KiB of robots.txt; llms.txt files are far smaller.
const ROBOTS_MAX_BYTES = 512 * 1024;
const LLMS_MAX_BYTES = 1024 * 1024;
// Enough to tell a text file from an HTML page; the full file is not needed.
const LLMS_FULL_SNIFF_BYTES = 16 * 1024;
// A bot's copy of robots.txt is judged by its status and challenge markers, which sit in the first bytes.
const BOT_ROBOTS_SNIFF_BYTES = 64 * 1024;

// Failures that every other request to the same origin would repeat: skip the rest.
const ORIGIN_FAILURES: ReadonlySet<FetchErrorCode | undefined> = new Set([
  'invalid_url',
  'unsupported_protocol',
  'blocked_destination',
  'dns_failure',
]);

/** The origin of `url` when it is an http(s) origin other than `origin`, else null. */
function otherOrigin(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin === origin ? null : parsed.origin;
  } catch {
    return null;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller then sees `signal.aborted`). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Collects the artifacts of one page: the page (browser User-Agent, raw HTML and headers), the origin's
 * `/robots.txt` (and that of the origin the page redirected to, when it left the audited origin),
 * `/llms.txt`, whether `/llms-full.txt` exists, what a sample of llms.txt's links answer (`sampleLlmsLinks`), a pricing page the page links to, and reachability probes (page and llms.txt with
 * each search and user-triggered bot's User-Agent), and, only when those probes show bots refused where a browser
 * got the page, robots.txt once more with a refused bot's User-Agent (`botRobotsTxt`), and the agent discovery
 * documents (`discovery`: the page as Markdown, `/.well-known/` API catalog, MCP and A2A cards, OAuth metadata).
 * Network problems never throw: they are recorded on the artifact concerned. Only cancellation through
 * `signal` rejects.
 *
 * @example
 * const artifacts = await gather('https://example.com/pricing', {
 *   onProgress: ({ stage, progress }) => console.log(stage, Math.round(progress * 100)),
 * });
 * console.log(artifacts.page.status, artifacts.robotsTxt?.status, artifacts.probes.length);
 */
export async function gather(url: string, options: GatherOptions = {}): Promise<Artifacts> {
  const now = options.now ?? (() => new Date());
  options.signal?.throwIfAborted();
  let pageUrl: URL;
  try {
    pageUrl = new URL(url);
    pageUrl.hash = '';
  } catch {
    const message = `"${url}" is not a valid URL. Give an absolute URL such as https://example.com/page.`;
    return {
      url,
      page: { ...noResponse(url, message), errorCode: 'invalid_url' },
      probes: [],
      fetchedAt: now().toISOString(),
    };
  }
  const ownFetcher = options.fetcher === undefined ? createSafeFetcher(options) : undefined;
  const fetcher: SafeFetcher = options.fetcher ?? (ownFetcher as SafeFetcher);
  const budget = AbortSignal.timeout(options.budgetMs ?? DEFAULT_GATHER_BUDGET_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  const limit = pLimit(options.concurrency ?? DEFAULT_GATHER_CONCURRENCY);

  // Results the time budget cut or never let start: they say nothing about the server.
  const cutByBudget = new WeakSet<FetchedResource>();
  let planned = 0;
  let done = 0;
  let reported = 0;
  const progress = (stage: string) => {
    done += 1;
    // Later stages add requests, so the share can dip; never report going backwards.
    reported = Math.max(reported, Math.min(1, done / Math.max(planned, done)));
    options.onProgress?.({ stage, progress: reported });
  };

  // `init.signal` adds to the audit's signal; `timeoutMs` starts when the request leaves the queue.
  const request = (
    stage: string,
    target: string,
    init: SafeRequestInit & { timeoutMs?: number } = {},
  ): Promise<FetchedResource> => {
    planned += 1;
    return limit(async () => {
      const { timeoutMs, signal: extra, ...rest } = init;
      const signals = [signal, ...(extra ? [extra] : [])];
      if (timeoutMs !== undefined) signals.push(AbortSignal.timeout(timeoutMs));
      let result: FetchedResource;
      if (signals.some((s) => s.aborted)) {
        result = {
          ...noResponse(target, 'The request was cancelled before it started.'),
          errorCode: 'aborted',
        };
      } else {
        result = await fetcher(target, {
          ...rest,
          signal: signals.length > 1 ? AbortSignal.any(signals) : signal,
        });
      }
      if (result.status === 0 && budget.aborted && !options.signal?.aborted) {
        result = {
          ...result,
          errorCode: 'timeout',
          error: `The audit's time budget ran out before ${target} answered.`,
        };
        cutByBudget.add(result);
      }
      progress(stage);
      return result;
    });
  };
  const asBrowser = { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  const asText = { 'user-agent': BROWSER_USER_AGENT, accept: 'text/plain,text/markdown,*/*;q=0.8' };

  try {
    const origin = pageUrl.origin;
    const pagePromise = request('page', pageUrl.href, { headers: asBrowser });
    // Crawlers parse robots.txt whatever its Content-Type (Google does; RFC 9309's text/plain binds publishers).
    const robotsPromise = request('robots.txt', `${origin}/robots.txt`, {
      headers: asText,
      maxBytes: ROBOTS_MAX_BYTES,
      anyContentType: true,
      robotsTxt: true,
    });
    const llmsPromise = request('llms.txt', `${origin}/llms.txt`, {
      headers: asText,
      maxBytes: LLMS_MAX_BYTES,
    });
    const llmsFullPromise = request('llms-full.txt', `${origin}/llms-full.txt`, {
      headers: asText,
      maxBytes: LLMS_FULL_SNIFF_BYTES,
    });

    const page = await pagePromise;
    const originFailed = page.status === 0 && ORIGIN_FAILURES.has(page.errorCode);
    // No page to audit (no response at all, or a PDF, an image, JSON): runAudit stops there, so probing it 32 times
    // would only add wait and a burst of bot requests (a redirect loop times 6 hops each) to a failing site.
    const noPage = page.status === 0 || notAnHtmlPage(page) !== null;
    // A redirect to another host: that host's robots.txt governs the page crawlers end up indexing.
    const finalOrigin = otherOrigin(page.finalUrl, origin);
    const finalRobotsPromise = finalOrigin
      ? request('robots.txt', `${finalOrigin}/robots.txt`, {
          headers: asText,
          maxBytes: ROBOTS_MAX_BYTES,
          anyContentType: true,
          robotsTxt: true,
        })
      : undefined;

    // Beside the probes, not after them: eight small requests, two at a time, 5 s each and 10 s for all.
    const discoveryPromise =
      options.discovery === false || noPage
        ? Promise.resolve(undefined)
        : gatherDiscovery((target, init) => request('discovery', target, init), {
            pageUrl: pageUrl.href,
            // The origin that served the page is where an agent arriving there looks for them.
            origin: finalOrigin ?? origin,
            userAgent: BROWSER_USER_AGENT,
            timeoutMs: Math.min(DISCOVERY_TIMEOUT_MS, (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 2),
            cut: (response) => cutByBudget.has(response),
          });

    const pricingUrl =
      page.status >= 200 && page.status < 300 ? findPricingLink(page.body, page.finalUrl) : null;
    const pricingPromise = pricingUrl ? request('pricing', pricingUrl, { headers: asBrowser }) : undefined;

    const llmsTxt = await llmsPromise;
    // Asked once: the probes and the link check both depend on it, and it may scan the whole body.
    const llmsIsText = isTextDocument(llmsTxt);
    const probePromise =
      options.probes === false || noPage ? Promise.resolve([]) : runProbes(page, llmsTxt, llmsIsText);

    // robots.txt as a refused bot gets it: one request more, made only when the page probes show bots refused.
    const botRobotsPromise = probePromise.then(async (probes) => {
      const bot = botForRobotsRecheck(probes);
      if (bot === null) return undefined;
      const browserRobots = await (finalRobotsPromise ?? robotsPromise);
      const response = await request('robots.txt', browserRobots.url, {
        headers: { ...asText, 'user-agent': bot.userAgent },
        maxBytes: BOT_ROBOTS_SNIFF_BYTES,
        anyContentType: true,
        robotsTxt: true,
        timeoutMs: probeTimeoutMs(browserRobots.timingMs),
      });
      return judgeBotRobots(bot, browserRobots.url, response, browserRobots, cutByBudget.has(response));
    });

    // Queued after the probes, so a slow link never holds the slots the probes need.
    const linksPromise =
      options.llmsLinks === false || noPage || !llmsIsText
        ? Promise.resolve(undefined)
        : checkLlmsLinks(
            sampleLlmsLinks(llmsTxt.body, llmsTxt.finalUrl || llmsTxt.url),
            (target, init) => request('llms-links', target, init),
            {
              ...options.llmsLinks,
              // Shorter than the page's: a link that keeps an agent waiting this long has failed it anyway.
              timeoutMs: Math.min(
                options.llmsLinks?.timeoutMs ?? LLMS_LINK_TIMEOUT_MS,
                (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 2,
              ),
              signal,
              userAgent: BROWSER_USER_AGENT,
            },
          );

    async function runProbes(
      pageResult: FetchedResource,
      llms: FetchedResource,
      llmsIsText: boolean,
    ): Promise<ReachabilityProbe[]> {
      const targets: Array<{ target: ProbePlan['target']; url: string }> = [
        { target: 'page', url: pageUrl.href },
      ];
      // Probing a file the browser cannot get either tells nothing about bots.
      if (llmsIsText) targets.push({ target: 'llms.txt', url: `${origin}/llms.txt` });
      const plans = planProbes(probedBots(), targets);
      const browserMs = { page: pageResult.timingMs, 'llms.txt': llms.timingMs } as const;
      // Paced: a dozen bot User-Agents at once from one IP trip per-IP rate limits, which would then read as
      // refusals. What still answers 429 is retried once, one at a time, after the Retry-After asked for.
      const probeLimit = pLimit(probeConcurrency(pageResult.timingMs));
      const probeRequest = (plan: ProbePlan) =>
        request('probes', plan.url, {
          headers: { ...asBrowser, 'user-agent': plan.userAgent },
          timeoutMs: probeTimeoutMs(browserMs[plan.target]),
        });
      const responses: FetchedResource[] = new Array(plans.length);
      await Promise.all(
        probeSchedule(plans).map((index) =>
          probeLimit(async () => {
            responses[index] = await probeRequest(plans[index]!);
          }),
        ),
      );
      const limited = responses.flatMap((response, index) => (response.status === 429 ? [index] : []));
      if (limited.length > 0) {
        await pause(
          retryWaitMs(
            limited.map((index) => responses[index]!),
            Date.now(),
          ),
          signal,
        );
        for (const index of limited) {
          if (signal.aborted) break;
          const retried = await probeRequest(plans[index]!);
          responses[index] = retried;
          // Still limited after the wait: the rest would be too; leave them as they are (inconclusive).
          if (retried.status === 429) break;
          await pause(PROBE_RETRY_GAP_MS, signal);
        }
      }
      const baseline = { page: pageResult, 'llms.txt': llms } as const;
      const probes: ReachabilityProbe[] = [browserProbe('page', pageResult)];
      if (targets.length > 1) probes.push(browserProbe('llms.txt', llms));
      plans.forEach((plan, index) => {
        const response = responses[index] as FetchedResource;
        const probe = judgeProbe(plan, response, baseline[plan.target]);
        if (cutByBudget.has(response)) {
          probes.push(unfinishedProbe(probe, browserMs[plan.target]));
          return;
        }
        // Only the probe's own time limit aborts it here (the caller's cancelling rejects gather).
        if (response.status === 0 && response.errorCode === 'aborted') {
          probe.error = probeTimeoutError(probeTimeoutMs(browserMs[plan.target]), browserMs[plan.target]);
        }
        probes.push(probe);
      });
      // Browser records first, then bots in roster order, page before llms.txt: stable across runs.
      return probes.sort((a, b) => (a.target === b.target ? 0 : a.target === 'page' ? -1 : 1));
    }

    const [robotsTxt, llmsFull, probes, pricing, llmsLinks, finalRobotsTxt, botRobotsTxt, discovery] =
      await Promise.all([
        robotsPromise,
        llmsFullPromise,
        probePromise,
        pricingPromise,
        linksPromise,
        finalRobotsPromise,
        botRobotsPromise,
        discoveryPromise,
      ]);
    options.signal?.throwIfAborted();

    const artifacts: Artifacts = {
      url: pageUrl.href,
      page: page,
      probes,
      fetchedAt: now().toISOString(),
    };
    if (!originFailed) {
      // A fetcher of the caller's own may have decoded them by their charset, not as crawlers do.
      artifacts.robotsTxt = robotsAsUtf8(robotsTxt);
      if (finalRobotsTxt !== undefined) artifacts.finalRobotsTxt = robotsAsUtf8(finalRobotsTxt);
      artifacts.llmsTxt = llmsTxt;
      artifacts.llmsFullTxtExists = isTextDocument(llmsFull);
      if (llmsLinks !== undefined) artifacts.llmsLinks = llmsLinks;
      if (botRobotsTxt !== undefined) artifacts.botRobotsTxt = botRobotsTxt;
    }
    if (pricing !== undefined) artifacts.extra = { pricing: pricing };
    if (discovery !== undefined) artifacts.discovery = discovery;
    return artifacts;
  } finally {
    limit.clearQueue();
    await ownFetcher?.close();
  }
}
