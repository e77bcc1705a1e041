import type { IntlShape } from 'react-intl';
import type { AuditView } from '../api-types.ts';
import { t } from '../plugin-id.ts';

const ADMIN_FIXES = {
  auth: 'The audit needs a working API key: ask an administrator to check the API key under Settings → GEO Audit.',
  plan: 'The GEO Audit plan does not include API access: ask an administrator to check the plan under Settings → GEO Audit.',
};

/**
 * The record's problem in the editor's language: a scheduled re-check around the engine's reason as sent,
 * any other problem by its code around the message as sent; `null` without one. The panel shows it and the
 * re-run toast repeats it when a re-run fails at once. A refused key or plan is no editor's to fix, and the
 * message as sent is written for whoever holds the key ("Send a valid key in the X-API-Key header…"): the editor
 * is told to ask an administrator, who sees the detail under Settings → GEO Audit → Test connection.
 */
export function describeProblem(
  formatMessage: IntlShape['formatMessage'],
  audit: AuditView | null | undefined,
): string | null {
  const recheck = audit?.error?.code === 'page_not_served' ? audit.error.recheck : undefined;
  if (recheck)
    return formatMessage(
      {
        id: t('panel.problem.page_not_served.recheck'),
        defaultMessage:
          'The site did not serve the page when it was audited: {reason} A site often serves a newly published page a few minutes later, so the audit runs again by itself (re-check {attempt} of {of}).',
      },
      { reason: recheck.reason, attempt: recheck.attempt, of: recheck.of },
    );
  if (!audit?.error) return null;
  const { code } = audit.error;
  if (code === 'auth' || code === 'plan')
    return formatMessage({ id: t(`panel.problem.${code}`), defaultMessage: ADMIN_FIXES[code] });
  return formatMessage(
    { id: t(`panel.problem.${audit.error.code}`), defaultMessage: '{message}' },
    { message: audit.error.message },
  );
}
