import {
  AuthError,
  NetworkError,
  NotFoundError,
  PlanError,
  PROBLEM_TYPES,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '@geo-audit/core';

/** What a failed "Test connection" tells the admin to check; the Settings page words each in its language. */
export type ConnectionProblem =
  | 'auth'
  | 'plan'
  | 'network'
  | 'rate_limited'
  | 'server_error'
  | 'base_url'
  | 'unknown';

/**
 * The kind of a failed connection test, by what the admin can check: the API base URL and that the API runs
 * (network, base_url), the key (auth), the plan. The error's class name (NetworkError) said none of that.
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
  // Any 404 but the API's "no such job" means the request missed the API's routes: a base URL ending in
  // `/api` answered "no-such-endpoint", and another site's 404 page has no problem type at all.
  if (error instanceof NotFoundError) return 'base_url';
  return 'unknown';
}

/**
 * Whether the test request's 404 is the API's own "no such job": only that proves the key reached the job
 * route. Taking any 404 as success said "Connected." for a base URL whose every publish then failed.
 */
export function isMissingJob(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError && error.problem?.type === PROBLEM_TYPES.notFound;
}

/** A base URL whose path ends in `/api`: the API's routes are `/v1/…` at its origin, so `/api` doubles them. */
export const API_PATH_SUFFIX = /\/api\/*$/i;

/**
 * The base URL the admin most likely meant: without a trailing `/api`, else the API's origin.
 *
 * @example
 * ```ts
 * suggestedBaseUrl('http://127.0.0.1:28787/api/'); // 'http://127.0.0.1:28787'
 * ```
 */
export function suggestedBaseUrl(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl);
    if (!API_PATH_SUFFIX.test(url.pathname)) return url.origin;
    const path = url.pathname.replace(API_PATH_SUFFIX, '');
    return `${url.origin}${path}`;
  } catch {
    return null;
  }
}
