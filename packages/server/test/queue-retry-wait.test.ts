import { runAudit } from '@geo-audit/engine';
import { describe, expect, it } from 'vitest';
import { getJob } from '../src/store/jobs-repo.ts';
import { manualClock } from '../src/util/clock.ts';
import { eventually, startApi } from './helpers/api-harness.ts';
import { deferCleanups } from './helpers/cleanups.ts';
import { startLoopbackSite } from './helpers/loopback-site.ts';

const defer = deferCleanups();

describe('a queued job waiting out a retry delay', () => {
  it('is not counted as next in line before its delay ends, and is again once it has', async () => {
    const clock = manualClock(Date.parse('2026-11-25T09:00:00Z'));
    const site = await startLoopbackSite();
    defer(() => site.close());
    let flakyCalls = 0;
    const api = await startApi({
      clock,
      // One worker slot. The clock jumps 30 s while an audit runs: the lease must outlast that.
      worker: { concurrency: 1, leaseMs: 60 * 60_000 },
      runAudit: async (url, options) => {
        if (url.includes('/fast')) clock.advance(1_000);
        if (url.includes('/flaky') && flakyCalls++ === 0) throw new Error('connection reset by peer');
        return runAudit(url, options);
      },
    });
    defer(async () => {
      site.release();
      await api.close();
    });
    const status = async (id: string) => (await api.call(`/api/audit_status.php?job_id=${id}`)).body;
    const start = async (path: string) => {
      // One millisecond apart, so the queue order does not fall to the random job ids.
      clock.advance(1);
      const res = await api.call('/api/audit.php', { json: { url: `${site.url}${path}` } });
      expect(res.status).toBe(202);
      return res.body as { job_id: string; estimated_seconds: number };
    };

    const fast = await start('/fast');
    await eventually(async () => ((await status(fast.job_id)).status === 'complete' ? true : undefined));
    // Every finished audit took 1 s.

    const retrying = (await start('/flaky')).job_id;
    await eventually(async () => {
      const job = await getJob(api.db, retrying);
      return job?.status === 'queued' && job.attempts === 1 ? true : undefined;
    });
    // The worker drew a random delay of 1 to 3 s; a later attempt's is longer. Make it 30 s so the numbers are exact.
    await api.db
      .updateTable('jobs')
      .set({ run_after: clock.now() + 30_000 })
      .where('id', '=', retrying)
      .execute();

    site.hold();
    const hung = (await start('/hangs')).job_id;
    await eventually(async () => ((await status(hung)).status === 'running' ? true : undefined));
    const behind = await start('/behind');

    // The only slot frees in 1 s, long before the retry may run: the job behind takes it, and is done 1 s later.
    expect(behind.estimated_seconds).toBe(2);
    const behindStatus = await status(behind.job_id);
    expect(behindStatus.status).toBe('queued');
    expect(behindStatus.estimated_seconds).toBe(2);
    // Only the running audit is ahead of it, not the job that waits.
    expect(behindStatus.position).toBe(1);
    // The waiting job runs once its delay ends, 30 s from now, after the running audit and the job behind it.
    const retryingStatus = await status(retrying);
    expect(retryingStatus.status).toBe('queued');
    expect(retryingStatus.estimated_seconds).toBe(31);
    expect(retryingStatus.position).toBe(2);

    // Its delay has ended: it is first in line again. The hung audit, 30 s in, should take a third of that more.
    clock.advance(30_000 - 1);
    expect(Number((await getJob(api.db, retrying))!.run_after)).toBeLessThanOrEqual(clock.now());
    const later = await status(behind.job_id);
    expect(later.position).toBe(2);
    expect(later.estimated_seconds).toBe(12);
    const retryingLater = await status(retrying);
    expect(retryingLater.position).toBe(1);
    expect(retryingLater.estimated_seconds).toBe(11);
  });
});
