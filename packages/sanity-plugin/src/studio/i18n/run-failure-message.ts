import type { RunFailureReason } from '../hooks/run-outcome.ts';
import type { GeoAuditStringKey } from './resources.ts';

/** The Studio's `t` as these sentences need it (the namespace's keys, i18next `{{value}}` values). */
type Translate = (key: GeoAuditStringKey, values?: Record<string, string>) => string;

const SENTENCE: Record<RunFailureReason, GeoAuditStringKey> = {
  no_public_url: 'run.error.no_public_url',
  missing_token: 'run.error.missing_token',
  invalid_token: 'run.error.invalid_token',
  document_not_found: 'run.error.document_not_found',
  bad_request: 'run.error.bad_request',
  rate_limited: 'run.error.rate_limited',
  server_error: 'run.error.server_error',
  audit_failed: 'run.error.audit_failed',
  unreachable: 'run.error.unreachable',
  unexpected: 'run.error.unexpected',
};

/**
 * Why a run did not start, as one translated sentence that says what to do next. The handler's reasons are
 * codes (`no_public_url`, `invalid_token` …) an editor cannot act on; the server's own words are kept as
 * `{{detail}}` only where an administrator needs them.
 *
 * @example
 * ```ts
 * const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
 * runFailureMessage(t, { reason: 'no_public_url', message: 'no_public_url' });
 * // 'This document has no public page address yet, so it cannot be audited. …'
 * ```
 */
export function runFailureMessage(
  t: Translate,
  failure: { reason: RunFailureReason; message: string },
): string {
  return t(SENTENCE[failure.reason], { detail: failure.message });
}
