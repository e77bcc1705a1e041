import type { AppContext } from '../context.ts';
import { countAhead, recentDurations, runningStartTimes } from '../store/jobs-repo.ts';

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

/**
 * Milliseconds until a job that waits behind `queuedAhead` queued jobs should be done: the worker slots free as
 * the running audits end ({@link remainingAuditMs}), each queued job ahead takes the first free slot for a mean
 * duration, then this one does.
 */
function queuedJobMs(
  averageMs: number,
  runningRemainingMs: number[],
  queuedAhead: number,
  workerSlots: number,
): number {
  // Running jobs beyond this instance's slots are other instances' workers: they are slots too.
  const slots = [...runningRemainingMs];
  while (slots.length < Math.max(1, workerSlots)) slots.push(0);
  for (let i = 0; i < queuedAhead; i++) {
    const first = slots.indexOf(Math.min(...slots));
    slots[first] = (slots[first] ?? 0) + averageMs;
  }
  return Math.min(...slots) + averageMs;
}

/**
 * Seconds until the job should be done. A running job: {@link remainingAuditMs}. A queued one: when the running
 * audits and the queued jobs before it have freed a worker slot, plus a mean duration. `ahead` is the jobs queued
 * or running that were created before it.
 */
export async function estimateSeconds(
  ctx: AppContext,
  job: { id: string; created_at: number; status: string; started_at: number | null },
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
  const [ahead, queuedAhead, starts] = await Promise.all([
    countAhead(ctx.db, job.created_at, job.id),
    countAhead(ctx.db, job.created_at, job.id, ['queued']),
    runningStartTimes(ctx.db),
  ]);
  const running = starts.map((startedAt) => remainingAuditMs(average, now - startedAt, ctx.auditTimeoutMs));
  const ms = queuedJobMs(average, running, queuedAhead, ctx.workerConcurrency);
  return { seconds: Math.max(1, Math.ceil(ms / 1000)), ahead };
}
