/**
 * `pnpm bench` in PostgreSQL mode: throughput and p50/p99 latency of status polls, audit starts and full
 * audits with one and with two server instances on one throwaway PostgreSQL cluster. Both instances run
 * in this process (each with its own pool, worker and webhook sender) so the figures compare store
 * contention, not process start-up; the load generator shares the same cores.
 */
import { startDemoSite } from '../src/cli/demo-site.ts';
import { createServer, type GeoAuditServer } from '../src/create-server.ts';
import { createKey } from '../src/store/keys-repo.ts';
import { openStore } from '../src/store/open-store.ts';
import { systemClock } from '../src/util/clock.ts';
import { startPostgres } from '../test/helpers/postgres-cluster.ts';
import { load } from './load.ts';

const BENCH_PLAN = {
  bench: { name: 'bench', apiAccess: true, requestsPerHour: 10_000_000, concurrentAudits: 10_000_000 },
};
const cluster = await startPostgres();
const site = await startDemoSite();
const page = `${site.url}/coffee/pour-over`;
const rows: string[] = [];

try {
  for (const count of [1, 2]) {
    const databaseUrl = await cluster.createDatabase(`bench_${count}`);
    const admin = await openStore({ dataDir: '', databaseUrl });
    const { key } = await createKey(admin, systemClock, { plan: 'bench' });
    const servers: GeoAuditServer[] = [];
    const bases: string[] = [];
    for (let i = 0; i < count; i++) {
      const server = await createServer({
        databaseUrl,
        logger: false,
        allowHosts: ['127.0.0.1'],
        plans: BENCH_PLAN,
        worker: { pollMs: 20 },
      });
      servers.push(server);
      bases.push(await server.listen({ port: 0 }));
    }
    const headers = { 'x-api-key': key, 'content-type': 'application/json' };
    const start = (i: number, url: string) =>
      fetch(`${bases[i % count]}/api/audit.php`, { method: 'POST', headers, body: JSON.stringify({ url }) });
    const status = (i: number, jobId: string) =>
      fetch(`${bases[i % count]}/api/audit_status.php?job_id=${jobId}`, { headers });
    try {
      const { job_id: jobId } = (await (await start(0, page)).json()) as { job_id: string };
      const polls = await load(3000, 16, (i) => status(i, jobId));
      const t = performance.now();
      const starts = await load(300, 8, (i) => start(i, `${page}?start=${count}-${i}`));
      // Audits: from the first of the 300 starts until the instances' workers have finished them all.
      for (;;) {
        const open = await admin
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ['queued', 'running'])
          .executeTakeFirstOrThrow();
        if (Number(open.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const drained = (performance.now() - t) / 1000;
      const done = await admin
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'complete')
        .executeTakeFirstOrThrow();
      const fmt = (r: { rps: number; p50: number; p99: number }) =>
        `${r.rps} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)}`;
      rows.push(`| ${count} | GET /api/audit_status.php (3000, 16 concurrent) | ${fmt(polls)} |`);
      rows.push(`| ${count} | POST /api/audit.php (300, 8 concurrent) | ${fmt(starts)} |`);
      rows.push(
        `| ${count} | full audits, first start to last complete (${done.n} jobs, 2 workers per instance) | ${(Number(done.n) / Math.max(drained, 0.001)).toFixed(1)} audits/s (${drained.toFixed(1)} s) | | |`,
      );
      if (polls.failures || starts.failures)
        rows.push(`failures: polls ${polls.failures}, starts ${starts.failures}`);
    } finally {
      for (const server of servers) await server.close();
      await admin.destroy();
    }
  }
  console.log('| instances | measurement | requests/s | p50 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await site.close();
  await cluster.stop();
}
