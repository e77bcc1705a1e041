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
