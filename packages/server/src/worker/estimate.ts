import type { AppContext } from '../context.ts';
import { queuedLine, recentDurations, runningStartTimes } from '../store/jobs-repo.ts';
import type { JobRow } from '../store/schema.ts';
import { planQueue } from './queue-plan.ts';

/** Assumed audit duration before any audit has finished. */
export const DEFAULT_AUDIT_MS = 15_000;

/**
 * The mean duration of recent audits, at most the time limit: a job whose worker died is only failed once its
 * lease lapses, and that wait is no audit's duration to expect.
 */
export async function averageAuditMs(ctx: AppContext): Promise<number> {
  const durations = await recentDurations(ctx.db);
  if (durations.length === 0) return Math.min(DEFAULT_AUDIT_MS, ctx.auditTimeoutMs);
  return Math.min(durations.reduce((sum, d) => sum + d, 0) / durations.length, ctx.auditTimeoutMs);
}

/**
 * Milliseconds a running audit should still take: the rest of the mean or, once it has overrun the mean, a third
 * of what it has run so far ("the rest of the mean" alone read 0 and told whoever waited behind it 1 s), and
 * never past the time limit, when the worker fails it (`audit_timeout`). The one rule for when a worker slot
 * frees, used by `estimated_seconds` and by the concurrency 429's `Retry-After`.
 *
 * @example
 * ```ts
 * remainingAuditMs(20_000, 5_000, 90_000); // 15_000
 * remainingAuditMs(20_000, 60_000, 90_000); // 20_000, overdue
 * remainingAuditMs(20_000, 80_000, 90_000); // 10_000, stopped by the limit by then
 * ```
 */
export function remainingAuditMs(averageMs: number, elapsedMs: number, limitMs: number): number {
  return Math.min(Math.max(averageMs - elapsedMs, elapsedMs / 3), Math.max(0, limitMs - elapsedMs));
}

/** What an estimate reads of a job; `run_after` is when a queued job may be claimed (after a retry delay). */
export type EstimatedJob = Pick<JobRow, 'id' | 'created_at' | 'status' | 'started_at' | 'run_after'>;

/**
 * The queue played forward ({@link planQueue}) from the worker slots: each frees when its running audit should end
 * ({@link remainingAuditMs}), and this instance's idle ones are free now. Each of `jobs` joins the line in its place
 * when it is not stored yet (the start's estimate comes before the insert) or was claimed meanwhile.
 */
async function planOf(ctx: AppContext, jobs: readonly EstimatedJob[], averageMs: number, now: number) {
  const [stored, starts] = await Promise.all([queuedLine(ctx.db), runningStartTimes(ctx.db)]);
  const asked = new Set(jobs.map((job) => job.id));
  const line = stored
    .filter((queued) => !asked.has(queued.id))
    .map((queued) => ({
      id: queued.id,
      createdAt: Number(queued.created_at),
      runAfter: Number(queued.run_after),
    }));
  for (const job of jobs) {
    const own = { id: job.id, createdAt: Number(job.created_at), runAfter: Number(job.run_after) };
    const place = line.findIndex(
      (queued) =>
        queued.createdAt > own.createdAt || (queued.createdAt === own.createdAt && queued.id > own.id),
    );
    line.splice(place === -1 ? line.length : place, 0, own);
  }
  // Running jobs beyond this instance's slots are other instances' workers: they are slots too.
  const slots = starts.map((startedAt) => remainingAuditMs(averageMs, now - startedAt, ctx.auditTimeoutMs));
  while (slots.length < Math.max(1, ctx.workerConcurrency)) slots.push(0);
  const readyLine = line.map((queued) => ({ id: queued.id, readyInMs: Math.max(0, queued.runAfter - now) }));
  return { plan: planQueue(slots, readyLine, averageMs), running: starts.length };
}

/** Seconds from a planned start to the job's end: a mean duration after it starts, at least 1. */
function doneInSeconds(startInMs: number, averageMs: number): number {
  return Math.max(1, Math.ceil((startInMs + averageMs) / 1000));
}

/**
 * Seconds until the job should be done. A running job: {@link remainingAuditMs}. A queued one: when the queue played
 * forward gives it a worker slot, plus a mean duration. A job waiting out a retry delay does not take a slot before
 * the delay ends, so it starts no sooner, and younger jobs that may run meanwhile go before it. `ahead` (the status
 * response's `position`) is the audits running now and the queued jobs that should start before it: all of them are
 * served first. Counting the jobs created before it called a job waiting out a retry delay next in line, and left
 * out a younger audit that took the slot meanwhile.
 */
export async function estimateSeconds(
  ctx: AppContext,
  job: EstimatedJob,
): Promise<{ seconds: number; ahead: number }> {
  const average = await averageAuditMs(ctx);
  const now = ctx.clock.now();
  if (job.status === 'running') {
    const elapsed = now - (job.started_at ?? now);
    return {
      seconds: Math.max(1, Math.ceil(remainingAuditMs(average, elapsed, ctx.auditTimeoutMs) / 1000)),
      ahead: 0,
    };
  }
  const { plan, running } = await planOf(ctx, [job], average, now);
  const planned = plan.get(job.id)!;
  return { seconds: doneInSeconds(planned.startInMs, average), ahead: running + planned.before };
}

/**
 * Seconds until the first of several queued jobs should be done, from one play of the queue: the oldest is not
 * always first, as one that waits out a retry delay lets younger ones start before it. The concurrency 429's wait
 * while all of a key's audits are queued.
 *
 * @example
 * ```ts
 * await soonestQueuedSeconds(ctx, queuedJobsOfKey); // 20
 * ```
 */
export async function soonestQueuedSeconds(ctx: AppContext, jobs: readonly EstimatedJob[]): Promise<number> {
  const average = await averageAuditMs(ctx);
  const { plan } = await planOf(ctx, jobs, average, ctx.clock.now());
  return doneInSeconds(Math.min(...jobs.map((job) => plan.get(job.id)!.startInMs)), average);
}
