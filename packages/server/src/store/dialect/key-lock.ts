import { sql } from 'kysely';
import type { Db } from '../open-store.ts';
import { isPostgres } from './which-dialect.ts';

/**
 * Runs a per-key admission check serialised across instances. SQLite runs one writer at a time, so a single
 * `INSERT … SELECT … WHERE count < n` is atomic there and `check` runs as is. Under PostgreSQL's READ
 * COMMITTED two transactions could both count 4 and both insert; a transaction-scoped advisory lock on the
 * key makes the second wait until the first commits, and its next statement then sees the new row. Joins
 * the caller's transaction when there is one (the lock is held until it commits), else opens one.
 */
export async function withKeyLock<T>(db: Db, keyId: string, check: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return check(db);
  if (!db.isTransaction) return db.transaction().execute((trx) => withKeyLock(trx, keyId, check));
  await sql`select pg_advisory_xact_lock(hashtext(${keyId}))`.execute(db);
  return check(db);
}
