import { AuthError } from '../client/errors/auth-error.ts';
import { InvalidUrlError } from '../client/errors/invalid-url-error.ts';
import { NetworkError } from '../client/errors/network-error.ts';
import { NotFoundError } from '../client/errors/not-found-error.ts';
import { PlanError } from '../client/errors/plan-error.ts';
import { RateLimitError } from '../client/errors/rate-limit-error.ts';
import { ResponseValidationError } from '../client/errors/response-validation-error.ts';
import { ServerError } from '../client/errors/server-error.ts';
import { TimeoutError } from '../client/errors/timeout-error.ts';
import { PROBLEM_TYPES } from '../contract/problem.ts';
import type { AuditProblem } from './types.ts';

/** The 404s the API itself answers: a job or a cached result it does not have. */
const API_NOT_FOUND: ReadonlySet<string> = new Set([PROBLEM_TYPES.notFound, PROBLEM_TYPES.noCachedResult]);

/** Turns a client error into the problem stored on the record, and whether trying again can help. */
export function problemFromError(error: unknown, now: Date): { problem: AuditProblem; retryable: boolean } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RateLimitError) {
    const retryAt = error.resetAt ?? new Date(now.getTime() + (error.retryAfterMs ?? 60_000));
    return {
      problem: {
        code: error.reason === 'concurrency' ? 'concurrency_limited' : 'rate_limited',
        message,
        retryAt: retryAt.toISOString(),
      },
      retryable: true,
    };
  }
  if (error instanceof ServerError) {
    const retryAt = new Date(now.getTime() + (error.retryAfterMs ?? 60_000)).toISOString();
    return { problem: { code: 'server_error', message, retryAt }, retryable: true };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return {
      problem: { code: 'network', message, retryAt: new Date(now.getTime() + 60_000).toISOString() },
      retryable: true,
    };
  }
  if (error instanceof InvalidUrlError)
    return { problem: { code: 'invalid_url', message }, retryable: false };
  if (error instanceof AuthError) return { problem: { code: 'auth', message }, retryable: false };
  if (error instanceof PlanError) return { problem: { code: 'plan', message }, retryable: false };
  // A 404 that is none of the API's own ("no such job", "no cached result") means the base URL does not lead to the
  // API (a path of its own such as /api, or another site): only an administrator can fix it, and trying again
  // changes nothing.
  if (error instanceof NotFoundError && !API_NOT_FOUND.has(error.problem?.type ?? ''))
    return { problem: { code: 'api_address', message }, retryable: false };
  if (error instanceof ResponseValidationError)
    return { problem: { code: 'contract', message }, retryable: false };
  return { problem: { code: 'unknown', message }, retryable: false };
}
