import { createGeoAuditClient } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackSite, startLoopbackSite } from '../test/helpers/loopback-site.ts';
import { type Fleet, startFleet } from './helpers/fleet.ts';

let fleet: Fleet;
let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite();
  fleet = await startFleet({ instances: 2 });
});
afterAll(async () => {
  await fleet?.close();
  await site?.close();
});

// Quotas are fixed hourly windows: a burst straddling the top of the hour would be split across two.
async function awayFromHourBoundary(): Promise<void> {
  const intoHour = Date.now() % 3_600_000;
  if (intoHour > 3_600_000 - 60_000) await new Promise((r) => setTimeout(r, 3_600_000 - intoHour + 1_000));
}

describe('limits hold across two instances on one PostgreSQL', () => {
  it('admits exactly 100 of 300 concurrent requests on one key, with consistent quota headers', async () => {
    const { key } = await fleet.newKey();
    await awayFromHourBoundary();
    const responses = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const base = fleet.instances[i % 2]!.url;
        const response = await fetch(`${base}/api/audit_status.php?job_id=job_missing_${i}`, {
          headers: { 'x-api-key': key },
        });
        const body = (await response.json()) as { type?: string };
        return { status: response.status, headers: response.headers, body };
      }),
    );
    const admitted = responses.filter((r) => r.status === 404);
    const refused = responses.filter((r) => r.status === 429);
    expect(admitted).toHaveLength(100);
    expect(refused).toHaveLength(200);
    // Every admitted request saw its own count: remaining runs 99…0 once each, whichever instance answered.
    const remaining = admitted
      .map((r) => Number(r.headers.get('x-ratelimit-remaining')))
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => i));
    for (const r of responses) expect(r.headers.get('x-ratelimit-limit')).toBe('100');
    const resets = new Set(responses.map((r) => r.headers.get('x-ratelimit-reset')));
    expect(resets.size).toBe(1);
    for (const r of refused) {
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.body.type).toMatch(/rate/);
    }
  });

  it('keeps at most 5 audits of one key active across instances, and all 20 starts end done', async () => {
    const { key, id } = await fleet.newKey();
    await awayFromHourBoundary();
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const row = await fleet.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('key_id', '=', id)
          .where('status', 'in', ['queued', 'running'])
          .executeTakeFirstOrThrow();
        peak = Math.max(peak, Number(row.n));
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    // Core's client, told to wait out 429s: refused starts come back after the advised Retry-After.
    const clients = fleet.instances.map((instance) =>
      createGeoAuditClient({
        apiKey: key,
        baseUrl: instance.url,
        retry: { limit: 30, onRateLimit: 'wait', maxRetryAfterMs: 30_000 },
      }),
    );
    const started = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clients[i % 2]!.startAudit({ url: `${site.url}/concurrency-${i}`, modules: ['schema'] }),
      ),
    );
    expect(new Set(started.map((s) => s.job_id)).size).toBe(20);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const rows = await fleet.db.selectFrom('jobs').select('status').where('key_id', '=', id).execute();
      if (rows.length === 20 && rows.every((r) => r.status === 'complete')) break;
      if (Date.now() > deadline)
        throw new Error(`not all done: ${JSON.stringify(rows.map((r) => r.status))}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    sampling = false;
    await sampler;
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(5);
  });
});
