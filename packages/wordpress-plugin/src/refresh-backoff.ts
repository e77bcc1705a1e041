/** The first wait after a failed refresh: the polling's slowest pace, so a blip is over as soon as before. */
const FIRST_MS = 5_000;
/** The longest wait: a site that is down for long is asked once a minute, not every five seconds. */
const LONGEST_MS = 60_000;

/**
 * How long the editor waits before it reads a post's audit again after `failures` failed reads in a row:
 * 5 seconds, doubling up to a minute (5, 10, 20, 40, 60, 60 …). A read that goes through starts the count
 * over, so the next failure waits 5 seconds again.
 *
 * @example
 * ```ts
 * refreshBackoff(1); // 5000
 * refreshBackoff(4); // 40000
 * refreshBackoff(9); // 60000
 * ```
 */
export function refreshBackoff(failures: number): number {
  return Math.min(FIRST_MS * 2 ** Math.max(0, failures - 1), LONGEST_MS);
}
