/**
 * `pnpm bench` for the server: requests per second and p50/p99 latency of status polls and audit starts
 * over real HTTP on loopback, and the wall time of full audits of a loopback page with the real engine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoSite } from '../src/cli/demo-site.ts';
import { createServer } from '../src/create-server.ts';
import { createKey } from '../src/store/keys-repo.ts';
import { openStore } from '../src/store/open-store.ts';
import { systemClock } from '../src/util/clock.ts';
import { load, percentile } from './load.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'geo-bench-'));
const db = await openStore({ dataDir });
const site = await startDemoSite();
const server = await createServer({
  db,
  logger: false,
  allowHosts: ['127.0.0.1'],
  plans: {
    bench: { name: 'bench', apiAccess: true, requestsPerHour: 10_000_000, concurrentAudits: 10_000_000 },
  },
  worker: { pollMs: 20 },
});
const base = await server.listen({ port: 0 });
const { key } = await createKey(db, systemClock, { plan: 'bench' });
const headers = { 'x-api-key': key, 'content-type': 'application/json' };
const page = `${site.url}/coffee/pour-over`;

const start = (url: string) =>
  fetch(`${base}/api/audit.php`, { method: 'POST', headers, body: JSON.stringify({ url }) });
const status = (jobId: string) => fetch(`${base}/api/audit_status.php?job_id=${jobId}`, { headers });

async function auditWallTime(url: string): Promise<number> {
  const t = performance.now();
  const { job_id: jobId } = (await (await start(url)).json()) as { job_id: string };
  for (;;) {
    const body = (await (await status(jobId)).json()) as { status: string };
    if (body.status === 'complete' || body.status === 'failed') return performance.now() - t;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

try {
  await auditWallTime(page); // warm-up
  const walls: number[] = [];
  for (let i = 0; i < 10; i++) walls.push(await auditWallTime(`${page}?run=${i}`));
  walls.sort((a, b) => a - b);

  const { job_id: jobId } = (await (await start(page)).json()) as { job_id: string };
  const polls = await load(3000, 16, () => status(jobId));
  const starts = await load(300, 8, (i) => start(`${page}?start=${i}`));

  console.log('| measurement | requests/s | p50 ms | p99 ms |');
  console.log('|---|---|---|---|');
  console.log(
    `| GET /api/audit_status.php (3000 requests, 16 concurrent) | ${polls.rps} | ${polls.p50.toFixed(1)} | ${polls.p99.toFixed(1)} |`,
  );
  console.log(
    `| POST /api/audit.php (300 starts, 8 concurrent) | ${starts.rps} | ${starts.p50.toFixed(1)} | ${starts.p99.toFixed(1)} |`,
  );
  console.log('');
  console.log(
    `Full audit of a loopback page (start → complete, 10 runs): p50 ${percentile(walls, 50).toFixed(0)} ms, max ${walls.at(-1)!.toFixed(0)} ms`,
  );
  if (polls.failures || starts.failures)
    console.log(`failures: polls ${polls.failures}, starts ${starts.failures}`);
} finally {
  await server.close();
  await db.destroy();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
