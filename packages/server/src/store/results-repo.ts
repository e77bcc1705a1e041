import type { Db } from './open-store.ts';
import type { ResultRow } from './schema.ts';

export const CACHE_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * The newest result of the normalized URL still inside the cache window that this key may read as "the"
 * result: a full audit (every scored module ran), or one of its own jobs. The cache is shared by all keys and
 * SPEC 4.3 promises the full audit data, so another key's `modules` subset is never served; a key that asked
 * for a subset itself (a CMS plugin configured with a few modules) still gets it back.
 */
export function latestResult(
  db: Db,
  normalizedUrl: string,
  nowMs: number,
  keyId: string,
): Promise<ResultRow | undefined> {
  return db
    .selectFrom('results')
    .innerJoin('jobs', 'jobs.id', 'results.job_id')
    .selectAll('results')
    .where('results.normalized_url', '=', normalizedUrl)
    .where('results.expires_at', '>', nowMs)
    .where((eb) => eb.or([eb('results.full_audit', '=', 1), eb('jobs.key_id', '=', keyId)]))
    .orderBy('results.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function resultByToken(db: Db, token: string, nowMs: number): Promise<ResultRow | undefined> {
  return db
    .selectFrom('results')
    .selectAll()
    .where('token', '=', token)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
}

export function resultById(db: Db, id: string): Promise<ResultRow | undefined> {
  return db.selectFrom('results').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes results past their 7 days; returns how many went. */
export async function purgeExpiredResults(db: Db, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('results').where('expires_at', '<=', nowMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
