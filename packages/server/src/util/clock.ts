/** The time source every store rule reads (job leases, rate windows, cache expiry), injectable for tests. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock that stands still until moved, for tests of time windows (the 7-day cache, the hourly quota).
 *
 * @example
 * ```ts
 * const clock = manualClock(Date.parse('2026-01-01T00:00:00Z'));
 * clock.advance(7 * 24 * 3600_000);
 * ```
 */
export function manualClock(start: number): Clock & { advance(ms: number): void; set(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(ms) {
      current = ms;
    },
  };
}
