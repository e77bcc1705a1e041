import type { IntlShape } from 'react-intl';
import { saveErrorMessage } from './save-error-message.ts';
import { saveErrors } from './save-errors.ts';

/**
 * Why a request of the Settings page failed, in the admin's language: each problem the server names by its code
 * in the words a refused save uses (save-error-message.ts), and the server's English only for a problem whose
 * code this admin does not know or that has none; the fetch client's message when the server said nothing.
 * The field paths are left out: "contentTypes.api::article.article.urlPattern" names no field the admin sees.
 *
 * @example
 * ```ts
 * // The route answered details.errors [{ path: ['baseUrl'], code: 'base_url_invalid', message: 'must be …' }]:
 * requestErrorMessage(intl, caught); // 'Geben Sie eine absolute http(s)-URL ein, etwa https://geo.example.com.' (de)
 * ```
 */
export function requestErrorMessage(
  intl: Pick<IntlShape, 'formatMessage' | 'formatList'>,
  caught: unknown,
): string {
  const found = saveErrors(caught, (issue) => saveErrorMessage(intl, issue));
  if (!found) return (caught as Error | undefined)?.message ?? '';
  return [...Object.values(found.fields), ...found.others].join(' ');
}
