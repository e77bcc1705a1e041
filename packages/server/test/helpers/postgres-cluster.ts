import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './cli.ts';

const run = promisify(execFile);

/** A throwaway PostgreSQL cluster in a temp directory, on its own port and socket directory. */
export interface PostgresCluster {
  port: number;
  /** Connection string of a database in this cluster (default `postgres`). */
  url(database?: string): string;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown: connections are cut) and starts it again on the same port. */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql; run packages/server/scripts/ci-deps.sh (apt-get install postgresql).',
    );
  }
  return join(root, versions[0], 'bin');
}

// initdb refuses to run as root, so as root the cluster belongs to the `postgres` user the Debian
// package creates.
async function asOwner(command: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await run(file, argv, { maxBuffer: 8 * 1024 * 1024 });
}

const OWNER_FILE = 'owner.pid';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops and deletes the clusters of test runs that were killed before their `stop()` ran (a vitest run
 * interrupted with Ctrl-C or a CI timeout), so their servers do not keep running for ever.
 */
async function reapOrphans(bin: string): Promise<void> {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith('geo-pg-'))) {
    const root = join(tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(root, OWNER_FILE), 'utf8'));
    } catch {
      continue; // being created right now, or not ours
    }
    if (!Number.isInteger(owner) || owner <= 0 || processAlive(owner)) continue;
    const data = join(root, 'data');
    if (existsSync(join(data, 'postmaster.pid'))) {
      await asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(
        () => {},
      );
    }
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Creates and starts a cluster (trust authentication on 127.0.0.1 only; fsync off: a test cluster only has
 * to survive its server process being stopped, not the machine).
 *
 * @example
 * ```ts
 * const cluster = await startPostgres();
 * const url = await cluster.createDatabase('geo_test');
 * await cluster.stop();
 * ```
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = binDir();
  await reapOrphans(bin);
  const root = mkdtempSync(join(tmpdir(), 'geo-pg-'));
  chmodSync(root, 0o755);
  writeFileSync(join(root, OWNER_FILE), String(process.pid));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(root, 'data');
  const port = await freePort();
  await asOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = () =>
    asOwner(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(root, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  const stopServer = () => asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let running = true;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async restart({ downMs = 0 } = {}) {
      await stopServer();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    async stop() {
      if (running) {
        running = false;
        await stopServer().catch(() => {});
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
