import type { IntlShape } from 'react-intl';
import { errorStatus, sentMessage } from '../fetch-error.ts';
import { t } from '../plugin-id.ts';
import { saveErrorMessage } from './save-error-message.ts';
import { saveErrors } from './save-errors.ts';

/** The English of each kind of failed request the admin words itself (en.json says the same). */
const FAILED = {
  network: 'Strapi could not be reached. Check the network connection, then try again.',
  unreadable:
    'Strapi’s answer could not be read (perhaps the error page of a proxy in front of it). Try again in a moment.',
  session: 'Your Strapi session has ended. Log in again, then try again.',
  forbidden:
    'Your role may not do this (HTTP 403). An administrator can change its permissions under Settings → Roles.',
  notFound:
    'Strapi found nothing there (HTTP 404). The entry may have been deleted, or your role may not read it; reload the page.',
  server:
    'Strapi had an error (HTTP {status}). Try again in a moment; if it persists, the Strapi server log says why.',
  status: 'Strapi refused the request (HTTP {status}).',
};

/**
 * The failure by its HTTP status (or, without one, by what kept the answer from arriving), where the status
 * alone says what happened; null where only the server's own words can (a 400 or 409 without a code).
 */
function statusKind(caught: unknown): keyof typeof FAILED | null {
  const status = errorStatus(caught);
  if (status === undefined) {
    // What fetch throws when no answer came (no network, Strapi down), and what reading a non-JSON error page
    // as JSON throws: Strapi's fetch client passes both on without a status.
    const name = (caught as Error | undefined)?.name;
    if (name === 'TypeError') return 'network';
    if (name === 'SyntaxError') return 'unreadable';
    return null;
  }
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status >= 500) return 'server';
  return null;
}

/**
 * Why an admin request failed, in the admin's language: each problem the server names by its code in the words a
 * refused save uses (save-error-message.ts); else by its HTTP status, or by the answer that never came (network,
 * server error, forbidden, not found, session ended); the server's English only for a code this admin does not
 * know or a status it does not word, then "refused (HTTP 4xx)", and the error's own message last of all.
 * The field paths are left out: "contentTypes.api::article.article.urlPattern" names no field the admin sees.
 *
 * @example
 * ```ts
 * // The route answered details.errors [{ path: ['baseUrl'], code: 'base_url_invalid', message: 'must be …' }]:
 * requestErrorMessage(intl, caught); // 'Geben Sie eine absolute http(s)-URL ein, etwa https://geo.example.com.' (de)
 * // Strapi answered 500 { error: { message: 'Internal Server Error' } }:
 * requestErrorMessage(intl, caught); // 'Strapi had an error (HTTP 500). Try again in a moment; …' (en)
 * ```
 */
export function requestErrorMessage(
  intl: Pick<IntlShape, 'formatMessage' | 'formatList'>,
  caught: unknown,
): string {
  const listed = (caught as { response?: { data?: { error?: { details?: { errors?: unknown } } } } } | null)
    ?.response?.data?.error?.details?.errors;
  const found =
    Array.isArray(listed) && listed.length > 0
      ? saveErrors(caught, (issue) => saveErrorMessage(intl, issue))
      : null;
  if (found) return [...Object.values(found.fields), ...found.others].join(' ');
  const status = errorStatus(caught);
  const say = (kind: keyof typeof FAILED) =>
    intl.formatMessage({ id: t(`request.failed.${kind}`), defaultMessage: FAILED[kind] }, { status });
  const kind = statusKind(caught);
  if (kind) return say(kind);
  const sent = sentMessage(caught);
  if (sent) return sent;
  if (status !== undefined) return say('status');
  return (caught as Error | undefined)?.message ?? '';
}
