import type { RunAudit } from '@geo-audit/engine';
import { runAudit } from '@geo-audit/engine';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/util/clock.ts';
import { eventually, startApi } from './helpers/api-harness.ts';
import { deferCleanups } from './helpers/cleanups.ts';
import { startLoopbackSite } from './helpers/loopback-site.ts';

const defer = deferCleanups();

describe('lease fencing', () => {
  it('a stale attempt of this very process loses its claim once the job is claimed again', async () => {
    const site = await startLoopbackSite();
    defer(() => site.close());
    const clock = manualClock(Date.parse('2026-11-23T08:00:00Z'));
    const attempts: Array<{ signal: AbortSignal | undefined }> = [];
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let staleAbortedBeforeSecondRan = false;
    // The first attempt hangs (as if the engine stalled) until it is aborted or released. The second
    // waits (up to 15 s) for the first to be fenced off before it runs the real engine, so a stale
    // attempt that keeps its claim shows up as a missing abort rather than being hidden by the second
    // attempt finishing first.
    const engine: RunAudit = async (url, options) => {
      attempts.push({ signal: options?.signal });
      if (attempts.length === 1) {
        await Promise.race([
          firstHeld,
          new Promise((resolve) => options?.signal?.addEventListener('abort', resolve, { once: true })),
        ]);
      } else if (attempts.length === 2) {
        const first = attempts[0]?.signal;
        await Promise.race([
          new Promise((resolve) => setTimeout(resolve, 15_000)),
          new Promise((resolve) =>
            first?.aborted ? resolve(null) : first?.addEventListener('abort', resolve, { once: true }),
          ),
        ]);
        staleAbortedBeforeSecondRan = first?.aborted === true;
      }
      return runAudit(url, options);
    };
    const api = await startApi({ clock, runAudit: engine, worker: { pollMs: 50, leaseMs: 3_000 } });
    defer(() => api.close());
    defer(async () => releaseFirst());

    const start = await api.call('/api/audit.php', { json: { url: `${site.url}/fenced` } });
    expect(start.status).toBe(202);
    await eventually(async () => (attempts.length === 1 ? true : undefined));

    // The lease lapses (the heartbeat is late), and this same worker claims the job again.
    clock.advance(10_000);
    await eventually(async () => (attempts.length === 2 ? true : undefined));

    const status = await eventually(async () => {
      const body = (await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`)).body;
      return body.status === 'complete' ? body : undefined;
    });
    // The first attempt's next heartbeat found the job claimed by the second and aborted it.
    expect(staleAbortedBeforeSecondRan).toBe(true);
    expect(status.geo_score).toEqual(expect.any(Number));
    const job = await api.db
      .selectFrom('jobs')
      .select(['attempts', 'status'])
      .where('id', '=', start.body.job_id)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ attempts: 2, status: 'complete' });
    const results = await api.db.selectFrom('results').select('id').execute();
    expect(results).toHaveLength(1);
  }, 60_000);
});
