import { z } from 'zod';

/**
 * Stable problem `type` URIs for every error the API returns. They are relative references (RFC 9457
 * allows this): resolved against the API's base URL they point at a page that explains the problem.
 */
export const PROBLEM_TYPES = {
  unauthorized: '/problems/unauthorized',
  planForbidden: '/problems/plan-without-api-access',
  invalidRequest: '/problems/invalid-request',
  invalidUrl: '/problems/invalid-url',
  unreachableUrl: '/problems/unreachable-url',
  blockedDestination: '/problems/blocked-destination',
  unknownModule: '/problems/unknown-module',
  notFound: '/problems/not-found',
  /** No endpoint at that path (a base URL with a path of its own, such as `/api`, doubles the API's paths). */
  noSuchEndpoint: '/problems/no-such-endpoint',
  noCachedResult: '/problems/no-cached-result',
  rateLimited: '/problems/rate-limited',
  concurrencyLimit: '/problems/concurrency-limit',
  unsupportedMediaType: '/problems/unsupported-media-type',
  payloadTooLarge: '/problems/payload-too-large',
  methodNotAllowed: '/problems/method-not-allowed',
  idempotencyConflict: '/problems/idempotency-conflict',
  internal: '/problems/internal-error',
  auditFailed: '/problems/audit-failed',
} as const;

/**
 * An RFC 9457 problem details body (`application/problem+json`). Extension members are kept.
 *
 * @example
 * ```ts
 * ProblemDetails.parse({ type: '/problems/invalid-url', title: 'Invalid URL', status: 422 });
 * ```
 */
export const ProblemDetails = z.looseObject({
  type: z.string().default('about:blank'),
  title: z.string().optional(),
  status: z.int().optional(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Field-level errors for invalid requests. */
  errors: z.array(z.looseObject({ field: z.string(), message: z.string() })).optional(),
  request_id: z.string().optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;
