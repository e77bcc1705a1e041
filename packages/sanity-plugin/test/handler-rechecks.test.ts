import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createGeoAuditHandler,
  type GeoAuditHandlerOptions,
  signSanityWebhook,
} from '../src/handler/index.ts';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

const SANITY_SECRET = 'sanity-webhook-secret';
const PAGE = 'https://www.example.com/blog/hello';

const fixture = contentLakeFixture({ writer: { id: 'robot', write: true } }, 'writer');

/**
 * A GEO API stand-in whose front end does not serve the page yet: every audit completes with the engine's
 * "page not fetched" cap. Records each start's idempotency key; job ids are unique to each test, as the
 * dataset is shared.
 */
function notServingApi(jobPrefix: string) {
  const starts: string[] = [];
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchApi: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === '/api/audit.php') {
      starts.push(request.headers.get('idempotency-key') ?? '');
      return reply(202, { job_id: `${jobPrefix}_${starts.length}`, status: 'queued', estimated_seconds: 5 });
    }
    if (url.pathname === '/api/audit_status.php') {
      const jobId = url.searchParams.get('job_id');
      return reply(200, {
        job_id: jobId,
        status: 'complete',
        geo_score: 0,
        results_url: `${url.origin}/r/${jobId}`,
      });
    }
    return reply(200, {
      url: url.searchParams.get('url'),
      geo_score: 0,
      verdict: 'Critical',
      analyzed_at: '2026-11-24T10:00:00Z',
      modules: {},
      action_plan: [],
      caps: [{ check: 'gate.page_not_fetched', max: 0, reason: 'The page answered HTTP 404' }],
    });
  };
  return { starts, fetchApi };
}

function handlerWith(fetchApi: typeof fetch, extra: Partial<GeoAuditHandlerOptions>) {
  return createGeoAuditHandler({
    apiKey: 'k',
    baseUrl: 'https://geo.example.com',
    handlerUrl: 'https://cms.example.com/api/geo-audit',
    sanity: {
      projectId: 'p1',
      dataset: 'production',
      token: 'writer',
      webhookSecret: SANITY_SECRET,
      apiHost: fixture.lake().apiHost,
    },
    urlFor: () => PAGE,
    fetch: fetchApi,
    ...extra,
  });
}

async function publish(handler: ReturnType<typeof handlerWith>, id: string) {
  const body = JSON.stringify({ _id: id, _type: 'article' });
  return handler(
    new Request('https://cms.example.com/api/geo-audit', {
      method: 'POST',
      body,
      headers: { 'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET) },
    }),
  );
}

/** The GEO API's completion webhook as an unsigned hint (the handler then confirms with the API). */
function completed(handler: ReturnType<typeof handlerWith>, jobId: string) {
  const body = JSON.stringify({
    type: 'audit.completed',
    job_id: jobId,
    url: PAGE,
    status: 'complete',
    geo_score: 0,
    verdict: 'Critical',
    results_url: null,
    analyzed_at: null,
  });
  return handler(
    new Request('https://cms.example.com/api/geo-audit', {
      method: 'POST',
      body,
      headers: { 'webhook-id': `msg_${jobId}` },
    }),
  );
}

const companion = (id: string) =>
  fixture.lake().documents.get(`geoAudit.result.${id}`) as Record<string, unknown>;

describe('re-checks of a page the site did not serve yet, through the handler and the dataset', () => {
  it('audits again on the configured schedule and stops after the last re-check', async () => {
    const api = notServingApi('a');
    const handler = handlerWith(api.fetchApi, { recheckDelaysMs: [0, 0] });
    await publish(handler, 'article-1');
    expect(companion('article-1')).toMatchObject({ state: 'queued', jobId: 'a_1' });

    // Each request is a fresh read of the companion document, so the count must come back from the dataset.
    await completed(handler, 'a_1');
    expect(companion('article-1')).toMatchObject({ state: 'queued', jobId: 'a_2', rechecks: 1 });
    await completed(handler, 'a_2');
    expect(companion('article-1')).toMatchObject({ state: 'queued', jobId: 'a_3', rechecks: 2 });
    await completed(handler, 'a_3');
    expect(companion('article-1')).toMatchObject({ state: 'complete', geoScore: 0, rechecks: 2 });
    expect(companion('article-1')).not.toHaveProperty('error');
    expect(api.starts).toHaveLength(3);
    expect(new Set(api.starts).size).toBe(3);
  });

  it('by default waits minutes before the re-check, showing why, until a scheduled poll finds it due', async () => {
    const api = notServingApi('b');
    const handler = handlerWith(api.fetchApi, {});
    await publish(handler, 'article-2');
    const before = Date.now();
    await completed(handler, 'b_1');
    const waiting = companion('article-2');
    expect(waiting).toMatchObject({
      state: 'waiting',
      geoScore: 0,
      rechecks: 1,
      error: { code: 'page_not_served', message: expect.stringContaining('HTTP 404') },
    });
    const retryAt = Date.parse(String((waiting.error as { retryAt: string }).retryAt));
    expect(retryAt - before).toBeGreaterThanOrEqual(2 * 60_000 - 1_000);
    await handler.coordinator.pollActive();
    expect(api.starts).toHaveLength(1);
  });

  it('never re-checks with an empty schedule', async () => {
    const api = notServingApi('c');
    const handler = handlerWith(api.fetchApi, { recheckDelaysMs: [] });
    await publish(handler, 'article-3');
    await completed(handler, 'c_1');
    expect(companion('article-3')).toMatchObject({ state: 'complete', geoScore: 0 });
    expect(api.starts).toHaveLength(1);
  });
});

describe('unpublishing (the published document deleted) while a re-check is scheduled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function unpublish(handler: ReturnType<typeof handlerWith>, id: string, delivery = 'delete-1') {
    const body = JSON.stringify({ _id: id, _type: 'article' });
    return handler(
      new Request('https://cms.example.com/api/geo-audit', {
        method: 'POST',
        body,
        headers: {
          'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
          'sanity-operation': 'delete',
          'idempotency-key': delivery,
        },
      }),
    );
  }

  it('cancels the re-check: no audit of the gone page, and the last result stays with the reason', async () => {
    const api = notServingApi('w');
    const handler = handlerWith(api.fetchApi, { recheckDelaysMs: [60_000] });
    await publish(handler, 'article-w');
    await completed(handler, 'w_1');
    expect(companion('article-w')).toMatchObject({ state: 'waiting', error: { code: 'page_not_served' } });

    // Unpublishing deletes the published document and keeps the draft.
    fixture.lake().documents.set('drafts.article-w', { _id: 'drafts.article-w', _type: 'article' });
    const response = await unpublish(handler, 'article-w');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, reason: 'withdrawn', state: 'complete' });
    expect(companion('article-w')).toMatchObject({ state: 'complete', error: { code: 'audit_cancelled' } });
    // The re-check would have been due a minute later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await handler.coordinator.pollActive();
    // The dataset is shared with the other tests, whose waiting records may start here: count this page's only.
    expect(api.starts.filter((key) => key.startsWith('article-w@'))).toHaveLength(1);
    expect(companion('article-w')).toMatchObject({ state: 'complete', error: { code: 'audit_cancelled' } });
    // A redelivery of the same deletion changes nothing.
    expect(await (await unpublish(handler, 'article-w')).json()).toMatchObject({ reason: 'duplicate' });
  });

  it('removes the audit of a document deleted outright (no draft left), so no list shows a document that is gone', async () => {
    const api = notServingApi('x');
    const handler = handlerWith(api.fetchApi, { recheckDelaysMs: [60_000] });
    await publish(handler, 'article-x');
    await completed(handler, 'x_1');
    expect(companion('article-x')).toMatchObject({ state: 'waiting' });

    const response = await unpublish(handler, 'article-x', 'delete-x');
    expect(await response.json()).toMatchObject({ ok: true, reason: 'removed' });
    expect(companion('article-x')).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await handler.coordinator.pollActive();
    expect(api.starts.filter((key) => key.startsWith('article-x@'))).toHaveLength(1);
  });
});
