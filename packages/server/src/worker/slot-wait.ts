import type { AppContext } from '../context.ts';
import { activeJobsOfKey } from '../store/jobs-repo.ts';
import { averageAuditMs, remainingAuditMs, soonestQueuedSeconds } from './estimate.ts';

/**
 * Shortest wait a concurrency 429 advises. Each retry costs one of the key's 100 requests an hour, and a slot
 * that frees sooner is found by the next retry anyway.
 */
export const SLOT_WAIT_FLOOR_SECONDS = 5;
/** Longest: past this the estimate (mean durations, this instance's worker slots) is too rough to wait on. */
export const SLOT_WAIT_CAP_SECONDS = 900;

/**
 * Seconds until one of the key's concurrency slots should free, from the same mean audit duration as
 * `estimated_seconds`. While some of the key's audits run, the soonest of them to end ({@link remainingAuditMs}:
 * the mean alone told clients to retry every second). While all of them wait, the soonest `estimated_seconds` of
 * them. Between {@link SLOT_WAIT_FLOOR_SECONDS} and {@link SLOT_WAIT_CAP_SECONDS}.
 *
 * @example
 * ```ts
 * reply.header('retry-after', String(await secondsUntilSlotFrees(ctx, key.id))); // '20'
 * ```
 */
export async function secondsUntilSlotFrees(ctx: AppContext, keyId: string): Promise<number> {
  const jobs = await activeJobsOfKey(ctx.db, keyId);
  const running = jobs.filter((job) => job.status === 'running');
  let seconds = 0;
  if (running.length > 0) {
    const average = await averageAuditMs(ctx);
    const now = ctx.clock.now();
    const ends = running.map((job) =>
      remainingAuditMs(average, now - (job.started_at ?? now), ctx.auditTimeoutMs),
    );
    seconds = Math.ceil(Math.min(...ends) / 1000);
  } else if (jobs.length > 0) {
    seconds = await soonestQueuedSeconds(ctx, jobs);
  }
  return Math.min(SLOT_WAIT_CAP_SECONDS, Math.max(SLOT_WAIT_FLOOR_SECONDS, seconds));
}
