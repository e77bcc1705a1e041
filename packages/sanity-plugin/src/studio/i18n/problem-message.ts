import type { AuditView } from '../hooks/audit-view.ts';
import type { GeoAuditStringKey } from './resources.ts';

/** The Studio's `t` as this sentence needs it (the namespace's keys). */
type Translate = (key: GeoAuditStringKey, values?: Record<string, string>) => string;

/** Problems no editor can fix: the key, its plan and the API's address live in the audit handler's configuration. */
const ADMIN_FIXES: Partial<Record<NonNullable<AuditView['error']>['code'], GeoAuditStringKey>> = {
  auth: 'problem.auth',
  plan: 'problem.plan',
  api_address: 'problem.api_address',
};

/**
 * For a refused key or plan, or an API address that does not lead to the API, one translated sentence that sends the editor to an administrator, as Strapi and
 * WordPress do; `null` for any other problem. Core's message for those is written for whoever holds the key
 * ("Send a valid key in the X-API-Key header…"), which an editor in the Studio can neither see nor change: it
 * is the audit handler's environment.
 *
 * @example
 * ```ts
 * administratorFix(t, { code: 'auth', message: 'The GEO Audit API refused the API key (HTTP 401). …' });
 * // 'The audit needs a working API key: ask an administrator to check …'
 * ```
 */
export function administratorFix(t: Translate, problem: NonNullable<AuditView['error']>): string | null {
  const fix = ADMIN_FIXES[problem.code];
  return fix ? t(fix) : null;
}

/** A stored problem's words for an editor: `administratorFix`'s sentence, else the message as sent. */
export function problemMessage(t: Translate, problem: NonNullable<AuditView['error']>): string {
  return administratorFix(t, problem) ?? problem.message;
}
