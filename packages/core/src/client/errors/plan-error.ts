import { GeoAuditError } from './geo-audit-error.ts';

/** 403: the key's plan does not include API access. Upgrade the plan or use another key. */
export class PlanError extends GeoAuditError {
  override name = 'PlanError';
}
