/**
 * Errors raised inside the fetcher's connector and mapped to a `FetchErrorCode` at the edge, so callers
 * get a status-0 result with a message that says what to do, never a thrown network error.
 */
import type { FetchErrorCode } from '../api-types.ts';

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
export function mapFetchError(
  error: unknown,
  context: { url: string; deadline: AbortSignal; callerSignal?: AbortSignal | undefined },
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
    return {
      code: 'timeout',
      message: `${url} did not answer in time. Check that the server responds quickly, then try again.`,
    };
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
      message: `Could not connect to ${url} (${code}). Check that the site is online and reachable from the internet.`,
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
