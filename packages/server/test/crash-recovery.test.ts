import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyWebhook } from '@geo-audit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.ts';
import { freePort, runCli, spawnServer } from './helpers/cli.ts';
import { startLoopbackSite } from './helpers/loopback-site.ts';
import { startReceiver } from './helpers/webhook-receiver.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('crash recovery (a killed server loses nothing)', () => {
  it('re-runs a job after SIGKILL mid-audit; one result is stored and one webhook id is processed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'geo-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { GEO_AUDIT_DATA_DIR: dataDir, GEO_AUDIT_LEASE_MS: '1500', GEO_AUDIT_LOG_LEVEL: 'warn' };
    const created = await runCli(['keys', 'create', '--plan', 'agency', '--name', 'crash', '--json'], env);
    const { key, webhook_secret: secret } = JSON.parse(created.stdout) as {
      key: string;
      webhook_secret: string;
    };

    const site = await startLoopbackSite();
    cleanups.push(() => site.close());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    // A receiver that deduplicates by webhook-id, as the spec asks receivers to.
    const processed = new Set<string>();

    const port = await freePort();
    const first = await spawnServer(['--allow-host', '127.0.0.1'], env, port);
    cleanups.push(() => {
      first.child.kill('SIGKILL');
    });
    site.hold();
    const start = await fetch(`${first.url}/api/audit.php`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', 'idempotency-key': 'crash-1' },
      body: JSON.stringify({ url: `${site.url}/slow-article`, webhook_url: receiver.url }),
    });
    expect(start.status).toBe(202);
    const { job_id: jobId } = (await start.json()) as { job_id: string };
    const status = (base: string) =>
      fetch(`${base}/api/audit_status.php?job_id=${jobId}`, { headers: { 'x-api-key': key } }).then(
        (r) => r.json() as Promise<{ status: string; geo_score?: number }>,
      );
    await until(async () => ((await status(first.url)).status === 'running' ? true : undefined), 'running');
    await until(
      async () => (site.requests.some((p) => p.startsWith('/slow-article')) ? true : undefined),
      'page request',
    );

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    site.release();

    const second = await spawnServer(['--allow-host', '127.0.0.1'], env, port);
    cleanups.push(() => {
      second.child.kill('SIGKILL');
    });
    const done = await until(async () => {
      const body = await status(second.url);
      return body.status === 'complete' ? body : undefined;
    }, 'completion after restart');
    expect(done.geo_score).toEqual(expect.any(Number));

    await until(async () => (receiver.received.length > 0 ? true : undefined), 'webhook');
    for (const delivery of receiver.received) {
      const verified = await verifyWebhook(delivery.body, delivery.headers, secret);
      processed.add(verified.id);
    }
    expect(processed.size).toBe(1);

    // The client retrying its start after the crash gets the same job.
    const retry = await fetch(`${second.url}/api/audit.php`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', 'idempotency-key': 'crash-1' },
      body: JSON.stringify({ url: `${site.url}/slow-article`, webhook_url: receiver.url }),
    });
    expect(((await retry.json()) as { job_id: string }).job_id).toBe(jobId);

    const db = await openStore({ dataDir });
    try {
      const results = await db.selectFrom('results').select('job_id').where('job_id', '=', jobId).execute();
      expect(results).toHaveLength(1);
      const job = await db
        .selectFrom('jobs')
        .select(['attempts', 'status'])
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ attempts: 2, status: 'complete' });
    } finally {
      await db.destroy();
    }
  }, 180_000);

  it('drains a running audit on SIGTERM before exiting', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'geo-drain-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { GEO_AUDIT_DATA_DIR: dataDir, GEO_AUDIT_LOG_LEVEL: 'warn' };
    const { key } = JSON.parse(
      (await runCli(['keys', 'create', '--plan', 'agency', '--json'], env)).stdout,
    ) as {
      key: string;
    };
    const site = await startLoopbackSite();
    cleanups.push(() => site.close());
    const server = await spawnServer(['--allow-host', '127.0.0.1'], env, await freePort());
    cleanups.push(() => {
      server.child.kill('SIGKILL');
    });
    site.hold();
    const start = await fetch(`${server.url}/api/audit.php`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${site.url}/drain` }),
    });
    const { job_id: jobId } = (await start.json()) as { job_id: string };
    await until(
      async () => (site.requests.some((p) => p.startsWith('/drain')) ? true : undefined),
      'page request',
    );
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    site.release();
    expect(await exited).toBe(0);
    const db = await openStore({ dataDir });
    try {
      const job = await db
        .selectFrom('jobs')
        .select('status')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('complete');
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
