import { rmSync } from 'node:fs';
import { PROBLEM_TYPES } from '@geo-audit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey } from '../src/store/keys-repo.ts';
import { manualClock } from '../src/util/clock.ts';
import { type Api, type ApiResponse, eventually, startApi } from './helpers/api-harness.ts';
import { deferCleanups } from './helpers/cleanups.ts';
import { startLoopbackSite } from './helpers/loopback-site.ts';
import { STORE_KINDS, storeMatrix } from './helpers/store-matrix.ts';

const defer = deferCleanups();

// Every rule below holds on the embedded store and on PostgreSQL (the multi-instance mode).
const stores = storeMatrix('limits');

async function api(options: Parameters<typeof startApi>[0] = {}): Promise<Api> {
  const started = await startApi({ ...options, ...(await stores.storeOptions()) });
  defer(() => started.close());
  return started;
}

async function site() {
  const started = await startLoopbackSite();
  defer(() => started.close());
  return started;
}

function expectQuotaHeaders(headers: Headers) {
  expect(headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
  const reset = Number(headers.get('x-ratelimit-reset'));
  // Epoch seconds: after 2020 and within the next hour.
  expect(reset).toBeGreaterThan(1_600_000_000);
  expect(reset * 1000).toBeLessThanOrEqual(Date.now() + 3_600_000 + 1000);
  expect(headers.get('ratelimit-policy')).toMatch(/^"\w+";q=\d+;w=3600$/);
  expect(headers.get('ratelimit')).toMatch(/^"\w+";r=\d+;t=\d+$/);
}

describe.each(STORE_KINDS)('on %s', (kind) => {
  beforeAll(() => stores.use(kind));

  describe('authentication (SPEC 5)', () => {
    it('answers 401 with byte-identical bodies for a missing, malformed, unknown or revoked key', async () => {
      const server = await api();
      const revoked = await server.newKey();
      await revokeKey(server.db, { now: () => Date.now() }, revoked.id);
      // A real key with its first secret character changed (to one it is not, or the key would still be valid).
      const unknown = (await server.newKey()).key.replace(
        /^(geo_live_)(.)/,
        (_m, prefix: string, c: string) => `${prefix}${c === 'x' ? 'y' : 'x'}`,
      );
      const stranger = await createKey((await api()).db, { now: () => Date.now() }, { plan: 'agency' });
      const cases = [null, 'not-a-key', unknown, stranger.key, revoked.key];
      const responses = await Promise.all(
        cases.map((key) => server.call('/api/audit_status.php?job_id=x', { key })),
      );
      for (const res of responses) {
        expect(res.status).toBe(401);
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expectQuotaHeaders(res.headers);
      }
      const bodies = responses.map((r) => {
        const { request_id: _ignored, ...rest } = r.body;
        return JSON.stringify(rest);
      });
      expect(new Set(bodies).size).toBe(1);
      expect(responses[0]!.body.type).toBe(PROBLEM_TYPES.unauthorized);
    });

    it('answers 403 for a key whose plan has no API access', async () => {
      const server = await api();
      const free = await server.newKey('free');
      const res = await server.call('/api/audit.php?url=https://example.com/', { key: free.key });
      expect(res.status).toBe(403);
      expect(res.body.type).toBe(PROBLEM_TYPES.planForbidden);
      expectQuotaHeaders(res.headers);
    });

    it('still answers 403, not 429, for such a key once its IP has used up the keyless quota', async () => {
      const server = await api();
      const free = await server.newKey('free');
      for (let i = 0; i < 301; i++)
        await server.call('/api/audit.php?url=https://example.com/', { key: null });
      const keyless = await server.call('/api/audit.php?url=https://example.com/', { key: null });
      expect(keyless.status).toBe(429);
      const res = await server.call('/api/audit.php?url=https://example.com/', { key: free.key });
      expect(res.status).toBe(403);
      expect(res.body.detail).toContain('does not include API access');
    });

    it('slows such a key on a window of its own, and its 429 still names the plan', async () => {
      const server = await api();
      const free = await server.newKey('free');
      const send = () => server.call('/api/audit.php?url=https://example.com/', { key: free.key });
      for (let i = 0; i < 300; i++) expect((await send()).status).toBe(403);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(limited.body.detail).toContain('plan does not include API access');
      // Other clients on the same address still get their own answers.
      expect((await server.call('/api/audit.php?url=https://example.com/', { key: null })).status).toBe(401);
    });
  });

  describe('rate limit (SPEC 8)', () => {
    it('admits exactly 100 of 150 concurrent requests on one key, with Retry-After on the 429s', async () => {
      const server = await api();
      const responses = await Promise.all(
        Array.from({ length: 150 }, () => server.call('/api/audit_status.php?job_id=job_unknown')),
      );
      const admitted = responses.filter((r) => r.status === 404);
      const limited = responses.filter((r) => r.status === 429);
      expect(admitted).toHaveLength(100);
      expect(limited).toHaveLength(50);
      const remaining = admitted
        .map((r) => Number(r.headers.get('x-ratelimit-remaining')))
        .sort((a, b) => a - b);
      expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => i));
      for (const res of limited) {
        expect(res.body.type).toBe(PROBLEM_TYPES.rateLimited);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
      }
      // Another key has its own quota.
      const other = await server.newKey();
      expect((await server.call('/api/audit_status.php?job_id=x', { key: other.key })).status).toBe(404);
    });

    it('resets at the next hourly window and reports that time as X-RateLimit-Reset (epoch seconds)', async () => {
      const clock = manualClock(Date.parse('2026-11-22T10:59:00Z'));
      const server = await api({ clock });
      const first = await server.call('/api/audit_status.php?job_id=x');
      expect(first.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-11-22T11:00:00Z') / 1000));
      expect(first.headers.get('ratelimit')).toBe('"hourly";r=99;t=60');
      for (let i = 0; i < 99; i++) await server.call('/api/audit_status.php?job_id=x');
      const limited = await server.call('/api/audit_status.php?job_id=x');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      clock.advance(60_000);
      const fresh = await server.call('/api/audit_status.php?job_id=x');
      expect(fresh.status).toBe(404);
      expect(fresh.headers.get('x-ratelimit-remaining')).toBe('99');
    });

    it('puts the quota headers on every response, errors included, and Retry-After: 60 on a 500', async () => {
      const web = await site();
      const server = await api();
      const broken = await api({
        checkReachability: async () => {
          throw new Error('resolver crashed');
        },
      });
      const checks = [
        await server.call('/api/audit.php', { json: { url: `${web.url}/` } }), // 202
        await server.call('/api/audit_status.php?job_id=nope'), // 404
        await server.call('/api/audit.php', { json: { url: 'ftp://x' } }), // 422
        await server.call('/api/audit.php', {
          method: 'POST',
          body: 'url=x',
          headers: { 'content-type': 'text/plain' },
        }), // 415
        await server.call('/api/audit.php', { method: 'DELETE' }), // 405
        await server.call('/health', { key: null }),
        await server.call('/openapi.json', { key: null }),
        await server.call('/nowhere', { key: null }),
        await broken.call('/api/audit.php', { json: { url: `${web.url}/` } }), // 500
      ];
      expect(checks.map((c) => c.status)).toEqual([202, 404, 422, 415, 405, 200, 200, 404, 500]);
      for (const res of checks) expectQuotaHeaders(res.headers);
      const failure = checks.at(-1)!;
      expect(failure.headers.get('retry-after')).toBe('60');
      expect(failure.body.type).toBe(PROBLEM_TYPES.internal);
      expect(failure.text).not.toContain('resolver crashed');
    });
  });

  describe('quota headers while the store is down (SPEC 8 rule 1)', () => {
    it('still sends them, with nothing left and the next hour boundary as reset, beside Retry-After: 60', async () => {
      const down = await startApi({ ...(await stores.storeOptions()) });
      defer(async () => {
        await down.server.close();
        rmSync(down.dataDir, { recursive: true, force: true });
      });
      await down.db.destroy();
      const checks = [
        await down.call('/api/audit_status.php?job_id=x'),
        await down.call('/api/audit.php', { json: { url: 'https://example.com/' } }),
        await down.call('/health', { key: null }),
      ];
      expect(checks.map((c) => c.status)).toEqual([500, 500, 500]);
      const nextHour = Math.ceil(Date.now() / 3_600_000) * 3_600;
      for (const res of checks) {
        expectQuotaHeaders(res.headers);
        expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
        expect(Number(res.headers.get('x-ratelimit-reset'))).toBe(nextHour);
        expect(res.headers.get('retry-after')).toBe('60');
      }
    });
  });

  describe('keyless quota behind a reverse proxy', () => {
    const remainingFor = async (server: Api, client: string) =>
      (
        await server.call('/api/audit.php?url=https://example.com/', {
          key: null,
          headers: { 'x-forwarded-for': client },
        })
      ).headers.get('x-ratelimit-remaining');

    it('counts each client the trusted proxy names on its own', async () => {
      const server = await api({ trustProxy: ['127.0.0.1'] });
      expect(await remainingFor(server, '203.0.113.5')).toBe('299');
      expect(await remainingFor(server, '203.0.113.5')).toBe('298');
      expect(await remainingFor(server, '198.51.100.7')).toBe('299');
    });

    it('believes no X-Forwarded-For by default: a client cannot pick a fresh quota by naming another address', async () => {
      const server = await api();
      expect(await remainingFor(server, '203.0.113.5')).toBe('299');
      expect(await remainingFor(server, '198.51.100.7')).toBe('298');
    });
  });

  describe('concurrency (SPEC 8)', () => {
    it('accepts 5 audits queued or running per key and refuses the 6th with 429 concurrency-limit', async () => {
      const web = await site();
      web.hold();
      const server = await api();
      const starts: ApiResponse[] = [];
      for (let i = 0; i < 6; i++)
        starts.push(await server.call('/api/audit.php', { json: { url: `${web.url}/p${i}` } }));
      expect(starts.slice(0, 5).map((s) => s.status)).toEqual([202, 202, 202, 202, 202]);
      const sixth = starts[5]!;
      expect(sixth.status).toBe(429);
      expect(sixth.body.type).toBe(PROBLEM_TYPES.concurrencyLimit);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other keys are not affected, and a slot frees up when a job finishes.
      const other = await server.newKey();
      expect(
        (await server.call('/api/audit.php', { key: other.key, json: { url: `${web.url}/o` } })).status,
      ).toBe(202);
      web.release();
      await eventually(async () => {
        const { body } = await server.call(`/api/audit_status.php?job_id=${starts[0]!.body.job_id}`);
        return body.status === 'complete' ? body : undefined;
      });
      expect((await server.call('/api/audit.php', { json: { url: `${web.url}/p6` } })).status).toBe(202);
    });
  });

  describe('7-day cache window (SPEC 4.3, 8)', () => {
    it('serves a result for 7 days and then purges it', async () => {
      const web = await site();
      const clock = manualClock(Date.parse('2026-11-01T08:00:00Z'));
      const server = await api({ clock });
      const start = await server.call('/api/audit.php', { json: { url: `${web.url}/weekly` } });
      const done = await eventually(async () => {
        const { body } = await server.call(`/api/audit_status.php?job_id=${start.body.job_id}`);
        return body.status === 'complete' ? body : undefined;
      });
      const query = `/api/audit.php?url=${encodeURIComponent(`${web.url}/weekly`)}`;
      expect((await server.call(query)).body.analyzed_at).toBe('2026-11-01T08:00:00.000Z');
      clock.advance(7 * 24 * 3_600_000 - 1000);
      expect((await server.call(query)).status).toBe(200);
      clock.advance(1000);
      const expired = await server.call(query);
      expect(expired.status).toBe(404);
      expect(expired.body.type).toBe(PROBLEM_TYPES.noCachedResult);
      expect((await fetch(done.results_url)).status).toBe(404);
      await server.server.purge();
      const rows = await server.db.selectFrom('results').select('id').execute();
      expect(rows).toHaveLength(0);
    });
  });
});
