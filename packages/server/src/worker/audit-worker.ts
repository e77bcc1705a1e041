import { AuditResult, type ModuleName } from '@geo-audit/core';
import type { Logger } from 'pino';
import type { AppContext } from '../context.ts';
import { claimNextJob, findExhaustedJobs, heartbeat, requeueJob } from '../store/jobs-repo.ts';
import type { JobRow } from '../store/schema.ts';
import { randomId } from '../util/ids.ts';
import { createPollLoop } from '../util/poll-loop.ts';
import { AuditDeadlineError, auditTimeoutMessage } from './audit-deadline.ts';
import { failureMessage } from './failure-message.ts';
import { completeJob, failJob } from './job-outcomes.ts';

export interface AuditWorkerOptions {
  /** Audits run at once by this process (default 2). */
  concurrency?: number;
  /** How long a claim holds without a heartbeat; a dead worker's job is re-run after this (default 30 s). */
  leaseMs?: number;
  /** Idle polling interval (default 500 ms); new jobs wake the worker at once. */
  pollMs?: number;
  /**
   * How long one audit may run before it fails with `audit_timeout` (default {@link DEFAULT_AUDIT_TIMEOUT_MS}).
   * `createServer` puts it on the context, where estimates read it too.
   */
  auditTimeoutMs?: number;
}

export interface AuditWorker {
  start(): void;
  /** Wakes the worker (a job was queued). */
  notify(): void;
  /** Stops claiming, waits up to `drainMs` for running audits, then hands the rest back to the queue. */
  stop(drainMs: number): Promise<void>;
  /** Audits running now. */
  readonly active: number;
}

// Errors the engine raises when the page cannot be fetched at all: retrying does not help.
const PERMANENT_ERRORS = new Set(['PageFetchError']);

/**
 * The audit worker: claims jobs with a lease, heartbeats while the engine runs, stores the outcome
 * through a conditional update (a worker that lost its lease cannot overwrite the result) and retries
 * transient failures with backoff. Jobs of a killed process are claimed again once their lease lapses.
 */
export function createAuditWorker(
  ctx: AppContext,
  logger: Logger,
  options: AuditWorkerOptions = {},
): AuditWorker {
  const concurrency = options.concurrency ?? 2;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const owner = randomId('worker', 8);
  const running = new Map<string, { controller: AbortController; done: Promise<void>; job: JobRow }>();
  let stopping = false;
  let lastSweep = 0;

  async function sweepExhausted(): Promise<void> {
    const now = ctx.clock.now();
    if (now - lastSweep < 5_000) return;
    lastSweep = now;
    for (const job of await findExhaustedJobs(ctx.db, now)) {
      if (
        await failJob(ctx, job, null, {
          code: 'lease_expired',
          message: 'The audit did not finish after repeated attempts.',
        })
      ) {
        logger.warn({ job_id: job.id }, 'audit failed: lease expired on the last attempt');
        ctx.notifyWebhooks();
      }
    }
  }

  async function run(job: JobRow, controller: AbortController): Promise<void> {
    const progress = { value: 0, stage: 'starting' };
    const beat = setInterval(
      () => {
        heartbeat(ctx.db, { id: job.id, owner }, ctx.clock.now(), leaseMs, progress)
          .then((held) => {
            if (!held) controller.abort(new Error('lease lost'));
          })
          .catch((error: unknown) => logger.warn({ err: error, job_id: job.id }, 'heartbeat failed'));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    const limitMs = ctx.auditTimeoutMs;
    const deadline = setTimeout(
      () => controller.abort(new AuditDeadlineError(limitMs, progress.stage)),
      limitMs,
    );
    // Any abort (time limit, lost lease, shutdown) ends the wait, also for an engine that ignores the signal and
    // never settles: otherwise the worker slot, the key's concurrency slot and shutdown's drain wait on it forever.
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    const stop = () => {
      clearInterval(beat);
      clearTimeout(deadline);
    };
    const started = Date.now();
    try {
      const audit = ctx.engine.runAudit(job.url, {
        modules: JSON.parse(job.modules) as ModuleName[],
        allowHosts: ctx.allowHosts,
        signal: controller.signal,
        onProgress: (event) => {
          progress.value = event.progress;
          progress.stage = event.stage;
        },
        now: () => new Date(ctx.clock.now()),
      });
      // The engine may still settle after an abort won the race; nothing waits for it then.
      audit.catch(() => {});
      const raw = await Promise.race([audit, stopped]);
      stop();
      const result = AuditResult.parse(raw);
      if (await completeJob(ctx, job, owner, result)) {
        logger.info(
          { job_id: job.id, geo_score: result.geo_score, ms: Date.now() - started },
          'audit complete',
        );
        ctx.notifyWebhooks();
      } else {
        logger.warn({ job_id: job.id }, 'audit finished after its lease was lost; result discarded');
      }
    } catch (error) {
      stop();
      const reason: unknown = controller.signal.reason;
      if (reason instanceof AuditDeadlineError) {
        // Not retried: a retry would wait the whole limit again, multiplying the wait the limit exists to bound.
        if (
          await failJob(ctx, job, owner, {
            code: reason.code,
            message: auditTimeoutMessage(job.url, reason.limitMs, reason.stage),
          })
        ) {
          logger.warn({ job_id: job.id, stage: reason.stage, limit_ms: reason.limitMs }, 'audit timed out');
          ctx.notifyWebhooks();
        }
        return;
      }
      if (controller.signal.aborted) {
        if (stopping) await requeueJob(ctx.db, { id: job.id, owner }, ctx.clock.now(), true);
        return;
      }
      const name = error instanceof Error ? error.name : 'Error';
      const message = error instanceof Error ? error.message : String(error);
      const permanent = PERMANENT_ERRORS.has(name) || name === 'ZodError';
      if (!permanent && job.attempts < job.max_attempts) {
        const delay = 2 ** job.attempts * 1000 * (0.5 + Math.random());
        logger.warn(
          { job_id: job.id, attempt: job.attempts, err: error },
          'audit attempt failed; will retry',
        );
        await requeueJob(ctx.db, { id: job.id, owner }, ctx.clock.now() + delay, false);
        return;
      }
      const code = (error as { code?: unknown }).code;
      if (
        await failJob(ctx, job, owner, {
          code: typeof code === 'string' ? code : 'audit_failed',
          message: failureMessage(job.url, message),
        })
      ) {
        logger.warn({ job_id: job.id, err: error }, 'audit failed');
        ctx.notifyWebhooks();
      }
    }
  }

  const loop = createPollLoop({
    pollMs,
    async drain() {
      await sweepExhausted();
      while (!stopping && running.size < concurrency) {
        const job = await claimNextJob(ctx.db, owner, ctx.clock.now(), leaseMs);
        if (!job) break;
        logger.info({ job_id: job.id, attempt: job.attempts }, 'audit started');
        const controller = new AbortController();
        const done = run(job, controller)
          .catch((error: unknown) => logger.error({ err: error, job_id: job.id }, 'audit worker error'))
          .finally(() => {
            running.delete(job.id);
            loop.wake();
          });
        running.set(job.id, { controller, done, job });
      }
    },
    onError: (error) => logger.error({ err: error }, 'audit worker could not claim jobs'),
  });

  return {
    start: () => loop.wake(),
    notify: () => loop.wake(),
    get active() {
      return running.size;
    },
    async stop(drainMs) {
      stopping = true;
      loop.stop();
      const all = [...running.values()];
      const drained = Promise.all(all.map((entry) => entry.done));
      const deadline = new Promise((resolve) => setTimeout(resolve, drainMs).unref());
      await Promise.race([drained, deadline]);
      for (const entry of running.values()) entry.controller.abort(new Error('shutdown'));
      await drained;
    },
  };
}
