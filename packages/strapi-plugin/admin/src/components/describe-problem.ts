import type { IntlShape } from 'react-intl';
import type { AuditView } from '../api-types.ts';
import { t } from '../plugin-id.ts';

/**
 * The record's problem in the editor's language: a scheduled re-check around the engine's reason as sent,
 * any other problem by its code around the message as sent; `null` without one. The panel shows it and the
 * re-run toast repeats it when a re-run fails at once.
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
  return formatMessage(
    { id: t(`panel.problem.${audit.error.code}`), defaultMessage: '{message}' },
    { message: audit.error.message },
  );
}
