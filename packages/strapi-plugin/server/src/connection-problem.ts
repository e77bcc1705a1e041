import {
  AuthError,
  NetworkError,
  PlanError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '@geo-audit/core';

/** What a failed "Test connection" tells the admin to check; the Settings page words each in its language. */
export type ConnectionProblem = 'auth' | 'plan' | 'network' | 'rate_limited' | 'server_error' | 'unknown';

/**
 * The kind of a failed connection test, by what the admin can check: the API base URL and that the API runs
 * (network), the key (auth), the plan. The error's class name (NetworkError) said none of that.
 *
 * @example
 * ```ts
 * connectionProblem(new NetworkError('Could not reach the GEO Audit API: fetch failed.')); // 'network'
 * ```
 */
export function connectionProblem(error: unknown): ConnectionProblem {
  if (error instanceof NetworkError || error instanceof TimeoutError) return 'network';
  if (error instanceof AuthError) return 'auth';
  if (error instanceof PlanError) return 'plan';
  if (error instanceof RateLimitError) return 'rate_limited';
  if (error instanceof ServerError) return 'server_error';
  return 'unknown';
}
