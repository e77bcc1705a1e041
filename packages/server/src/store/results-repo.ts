import type { Db } from './open-store.ts';
import type { ResultRow } from './schema.ts';

export const CACHE_WINDOW_MS = 7 * 24 * 3_600_000;

/** The newest result for the normalized URL that is still inside the cache window. */
export function latestResult(db: Db, normalizedUrl: string, nowMs: number): Promise<ResultRow | undefined> {
  return db
    .selectFrom('results')
    .selectAll()
    .where('normalized_url', '=', normalizedUrl)
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
