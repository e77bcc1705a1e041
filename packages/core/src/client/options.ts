import type { ModuleName } from '../contract/module-names.ts';
import type { AuditStatusResponse } from '../contract/status.ts';

/**
 * How the client retries. Only safe cases are retried: 408/5xx, network errors and timeouts, on GETs and on
 * the start POST (which always carries an `Idempotency-Key`, so a retry cannot create a second job).
 */
export interface RetryOptions {
  /** Retries after the first attempt (default 2). 0 disables retries. */
  limit?: number;
  /**
   * What to do on 429: `'throw'` (default) raises `RateLimitError` at once, so a CMS hook can reschedule
   * instead of blocking; `'wait'` sleeps until the quota resets (up to `maxRetryAfterMs`) and retries.
   */
  onRateLimit?: 'throw' | 'wait';
  /** Longest server-advised wait the client accepts before giving up (default 120 000 ms). */
  maxRetryAfterMs?: number;
  /** Delay after a 5xx without `Retry-After` (default 60 000 ms, as the API asks). */
  serverErrorDelayMs?: number;
}

/**
 * Options of `createGeoAuditClient`.
 *
 * @example
 * ```ts
 * const client = createGeoAuditClient({
 *   apiKey: process.env.GEO_AUDIT_API_KEY!,
 *   baseUrl: 'http://127.0.0.1:8787',
 *   timeoutMs: 15_000,
 *   retry: { limit: 2, onRateLimit: 'throw' },
 * });
 * ```
 */
export interface GeoAuditClientOptions {
  /** The `X-API-Key` value. Keep it on the server side; never ship it to an editor's browser. */
  apiKey: string;
  /** Base URL of the API, e.g. `https://geo.example.com` (paths like `/api/audit.php` are appended). */
  baseUrl: string;
  /** A custom fetch (defaults to the global one). */
  fetch?: typeof fetch;
  /** Per-attempt timeout in ms (default 15 000). */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** Sent as `User-Agent` suffix where the platform allows, e.g. `strapi-plugin-geo-audit/1.0`. */
  userAgent?: string;
}

/** Input of `startAudit`. */
export interface StartAuditInput {
  url: string;
  modules?: ModuleName[];
  webhookUrl?: string;
  /** Reuse a key to make a logical start idempotent across calls (e.g. `cms:doc:revision`). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Options of `waitForResult`. */
export interface WaitForResultOptions {
  signal?: AbortSignal;
  /** Give up with `TimeoutError` after this long (default 10 minutes). */
  maxWaitMs?: number;
  /** Called after every poll with the job's status (queued → running → complete). */
  onProgress?: (status: AuditStatusResponse) => void;
  /** `estimated_seconds` from `startAudit`; the first poll waits for (part of) it. */
  estimatedSeconds?: number;
  /** Floor and ceiling of the polling interval (defaults 1 000 and 10 000 ms). */
  minIntervalMs?: number;
  maxIntervalMs?: number;
}
