import type { ProblemDetails } from '../../contract/problem.ts';

export interface GeoAuditErrorDetails {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The RFC 9457 problem body, when the server sent one. */
  problem?: ProblemDetails;
  /** The server's request id (`X-Request-Id`), for support and logs. */
  requestId?: string;
  cause?: unknown;
}

/**
 * Base class of every error the GEO Audit client throws. Catch it to handle all of them; check the
 * subclasses to react to one cause.
 *
 * @example
 * ```ts
 * try { await client.startAudit({ url }); }
 * catch (error) { if (error instanceof GeoAuditError) console.error(error.message, error.requestId); }
 * ```
 */
export class GeoAuditError extends Error {
  override name = 'GeoAuditError';
  readonly status: number | undefined;
  readonly problem: ProblemDetails | undefined;
  readonly requestId: string | undefined;

  constructor(message: string, details: GeoAuditErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.problem = details.problem;
    this.requestId = details.requestId;
  }
}
