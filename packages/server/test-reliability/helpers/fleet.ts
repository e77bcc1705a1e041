import type { ChildProcess } from 'node:child_process';
import { createKey } from '../../src/store/keys-repo.ts';
import { type Db, openStore } from '../../src/store/open-store.ts';
import { systemClock } from '../../src/util/clock.ts';
import { freePort, spawnServer } from '../../test/helpers/cli.ts';
import { type PostgresCluster, startPostgres } from '../../test/helpers/postgres-cluster.ts';

export interface Instance {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** N `geo-audit serve` processes on one throwaway PostgreSQL database, plus a store handle to inspect it. */
export interface Fleet {
  cluster: PostgresCluster;
  databaseUrl: string;
  db: Db;
  instances: Instance[];
  newKey(plan?: string): Promise<{ key: string; id: string; webhookSecret: string }>;
  /** Starts (again) instance `index` on a fresh port. */
  start(index: number): Promise<Instance>;
  /** SIGKILLs instance `index` (no drain, no cleanup: a crash). */
  kill(index: number): Promise<void>;
  close(): Promise<void>;
}

let databases = 0;

export async function startFleet(
  options: { instances?: number; leaseMs?: number; env?: Record<string, string>; allowHost?: string } = {},
): Promise<Fleet> {
  const cluster = await startPostgres();
  const databaseUrl = await cluster.createDatabase(`fleet_${process.pid}_${++databases}`);
  const db = await openStore({ dataDir: '', databaseUrl });
  const env = {
    GEO_AUDIT_LOG_LEVEL: 'warn',
    GEO_AUDIT_LEASE_MS: String(options.leaseMs ?? 2_000),
    ...options.env,
  };
  const instances: Instance[] = [];
  const start = async (index: number) => {
    const port = await freePort();
    const instance = await spawnServer(
      [
        '--database-url',
        databaseUrl,
        '--allow-host',
        options.allowHost ?? '127.0.0.1',
        '--public-url',
        `http://127.0.0.1:${port}`,
      ],
      env,
      port,
    );
    instances[index] = instance;
    return instance;
  };
  await Promise.all(Array.from({ length: options.instances ?? 2 }, (_, i) => start(i)));
  const kill = async (index: number) => {
    const child = instances[index]?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return {
    cluster,
    databaseUrl,
    db,
    instances,
    start,
    kill,
    async newKey(plan = 'agency') {
      const created = await createKey(db, systemClock, { plan, name: 'reliability' });
      return { key: created.key, id: created.id, webhookSecret: created.webhookSecret };
    },
    async close() {
      await Promise.all(instances.map((_, i) => kill(i)));
      await db.destroy();
      await cluster.stop();
    },
  };
}
