import { GeoAuditError, type GeoAuditErrorDetails } from './geo-audit-error.ts';

/**
 * 429: the hourly request quota or the concurrent-audit limit is exhausted. `resetAt` says when a slot
 * frees up; `retryAfterMs` how long to wait from now. `reason` tells the two limits apart.
 */
export class RateLimitError extends GeoAuditError {
  override name = 'RateLimitError';
  readonly resetAt: Date | undefined;
  readonly retryAfterMs: number | undefined;
  readonly reason: 'rate' | 'concurrency';

  constructor(
    message: string,
    details: GeoAuditErrorDetails & {
      resetAt?: Date;
      retryAfterMs?: number;
      reason?: 'rate' | 'concurrency';
    },
  ) {
    super(message, details);
    this.resetAt = details.resetAt;
    this.retryAfterMs = details.retryAfterMs;
    this.reason = details.reason ?? 'rate';
  }
}
