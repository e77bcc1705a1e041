import type { Db } from './open-store.ts';
import type { ResultRow } from './schema.ts';

export const CACHE_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * The newest full audit (every scored module ran) of the normalized URL still inside the cache window. A
 * result of a `modules` subset is never served here: the cache is shared by all keys, and SPEC 4.3 promises
 * the full audit data.
 */
export function latestResult(db: Db, normalizedUrl: string, nowMs: number): Promise<ResultRow | undefined> {
  return db
    .selectFrom('results')
    .selectAll()
    .where('normalized_url', '=', normalizedUrl)
    .where('full_audit', '=', 1)
    .where('expires_at', '>', nowMs)
    .orderBy('created_at', 'desc')
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
