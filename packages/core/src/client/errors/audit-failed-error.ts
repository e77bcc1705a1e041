import { GeoAuditError, type GeoAuditErrorDetails } from './geo-audit-error.ts';

/** The job reached the terminal `failed` status; `jobId` and the server's reason are attached. */
export class AuditFailedError extends GeoAuditError {
  override name = 'AuditFailedError';
  readonly jobId: string;

  constructor(message: string, details: GeoAuditErrorDetails & { jobId: string }) {
    super(message, details);
    this.jobId = details.jobId;
  }
}
