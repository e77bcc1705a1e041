import { sql } from 'kysely';
import { withKeyLock } from './dialect/key-lock.ts';
import { skipLocked } from './dialect/skip-locked.ts';
import type { Db } from './open-store.ts';
import type { JobRow, NewJob } from './schema.ts';

const ACTIVE = ['queued', 'running'] as const;

/**
 * Inserts the job only while the key has fewer than `limit` jobs queued or running. One statement
 * (`INSERT … SELECT … WHERE (SELECT count(*) …) < limit`), so two concurrent starts cannot both pass the
 * check on SQLite; on PostgreSQL the key's advisory lock is taken first (held until the caller's
 * transaction commits).
 * Returns false when the limit is reached.
 */
export function insertJobWithinLimit(db: Db, job: NewJob, limit: number): Promise<boolean> {
  return withKeyLock(db, job.key_id, async (trx) => {
    const entries = Object.entries(job);
    const columns = sql.join(entries.map(([name]) => sql.ref(name)));
    const values = sql.join(entries.map(([, value]) => sql`${value}`));
    const result =
      await sql`insert into jobs (${columns}) select ${values} where (select count(*) from jobs where key_id = ${job.key_id} and status in ('queued', 'running')) < ${limit}`.execute(
        trx,
      );
    return Number(result.numAffectedRows ?? 0n) === 1;
  });
}

export function getJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countActiveJobs(db: Db, keyId: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key_id', '=', keyId)
    .where('status', 'in', ACTIVE)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * This key's jobs queued or running, running ones first, each group oldest first: what holds the key's
 * concurrency slots. At most the key's concurrency limit of rows.
 */
export function activeJobsOfKey(
  db: Db,
  keyId: string,
): Promise<Array<Pick<JobRow, 'id' | 'status' | 'created_at' | 'started_at' | 'run_after'>>> {
  return db
    .selectFrom('jobs')
    .select(['id', 'status', 'created_at', 'started_at', 'run_after'])
    .where('key_id', '=', keyId)
    .where('status', 'in', ACTIVE)
    .orderBy('status', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * This key's newest job on the normalized URL that is still queued or running, if any: what a caller who
 * fetches the result too early is waiting for. At most the key's concurrency limit of rows is scanned.
 *
 * @example
 * ```ts
 * (await activeJobForUrl(db, key.id, 'https://example.com/'))?.id; // 'job_…' while its audit runs
 * ```
 */
export function activeJobForUrl(
  db: Db,
  keyId: string,
  normalizedUrl: string,
): Promise<Pick<JobRow, 'id' | 'status'> | undefined> {
  return db
    .selectFrom('jobs')
    .select(['id', 'status'])
    .where('key_id', '=', keyId)
    .where('status', 'in', ACTIVE)
    .where('normalized_url', '=', normalizedUrl)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * This key's newest job on the normalized URL created since `sinceMs`, whatever its state: when no result is
 * stored, whether the key's own audit failed says why.
 */
export function newestJobForUrl(
  db: Db,
  keyId: string,
  normalizedUrl: string,
  sinceMs: number,
): Promise<Pick<JobRow, 'id' | 'status' | 'finished_at' | 'error_message'> | undefined> {
  return db
    .selectFrom('jobs')
    .select(['id', 'status', 'finished_at', 'error_message'])
    .where('key_id', '=', keyId)
    .where('normalized_url', '=', normalizedUrl)
    .where('created_at', '>=', sinceMs)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Claims the oldest runnable job: a queued one whose backoff has passed, or a running one whose lease
 * expired (its worker died). One conditional UPDATE, so two workers never claim the same job.
 */
export async function claimNextJob(
  db: Db,
  owner: string,
  nowMs: number,
  leaseMs: number,
): Promise<JobRow | undefined> {
  const runnable = skipLocked(
    db,
    db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', nowMs)]),
          eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<', nowMs)]),
        ]),
      )
      .whereRef('attempts', '<', 'max_attempts')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1),
  );
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_owner: owner,
      lease_expires_at: nowMs + leaseMs,
      attempts: eb('attempts', '+', 1),
      started_at: nowMs,
      progress: 0,
      stage: 'starting',
    }))
    .where('id', '=', runnable)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<', nowMs)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Jobs whose lease expired after their last allowed attempt: they will never be claimed again. */
export function findExhaustedJobs(db: Db, nowMs: number): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'running')
    .where('lease_expires_at', '<', nowMs)
    .whereRef('attempts', '>=', 'max_attempts')
    .execute();
}

/** Extends the lease and records progress; false when this worker no longer owns the job. */
export async function heartbeat(
  db: Db,
  job: { id: string; owner: string },
  nowMs: number,
  leaseMs: number,
  progress: { value: number; stage: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_expires_at: nowMs + leaseMs, progress: progress.value, stage: progress.stage })
    .where('id', '=', job.id)
    .where('lease_owner', '=', job.owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a running job back to the queue (graceful shutdown past the drain deadline, or a retry). */
export async function requeueJob(
  db: Db,
  job: { id: string; owner: string },
  runAfter: number,
  refundAttempt: boolean,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'queued',
      lease_owner: null,
      lease_expires_at: null,
      run_after: runAfter,
      progress: 0,
      stage: null,
      attempts: refundAttempt ? eb('attempts', '-', 1) : eb('attempts', '+', 0),
    }))
    .where('id', '=', job.id)
    .where('lease_owner', '=', job.owner)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Every queued job in the order the worker claims them, with when each may be claimed (`run_after`: later than its
 * creation while it waits out a retry delay). Keys hold at most their concurrency limit of jobs, so the line is
 * short.
 */
export function queuedLine(db: Db): Promise<Array<Pick<JobRow, 'id' | 'created_at' | 'run_after'>>> {
  return db
    .selectFrom('jobs')
    .select(['id', 'created_at', 'run_after'])
    .where('status', '=', 'queued')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** When each running audit started: how long the worker slots they hold have been busy. */
export async function runningStartTimes(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('started_at')
    .where('status', '=', 'running')
    .where('started_at', 'is not', null)
    .execute();
  return rows.map((row) => Number(row.started_at));
}

/**
 * Durations of the most recent finished audits, completed or failed, newest first. Failures count: pages that
 * time out hold a worker longest, and leaving them out made every estimate say 1 s while the workers were stuck.
 */
export async function recentDurations(db: Db, limit = 20): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('duration_ms')
    .where('status', 'in', ['complete', 'failed'])
    .where('duration_ms', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.duration_ms));
}
