import type { AppContext } from '../context.ts';
import { countAhead, recentDurations } from '../store/jobs-repo.ts';

/** Assumed audit duration before any audit has finished. */
export const DEFAULT_AUDIT_MS = 15_000;

export async function averageAuditMs(ctx: AppContext): Promise<number> {
  const durations = await recentDurations(ctx.db);
  if (durations.length === 0) return DEFAULT_AUDIT_MS;
  return durations.reduce((sum, d) => sum + d, 0) / durations.length;
}

/**
 * Seconds until the job should be done: the mean of recent audit durations, times the rounds of work
 * ahead of it (jobs queued or running before it, spread over the worker's parallel slots), minus what
 * it has already run.
 */
export async function estimateSeconds(
  ctx: AppContext,
  job: { id: string; created_at: number; status: string; started_at: number | null },
): Promise<{ seconds: number; ahead: number }> {
  const average = await averageAuditMs(ctx);
  if (job.status === 'running') {
    const elapsed = ctx.clock.now() - (job.started_at ?? ctx.clock.now());
    return { seconds: Math.max(1, Math.ceil((average - elapsed) / 1000)), ahead: 0 };
  }
  const ahead = await countAhead(ctx.db, job.created_at, job.id);
  const rounds = 1 + Math.floor(ahead / Math.max(1, ctx.workerConcurrency));
  return { seconds: Math.max(1, Math.ceil((average * rounds) / 1000)), ahead };
}
