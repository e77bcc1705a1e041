import { GeoAuditError } from './geo-audit-error.ts';

/** 401: the API key is missing, malformed, unknown or revoked. Check the key configured for this site. */
export class AuthError extends GeoAuditError {
  override name = 'AuthError';
}
