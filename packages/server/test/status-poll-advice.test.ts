import { runAudit } from '@geo-audit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/util/clock.ts';
import { type Api, eventually, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

const clock = manualClock(Date.parse('2026-11-24T10:05:00Z'));

let api: Api;
let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite();
  // The clock jumps minutes while the audit runs; the lease must outlast that.
  api = await startApi({ clock, worker: { leaseMs: 60 * 60_000 }, runAudit });
});
afterAll(async () => {
  site.release();
  await api.close();
  await site.close();
});

describe('poll advice of a running audit (poll_after_ms and Retry-After)', () => {
  it('backs off once the audit runs past its estimate, instead of asking for a poll every second', async () => {
    site.hold();
    const start = await api.call('/api/audit.php', { json: { url: `${site.url}/slow` } });
    expect(start.status).toBe(202);
    const statusPath = `/api/audit_status.php?job_id=${start.body.job_id}`;
    const running = await eventually(async () => {
      const res = await api.call(statusPath);
      return res.body.status === 'running' ? res : undefined;
    });
    // On time (no audit has finished yet, so 15 s is assumed): a third of it.
    expect(running.body.poll_after_ms).toBe(5_000);

    // Just past the estimate, a third of the 16 s it has run is 5.3 s: the body and the header give the same
    // whole seconds, so a client reading either polls at the same time.
    clock.advance(16_000);
    const justOver = await api.call(statusPath);
    expect(justOver.body.status).toBe('running');
    expect(justOver.body.poll_after_ms).toBe(5_000);
    expect(justOver.headers.get('retry-after')).toBe('5');

    // Four minutes in, far past the 15 s estimate: polling every second would use up the hourly quota
    // of 100 requests on this one audit.
    clock.advance(4 * 60_000);
    const overdue = await api.call(statusPath);
    expect(overdue.body.status).toBe('running');
    expect(overdue.body.poll_after_ms).toBe(10_000);
    expect(overdue.headers.get('retry-after')).toBe('10');

    site.release();
    await eventually(async () =>
      (await api.call(statusPath)).body.status === 'complete' ? true : undefined,
    );
  });
});
