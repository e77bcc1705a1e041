import { GeoAuditError, type GeoAuditErrorDetails } from './geo-audit-error.ts';

/** 5xx after the allowed retries. `retryAfterMs` is the server's advice (60 s per the API) for a later try. */
export class ServerError extends GeoAuditError {
  override name = 'ServerError';
  readonly retryAfterMs: number | undefined;

  constructor(message: string, details: GeoAuditErrorDetails & { retryAfterMs?: number }) {
    super(message, details);
    this.retryAfterMs = details.retryAfterMs;
  }
}
