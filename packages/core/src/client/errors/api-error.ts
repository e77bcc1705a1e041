import { GeoAuditError } from './geo-audit-error.ts';

/** Any other non-2xx answer (400, 413, 415 …): the request itself was wrong; the problem body says how. */
export class ApiError extends GeoAuditError {
  override name = 'ApiError';
}
