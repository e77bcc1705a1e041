/**
 * The one way the engine talks to the network. Every request goes through an undici Agent whose
 * connector enforces the SSRF policy at connect time; redirects are followed by hand so each hop is
 * checked again; bodies are capped, decompressed within the cap and decoded by charset.
 */
import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import type { FetchErrorCode, SafeFetcher, SafeFetchOptions, SafeRequestInit } from '../api-types.ts';
import type { FetchedResource } from '../artifacts.ts';
import { readCappedBody } from './body.ts';
import { createGuardedConnector, vetHost } from './connector.ts';
import { decodeBody, decodeRobotsTxt, isTextual, parseContentType } from './decode.ts';
import { checkUrl, createDestinationPolicy, refusedRedirect } from './destination.ts';
import { mapFetchError } from './errors.ts';
import { systemResolver } from './resolver.ts';

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT = 'geo-audit/0.1 (+https://github.com/geo-audit/geo-audit)';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// Credentials meant for one origin must not travel to another on a redirect.
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** A `SafeFetcher` that owns connections; `close()` releases them when the caller is done. */
export type ClosableSafeFetcher = SafeFetcher & { close(): Promise<void> };

type FetchOutcome = FetchedResource & { errorCode?: FetchErrorCode };

/**
 * Repeated X-Robots-Tag headers are kept one per line: a header that opens with a crawler name (`googlebot:
 * nosnippet`) scopes only its own directives, so joining it to the next header with a comma would scope that one's
 * too. A line break cannot occur inside a header value, so it marks the boundary without ambiguity.
 */
const ONE_PER_LINE = new Set(['x-robots-tag']);

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    headers[key] = Array.isArray(value) ? value.join(ONE_PER_LINE.has(key) ? '\n' : ', ') : value;
  }
  return headers;
}

/** Drops a body we will not read; undici reports the abort as an error nobody needs to see. */
function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

/**
 * Creates the SSRF-safe fetcher. It connects only to globally routable unicast addresses (checked for
 * every resolved address when the socket opens, and for IP literals in any spelling), on ports 80/443,
 * over http(s), following at most 5 redirects with every hop re-checked. Hosts in `allowHosts` are the
 * only way to reach loopback or private targets.
 *
 * It never throws for network outcomes: a request that got no response resolves with `status: 0`,
 * `error` (a message for the user) and `errorCode`. A response that arrived but whose body could not be
 * used keeps its status and carries `error`/`errorCode` too (`unsupported_content_type` for binary
 * bodies, `network` for a body cut off mid-way).
 *
 * @example
 * const fetcher = createSafeFetcher({ maxBytes: 2_000_000 });
 * const page = await fetcher('https://example.com/', { headers: { 'user-agent': 'MyBot/1.0' } });
 * if (page.status === 0) console.error(page.errorCode, page.error);
 * await fetcher.close();
 */
export function createSafeFetcher(options: SafeFetchOptions = {}): ClosableSafeFetcher {
  const policy = createDestinationPolicy(options);
  const resolve = options.resolve ?? systemResolver;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headersTimeoutMs = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const guard = { policy, resolve };
  const limits = {
    headersMs: headersTimeoutMs,
    totalMs: timeoutMs,
    connectMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  };
  const agent = new Agent({
    connect: createGuardedConnector({
      ...guard,
      connectTimeoutMs: limits.connectMs,
      ca: options.ca,
    }),
    headersTimeout: headersTimeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 4_000,
  });

  // One attempt; `deadline` is shared with a retry, so retrying never extends the request's time.
  const fetchOnce = async (
    url: string,
    init: SafeRequestInit,
    deadline: AbortSignal,
  ): Promise<FetchOutcome> => {
    const started = performance.now();
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const redirects: string[] = [];
    const follow = init.followRedirects ?? true;
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    let headers: Record<string, string> = {
      'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
      accept: '*/*',
      ...lowerCaseKeys(init.headers),
      'accept-encoding': 'gzip, deflate, br',
    };
    let current = url;

    const failure = (code: FetchErrorCode, error: string, detail?: string): FetchOutcome => ({
      url,
      finalUrl: current,
      status: 0,
      headers: {},
      body: '',
      truncated: false,
      redirects,
      // A refused redirect target is said to be one, so nobody is told to allow-list where a page sent them.
      error: code === 'blocked_destination' && redirects.length > 0 ? refusedRedirect(current, error) : error,
      errorCode: code,
      ...(detail !== undefined ? { errorDetail: detail } : {}),
    });

    for (let hop = 0; ; hop++) {
      const verdict = checkUrl(current, policy);
      if (!verdict.ok) return failure(verdict.code, verdict.message);
      current = verdict.url.href;
      let response: Awaited<ReturnType<typeof request>>;
      try {
        // An early, friendly refusal before any socket opens; the connector repeats the check for real.
        await vetHost(verdict.hostname, verdict.port, guard);
        response = await request(current, {
          dispatcher: agent,
          method: method as 'GET',
          headers,
          body: body ?? null,
          signal,
          headersTimeout: headersTimeoutMs,
          bodyTimeout: timeoutMs,
        });
      } catch (error) {
        const mapped = mapFetchError(error, { url: current, deadline, callerSignal: init.signal, limits });
        return failure(mapped.code, mapped.message, mapped.detail);
      }
      const status = response.statusCode;
      const responseHeaders = flattenHeaders(response.headers);
      const location = responseHeaders.location;

      if (follow && REDIRECT_STATUSES.has(status) && location !== undefined) {
        discard(response.body);
        if (hop >= maxRedirects) {
          return failure(
            'too_many_redirects',
            `${url} redirected more than ${maxRedirects} times. Point the URL straight at its final address.`,
          );
        }
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          return failure('invalid_url', `${current} redirected to an invalid URL (${location}).`);
        }
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        if (next.origin !== new URL(current).origin) {
          headers = { ...headers };
          for (const name of ORIGIN_BOUND_HEADERS) delete headers[name];
        }
        // A loop never ends however many hops are allowed, and it has no final address to point the URL at.
        if (next.href === url || redirects.includes(next.href)) {
          const hops = [url, ...redirects, next.href].join(' → ');
          return failure(
            'too_many_redirects',
            `${url} redirects in a loop (${hops}), so no page is ever served. Fix the redirect rules that send it back (often an http↔https or www rule undone by another rule, by a plugin, or by the CDN), or a redirect that only ends once a cookie is set, which crawlers do not keep.`,
          );
        }
        current = next.href;
        redirects.push(current);
        continue;
      }

      const timingMs = Math.round(performance.now() - started);
      const result: FetchOutcome = {
        url,
        finalUrl: current,
        status,
        headers: responseHeaders,
        body: '',
        truncated: false,
        redirects,
        timingMs,
      };
      const contentType = parseContentType(responseHeaders['content-type']);
      if (method === 'HEAD') {
        discard(response.body);
        return result;
      }
      if (!isTextual(contentType.essence) && init.anyContentType !== true) {
        discard(response.body);
        result.error = `The response is ${contentType.essence}, not text or HTML, so its body was not read.`;
        result.errorCode = 'unsupported_content_type';
        return result;
      }
      const cap = Math.min(maxBytes, init.maxBytes ?? maxBytes);
      const read = await readCappedBody(response.body, responseHeaders['content-encoding'], cap);
      if (read.error !== undefined) {
        const mapped = mapFetchError(new Error(read.error), {
          url: current,
          deadline,
          callerSignal: init.signal,
          limits,
        });
        if (mapped.code === 'timeout' || mapped.code === 'aborted')
          return failure(mapped.code, mapped.message, read.detail);
        result.error = read.error;
        result.errorCode = 'network';
        if (read.detail !== undefined) result.errorDetail = read.detail;
        if (read.cutShort) result.cutShort = true;
      }
      const decoded = (init.robotsTxt ? decodeRobotsTxt : decodeBody)(
        read.bytes,
        responseHeaders['content-type'],
      );
      result.body = decoded.text;
      if (decoded.encoding !== 'utf-8') result.encoding = decoded.encoding;
      result.truncated = read.truncated;
      return result;
    }
  };

  const fetcher = async (url: string, init: SafeRequestInit = {}): Promise<FetchOutcome> => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const first = await fetchOnce(url, init, deadline);
    const method = (init.method ?? 'GET').toUpperCase();
    // A body broken off mid-way is often a passing fault (a reset, a proxy's hiccup): a GET is asked once more, and
    // the fuller answer kept, so the audit does not score a fragment of the page when the whole was to be had.
    if (first.cutShort !== true || method !== 'GET' || init.body !== undefined) return first;
    const second = await fetchOnce(url, init, deadline);
    const better =
      second.status !== 0 && (second.cutShort !== true || second.body.length > first.body.length);
    return better ? second : first;
  };

  return Object.assign(fetcher, { close: () => agent.close() });
}
