import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, MAIN } from './helpers/cli.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'geo-dev-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startDev(port: number) {
  const child = spawn(
    process.execPath,
    ['--conditions=geo-audit-source', MAIN, 'dev', '--data-dir', dataDir, '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 60_000;
  while (!/Demo page:\s+\S+/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const key = /Development key:\s+(\S+)/.exec(output)![1]!;
  const page = /Demo page:\s+(\S+)/.exec(output)![1]!;
  const api = /GEO Audit API:\s+(\S+)/.exec(output)![1]!;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { key, page, api, stop };
}

describe('geo-audit dev (npm start)', () => {
  it('prints a development key, the API URL and a demo page that audits, and keeps the key across restarts', async () => {
    const port = await freePort();
    const first = await startDev(port);
    try {
      expect(first.api).toBe(`http://127.0.0.1:${port}`);
      expect(first.page).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      const headers = { 'x-api-key': first.key, 'content-type': 'application/json' };
      const start = await fetch(`${first.api}/api/audit.php`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: first.page }),
      });
      expect(start.status).toBe(202);
      const { job_id: jobId } = (await start.json()) as { job_id: string };
      const deadline = Date.now() + 60_000;
      let status = '';
      while (status !== 'complete' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const res = await fetch(`${first.api}/api/audit_status.php?job_id=${jobId}`, { headers });
        status = ((await res.json()) as { status: string }).status;
      }
      expect(status).toBe('complete');
      // Only the demo host is allow-listed: other private addresses stay blocked.
      const blocked = await fetch(`${first.api}/api/audit.php`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: 'http://10.0.0.1/' }),
      });
      expect(blocked.status).toBe(422);
    } finally {
      await first.stop();
    }
    const second = await startDev(port);
    await second.stop();
    expect(second.key).toBe(first.key);
  }, 150_000);
});
