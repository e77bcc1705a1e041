import type { Db } from './open-store.ts';

export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

export interface StoredIdempotency {
  requestHash: string;
  jobId: string;
  response: string;
}

export async function findIdempotency(
  db: Db,
  keyId: string,
  idempotencyKey: string,
  nowMs: number,
): Promise<StoredIdempotency | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'job_id', 'response'])
    .where('key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .where('created_at', '>', nowMs - IDEMPOTENCY_WINDOW_MS)
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, jobId: row.job_id, response: row.response };
}

export async function purgeExpiredIdempotency(db: Db, nowMs: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<=', nowMs - IDEMPOTENCY_WINDOW_MS)
    .execute();
}
