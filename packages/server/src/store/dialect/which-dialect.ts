import { PostgresAdapter } from 'kysely';
import type { Db } from '../open-store.ts';

/** True when the store (or a transaction on it) runs on PostgreSQL rather than the embedded SQLite. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
