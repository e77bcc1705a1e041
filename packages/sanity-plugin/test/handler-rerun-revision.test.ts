import type { AuditRecord } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditsRevision } from '../src/handler/audits-revision.ts';
import { createGeoAuditHandler, signSanityWebhook } from '../src/handler/index.ts';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

/**
 * A Studio run request for a document whose publish is being audited right now (the editor clicked while the
 * publish's audit was on its way, or a second editor did) must not start a second job for the same revision.
 */

const SANITY_SECRET = 'sanity-webhook-secret';
const fixture = contentLakeFixture(
  { writer: { id: 'robot', write: true }, editor: { id: 'editor', write: false } },
  'writer',
);

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A GEO API stand-in that accepts every audit and keeps every job queued. */
function geoApi() {
  const started: string[] = [];
  const fetchApi: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method !== 'POST') return reply(404, { error: 'not found' });
    started.push(`job_${started.length + 1}`);
    return reply(202, { job_id: started.at(-1), status: 'queued', estimated_seconds: 5 });
  };
  return { started, fetchApi };
}

function handlerWith(fetchApi: typeof fetch) {
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
    urlFor: (doc) => `https://www.example.com/blog/${String(doc.slug)}`,
    fetch: fetchApi,
  });
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a run request while the audit of the same published revision is under way', () => {
  it('is answered with that audit and starts no second job; a newer revision is audited again', async () => {
    const api = geoApi();
    const handler = handlerWith(api.fetchApi);
    // Published through the stand-in, which stamps _updatedAt as the Content Lake does.
    const publish = async (n: number) => {
      await fixture.client().createOrReplace({ _id: 'article-1', _type: 'article', slug: 'hello', n });
      const body = JSON.stringify({ _id: 'article-1', _type: 'article', slug: 'hello', operation: 'update' });
      return handler(
        new Request('https://cms.example.com/api/geo-audit', {
          method: 'POST',
          body,
          headers: {
            'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
            'idempotency-key': `delivery-${n}`,
          },
        }),
      );
    };
    const rerun = async () =>
      answer(
        await handler(
          new Request('https://cms.example.com/api/geo-audit', {
            method: 'POST',
            body: JSON.stringify({ documentId: 'drafts.article-1' }),
            headers: { authorization: 'Bearer editor', 'content-type': 'application/json' },
          }),
        ),
      );
    const companion = () => fixture.lake().documents.get('geoAudit.result.article-1');

    expect((await answer(await publish(1))).body).toMatchObject({ state: 'queued', jobId: 'job_1' });
    expect(await rerun()).toEqual({
      status: 200,
      body: {
        ok: true,
        documentId: 'article-1',
        state: 'queued',
        jobId: 'job_1',
        error: null,
        started: false,
      },
    });
    expect(api.started).toEqual(['job_1']);
    expect(companion()).toMatchObject({ state: 'queued', jobId: 'job_1' });

    // A revision published after that audit was requested is not what it audits: its own run starts.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fixture.client().createOrReplace({ _id: 'article-1', _type: 'article', slug: 'hello', n: 2 });
    expect(await rerun()).toMatchObject({ status: 202, body: { state: 'queued', jobId: 'job_2' } });
    expect(api.started).toEqual(['job_1', 'job_2']);
    expect(companion()).toMatchObject({ jobId: 'job_2' });
  });
});

describe('a publish webhook and a Studio run for the same revision, in either order', () => {
  const url = 'https://cms.example.com/api/geo-audit';
  const save = (n: number) =>
    fixture.client().createOrReplace({ _id: 'article-2', _type: 'article', slug: 'second', n });
  const webhook = async (handler: ReturnType<typeof handlerWith>, n: number) => {
    const body = JSON.stringify({ _id: 'article-2', _type: 'article', slug: 'second', operation: 'update' });
    return answer(
      await handler(
        new Request(url, {
          method: 'POST',
          body,
          headers: {
            'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
            'idempotency-key': `second-delivery-${n}`,
          },
        }),
      ),
    );
  };
  const run = async (handler: ReturnType<typeof handlerWith>) =>
    answer(
      await handler(
        new Request(url, {
          method: 'POST',
          body: JSON.stringify({ documentId: 'article-2' }),
          headers: { authorization: 'Bearer editor', 'content-type': 'application/json' },
        }),
      ),
    );
  const companion = () => fixture.lake().documents.get('geoAudit.result.article-2');
  const reset = () => fixture.lake().documents.delete('geoAudit.result.article-2');

  it("a run before the webhook: the webhook answers with the run's audit and starts none", async () => {
    reset();
    const api = geoApi();
    const handler = handlerWith(api.fetchApi);
    await save(1);
    expect(await run(handler)).toMatchObject({ status: 202, body: { state: 'queued', jobId: 'job_1' } });
    expect(await webhook(handler, 1)).toEqual({
      status: 200,
      body: {
        ok: true,
        documentId: 'article-2',
        state: 'queued',
        jobId: 'job_1',
        error: null,
        started: false,
      },
    });
    expect(api.started).toEqual(['job_1']);
    expect(companion()).toMatchObject({ state: 'queued', jobId: 'job_1' });

    // The next publish is a new revision: its webhook audits it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(2);
    expect(await webhook(handler, 2)).toMatchObject({ status: 202, body: { jobId: 'job_2' } });
    expect(api.started).toEqual(['job_1', 'job_2']);
  });

  it("the webhook before a run: the run answers with the webhook's audit", async () => {
    reset();
    const api = geoApi();
    const handler = handlerWith(api.fetchApi);
    await save(4);
    expect(await webhook(handler, 4)).toMatchObject({ status: 202, body: { jobId: 'job_1' } });
    expect(await run(handler)).toMatchObject({ status: 200, body: { jobId: 'job_1', started: false } });
    expect(api.started).toEqual(['job_1']);
  });

  it('a publish after a completed audit costs no extra read of the published document', async () => {
    reset();
    const api = geoApi();
    const handler = handlerWith(api.fetchApi);
    await save(6);
    expect(await webhook(handler, 6)).toMatchObject({ status: 202, body: { jobId: 'job_1' } });
    fixture.lake().documents.set('geoAudit.result.article-2', { ...companion(), state: 'complete' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(7);
    const before = fixture.lake().requests.length;
    expect(await webhook(handler, 7)).toMatchObject({ status: 202, body: { jobId: 'job_2' } });
    const reads = fixture
      .lake()
      .requests.slice(before)
      .filter((line) => line.endsWith('/doc/production/article-2'));
    expect(reads).toEqual([]);
  });
});

describe('which audits cover the published revision', () => {
  const record = (over: Partial<AuditRecord>): AuditRecord => ({
    key: 'article-1',
    url: 'https://www.example.com/blog/hello',
    state: 'queued',
    jobId: 'job_1',
    geoScore: null,
    verdict: null,
    resultsUrl: null,
    result: null,
    error: null,
    progress: 0,
    requestedAt: '2026-11-25T10:00:05.000Z',
    updatedAt: '2026-11-25T10:00:05.000Z',
    completedAt: null,
    history: [],
    ...over,
  });
  const publishedAt = '2026-11-25T10:00:00.000Z';

  it('only one still under way and requested since the revision was published', () => {
    expect(auditsRevision(record({}), publishedAt)).toBe(true);
    expect(
      auditsRevision(
        record({ state: 'waiting', error: { code: 'rate_limited', message: 'quota' } }),
        publishedAt,
      ),
    ).toBe(true);
    // Done, or only a re-check waiting to be due: a run is what the editor wants.
    expect(auditsRevision(record({ state: 'complete' }), publishedAt)).toBe(false);
    expect(
      auditsRevision(
        record({ state: 'waiting', error: { code: 'page_not_served', message: '404' } }),
        publishedAt,
      ),
    ).toBe(false);
    expect(auditsRevision(record({ requestedAt: '2026-11-25T09:59:59.000Z' }), publishedAt)).toBe(false);
    // Without the document's _updatedAt nothing tells the revision apart: the run starts as before.
    expect(auditsRevision(record({}), undefined)).toBe(false);
    expect(auditsRevision(null, publishedAt)).toBe(false);
  });
});
