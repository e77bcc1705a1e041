import type { IntlShape } from 'react-intl';
import type { ConnectionReport } from '../api-types.ts';
import { t } from '../plugin-id.ts';

const FAILED: Record<string, string> = {
  network:
    'The GEO Audit API at {baseUrl} could not be reached. Check the API base URL and that the API server is running.',
  no_key: 'No API key is set yet. Enter the key above, save, and test again.',
  auth: 'The GEO Audit API refused the API key. Check the key above. The API said: {message}',
  plan: 'The API key’s plan does not include API access. The API said: {message}',
  rate_limited: 'The API key’s hourly quota is used up. The API said: {message}',
  server_error: 'The GEO Audit API at {baseUrl} had an error; try again later. The API said: {message}',
  request: 'The connection could not be tested: {message}',
};
const UNKNOWN = 'The connection test failed: {message}';

/**
 * "Test connection"'s answer in the admin's words: what worked, or what failed and what to check. Only what
 * the API said is shown (no "Plan: —"), and a failure is named by what the admin can check, not by the error's
 * class (NetworkError); the API's own message follows where it tells the admin more than the sentence.
 */
export function describeConnection(
  formatMessage: IntlShape['formatMessage'],
  report: ConnectionReport,
): string {
  if (!report.ok) {
    const known = report.code in FAILED;
    return formatMessage(
      {
        id: t(known ? `settings.test.failed.${report.code}` : 'settings.test.failed'),
        defaultMessage: FAILED[report.code] ?? UNKNOWN,
      },
      { baseUrl: report.baseUrl, message: report.message },
    );
  }
  const parts = [formatMessage({ id: t('settings.test.ok'), defaultMessage: 'Connected.' })];
  if (report.plan)
    parts.push(
      formatMessage({ id: t('settings.test.plan'), defaultMessage: 'Plan: {plan}.' }, { plan: report.plan }),
    );
  if (report.rateLimit.remaining !== null)
    parts.push(
      formatMessage(
        { id: t('settings.test.quota'), defaultMessage: 'Requests left this hour: {remaining}{limit}.' },
        {
          remaining: report.rateLimit.remaining,
          limit: report.rateLimit.limit ? ` / ${report.rateLimit.limit}` : '',
        },
      ),
    );
  return parts.join(' ');
}
