import { GeoAuditError } from './geo-audit-error.ts';

/** 404: the job is unknown (or belongs to another key), or no result for this URL is cached; start an audit. */
export class NotFoundError extends GeoAuditError {
  override name = 'NotFoundError';
}
