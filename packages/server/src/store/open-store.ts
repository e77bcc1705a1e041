import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { isPostgresUrl, openPostgresKysely } from './dialect/postgres-pool.ts';
import { migrationProvider } from './migrations/index.ts';
import { ensurePrivateStoreFiles } from './private-files.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface OpenStoreOptions {
  /**
   * Directory holding `geo-audit.sqlite` (created when missing, readable by its owner only). `:memory:` keeps
   * everything in memory.
   */
  dataDir: string;
  /**
   * A `postgres://` connection string: the store then lives in that PostgreSQL database (shared by every
   * instance pointed at it) and `dataDir` is not used.
   */
  databaseUrl?: string;
}

/**
 * Opens the store (embedded SQLite in WAL mode in one data directory, or PostgreSQL when `databaseUrl` is
 * given) and applies pending migrations.
 *
 * @example
 * ```ts
 * const db = await openStore({ dataDir: './.data' });
 * // or, shared by several instances:
 * const shared = await openStore({ dataDir: '', databaseUrl: 'postgres://geo@db/geo_audit' });
 * await db.destroy();
 * ```
 */
/** The embedded store's file in the data directory. */
export const SQLITE_FILE = 'geo-audit.sqlite';

export async function openStore(options: OpenStoreOptions): Promise<Db> {
  if (isPostgresUrl(options.databaseUrl)) {
    return migrate(openPostgresKysely(options.databaseUrl), 'the PostgreSQL database');
  }
  let file = ':memory:';
  if (options.dataDir !== ':memory:') {
    file = join(options.dataDir, SQLITE_FILE);
    ensurePrivateStoreFiles(options.dataDir, file);
  }
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  // NORMAL keeps every commit across a process crash (kill -9); only an OS crash or power loss may lose
  // the last transactions (decision 0015).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return migrate(db, options.dataDir);
}

/** Applies pending versioned migrations (the same ones on both dialects) and returns the store. */
async function migrate(db: Db, where: string): Promise<Db> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  let { error, results } = await migrator.migrateToLatest();
  // Another process (say `keys create` next to a starting server, or a second instance on PostgreSQL) may
  // be migrating the same store; once it is done, the migrations are recorded and a retry is a no-op.
  for (let attempt = 1; error && attempt <= 3; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`The store in ${where} could not be migrated (migration ${failed}): ${String(error)}`);
  }
  return db;
}
