import { afterEach, describe, expect, it } from 'vitest';
import { type DedupReceiver, startDedupReceiver } from './helpers/dedup-receiver.ts';
import { type Fleet, startFleet } from './helpers/fleet.ts';
import { type SlowSite, startSlowSite } from './helpers/slow-site.ts';

let fleet: Fleet | undefined;
let site: SlowSite | undefined;
let receiver: DedupReceiver | undefined;
afterEach(async () => {
  await fleet?.close();
  await site?.close();
  await receiver?.close();
  fleet = site = receiver = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

async function startJob(base: string, key: string, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${base}/api/audit.php`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { job_id?: string };
  if (response.status !== 202 || !json.job_id) throw new Error(`start refused: ${response.status}`);
  return json.job_id;
}

describe('crashes and pauses on two instances', () => {
  it('completes 50 jobs exactly once and delivers each webhook under its original id while instances are SIGKILLed', async () => {
    site = await startSlowSite(1_200);
    receiver = await startDedupReceiver(1_500);
    fleet = await startFleet({
      instances: 2,
      leaseMs: 1_500,
      env: { GEO_AUDIT_WORKERS: '4', GEO_AUDIT_WEBHOOK_TIMEOUT_MS: '2000' },
    });
    const f = fleet;
    const keys = await Promise.all(Array.from({ length: 10 }, () => f.newKey()));
    const jobIds = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        startJob(f.instances[i % 2]!.url, keys[i % 10]!.key, {
          url: `${site!.url}/article-${i}`,
          modules: ['schema'],
          webhook_url: receiver!.url,
        }),
      ),
    );
    const running = async () =>
      Number(
        (
          await f.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'running')
            .executeTakeFirstOrThrow()
        ).n,
      );

    const active = async () =>
      Number(
        (
          await f.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', 'in', ['queued', 'running'])
            .executeTakeFirstOrThrow()
        ).n,
      );

    // Two kills while audits wait on the slow site, then two while webhooks wait on the slow receiver.
    // Kills are spaced well past the lease, so no job can lose all three of its attempts to them.
    let webhookKills = 0;
    for (const [index, moment] of [
      [0, 'audit'],
      [1, 'audit'],
      [0, 'webhook'],
      [1, 'webhook'],
    ] as const) {
      if (moment === 'audit') {
        await until('an audit in flight', async () => site!.stats.waiting > 0 && (await running()) > 0);
      } else {
        // The webhook-phase kills must not hit audits too (a job has three attempts, and two were already
        // spent on the audit-phase kills at worst): wait until no audit is queued or running.
        await until('every audit finished', async () => (await active()) === 0, 120_000);
        // The last webhooks can all be answered before the second kill comes round (each takes 1.5 s, and the
        // first webhook kill is followed by 4 s of waiting): then there is nothing left to interrupt.
        await until(
          'a webhook in flight, or every webhook processed',
          () => receiver!.inFlight > 0 || receiver!.perJob.size === 50,
        );
        if (receiver.inFlight === 0) continue;
        webhookKills++;
      }
      await f.kill(index);
      await f.start(index);
      await sleep(4_000);
    }

    await until(
      'every job complete and every webhook processed',
      async () => {
        const done = await f.db.selectFrom('jobs').select('id').where('status', '=', 'complete').execute();
        return done.length === 50 && receiver!.perJob.size === 50;
      },
      150_000,
    ).catch(async (error: Error) => {
      // Say where it stuck: job states and attempts, outbox states, what the receiver processed.
      const jobs = await f.db.selectFrom('jobs').select(['status', 'attempts', 'error_type']).execute();
      const outbox = await f.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts', 'last_error'])
        .execute();
      const count = (rows: object[]) =>
        rows.reduce<Record<string, number>>((acc, row) => {
          const k = JSON.stringify(row);
          acc[k] = (acc[k] ?? 0) + 1;
          return acc;
        }, {});
      error.message += `\njobs: ${JSON.stringify(count(jobs))}\noutbox: ${JSON.stringify(count(outbox))}\nprocessed: ${receiver!.perJob.size}`;
      throw error;
    });

    // At least one instance died with a delivery in flight (the first webhook-phase kill always finds the last
    // audits' webhooks still waiting on the receiver).
    expect(webhookKills).toBeGreaterThan(0);
    const jobs = await f.db.selectFrom('jobs').select(['id', 'status', 'result_id']).execute();
    expect(jobs.map((j) => j.id).sort()).toEqual([...jobIds].sort());
    expect(jobs.every((j) => j.status === 'complete')).toBe(true);
    const results = await f.db.selectFrom('results').select(['id', 'job_id']).execute();
    expect(results).toHaveLength(50);
    for (const job of jobs)
      expect(results.filter((r) => r.job_id === job.id).map((r) => r.id)).toEqual([job.result_id]);
    // Each webhook arrived under the id its outbox row got when the job completed, and no job was processed twice.
    const deliveries = await f.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'job_id', 'status'])
      .execute();
    expect(deliveries).toHaveLength(50);
    expect([...receiver.processed.keys()].sort()).toEqual(deliveries.map((d) => d.id).sort());
    for (const d of deliveries) expect(receiver.processed.get(d.id)).toBe(d.job_id);
    expect([...receiver.perJob.values()].every((n) => n === 1)).toBe(true);
    await until('every outbox row marked delivered', async () => {
      const pending = await f.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '!=', 'delivered')
        .execute();
      return pending.length === 0;
    });
  }, 300_000);

  it('refuses the result of a worker paused past its lease (SIGSTOP, then SIGCONT)', async () => {
    site = await startSlowSite(0);
    fleet = await startFleet({ instances: 2, leaseMs: 1_500 });
    const f = fleet;
    const [paused, other] = f.instances as [(typeof f.instances)[0], (typeof f.instances)[0]];
    const { key } = await f.newKey();
    // Only the first instance may claim the job.
    other.child.kill('SIGSTOP');
    site.hold();
    const jobId = await startJob(paused.url, key, { url: `${site.url}/paused`, modules: ['schema'] });
    await until('the first instance fetching the page', () => site!.stats.waiting > 0);
    paused.child.kill('SIGSTOP');
    // The page answer waits in the paused process's socket; the other instance takes the job over once
    // the lease lapses and completes it.
    site.release();
    other.child.kill('SIGCONT');
    await until('the takeover to complete the job', async () => {
      const job = await f.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
      return job?.status === 'complete';
    });
    const before = await f.db.selectFrom('results').selectAll().where('job_id', '=', jobId).execute();
    const jobBefore = await f.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(before).toHaveLength(1);

    paused.child.kill('SIGCONT');
    // Once it answers HTTP again its overdue timers and the buffered page have been handled; a few more
    // heartbeat periods let the stale run reach its end (refused completion or lease-lost abort)…
    await until('the resumed instance to answer', async () => (await fetch(`${paused.url}/health`)).ok);
    await sleep(3_000);
    // …and neither the job nor its result changed.
    const after = await f.db.selectFrom('results').selectAll().where('job_id', '=', jobId).execute();
    expect(after).toEqual(before);
    const jobAfter = await f.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(jobAfter).toEqual(jobBefore);
  }, 180_000);
});
