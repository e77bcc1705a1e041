/** "+5", "−3" (locale minus sign), "±0". */
export function signedDelta(delta: number, locale: string): string {
  if (delta === 0) return '±0';
  return new Intl.NumberFormat(locale, { signDisplay: 'always' }).format(delta);
}

/**
 * A timestamp as a medium date and short time in UTC. UTC keeps the output the same on every server and in
 * every test run; the zone is named so readers are not misled.
 */
export function formatTimestamp(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
