import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyWebhook } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.ts';
import { deferCleanups } from './helpers/cleanups.ts';
import { freePort, runCli, spawnServer } from './helpers/cli.ts';
import { eventually } from './helpers/eventually.ts';
import { startLoopbackSite } from './helpers/loopback-site.ts';
import { startReceiver } from './helpers/webhook-receiver.ts';

const defer = deferCleanups();

describe('crash recovery (a killed server loses nothing)', () => {
  it('re-runs a job after SIGKILL mid-audit; one result is stored and one webhook id is processed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'geo-crash-'));
    defer(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { GEO_AUDIT_DATA_DIR: dataDir, GEO_AUDIT_LEASE_MS: '1500', GEO_AUDIT_LOG_LEVEL: 'warn' };
    const created = await runCli(['keys', 'create', '--plan', 'agency', '--name', 'crash', '--json'], env);
    const { key, webhook_secret: secret } = JSON.parse(created.stdout) as {
      key: string;
      webhook_secret: string;
    };

    const site = await startLoopbackSite();
    defer(() => site.close());
    const receiver = await startReceiver();
    defer(() => receiver.close());
    // A receiver that deduplicates by webhook-id, as the spec asks receivers to.
    const processed = new Set<string>();

    const port = await freePort();
    const first = await spawnServer(['--allow-host', '127.0.0.1'], env, port);
    defer(() => {
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
    await eventually(async () => ((await status(first.url)).status === 'running' ? true : undefined), {
      what: 'running',
      timeoutMs: 60_000,
    });
    await eventually(
      async () => (site.requests.some((p) => p.startsWith('/slow-article')) ? true : undefined),
      { what: 'page request', timeoutMs: 60_000 },
    );

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    site.release();

    const second = await spawnServer(['--allow-host', '127.0.0.1'], env, port);
    defer(() => {
      second.child.kill('SIGKILL');
    });
    const done = await eventually(
      async () => {
        const body = await status(second.url);
        return body.status === 'complete' ? body : undefined;
      },
      { what: 'completion after restart', timeoutMs: 60_000 },
    );
    expect(done.geo_score).toEqual(expect.any(Number));

    await eventually(async () => (receiver.received.length > 0 ? true : undefined), {
      what: 'webhook',
      timeoutMs: 60_000,
    });
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
    defer(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { GEO_AUDIT_DATA_DIR: dataDir, GEO_AUDIT_LOG_LEVEL: 'warn' };
    const { key } = JSON.parse(
      (await runCli(['keys', 'create', '--plan', 'agency', '--json'], env)).stdout,
    ) as {
      key: string;
    };
    const site = await startLoopbackSite();
    defer(() => site.close());
    const server = await spawnServer(['--allow-host', '127.0.0.1'], env, await freePort());
    defer(() => {
      server.child.kill('SIGKILL');
    });
    site.hold();
    const start = await fetch(`${server.url}/api/audit.php`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${site.url}/drain` }),
    });
    const { job_id: jobId } = (await start.json()) as { job_id: string };
    await eventually(async () => (site.requests.some((p) => p.startsWith('/drain')) ? true : undefined), {
      what: 'page request',
      timeoutMs: 60_000,
    });
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
