import { PROBLEM_TYPES } from '@geo-audit/core';
import { runAudit } from '@geo-audit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/util/clock.ts';
import { type Api, type ApiResponse, eventually, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

const clock = manualClock(Date.parse('2026-11-24T10:05:00Z'));
const QUICK_AUDIT_MS = 20_000;

let api: Api;
let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite();
  api = await startApi({
    clock,
    // The clock jumps minutes while audits run; the lease and the time limit of one audit must outlast that.
    worker: { leaseMs: 60 * 60_000, auditTimeoutMs: 10 * 60_000 },
    runAudit: async (url, options) => {
      if (url.includes('/quick')) clock.advance(QUICK_AUDIT_MS);
      return runAudit(url, options);
    },
  });
});
afterAll(async () => {
  site.release();
  await api.close();
  await site.close();
});

async function finish(path: string): Promise<void> {
  const start = await api.call('/api/audit.php', { json: { url: `${site.url}${path}` } });
  await eventually(async () =>
    (await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`)).body.status === 'complete'
      ? true
      : undefined,
  );
}

/** The seconds the 429's detail states, which must be the Retry-After the client is told to follow. */
function statedSeconds(res: ApiResponse): number {
  const said = /about (\d+) s/.exec(res.body.detail)?.[1];
  expect(said).toBeDefined();
  return Number(said);
}

async function fillSlots(key: string, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await api.call('/api/audit.php', { key, json: { url: `${site.url}/${prefix}${i}` } });
    expect(res.status).toBe(202);
    ids.push(res.body.job_id);
  }
  return ids;
}

describe('Retry-After of the concurrency 429', () => {
  it('says when a slot of this key should free, from its own jobs, not one mean audit duration', async () => {
    // Every finished audit took 20 s: that is the mean the estimates use.
    await finish('/quick-a');
    site.hold();

    const first = await api.newKey();
    const firstIds = await fillSlots(first.key, 'a');
    await eventually(async () => {
      const { body } = await api.call(`/api/audit_status.php?job_id=${firstIds[1]}`, { key: first.key });
      return body.status === 'running' ? true : undefined;
    });
    const onTime = await api.call('/api/audit.php', { key: first.key, json: { url: `${site.url}/a5` } });
    expect(onTime.status).toBe(429);
    expect(onTime.body.type).toBe(PROBLEM_TYPES.concurrencyLimit);
    expect(onTime.headers.get('retry-after')).toBe('20');
    expect(statedSeconds(onTime)).toBe(20);

    // A key whose five audits all wait behind those five, on two workers: its first ends after three rounds.
    // One millisecond later, so the queue order does not fall to the random job ids.
    clock.advance(1);
    const second = await api.newKey();
    await fillSlots(second.key, 'b');
    const behind = await api.call('/api/audit.php', { key: second.key, json: { url: `${site.url}/b5` } });
    expect(behind.status).toBe(429);
    expect(behind.headers.get('retry-after')).toBe('60');
    expect(statedSeconds(behind)).toBe(60);

    // Two minutes in, the running audits are far past the 20 s mean: retrying every second would not find a
    // slot, so the advice is a third of what they have run.
    clock.advance(120_000 - 1);
    const overdue = await api.call('/api/audit.php', { key: first.key, json: { url: `${site.url}/a6` } });
    expect(overdue.status).toBe(429);
    expect(overdue.headers.get('retry-after')).toBe('40');
    expect(statedSeconds(overdue)).toBe(40);
  });
});

describe('Retry-After of the concurrency 429 when audits are quick', () => {
  it('is never under 5 s, each retry costing one of the hourly requests', async () => {
    const quick = await startApi({ runAudit });
    const web = await startLoopbackSite();
    try {
      const done = await quick.call('/api/audit.php', { json: { url: `${web.url}/fast` } });
      await eventually(async () =>
        (await quick.call(`/api/audit_status.php?job_id=${done.body.job_id}`)).body.status === 'complete'
          ? true
          : undefined,
      );
      web.hold();
      for (let i = 0; i < 5; i++) {
        expect((await quick.call('/api/audit.php', { json: { url: `${web.url}/h${i}` } })).status).toBe(202);
      }
      const refused = await quick.call('/api/audit.php', { json: { url: `${web.url}/h5` } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.body.detail).toContain('about 5 s');
    } finally {
      web.release();
      await quick.close();
      await web.close();
    }
  });
});
