import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresKysely } from '../src/store/dialect/postgres-pool.ts';
import { type PostgresCluster, startPostgres } from './helpers/postgres-cluster.ts';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

describe('a PostgreSQL connection cut while a worker holds it between two statements', () => {
  it('fails only that connection’s next statement; the process goes on and the pool serves fresh connections', async () => {
    const url = await cluster.createDatabase('dropped_connection');
    const db = openPostgresKysely(url);
    const admin = openPostgresKysely(url);
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      await expect(
        db.connection().execute(async (connection) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
          // The server ends this backend while the connection sits checked out, between two statements.
          await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(connection);
        }),
      ).rejects.toThrow();
      expect(uncaught).toEqual([]);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', record);
      await db.destroy();
      await admin.destroy();
    }
  }, 60_000);
});
