/**
 * Delays before each retry of a failed delivery, after the Standard Webhooks example schedule: 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h (about 3 days in total, well over the required 24 hours).
 */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
];

/** Longest `Retry-After` a receiver may ask for. */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/**
 * Delay before the next attempt after `attempts` failed ones, with ±20 % jitter so failed receivers are
 * not hit by every sender at once; a receiver's `Retry-After` (429/503) is honoured when later. Returns
 * undefined when the schedule is used up (the delivery is given up).
 *
 * @example
 * ```ts
 * nextRetryDelay(1, DEFAULT_RETRY_SCHEDULE_MS); // ≈ 5000 ± 1000
 * ```
 */
export function nextRetryDelay(
  attempts: number,
  schedule: readonly number[],
  retryAfterMs?: number,
  random: () => number = Math.random,
): number | undefined {
  const base = schedule[attempts - 1];
  if (base === undefined) return undefined;
  const jittered = Math.round(base * (0.8 + 0.4 * random()));
  if (retryAfterMs !== undefined) return Math.max(jittered, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
  return jittered;
}
