import { date as siteDate } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';

/** The site's UTC offset at an instant, in minutes (WordPress's time zone setting, daylight saving included). */
function siteOffset(instant: Date): number {
  return Number(siteDate('Z', instant)) / 60;
}

/**
 * The site's wall clock at an instant, as a Date whose UTC fields hold it: "today", the time and the date are
 * then all read in the site's time zone, the one the editor's other times (publish, schedule) are given in.
 */
function siteClock(instant: Date): Date {
  return new Date(instant.getTime() + siteOffset(instant) * 60_000);
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getUTCFullYear() === b.getUTCFullYear() &&
    a.getUTCMonth() === b.getUTCMonth() &&
    a.getUTCDate() === b.getUTCDate()
  );
}

/** "UTC+5:30", "UTC−5", "UTC" for an offset in minutes. */
function offsetName(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * When the plugin goes on by itself, in the editor's locale and the site's time zone (WordPress's setting, as
 * `@wordpress/date` has it): the time of day when that is today there, the date with it otherwise. A time alone
 * would be read as today's, which is wrong for a wait past midnight or a quota that resets days later (the
 * Strapi and Sanity plugins always add the date; a wait of minutes, the usual one, reads better without it).
 * The year is added only when it is not this year's. Where the browser's time zone differs from the site's, the
 * site's offset follows the time, as WordPress's own date picker says it, so the time is not read as local.
 *
 * @example
 * ```ts
 * // A site in UTC, the browser too.
 * const now = new Date('2026-11-24T17:30:00Z');
 * retryTime('2026-11-24T18:00:00Z', 'en', now); // '06:00 PM'
 * retryTime('2026-12-01T00:00:00Z', 'en', now); // 'Dec 1, 12:00 AM'
 * ```
 */
export function retryTime(iso: string, locale: string | undefined, now: Date = new Date()): string {
  const instant = new Date(iso);
  const at = siteClock(instant);
  const today = siteClock(now);
  // The fields of `at` are the site's wall clock in UTC: formatting them in UTC shows them unchanged.
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' };
  const shown = sameDay(at, today)
    ? at.toLocaleTimeString(locale, time)
    : at.toLocaleString(locale, {
        ...time,
        month: 'short',
        day: 'numeric',
        ...(at.getUTCFullYear() === today.getUTCFullYear() ? {} : { year: 'numeric' }),
      });
  const offset = siteOffset(instant);
  if (offset === -instant.getTimezoneOffset()) return shown;
  return sprintf(
    /* translators: 1: a time of day, maybe with its date, 2: the site's time zone as an offset, such as "UTC+2". */
    __('%1$s (%2$s)', 'geo-audit'),
    shown,
    offsetName(offset),
  );
}
