/** Whether two instants fall on the same calendar day where the editor is (the browser's time zone). */
function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * When the plugin goes on by itself, in the editor's locale: the time of day when that is today, the date
 * with it otherwise. A time alone would be read as today's, which is wrong for a wait past midnight or a
 * quota that resets days later (the Strapi and Sanity plugins always add the date; a wait of minutes, the
 * usual one, reads better without it). The year is added only when it is not this year's.
 *
 * @example
 * ```ts
 * const now = new Date('2026-11-24T17:30:00');
 * retryTime('2026-11-24T18:00:00', 'en', now); // '06:00 PM'
 * retryTime('2026-12-01T00:00:00', 'en', now); // 'Dec 1, 12:00 AM'
 * ```
 */
export function retryTime(iso: string, locale: string | undefined, now: Date = new Date()): string {
  const at = new Date(iso);
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  if (sameDay(at, now)) return at.toLocaleTimeString(locale, time);
  return at.toLocaleString(locale, {
    ...time,
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
