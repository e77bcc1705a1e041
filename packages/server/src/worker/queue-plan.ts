/** A queued job as the worker sees it: in line order (oldest first), and when its retry delay, if any, ends. */
export interface LineJob {
  id: string;
  /** Milliseconds from now until the job may be claimed: 0 unless it waits out a retry delay (`run_after`). */
  readyInMs: number;
}

/** When a queued job should start, in ms from now, and how many queued jobs start before it. */
export interface PlannedStart {
  startInMs: number;
  before: number;
}

/**
 * Plays the queue forward as the worker claims it: each slot frees at its time (`slotsFreeInMs`), and then takes
 * the oldest job that may be claimed, for `averageMs`. A job waiting out a retry delay is skipped until the delay
 * ends, as `claimNextJob` skips it, so younger jobs go first meanwhile; once it ends, the job is first in line
 * again. When no job may be claimed as a slot frees, the first whose delay ends takes it then.
 *
 * @example
 * ```ts
 * // One slot free in 1 s; the older job retries in 30 s, so the younger one starts first.
 * planQueue([1_000], [{ id: 'retry', readyInMs: 30_000 }, { id: 'new', readyInMs: 0 }], 1_000);
 * // Map { 'new' => { startInMs: 1000, before: 0 }, 'retry' => { startInMs: 30000, before: 1 } }
 * ```
 */
export function planQueue(
  slotsFreeInMs: readonly number[],
  line: readonly LineJob[],
  averageMs: number,
): Map<string, PlannedStart> {
  const slots = slotsFreeInMs.length > 0 ? [...slotsFreeInMs] : [0];
  const waiting = [...line];
  const plan = new Map<string, PlannedStart>();
  while (waiting.length > 0) {
    const slot = slots.indexOf(Math.min(...slots));
    const free = slots[slot]!;
    let next = waiting.findIndex((job) => job.readyInMs <= free);
    let start = free;
    if (next === -1) {
      next = 0;
      waiting.forEach((job, index) => {
        if (job.readyInMs < waiting[next]!.readyInMs) next = index;
      });
      start = waiting[next]!.readyInMs;
    }
    const [job] = waiting.splice(next, 1);
    plan.set(job!.id, { startInMs: start, before: plan.size });
    slots[slot] = start + averageMs;
  }
  return plan;
}
