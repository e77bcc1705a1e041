import { GeoAuditError } from './geo-audit-error.ts';

/** No response arrived (DNS failure, connection refused or reset) after the allowed retries. */
export class NetworkError extends GeoAuditError {
  override name = 'NetworkError';
}
