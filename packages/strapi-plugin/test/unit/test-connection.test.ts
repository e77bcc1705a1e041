import { PROBLEM_TYPES } from '@geo-audit/core';
import type { Core } from '@strapi/strapi';
import { afterEach, describe, expect, test, vi } from 'vitest';
import auditsService from '../../server/src/services/audits.ts';

const KEY = 'geo_live_connectionTest_key42';

/** The parts of Strapi "Test connection" reads: the effective settings. */
function fakeStrapi(baseUrl: string) {
  const settings = { effective: async () => ({ apiKey: KEY, baseUrl, modules: [], contentTypes: {} }) };
  return {
    plugin: () => ({ service: () => settings, config: () => undefined }),
    log: { debug: () => undefined },
  } as unknown as Core.Strapi;
}

function problem(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}

/** Answers every request as the API server does, and records the paths asked for. */
function api(answer: (path: string) => Response) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    paths.push(url.pathname);
    return answer(url.pathname);
  });
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

const quota = { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '84' };

describe('Test connection', () => {
  test('a base URL ending in /api is not "Connected": the API answers no-such-endpoint, and the origin is named', async () => {
    const paths = api((path) =>
      path.startsWith('/api/api/')
        ? problem(
            404,
            {
              type: PROBLEM_TYPES.noSuchEndpoint,
              title: 'No such endpoint',
              detail: `No endpoint at ${path}; the base URL's /api is doubled: use /api/audit_status.php.`,
            },
            quota,
          )
        : problem(404, { type: PROBLEM_TYPES.notFound, title: 'Not found' }, quota),
    );
    const report = await auditsService({
      strapi: fakeStrapi('http://127.0.0.1:28787/api/'),
    }).testConnection();
    expect(paths[0]).toMatch(/^\/api\/api\//);
    expect(report).toMatchObject({ ok: false, code: 'base_url', suggestion: 'http://127.0.0.1:28787' });
  });

  test('another site’s 404 page (no problem type) is not "Connected" either', async () => {
    api(() => new Response('<h1>Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }));
    const report = await auditsService({ strapi: fakeStrapi('https://cms.example/blog') }).testConnection();
    expect(report).toMatchObject({ ok: false, code: 'base_url', suggestion: 'https://cms.example' });
  });

  test('the API’s "no such job" proves the key works, with the quota it sent', async () => {
    api(() => problem(404, { type: PROBLEM_TYPES.notFound, title: 'Not found' }, quota));
    const report = await auditsService({ strapi: fakeStrapi('http://127.0.0.1:28787') }).testConnection();
    expect(report).toMatchObject({ ok: true, rateLimit: { remaining: 84, limit: 100 } });
  });

  test('a spent quota reports when it resets, for the admin to be told a time', async () => {
    const reset = Math.floor(Date.UTC(2026, 10, 25, 3, 0, 0) / 1000);
    api(() =>
      problem(
        429,
        {
          type: PROBLEM_TYPES.rateLimited,
          title: 'Rate limited',
          detail: '(Retry-After, X-RateLimit-Reset)',
        },
        { 'retry-after': '600', 'x-ratelimit-reset': String(reset), 'x-ratelimit-remaining': '0' },
      ),
    );
    const report = await auditsService({ strapi: fakeStrapi('http://127.0.0.1:28787') }).testConnection();
    expect(report).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(report.ok === false && report.resetAt).toBeTruthy();
  });
});
