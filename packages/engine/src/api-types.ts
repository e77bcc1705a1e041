import type { AuditResult, ModuleName } from '@geo-audit/core';
import type { FetchedResource } from './artifacts.ts';

/** Options of the SSRF-safe fetcher. Private and loopback targets are reachable only via `allowHosts`. */
export interface SafeFetchOptions {
  /** Hostnames (or IP literals) exempt from the private-address ban, for tests and local demos. */
  allowHosts?: string[];
  /** Body cap in bytes (default 5 MB); the body is cut there and `truncated` set. */
  maxBytes?: number;
  /** Time to response headers in ms. */
  headersTimeoutMs?: number;
  /** Total time per request in ms, including the body. */
  timeoutMs?: number;
  /** At most this many redirect hops (default 5); each hop is checked again. */
  maxRedirects?: number;
  /** Ports allowed besides 80 and 443 (allow-listed hosts may use any port). */
  allowedPorts?: number[];
  /** Time to establish a TCP (and TLS) connection in ms (default 5 s). */
  connectTimeoutMs?: number;
  /** User-Agent sent when a request sets none. */
  userAgent?: string;
  /**
   * Resolves a hostname to its IP addresses (default: the system resolver, every A and AAAA answer).
   * Injectable so tests can simulate names that resolve to private space or that rebind.
   */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Extra trusted CA certificates (PEM), e.g. for an intranet demo or a test server; never turns checks off. */
  ca?: string | string[];
}

/**
 * Why a safe fetch produced no response. A body over the cap is none of these: it is read up to the cap and marked
 * `truncated`, and each reader says what that part holds (robots.txt as crawlers read its first 500 KiB, llms.txt and
 * the discovery documents as read in part), so there is no "too large" code (decision 0093).
 */
export type FetchErrorCode =
  | 'invalid_url'
  | 'unsupported_protocol'
  | 'blocked_destination'
  | 'dns_failure'
  | 'connect_failure'
  | 'timeout'
  | 'too_many_redirects'
  | 'unsupported_content_type'
  | 'aborted'
  | 'network';

export interface SafeRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Follow redirects (default true). Webhook delivery sets false: a 3xx is a failure. */
  followRedirects?: boolean;
  /** A smaller body cap for this request (the fetcher's cap still applies). */
  maxBytes?: number;
  /** Read the body whatever its Content-Type (robots.txt: crawlers parse it as text regardless). */
  anyContentType?: boolean;
  /**
   * Decode the body as crawlers decode robots.txt: as UTF-8 whatever charset the Content-Type declares (invalid
   * bytes become U+FFFD; UTF-16 is still decoded as such and named in `encoding`, since crawlers find no rules in
   * it). gather sets it for every robots.txt. A fetcher of your own should honour it; when it decodes by the
   * declared charset instead and says so in `encoding` (`windows-1252`), gather re-reads that text's bytes as UTF-8.
   */
  robotsTxt?: boolean;
}

/** Fetches through the SSRF policy; never throws for network outcomes (status 0 plus `error`/`errorCode`). */
export type SafeFetcher = (
  url: string,
  init?: SafeRequestInit,
) => Promise<FetchedResource & { errorCode?: FetchErrorCode }>;

/** Result of the pre-acceptance check the server runs before queueing an audit (422 when not ok). */
export type ReachabilityCheck =
  | { ok: true; address: string }
  | {
      ok: false;
      code: 'invalid_url' | 'blocked_destination' | 'unreachable';
      detail: string;
      /** Set when the URL names a port outside 80 and 443: refused before any lookup, so safe to name. */
      blockedPort?: number;
    };

export interface RunAuditOptions {
  /** Modules to run; defaults to the 8 scored modules. agent_readiness always runs too (beta, weight 0). */
  modules?: ModuleName[];
  allowHosts?: string[];
  signal?: AbortSignal;
  /** Called as stages finish, progress from 0 to 1. */
  onProgress?: (event: { stage: string; progress: number }) => void;
  /** Clock for `analyzed_at` (tests). */
  now?: () => Date;
}

/** The engine's one-call API used by the server and the CLI. */
export type RunAudit = (url: string, options?: RunAuditOptions) => Promise<AuditResult>;
