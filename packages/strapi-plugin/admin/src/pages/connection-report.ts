import type { IntlShape } from 'react-intl';
import type { ConnectionReport } from '../api-types.ts';
import { localTime } from '../local-time.ts';
import { t } from '../plugin-id.ts';

// The API's own detail is left out where it is written for its operator (a command line, header names):
// the admin is told what failed and what to do here.
const FAILED: Record<string, string> = {
  network:
    'The GEO Audit API at {baseUrl} could not be reached. Check the API base URL and that the API server is running.',
  no_key: 'No API key is set yet. Enter the key above, save, and test again.',
  auth: 'The GEO Audit API refused the API key. Check that the key above is the one the API’s operator gave you, or paste it again, then save and test again.',
  plan: 'The API key’s plan does not include API access. Ask the API’s operator for a key whose plan does.',
  rate_limited:
    'The API key’s hourly quota is used up. It resets at {time}; audits started before then wait.',
  rate_limited_soon:
    'The API key’s hourly quota is used up. It resets within the hour; audits started before then wait.',
  base_url:
    'The address {baseUrl} answered, but it is not the GEO Audit API’s address, so every audit would fail. Enter the API’s address without a path such as /api, like {suggestion}, then save and test again.',
  server_error:
    'The GEO Audit API at {baseUrl} answered with an error of its own, so the key and address could not be checked. Test again in a few minutes; if it keeps failing, tell the API’s operator.',
  request:
    'Strapi did not run the connection test: the page’s request to it failed. Reload the page (your session may have ended) and test again.',
};
const UNKNOWN =
  'The connection test failed for a reason the plugin does not recognise, so the key and address could not be checked. Test again; if it keeps failing, the Strapi server log says more.';

// Where the sentence cannot say everything the admin or a helper may need, the raw text follows, named by who
// said it: the page has no folded detail to put it in. A failed request was answered by Strapi, not the API.
const SAID: Record<string, { id: string; defaultMessage: string }> = {
  server_error: { id: 'settings.test.said.api', defaultMessage: 'The API said: {message}' },
  unknown: { id: 'settings.test.said.api', defaultMessage: 'The API said: {message}' },
  request: { id: 'settings.test.said.strapi', defaultMessage: 'Strapi said: {message}' },
};

/**
 * "Test connection"'s answer in the admin's words: what worked, or what failed and what to check. Only what
 * the API said is shown (no "Plan: —"), and a failure is named by what the admin can check, not by the error's
 * class (NetworkError); the raw message follows only where it tells more than the sentence (an error of the
 * API's or Strapi's own, or one the plugin does not recognise).
 */
export function describeConnection(
  intl: Pick<IntlShape, 'formatMessage' | 'formatDate' | 'formatTime'>,
  report: ConnectionReport,
): string {
  const { formatMessage } = intl;
  if (!report.ok) {
    const code = report.code === 'rate_limited' && !report.resetAt ? 'rate_limited_soon' : report.code;
    const known = code in FAILED;
    const sentence = formatMessage(
      {
        id: t(known ? `settings.test.failed.${code}` : 'settings.test.failed'),
        defaultMessage: FAILED[code] ?? UNKNOWN,
      },
      {
        baseUrl: report.baseUrl,
        message: report.message,
        suggestion: report.suggestion ?? 'https://geo.example.com',
        time: report.resetAt ? localTime(intl, report.resetAt) : '',
      },
    );
    const said = SAID[known ? code : 'unknown'];
    if (!said || !report.message) return sentence;
    const raw = formatMessage(
      { id: t(said.id), defaultMessage: said.defaultMessage },
      { message: report.message },
    );
    return `${sentence} ${raw}`;
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
