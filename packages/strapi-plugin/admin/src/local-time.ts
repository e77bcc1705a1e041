import type { IntlShape } from 'react-intl';

/**
 * A moment in the reader's words: the time alone when it falls on the browser's today, else date and time.
 * "at 11/25/2026 2:04 AM" for a retry minutes away read as if it were far off.
 *
 * @example
 * ```ts
 * localTime(intl, '2026-11-25T02:04:00Z', new Date('2026-11-25T01:30:00Z')); // '2:04 AM' (a UTC browser)
 * ```
 */
export function localTime(
  intl: Pick<IntlShape, 'formatDate' | 'formatTime'>,
  iso: string,
  now: Date = new Date(),
): string {
  const at = new Date(iso);
  const today = at.toDateString() === now.toDateString();
  return today ? intl.formatTime(at) : `${intl.formatDate(at)} ${intl.formatTime(at)}`;
}
