/**
 * Errors raised inside the fetcher's connector and mapped to a `FetchErrorCode` at the edge, so callers
 * get a status-0 result with a message that says what to do, never a thrown network error.
 */
import { isIP } from 'node:net';
import type { FetchErrorCode } from '../api-types.ts';
import { addressRange } from './address-policy.ts';
import { dnsMessage } from './dns-message.ts';
import { tlsMessage } from './tls-message.ts';

/** A destination the SSRF policy refuses (non-public address, disallowed port or hostname). */
export class BlockedDestinationError extends Error {
  readonly fetchErrorCode = 'blocked_destination';
  override name = 'BlockedDestinationError';
}

/** The hostname did not resolve; `detail` keeps the resolver's code for an operator. */
export class DnsFailureError extends Error {
  readonly fetchErrorCode = 'dns_failure';
  override name = 'DnsFailureError';
  readonly detail: string | undefined;

  constructor(message: string, detail?: string) {
    super(message);
    this.detail = detail;
  }
}

export interface MappedFetchError {
  code: FetchErrorCode;
  /** One sentence for the person who asked for the audit: what happened and what to do, without library codes. */
  message: string;
  /**
   * For an operator (a server log, an issue report): the network library's code and words, e.g.
   * `UND_ERR_SOCKET: other side closed`.
   */
  detail?: string;
}

/** Why a connection could not be opened, in words; the codes stay in the operator detail. */
const CONNECT_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the server refused the connection',
  EHOSTUNREACH: 'there is no network route to its address',
  ENETUNREACH: 'there is no network route to its address',
  EADDRNOTAVAIL: 'there is no network route to its address',
  UND_ERR_CLOSED: 'the connection closed before the request could be sent',
};
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
 * The failure as an operator needs it: the library's code and its words on one line (OpenSSL's run over several),
 * and the wrapped cause's when there is one.
 *
 * @example
 * ```ts
 * operatorDetail(Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }));
 * // 'UND_ERR_SOCKET: other side closed'
 * ```
 */
export function operatorDetail(error: unknown): string {
  const one = (value: unknown): string => {
    const code = errorCode(value);
    const words = (value instanceof Error ? value.message : String(value)).replace(/\s+/g, ' ').trim();
    return code !== undefined && !words.includes(code) ? `${code}: ${words}` : words;
  };
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause === undefined || cause === null ? one(error) : `${one(error)} (cause: ${one(cause)})`;
}

/**
 * Why a connection attempt failed, as a clause ("the server refused the connection"); its code is left out.
 *
 * @example
 * ```ts
 * connectReason(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3000'), { code: 'ECONNREFUSED' }));
 * // 'the server refused the connection'
 * ```
 */
export function connectReason(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined && CONNECT_REASONS[code] !== undefined) return CONNECT_REASONS[code];
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'nothing answered in time';
  if (code !== undefined && DROPPED_CODES.has(code)) return 'the server dropped the connection';
  return 'the connection failed';
}

/** Words that are a library's error code (ECONNRESET, UND_ERR_SOCKET, ERR_SSL_…, HPE_…), not a person's. */
const CODE_WORD = /\b(?:E[A-Z0-9]{3,}|ERR_[A-Z0-9_]+|UND_ERR_[A-Z0-9_]+|HPE_[A-Z0-9_]+)\b|\d+:error:/;

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
    // Nothing answered at all: a server that is down or a firewall that drops the audit's packets, not a slow page.
    return `${url} did not answer in time: no connection within ${seconds(limits.connectMs)}. ${connectAdvice(new URL(url))} A firewall that silently drops connections from the audit's machine looks the same.`;
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

/**
 * Turns anything the request pipeline threw into a code and a message for the user. `deadline` and
 * `callerSignal` tell a total-time abort apart from the caller cancelling.
 * The library's code and words go to `detail`, never into the message.
 */
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
  // Undici may wrap the connector's error; look one level down as well.
  const cause = (error as { cause?: unknown } | null)?.cause;
  const own = [error, cause].find(
    (e): e is BlockedDestinationError | DnsFailureError =>
      e instanceof BlockedDestinationError || e instanceof DnsFailureError,
  );
  if (own instanceof DnsFailureError) {
    return { code: own.fetchErrorCode, message: own.message, ...(own.detail ? { detail: own.detail } : {}) };
  }
  if (own !== undefined) return { code: own.fetchErrorCode, message: own.message };
  const detail = operatorDetail(error);
  const mapped = (code: FetchErrorCode, message: string): MappedFetchError => ({ code, message, detail });
  if (context.callerSignal?.aborted) return mapped('aborted', `The request to ${url} was cancelled.`);
  const code = errorCode(error) ?? errorCode(cause);
  if (context.deadline.aborted || (code !== undefined && TIMEOUT_CODES.has(code))) {
    const limitCode = context.deadline.aborted ? undefined : code;
    return mapped('timeout', timeoutMessage(url, limitCode, context.limits));
  }
  // Undici's parser error often carries no code: its name says the answer was not HTTP.
  if (code?.startsWith('HPE_') || (error as { name?: unknown } | null)?.name === 'HTTPParserError') {
    return mapped(
      'network',
      `${url} answered with something that is not valid HTTP. Check that this address and port serve a website, and that no proxy or firewall in front of it alters its answers.`,
    );
  }
  if (code === undefined) return mapped('network', unknownFailure(url, error));
  const host = URL.parse(url)?.hostname ?? url;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return mapped('dns_failure', dnsMessage(host, code));
  const reason = CONNECT_REASONS[code];
  if (reason !== undefined) {
    return mapped(
      'connect_failure',
      `Could not connect to ${url}: ${reason}. ${connectAdvice(new URL(url))}`,
    );
  }
  if (DROPPED_CODES.has(code)) {
    return mapped(
      'network',
      `The server closed the connection to ${url} before answering. A firewall, bot protection or an overloaded server often does this: check the server's logs and its bot or rate-limit rules, then try again.`,
    );
  }
  const tls = url.startsWith('https:') ? tlsMessage(url, tlsCode(code, error)) : null;
  if (tls !== null) return mapped('network', tls);
  if (code === 'UND_ERR_HEADERS_OVERFLOW') {
    return mapped(
      'network',
      `${url} answered with more header data than a crawler reads (often too many or too large cookies). Send fewer or smaller headers, then try again.`,
    );
  }
  return mapped('network', unknownFailure(url, error));
}

/** Node's code for a TLS failure; an older Node says only EPROTO, with OpenSSL's reason in the message. */
function tlsCode(code: string, error: unknown): string {
  if (code !== 'EPROTO') return code;
  const words = error instanceof Error ? error.message : String(error);
  return /wrong version number|packet length too long|http request/i.test(words)
    ? 'ERR_SSL_WRONG_VERSION_NUMBER'
    : 'ERR_SSL_EPROTO';
}

/**
 * A failure no branch above names: its own words when they are a person's, else a plain sentence (the code is in
 * the detail), and in either case what to try.
 */
function unknownFailure(url: string, error: unknown): string {
  const words = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  const said =
    words !== '' && !CODE_WORD.test(words) ? `: ${words.replace(/[.:;\s]+$/, '')}` : ' on a network error';
  return `The request to ${url} failed${said}. Try again; if it keeps failing, check that the page opens in a browser from the machine that runs the audit.`;
}
