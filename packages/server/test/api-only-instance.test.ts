import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferCleanups } from './helpers/cleanups.ts';
import { freePort, runCli, spawnServer } from './helpers/cli.ts';
import { eventually } from './helpers/eventually.ts';
import { startLoopbackSite } from './helpers/loopback-site.ts';

const defer = deferCleanups();

describe('GEO_AUDIT_WORKERS=0 (an API-only instance)', () => {
  it('accepts and queues audits without running them; an instance with workers on the same store runs them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'geo-api-only-'));
    defer(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { GEO_AUDIT_DATA_DIR: dataDir, GEO_AUDIT_LOG_LEVEL: 'warn' };
    const created = await runCli(['keys', 'create', '--plan', 'agency', '--name', 'api-only', '--json'], env);
    const { key } = JSON.parse(created.stdout) as { key: string };
    const site = await startLoopbackSite();
    defer(() => site.close());

    const port = await freePort();
    const apiOnly = await spawnServer(
      ['--allow-host', '127.0.0.1'],
      { ...env, GEO_AUDIT_WORKERS: '0' },
      port,
    );
    defer(() => {
      apiOnly.child.kill('SIGKILL');
    });
    const start = await fetch(`${apiOnly.url}/api/audit.php`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${site.url}/article` }),
    });
    expect(start.status).toBe(202);
    const { job_id: jobId } = (await start.json()) as { job_id: string };
    const status = (base: string) =>
      fetch(`${base}/api/audit_status.php?job_id=${jobId}`, { headers: { 'x-api-key': key } }).then(
        (r) => r.json() as Promise<{ status: string; geo_score?: number }>,
      );

    // The worker polls every 500 ms; several polls later the job must still be waiting and the page unfetched.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await status(apiOnly.url)).status).toBe('queued');
    expect(site.requests).toEqual([]);

    apiOnly.child.kill('SIGTERM');
    await new Promise((resolve) => apiOnly.child.once('exit', resolve));
    const worker = await spawnServer(['--allow-host', '127.0.0.1'], env, port);
    defer(() => {
      worker.child.kill('SIGKILL');
    });
    const done = await eventually(
      async () => {
        const body = await status(worker.url);
        return body.status === 'complete' ? body : undefined;
      },
      { what: 'completion on the instance with workers', timeoutMs: 60_000 },
    );
    expect(done.geo_score).toEqual(expect.any(Number));
    expect(site.requests).toContain('/article');
  }, 120_000);

  it('rejects a GEO_AUDIT_WORKERS that is not a whole number, naming the variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'geo-api-only-'));
    defer(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    await expect(
      spawnServer([], { GEO_AUDIT_DATA_DIR: dataDir, GEO_AUDIT_WORKERS: 'two' }, port),
    ).rejects.toThrow(/GEO_AUDIT_WORKERS must be a whole number, got "two"/);
  }, 60_000);
});
