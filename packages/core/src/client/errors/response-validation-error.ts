import { GeoAuditError, type GeoAuditErrorDetails } from './geo-audit-error.ts';

/** One contract violation: the dotted path of the field and what was wrong with it. */
export interface ContractIssue {
  path: string;
  message: string;
}

/**
 * The response broke the API contract (malformed JSON, a missing or mistyped field). The message names
 * the field, e.g. `status response: geo_score: Invalid input: expected number`.
 */
export class ResponseValidationError extends GeoAuditError {
  override name = 'ResponseValidationError';
  readonly issues: ContractIssue[];

  constructor(message: string, details: GeoAuditErrorDetails & { issues: ContractIssue[] }) {
    super(message, details);
    this.issues = details.issues;
  }
}
