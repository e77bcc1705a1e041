/** What the client knows about its quota, from the most recent response that carried rate-limit fields. */
export interface RateLimitState {
  /** Requests allowed per window, when the server says. */
  limit?: number;
  /** Requests left in the current window. */
  remaining?: number;
  /** When the quota next frees up. */
  resetAt?: Date;
  /** When this state was read. */
  observedAt: Date;
}

// Values at or above this are Unix epoch seconds (2001-09-09); below it, seconds from now. A delay of
// 31+ years is never meant, so the two readings of X-RateLimit-Reset cannot be confused.
const EPOCH_THRESHOLD = 1_000_000_000;

function nonNegativeInt(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

/** Parses one Structured-Field list member's numeric parameter, e.g. `r` from `"hourly";r=42;t=1800`. */
function sfParam(field: string | null, name: string): number | undefined {
  if (!field) return undefined;
  const match = new RegExp(`;\\s*${name}=(\\d+)`).exec(field);
  return match ? Number(match[1]) : undefined;
}

/**
 * Parses `Retry-After` (delay-seconds or an HTTP-date) into milliseconds from `now`.
 *
 * @example
 * ```ts
 * parseRetryAfter('120', new Date()); // 120000
 * ```
 */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (value === null) return undefined;
  const seconds = nonNegativeInt(value);
  if (seconds !== undefined) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/**
 * Reads rate-limit state from response headers: `X-RateLimit-Limit/Remaining/Reset` (Reset as epoch seconds
 * or seconds from now: both are detected) and the IETF `RateLimit` / `RateLimit-Policy` fields. Returns
 * undefined when the response carries none of them. Malformed fields are ignored.
 *
 * @example
 * ```ts
 * parseRateLimitHeaders(new Headers({ 'x-ratelimit-remaining': '7', 'x-ratelimit-reset': '1800' }), now);
 * // { remaining: 7, resetAt: now + 30 min, observedAt: now }
 * ```
 */
export function parseRateLimitHeaders(headers: Headers, now: Date): RateLimitState | undefined {
  const legacyRemaining = nonNegativeInt(headers.get('x-ratelimit-remaining'));
  const legacyReset = nonNegativeInt(headers.get('x-ratelimit-reset'));
  const legacyLimit = nonNegativeInt(headers.get('x-ratelimit-limit'));
  const ietf = headers.get('ratelimit');
  const policy = headers.get('ratelimit-policy');

  const remaining = legacyRemaining ?? sfParam(ietf, 'r');
  const limit = legacyLimit ?? sfParam(policy, 'q');
  let resetAt: Date | undefined;
  if (legacyReset !== undefined) {
    resetAt = new Date(
      legacyReset >= EPOCH_THRESHOLD ? legacyReset * 1000 : now.getTime() + legacyReset * 1000,
    );
  } else {
    const t = sfParam(ietf, 't');
    if (t !== undefined) resetAt = new Date(now.getTime() + t * 1000);
  }
  if (remaining === undefined && limit === undefined && resetAt === undefined) return undefined;
  const state: RateLimitState = { observedAt: now };
  if (limit !== undefined) state.limit = limit;
  if (remaining !== undefined) state.remaining = remaining;
  if (resetAt !== undefined) state.resetAt = resetAt;
  return state;
}
