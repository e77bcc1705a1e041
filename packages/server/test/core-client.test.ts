import {
  AuthError,
  createGeoAuditClient,
  InvalidUrlError,
  NotFoundError,
  PlanError,
  RateLimitError,
} from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

// Core's typed client (its own tests run against a scripted server) pointed at this real server.
let api: Api;
let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite();
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  await site.close();
});

const client = (apiKey = api.key) => createGeoAuditClient({ apiKey, baseUrl: api.url, retry: { limit: 0 } });

describe('core client against the real server', () => {
  it('starts, waits for and fetches an audit, reading the quota headers', async () => {
    const geo = client();
    const job = await geo.startAudit({ url: `${site.url}/client`, modules: ['schema', 'crawlers'] });
    expect(job.status).toBe('queued');
    const done = await geo.waitForResult(job.job_id, {
      estimatedSeconds: job.estimated_seconds,
      maxWaitMs: 30_000,
      maxIntervalMs: 1_000,
    });
    expect(done.status).toBe('complete');
    expect(done.results_url).toMatch(/\/results\//);
    const result = await geo.getResult(`${site.url}/client`);
    expect(result.geo_score).toBe(done.geo_score);
    expect(Object.keys(result.modules).sort()).toEqual(['agent_readiness', 'crawlers', 'schema']);
    expect(geo.rateLimit).toMatchObject({ limit: 100, remaining: expect.any(Number) });
    expect(geo.rateLimit!.resetAt!.getTime()).toBeGreaterThan(Date.now());
  }, 60_000);

  it('maps the server’s errors to core’s typed errors', async () => {
    await expect(client('geo_live_nope').getStatus('job_x')).rejects.toBeInstanceOf(AuthError);
    const free = await api.newKey('free');
    await expect(client(free.key).getStatus('job_x')).rejects.toBeInstanceOf(PlanError);
    await expect(client().getStatus('job_x')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client().getResult(`${site.url}/never-audited`)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client().startAudit({ url: 'http://169.254.169.254/' })).rejects.toBeInstanceOf(
      InvalidUrlError,
    );
  });

  it('reuses one job when a start is retried with the same idempotency key', async () => {
    const geo = client();
    const first = await geo.startAudit({ url: `${site.url}/idem-client`, idempotencyKey: 'cms:doc-7:rev-3' });
    const again = await geo.startAudit({ url: `${site.url}/idem-client`, idempotencyKey: 'cms:doc-7:rev-3' });
    expect(again.job_id).toBe(first.job_id);
    await geo.waitForResult(first.job_id, { maxWaitMs: 30_000, maxIntervalMs: 1_000 });
  }, 60_000);

  it('reports a spent quota as RateLimitError with the reset time', async () => {
    const { key } = await api.newKey();
    const geo = client(key);
    for (let i = 0; i < 100; i++) await geo.getStatus('job_x').catch(() => undefined);
    const error = await geo.getStatus('job_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBeGreaterThan(0);
    expect(geo.rateLimit?.remaining).toBe(0);
  });
});
