import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferCleanups } from './helpers/cleanups.ts';
import { freePort, runCli, spawnServer } from './helpers/cli.ts';
import { eventually } from './helpers/eventually.ts';
import { startPostgres } from './helpers/postgres-cluster.ts';

const defer = deferCleanups();

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'geo-startup-'));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function serve(args: string[], env: Record<string, string> = {}) {
  const server = await spawnServer(args, { GEO_AUDIT_LOG_LEVEL: 'info', ...env }, await freePort());
  defer(() => {
    server.child.kill('SIGKILL');
  });
  return server;
}

describe('geo-audit serve: what the first log lines tell the operator', () => {
  it('names the data directory and, while it holds no active key, warns with the keys create command for it', async () => {
    const dataDir = tempDir();
    const server = await serve(['--data-dir', dataDir]);
    const warning = await eventually(
      async () =>
        server.output().match(/No active API key[^"]*geo-audit keys create --plan agency[^"]*/)?.[0],
    );
    expect(warning).toContain(`--data-dir ${dataDir}`);
    expect(server.output()).toContain(`store: embedded SQLite in ${dataDir}`);

    const quiet = tempDir();
    await runCli(['keys', 'create', '--plan', 'agency', '--json'], { GEO_AUDIT_DATA_DIR: quiet });
    const withKey = await serve(['--data-dir', quiet]);
    await eventually(async () => (withKey.output().includes('store: embedded SQLite') ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(withKey.output()).not.toContain('No active API key');
  }, 120_000);

  it('names the PostgreSQL host and database, never the password', async () => {
    const cluster = await startPostgres();
    defer(() => cluster.stop());
    const url = new URL(await cluster.createDatabase('startup_log'));
    url.password = 'S3cret-Pw';
    const server = await serve(['--database-url', url.href]);
    await eventually(async () => (server.output().includes('No active API key') ? true : undefined));
    expect(server.output()).toContain(`store: PostgreSQL database startup_log on 127.0.0.1:${url.port}`);
    expect(server.output()).not.toContain('S3cret-Pw');
  }, 120_000);

  it('warns that results_url will name 127.0.0.1 when listening on every interface without --public-url', async () => {
    const server = await serve(['--host', '0.0.0.0', '--data-dir', tempDir()]);
    await eventually(async () => (server.output().includes('without --public-url') ? true : undefined));
    expect(server.output()).toContain('Set --public-url');
  }, 120_000);
});

describe('geo-audit serve --public-url', () => {
  it.each(['notaurl', 'ftp://geo.example.com', '/results'])(
    'refuses %s with exit 2, saying what it must be',
    async (value) => {
      const result = await runCli(
        ['serve', '--port', '0', '--public-url', value, '--data-dir', tempDir()],
        {},
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--public-url must be an absolute http:// or https:// URL');
      expect(result.stderr).toContain(`got "${value}"`);
    },
    60_000,
  );
});
