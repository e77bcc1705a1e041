import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateWebhookSecret, signWebhook, WEBHOOK_CLAIM_LEASE_MS } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeoAuditHandler, createSanityStore, signSanityWebhook } from '../src/handler/index.ts';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

/**
 * A delivery that comes again while the handler is still acting on the first one (the sender timed out and
 * retried) must not be answered with a 2xx: if the first then fails, that answer would have ended the retries.
 */

const SANITY_SECRET = 'sanity-webhook-secret';
const GEO_SECRET = generateWebhookSecret();
const fixture = contentLakeFixture({ writer: { id: 'robot', write: true } }, 'writer');

// A proxy in front of the Content Lake stand-in that answers the next write of a companion document 503, as a
// brief outage does.
let proxy: ReturnType<typeof createServer>;
let proxyUrl = '';
let failResultWrite = false;
function forward(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  const target = new URL(req.url ?? '/', fixture.lake().apiHost);
  const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.end(body);
}

beforeAll(async () => {
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (failResultWrite && req.url?.includes('/data/mutate/') && body.includes('geoAudit.result.')) {
        failResultWrite = false;
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"Service Unavailable"}');
        return;
      }
      forward(req, res, body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

/** A gate the test opens when it chooses. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A GEO API stand-in whose calls wait for `slow` to open while it is set. */
function geoApi() {
  const calls: string[] = [];
  const state: { slow: ReturnType<typeof gate> | null } = { slow: null };
  const fetchApi: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(url.pathname);
    await state.slow?.opened;
    if (request.method === 'POST')
      return reply(202, { job_id: `job_${calls.length}`, status: 'queued', estimated_seconds: 5 });
    if (url.pathname === '/api/audit_status.php')
      return reply(200, {
        job_id: url.searchParams.get('job_id'),
        status: 'complete',
        geo_score: 64,
        results_url: 'https://geo.example.com/r/1',
      });
    return reply(200, {
      url: url.searchParams.get('url'),
      geo_score: 64,
      verdict: 'Fair',
      analyzed_at: '2026-11-24T10:00:00Z',
      modules: {},
      action_plan: [],
    });
  };
  return { calls, state, fetchApi };
}

function handlerWith(fetchApi: typeof fetch) {
  return createGeoAuditHandler({
    apiKey: 'k',
    baseUrl: 'https://geo.example.com',
    webhookSecret: GEO_SECRET,
    handlerUrl: 'https://cms.example.com/api/geo-audit',
    sanity: {
      projectId: 'p1',
      dataset: 'production',
      token: 'writer',
      webhookSecret: SANITY_SECRET,
      apiHost: proxyUrl,
    },
    urlFor: () => 'https://www.example.com/blog/hello',
    fetch: fetchApi,
  });
}

async function answer(response: Response) {
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const IN_PROGRESS = {
  status: 503,
  retryAfter: String(WEBHOOK_CLAIM_LEASE_MS / 1000),
  body: { ok: false, reason: 'in_progress' },
};

const companion = (id: string) => fixture.lake().documents.get(`geoAudit.result.${id}`);

describe('a delivery repeated while the handler still acts on the first one', () => {
  it('GEO completion webhook: the repeat gets 503 + Retry-After; after the first fails, the next retry stores the result', async () => {
    await createSanityStore(fixture.client()).save({
      key: 'article-slow',
      url: 'https://www.example.com/blog/hello',
      state: 'running',
      jobId: 'job_slow',
      geoScore: null,
      verdict: null,
      resultsUrl: null,
      result: null,
      error: null,
      progress: 0.5,
      requestedAt: '2026-11-24T09:59:00.000Z',
      updatedAt: '2026-11-24T09:59:00.000Z',
      completedAt: null,
      history: [],
    });
    const api = geoApi();
    const handler = handlerWith(api.fetchApi);
    const body = JSON.stringify({
      type: 'audit.completed',
      job_id: 'job_slow',
      url: 'https://www.example.com/blog/hello',
      status: 'complete',
      geo_score: 64,
      verdict: 'Fair',
      results_url: null,
      analyzed_at: '2026-11-24T10:00:00Z',
    });
    // As the GEO server sends each attempt: the same webhook-id, signed anew.
    const attempt = async () =>
      handler(
        new Request('https://cms.example.com/api/geo-audit', {
          method: 'POST',
          body,
          headers: {
            ...(await signWebhook({
              id: 'msg_slow',
              timestamp: Math.floor(Date.now() / 1000),
              body,
              secret: GEO_SECRET,
            })),
          },
        }),
      );

    api.state.slow = gate();
    failResultWrite = true;
    const first = attempt();
    await expect.poll(() => api.calls.length).toBe(1);
    expect(await answer(await attempt())).toEqual(IN_PROGRESS);
    api.state.slow.open();
    api.state.slow = null;
    expect((await first).status).toBe(500);
    expect(companion('article-slow')).toMatchObject({ state: 'running' });

    expect(await answer(await attempt())).toEqual({
      status: 200,
      retryAfter: null,
      body: { ok: true, state: 'complete' },
    });
    expect(companion('article-slow')).toMatchObject({ state: 'complete', geoScore: 64 });
    expect(await answer(await attempt())).toEqual({
      status: 200,
      retryAfter: null,
      body: { ok: true, reason: 'duplicate' },
    });
  });

  it('Sanity publish webhook: the repeat gets 503 + Retry-After; after the first fails, Sanity’s next retry audits the publish', async () => {
    const api = geoApi();
    const handler = handlerWith(api.fetchApi);
    const body = JSON.stringify({ _id: 'article-publish', _type: 'article' });
    // Sanity's retries keep the idempotency key; each may be signed anew.
    const attempt = async () =>
      handler(
        new Request('https://cms.example.com/api/geo-audit', {
          method: 'POST',
          body,
          headers: {
            'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
            'sanity-operation': 'create',
            'idempotency-key': 'delivery-slow',
          },
        }),
      );

    api.state.slow = gate();
    const first = attempt();
    await expect.poll(() => api.calls.length).toBe(1);
    // The start is slow; the write of its outcome will fail.
    failResultWrite = true;
    expect(await answer(await attempt())).toEqual(IN_PROGRESS);
    api.state.slow.open();
    api.state.slow = null;
    expect((await first).status).toBe(500);

    const retried = await answer(await attempt());
    expect(retried).toMatchObject({ status: 202, body: { documentId: 'article-publish', state: 'queued' } });
    expect(companion('article-publish')).toMatchObject({ state: 'queued' });
    expect(await answer(await attempt())).toMatchObject({ status: 200, body: { reason: 'duplicate' } });
  });
});
