import { __, _n, sprintf } from '@wordpress/i18n';
import type { Announcement } from './use-announce-change.ts';
import type { PostAudit } from './use-post-audit.ts';

/**
 * When the next read goes, as a whole number of seconds ("in 40 seconds"), "shortly" without a time, or only that it
 * goes (`untimed`).
 */
function nextTryText(
  nextTryIn: number | null | undefined,
  locale: string | undefined,
  untimed: boolean,
): string {
  if (untimed) return __('It will be tried again by itself.', 'geo-audit');
  if (nextTryIn == null) return __('It will be tried again by itself shortly.', 'geo-audit');
  const seconds = Math.max(1, Math.round(nextTryIn / 1000));
  return sprintf(
    /* translators: %s: a number of seconds, such as "40". */
    _n(
      'It will be tried again by itself in %s second.',
      'It will be tried again by itself in %s seconds.',
      seconds,
      'geo-audit',
    ),
    seconds.toLocaleString(locale),
  );
}

/**
 * What the sidebar and the document and pre-publish panels say while the audit they show is the one loaded
 * before, because reading the latest state failed: that it is older, why, and when it is read again. `null`
 * when the audit shown is the latest, and for a setup hint or an unauditable post, which have no audit to
 * be older. One rule for every place that shows the audit, so none shows an older one without saying so.
 * `untimed` leaves the wait out, for what is spoken: that is said once per run of failures and stays in
 * WordPress's live region, where "in 5 seconds" would go on contradicting the notice's grown wait.
 *
 * @example
 * ```ts
 * staleNotice(audit, 'en');
 * // 'The latest state of the GEO audit could not be loaded, so this is the audit loaded before.
 * //  You are probably offline. It will be tried again by itself in 10 seconds.'
 * ```
 */
export function staleNotice(
  audit: Pick<PostAudit, 'view' | 'loadError' | 'nextTryIn'>,
  locale?: string,
  untimed = false,
): string | null {
  const { view, loadError } = audit;
  if (!view?.configured || !view.auditable || !loadError) return null;
  return [
    __(
      'The latest state of the GEO audit could not be loaded, so this is the audit loaded before.',
      'geo-audit',
    ),
    loadError,
    nextTryText(audit.nextTryIn, locale, untimed),
  ].join(' ');
}

/**
 * The stale notice as it is spoken: politely (the audit stays on screen, so it is no emergency) and once per run
 * of failures, as the key stays the same while the retries go on. Without the wait, which grows and would soon be
 * wrong in WordPress's live region (the notice on screen shows the current one).
 *
 * @example
 * ```ts
 * useAnnounceChange(staleAnnouncement(audit, locale), audit.view !== null);
 * ```
 */
export function staleAnnouncement(
  audit: Pick<PostAudit, 'view' | 'loadError' | 'nextTryIn'>,
  locale?: string,
): Announcement | null {
  const message = staleNotice(audit, locale, true);
  return message ? { key: 'stale', message, politeness: 'polite' } : null;
}
