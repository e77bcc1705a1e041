import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema.ts';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Timestamps are epoch milliseconds in `bigint` columns and counts come back as int8; both stay far below
// 2^53, so they are read as JavaScript numbers, exactly as better-sqlite3 returns them.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** True for a `postgres://` or `postgresql://` connection string. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * A Kysely instance over a `pg` pool. A dropped connection (PostgreSQL restarting) fails only the queries
 * in flight; the pool opens fresh connections for the next ones, so callers recover by retrying.
 */
export function openPostgresKysely(url: string, maxConnections = 10): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    types,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that would end the process.
  pool.on('error', () => {});
  // A checked-out client loses the pool's listener (pg-pool removes it on acquire): one whose connection is cut
  // between two statements (a worker between its claim and its update while PostgreSQL restarts) emits 'error' on
  // itself, which would end the process too. Its next statement fails instead, and the pool replaces it.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
