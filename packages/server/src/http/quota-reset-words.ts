/**
 * When an hourly window resets, in words for a 429's `detail`: the UTC time and how long until then. A CLI user
 * reads the body, not `Retry-After` or `X-RateLimit-Reset`, and "see Retry-After" left them guessing. The minutes
 * are rounded up, so the words never send a client back before the headers do.
 *
 * @example
 * ```ts
 * quotaResetInWords(Date.parse('2026-11-24T11:00:00Z'), Date.parse('2026-11-24T10:46:10Z'));
 * // 'at 2026-11-24 11:00 UTC, in 14 minutes'
 * ```
 */
export function quotaResetInWords(resetAtMs: number, nowMs: number): string {
  const seconds = Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
  const at = new Date(resetAtMs).toISOString();
  // Windows are whole clock hours, so the seconds of the time are always :00 and only add noise.
  const clock = `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
  if (seconds < 60) return `at ${clock}, in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `at ${clock}, in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
