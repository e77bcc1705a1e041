/**
 * Requests a sample of llms.txt's links the way a user-triggered agent would (GET, browser User-Agent) and
 * keeps a small record of each answer. Bounded in every direction so a slow or hostile site cannot stall the
 * audit: few links, few in flight, a small body cap, a time limit per link and one for all of them.
 */
import pLimit from 'p-limit';
import type { SafeRequestInit } from '../api-types.ts';
import type { FetchedResource, LlmsLinkCheck } from '../artifacts.ts';
import { isChallenge } from './challenge.ts';
import { htmlHeads } from './html-title.ts';

export interface LlmsLinkOptions {
  /** Time per link in ms, from when its request starts (default 8 s). */
  timeoutMs?: number;
  /** Time for all the links in ms (default 15 s); links still waiting or running then are `unfinished`. */
  budgetMs?: number;
  /** Links in flight at once (default 4). */
  concurrency?: number;
}

/**
 * Makes one request. `timeoutMs` must start counting when the request starts, not while it waits for a free
 * slot, or a busy queue would be blamed on the link.
 */
export type LinkRequester = (
  url: string,
  init: SafeRequestInit & { timeoutMs: number },
) => Promise<FetchedResource>;

export const LLMS_LINK_TIMEOUT_MS = 8_000;
export const LLMS_LINK_BUDGET_MS = 15_000;
export const LLMS_LINK_CONCURRENCY = 4;
// Enough for a challenge page's markers and an HTML page's <title> and first <h1>; the content itself is not needed.
export const LLMS_LINK_MAX_BYTES = 64 * 1024;

const HEADERS = { accept: 'text/html,application/xhtml+xml,text/markdown,text/plain,*/*;q=0.8' };

function record(url: string, response: FetchedResource, cut: boolean, timeoutMs: number): LlmsLinkCheck {
  const contentType = response.headers['content-type'] ?? null;
  const check: LlmsLinkCheck = {
    url,
    finalUrl: response.finalUrl || url,
    status: response.status,
    contentType,
    // The page's own body as the baseline: a captcha widget on a contact form is not a wall, only the
    // markers that belong to challenge pages alone count.
    challenge: response.status !== 0 && isChallenge(response, response.body),
  };
  if (response.status !== 0 && contentType?.toLowerCase().includes('html')) {
    const { title, heading } = htmlHeads(response.body);
    if (title !== null) check.title = title;
    if (heading !== null) check.heading = heading;
  }
  const stopped = response.errorCode === 'aborted' || response.errorCode === 'timeout';
  if (response.status === 0 && stopped && cut) {
    check.unfinished = true;
    check.error = 'The time set aside for checking llms.txt links ran out before this link answered.';
  } else if (response.status === 0 && response.errorCode === 'aborted') {
    // Nothing else aborts a request the budget did not cut: the link's own time ran out.
    check.errorCode = 'timeout';
    check.error = `${url} did not answer within ${timeoutMs / 1000} s.`;
  } else {
    if (response.error !== undefined) check.error = response.error;
    if (response.errorCode !== undefined) check.errorCode = response.errorCode;
  }
  return check;
}

/**
 * Requests each URL with `request` and records what it answered, in the order given. Never throws; links
 * the budget (or `signal`) cut short are recorded as `unfinished`.
 *
 * @example
 * ```ts
 * const checks = await checkLlmsLinks(sampleLlmsLinks(llms.body, llms.finalUrl), (url, init) =>
 *   fetcher(url, { ...init, signal: AbortSignal.any([init.signal!, AbortSignal.timeout(init.timeoutMs)]) }),
 * );
 * checks.filter((c) => c.status >= 400).map((c) => c.url);
 * ```
 */
export async function checkLlmsLinks(
  urls: readonly string[],
  request: LinkRequester,
  options: LlmsLinkOptions & { signal?: AbortSignal; userAgent?: string } = {},
): Promise<LlmsLinkCheck[]> {
  const timeoutMs = options.timeoutMs ?? LLMS_LINK_TIMEOUT_MS;
  const budget = AbortSignal.timeout(options.budgetMs ?? LLMS_LINK_BUDGET_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  const limit = pLimit(options.concurrency ?? LLMS_LINK_CONCURRENCY);
  const headers = options.userAgent ? { ...HEADERS, 'user-agent': options.userAgent } : HEADERS;
  const unstarted = (url: string): LlmsLinkCheck => ({
    url,
    finalUrl: url,
    status: 0,
    contentType: null,
    challenge: false,
    unfinished: true,
    error: 'The time set aside for checking llms.txt links ran out before this link was requested.',
  });
  return Promise.all(
    urls.map((url) =>
      limit(async () => {
        if (signal.aborted) return unstarted(url);
        const init = { method: 'GET', headers, maxBytes: LLMS_LINK_MAX_BYTES, signal, timeoutMs };
        const response = await request(url, init);
        return record(url, response, signal.aborted, timeoutMs);
      }),
    ),
  );
}
