import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../open-store.ts';
import { isPostgres } from './which-dialect.ts';

/**
 * On PostgreSQL, a claim's candidate row is locked with `FOR UPDATE SKIP LOCKED`, so concurrent claimers
 * on other instances pick different rows instead of queueing behind (and then missing) the same one.
 * SQLite has no row locks and no such clause; its single writer makes the conditional UPDATE enough.
 */
export function skipLocked<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate().skipLocked() : query;
}
