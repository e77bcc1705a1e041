import { GeoAuditError } from './geo-audit-error.ts';

/** 422: the URL is invalid, not http(s), not allowed, or its domain is unreachable. Fix the URL; retrying will not help. */
export class InvalidUrlError extends GeoAuditError {
  override name = 'InvalidUrlError';
}
