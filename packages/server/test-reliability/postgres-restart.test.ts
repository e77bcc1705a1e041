import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DedupReceiver, startDedupReceiver } from './helpers/dedup-receiver.ts';
import { type Fleet, startFleet } from './helpers/fleet.ts';
import { type SlowSite, startSlowSite } from './helpers/slow-site.ts';

let fleet: Fleet;
let site: SlowSite;
let receiver: DedupReceiver;
beforeAll(async () => {
  site = await startSlowSite(800);
  receiver = await startDedupReceiver(200);
  fleet = await startFleet({ instances: 2, leaseMs: 3_000, env: { GEO_AUDIT_WORKERS: '3' } });
});
afterAll(async () => {
  await fleet?.close();
  await site?.close();
  await receiver?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarted under load', () => {
  it('the instances reconnect on their own and no job is lost', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => fleet.newKey()));
    const jobIds: string[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${fleet.instances[i % 2]!.url}/api/audit.php`, {
        method: 'POST',
        headers: { 'x-api-key': keys[i % 6]!.key, 'content-type': 'application/json' },
        body: JSON.stringify({
          url: `${site.url}/restart-${i}`,
          modules: ['schema'],
          webhook_url: receiver.url,
        }),
      });
      expect(response.status).toBe(202);
      jobIds.push(((await response.json()) as { job_id: string }).job_id);
    }
    while (site.stats.served < 3) await sleep(25);
    // Fast shutdown cuts every connection mid-query; the database stays away for a few seconds.
    await fleet.cluster.restart({ downMs: 3_000 });

    const deadline = Date.now() + 120_000;
    let statuses: string[] = [];
    for (;;) {
      try {
        const rows = await fleet.db.selectFrom('jobs').select('status').execute();
        statuses = rows.map((r) => r.status);
        if (rows.length === 30 && statuses.every((s) => s === 'complete') && receiver.perJob.size === 30)
          break;
      } catch {
        // the test's own pool reconnects too
      }
      if (Date.now() > deadline) throw new Error(`jobs not all complete: ${JSON.stringify(statuses)}`);
      await sleep(200);
    }
    for (const instance of fleet.instances) {
      // The instance's own output says why, should it have exited.
      expect(instance.child.exitCode, instance.output().slice(-4000)).toBeNull();
      expect((await fetch(`${instance.url}/health`)).status).toBe(200);
    }
    const results = await fleet.db.selectFrom('results').select('job_id').execute();
    expect(results.map((r) => r.job_id).sort()).toEqual([...jobIds].sort());
    expect([...receiver.perJob.keys()].sort()).toEqual([...jobIds].sort());
  }, 240_000);
});
