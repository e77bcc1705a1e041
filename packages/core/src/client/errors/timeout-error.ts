import { GeoAuditError } from './geo-audit-error.ts';

/** A request, or `waitForResult`'s `maxWaitMs`, ran out of time. */
export class TimeoutError extends GeoAuditError {
  override name = 'TimeoutError';
}
