/**
 * Errors raised inside the fetcher's connector and mapped to a `FetchErrorCode` at the edge, so callers
 * get a status-0 result with a message that says what to do, never a thrown network error.
 */
import { isIP } from 'node:net';
import type { FetchErrorCode } from '../api-types.ts';
import { addressRange } from './address-policy.ts';

/** A destination the SSRF policy refuses (non-public address, disallowed port or hostname). */
export class BlockedDestinationError extends Error {
  readonly fetchErrorCode = 'blocked_destination';
  override name = 'BlockedDestinationError';
}

/** The hostname did not resolve. */
export class DnsFailureError extends Error {
  readonly fetchErrorCode = 'dns_failure';
  override name = 'DnsFailureError';
}

export interface MappedFetchError {
  code: FetchErrorCode;
  message: string;
}

const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CLOSED',
]);
// The connection was open, then the server (or a firewall in front of it) dropped it: the site is online, so
// "could not connect, check that it is online" would send the owner to the wrong place.
const DROPPED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Turns anything the request pipeline threw into a code and a message for the user. `deadline` and
 * `callerSignal` tell a total-time abort apart from the caller cancelling.
 */
/** The fetcher's time limits, so a timeout can say which one ran out and how long it was. */
export interface FetchLimits {
  /** Until the response headers arrive. */
  headersMs: number;
  /** For the whole request, body included. */
  totalMs: number;
  /** To open the connection. */
  connectMs: number;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** What a timeout says: which limit ran out, and how long it was, so "too slow" has a number to compare with. */
function timeoutMessage(url: string, code: string | undefined, limits: FetchLimits | undefined): string {
  const advice = 'Check that the server responds quickly, then try again.';
  if (limits === undefined) return `${url} did not answer in time. ${advice}`;
  if (code === 'UND_ERR_HEADERS_TIMEOUT') {
    return `${url} did not answer in time: no response within ${seconds(limits.headersMs)}. ${advice}`;
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return `${url} did not answer in time: no connection within ${seconds(limits.connectMs)}. ${advice}`;
  }
  return `${url} did not answer in time: the response was not complete within ${seconds(limits.totalMs)}. ${advice}`;
}

/**
 * What to check when a host refused the connection: a local or private host (reached because it is
 * allow-listed) is a server that is not running; a public one may also be behind a firewall.
 *
 * @example
 * ```ts
 * connectAdvice(new URL('http://127.0.0.1:3000/')); // 'Check that the server is running and listens on port 3000.'
 * ```
 */
export function connectAdvice(url: URL): string {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local =
    isIP(host) !== 0 ? addressRange(host) !== 'unicast' : host === 'localhost' || !host.includes('.');
  if (local) {
    const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
    return `Check that the server is running and listens on port ${port}.`;
  }
  return 'Check that the site is online and reachable from the machine that runs the audit.';
}

export function mapFetchError(
  error: unknown,
  context: {
    url: string;
    deadline: AbortSignal;
    callerSignal?: AbortSignal | undefined;
    limits?: FetchLimits | undefined;
  },
): MappedFetchError {
  const { url } = context;
  if (error instanceof BlockedDestinationError || error instanceof DnsFailureError) {
    return { code: error.fetchErrorCode, message: error.message };
  }
  // Undici may wrap the connector's error; look one level down as well.
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof BlockedDestinationError || cause instanceof DnsFailureError) {
    return { code: cause.fetchErrorCode, message: cause.message };
  }
  if (context.callerSignal?.aborted) {
    return { code: 'aborted', message: `The request to ${url} was cancelled.` };
  }
  const code = errorCode(error) ?? errorCode(cause);
  if (context.deadline.aborted || (code !== undefined && TIMEOUT_CODES.has(code))) {
    const limitCode = context.deadline.aborted ? undefined : code;
    return { code: 'timeout', message: timeoutMessage(url, limitCode, context.limits) };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return {
      code: 'dns_failure',
      message: `The hostname of ${url} could not be resolved. Check the spelling.`,
    };
  }
  if (code !== undefined && CONNECT_CODES.has(code)) {
    return {
      code: 'connect_failure',
      message: `Could not connect to ${url} (${code}). ${connectAdvice(new URL(url))}`,
    };
  }
  if (code !== undefined && DROPPED_CODES.has(code)) {
    return {
      code: 'network',
      message: `The server closed the connection to ${url} before answering (${code}). A firewall, bot protection or an overloaded server often does this: check the server's logs and its bot or rate-limit rules, then try again.`,
    };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { code: 'network', message: `The request to ${url} failed: ${detail}` };
}
