import { PageFetchError, runAudit } from '@geo-audit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/util/clock.ts';
import { type Api, eventually, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

const clock = manualClock(Date.parse('2026-11-24T10:05:00Z'));
const TIMED_OUT_AFTER_MS = 60_000;

let api: Api;
let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite();
  api = await startApi({
    clock,
    // The clock jumps a minute inside an audit; the lease must outlast that.
    worker: { leaseMs: 10 * TIMED_OUT_AFTER_MS },
    runAudit: async (url, options) => {
      if (!url.includes('/times-out')) return runAudit(url, options);
      clock.advance(TIMED_OUT_AFTER_MS);
      throw new PageFetchError(url, 'timeout', `${url} did not answer in time.`);
    },
  });
});
afterAll(async () => {
  await api.close();
  await site.close();
});

async function finish(path: string): Promise<string> {
  const start = await api.call('/api/audit.php', { json: { url: `${site.url}${path}` } });
  expect(start.status).toBe(202);
  return eventually(async () => {
    const { body } = await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`);
    return body.status === 'complete' || body.status === 'failed' ? body.status : undefined;
  });
}

describe('estimated_seconds (and the Retry-After built on it)', () => {
  it('counts the time failed and timed-out audits held a worker, not only completed ones', async () => {
    expect(await finish('/quick')).toBe('complete');
    expect(await finish('/times-out')).toBe('failed');
    const next = await api.call('/api/audit.php', { json: { url: `${site.url}/next` } });
    // One audit of ~0 s and one of 60 s: about 30 s each, not the 1 s of the quick one alone.
    expect(next.body.estimated_seconds).toBeGreaterThanOrEqual(TIMED_OUT_AFTER_MS / 2 / 1000);
  });
});

describe('estimated_seconds behind audits that overran the mean', () => {
  it('counts what the running audits can still take, as the 429 does, not the bare mean', async () => {
    const overClock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
    const web = await startLoopbackSite();
    const over = await startApi({
      clock: overClock,
      // The clock jumps 30 s while audits run; the lease must outlast that.
      worker: { leaseMs: 60 * 60_000 },
      runAudit: async (url, options) => {
        if (url.includes('/fast')) overClock.advance(1_000);
        return runAudit(url, options);
      },
    });
    const status = async (id: string) => (await over.call(`/api/audit_status.php?job_id=${id}`)).body;
    try {
      const fast = await over.call('/api/audit.php', { json: { url: `${web.url}/fast` } });
      await eventually(async () =>
        (await status(fast.body.job_id)).status === 'complete' ? true : undefined,
      );
      // Every finished audit took 1 s. Two audits then hang, filling both worker slots, for 30 s.
      web.hold();
      const slow: string[] = [];
      for (const path of ['/slow-a', '/slow-b']) {
        slow.push((await over.call('/api/audit.php', { json: { url: `${web.url}${path}` } })).body.job_id);
      }
      await eventually(async () => {
        const states = await Promise.all(slow.map(async (id) => (await status(id)).status));
        return states.every((state) => state === 'running') ? true : undefined;
      });
      overClock.advance(30_000);

      // Overdue by 29 s, each is expected to take a third of its 30 s more: 10 s, not the 1 s left of the mean.
      expect((await status(slow[0]!)).estimated_seconds).toBe(10);
      const next = await over.call('/api/audit.php', { json: { url: `${web.url}/next` } });
      expect(next.status).toBe(202);
      // A slot frees in about 10 s, then this audit takes the mean 1 s.
      expect(next.body.estimated_seconds).toBe(11);

      // The 429 tells this key the same time for its first slot to free.
      for (const path of ['/more-a', '/more-b']) {
        expect((await over.call('/api/audit.php', { json: { url: `${web.url}${path}` } })).status).toBe(202);
      }
      const refused = await over.call('/api/audit.php', { json: { url: `${web.url}/more-c` } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('10');
    } finally {
      web.release();
      await over.close();
      await web.close();
    }
  });
});
