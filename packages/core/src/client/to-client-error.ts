import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { PROBLEM_TYPES, ProblemDetails } from '../contract/problem.ts';
import { ApiError } from './errors/api-error.ts';
import { AuthError } from './errors/auth-error.ts';
import { GeoAuditError } from './errors/geo-audit-error.ts';
import { InvalidUrlError } from './errors/invalid-url-error.ts';
import { NetworkError } from './errors/network-error.ts';
import { NotFoundError } from './errors/not-found-error.ts';
import { PlanError } from './errors/plan-error.ts';
import { RateLimitError } from './errors/rate-limit-error.ts';
import { ServerError } from './errors/server-error.ts';
import { TimeoutError } from './errors/timeout-error.ts';
import { parseRateLimitHeaders, parseRetryAfter } from './rate-limit-state.ts';

function problemFrom(data: unknown): ProblemDetails | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const parsed = ProblemDetails.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The message for whoever configures the client: one sentence saying what was refused, with the HTTP status at
 * its end, then the server's own words, which say what to do. `advice` stands in for them when it sent none, so
 * the message never says the same thing twice.
 */
function describe(status: number, problem: ProblemDetails | undefined, lead: string, advice = ''): string {
  const said = (problem?.detail ?? problem?.title)?.trim();
  const next = said ? (/[.!?]$/.test(said) ? said : `${said}.`) : advice;
  return `${lead} (HTTP ${status}).${next ? ` ${next}` : ''}`;
}

/** Maps what ky threw to the client's typed errors; anything already typed passes through. */
export function toClientError(error: unknown, now: Date): unknown {
  if (error instanceof GeoAuditError) return error;
  if (isHTTPError(error)) {
    const { response } = error;
    const status = response.status;
    const problem = problemFrom(error.data);
    const requestId = response.headers.get('x-request-id') ?? problem?.request_id ?? undefined;
    const details = { status, problem, requestId, cause: error };
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
    switch (true) {
      case status === 401:
        return new AuthError(
          describe(status, problem, 'The GEO Audit API refused the API key', 'Check the configured key.'),
          details,
        );
      case status === 403:
        return new PlanError(
          describe(
            status,
            problem,
            "The GEO Audit API refused access on the key's plan",
            'The plan does not include API access.',
          ),
          details,
        );
      case status === 404:
        return new NotFoundError(describe(status, problem, 'Not found'), details);
      case status === 422:
        return new InvalidUrlError(describe(status, problem, 'The URL cannot be audited'), details);
      case status === 429: {
        const resetAt =
          retryAfterMs !== undefined
            ? new Date(now.getTime() + retryAfterMs)
            : parseRateLimitHeaders(response.headers, now)?.resetAt;
        const reason = problem?.type === PROBLEM_TYPES.concurrencyLimit ? 'concurrency' : 'rate';
        const message = describe(
          status,
          problem,
          reason === 'concurrency'
            ? 'Too many audits are running for this key'
            : 'The hourly request quota is used up',
        );
        return new RateLimitError(message, {
          ...details,
          resetAt,
          retryAfterMs:
            retryAfterMs ?? (resetAt ? Math.max(0, resetAt.getTime() - now.getTime()) : undefined),
          reason,
        });
      }
      case status >= 500:
        return new ServerError(describe(status, problem, 'The GEO Audit API failed', 'Try again later.'), {
          ...details,
          retryAfterMs,
        });
      default:
        return new ApiError(describe(status, problem, 'The request was refused'), details);
    }
  }
  if (isTimeoutError(error)) {
    return new TimeoutError('The GEO Audit API did not answer in time.', { cause: error });
  }
  if (isNetworkError(error)) {
    const reason = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return new NetworkError(`Could not reach the GEO Audit API${reason}. Check the base URL and network.`, {
      cause: error,
    });
  }
  return error;
}
