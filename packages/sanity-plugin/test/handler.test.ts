import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeoAuditHandler, type GeoAuditHandler, signSanityWebhook } from '../src/handler/index.ts';
import { startContentLake } from './helpers/content-lake.ts';
import { startGeoServer } from './helpers/geo-server.ts';

const SANITY_SECRET = 'sanity-webhook-secret';
const ARTICLE = `<!doctype html><html lang="en"><head><title>Hello GEO | Example</title>
<meta name="description" content="What GEO is and how to measure it.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Hello GEO","author":{"@type":"Person","name":"Ada Example"},"datePublished":"2026-11-01"}</script>
</head><body><main><article><h1>Hello GEO</h1><p>By Ada Example, 1 November 2026.</p>
<h2>What is GEO?</h2><p>Generative engine optimisation is the practice of making a page easy for AI answer engines to find, understand and cite. According to a 2024 study, pages with statistics and quotations were cited up to 40% more often.</p>
</article></main></body></html>`;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

let lake: Awaited<ReturnType<typeof startContentLake>>;
let geo: Awaited<ReturnType<typeof startGeoServer>>;
let site: Server;
let hookServer: Server;
let hookUrl: string;
let siteUrl: string;
let handler: GeoAuditHandler;
/** Completion webhooks as the GEO server delivered them, for replay tests. */
const delivered: Array<{ headers: Record<string, string>; body: string }> = [];

beforeAll(async () => {
  lake = await startContentLake({
    tokens: {
      writer: { id: 'robot', write: true },
      editor: { id: 'editor', write: false },
      outsider: { id: 'outsider', write: false, canRead: () => false },
    },
  });
  lake.documents.set('article-1', { _id: 'article-1', _type: 'article', title: 'Hello GEO', slug: 'hello' });
  site = createServer((req, res) => {
    if (req.url === '/blog/hello') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(ARTICLE);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  siteUrl = await listen(site);
  geo = await startGeoServer();
  hookServer = createServer(async (req, res) => {
    const body = await readBody(req);
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    if (headers['webhook-id']) delivered.push({ headers, body });
    const response = await handler(
      new Request(`${hookUrl}${req.url ?? ''}`, { method: req.method, headers, body }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  hookUrl = await listen(hookServer);
  handler = createGeoAuditHandler({
    apiKey: geo.key,
    baseUrl: geo.baseUrl,
    webhookSecret: geo.webhookSecret,
    handlerUrl: `${hookUrl}/api/geo-audit`,
    sanity: {
      projectId: 'p1',
      dataset: 'production',
      token: 'writer',
      webhookSecret: SANITY_SECRET,
      apiHost: lake.apiHost,
    },
    urlFor: (doc) =>
      doc._type === 'article' && typeof doc.slug === 'string' ? `${siteUrl}/blog/${doc.slug}` : null,
  });
}, 60_000);

afterAll(async () => {
  await geo?.stop();
  await Promise.all([
    lake?.close(),
    new Promise((r) => site?.close(r)),
    new Promise((r) => hookServer?.close(r)),
  ]);
});

async function post(body: string, headers: Record<string, string>) {
  const response = await fetch(`${hookUrl}/api/geo-audit`, { method: 'POST', body, headers });
  return { status: response.status, body: await response.json() };
}

const resultWrites = () =>
  lake.mutations
    .map((m) => m.createOrReplace)
    .filter((doc): doc is Record<string, unknown> => doc?._id === 'geoAudit.result.article-1');

async function waitFor<T>(read: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out; geo server output:\n${geo.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Sanity handler against the real GEO server and a Content Lake stand-in', () => {
  it('audits on a signed GROQ publish webhook and writes the confirmed result to the companion document', async () => {
    const body = JSON.stringify({ _id: 'article-1', _type: 'article', slug: 'hello' });
    const publish = await post(body, {
      'content-type': 'application/json',
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
      'idempotency-key': 'delivery-1',
      'sanity-operation': 'update',
    });
    expect(publish.status).toBe(202);
    expect(publish.body).toMatchObject({ ok: true, documentId: 'article-1', state: 'queued' });

    const complete = await waitFor(() => resultWrites().find((doc) => doc.state === 'complete'));
    const webhookId = delivered[0]?.headers['webhook-id'];
    expect(webhookId).toEqual(expect.any(String));
    // Every write, in order: the GROQ delivery's receipt (atomic create = dedupe), the companion document
    // as the audit is queued, the GEO webhook's receipt, then the confirmed result. Nothing else.
    expect(
      lake.mutations.map((mutation) => {
        const [kind, doc] = Object.entries(mutation)[0] as [string, Record<string, unknown>];
        return [kind, doc._id, doc.state ?? null];
      }),
    ).toEqual([
      ['create', 'geoAudit.receipt.sanity-delivery-1', null],
      ['createOrReplace', 'geoAudit.result.article-1', 'waiting'],
      ['createOrReplace', 'geoAudit.result.article-1', 'queued'],
      ['create', `geoAudit.receipt.${webhookId}`, null],
      ['createOrReplace', 'geoAudit.result.article-1', 'complete'],
    ]);

    // The stored result is exactly what the GEO server serves for the URL, and its summary fields agree.
    const url = `${siteUrl}/blog/hello`;
    const served = await fetch(`${geo.baseUrl}/api/audit.php?url=${encodeURIComponent(url)}`, {
      headers: { 'x-api-key': geo.key },
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
    expect(JSON.parse(String(complete.resultJson))).toEqual(served);
    const analyzedAt = String(served.analyzed_at);
    expect(complete).toEqual({
      _id: 'geoAudit.result.article-1',
      _type: 'geoAudit.result',
      document: { _type: 'reference', _ref: 'article-1', _weak: true },
      url,
      state: 'complete',
      jobId: publish.body.jobId,
      geoScore: served.geo_score,
      verdict: served.verdict,
      resultsUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1/),
      resultJson: complete.resultJson,
      progress: 1,
      requestedAt: expect.any(String),
      updatedAt: expect.any(String),
      completedAt: expect.any(String),
      history: [
        {
          _key: publish.body.jobId,
          jobId: publish.body.jobId,
          geoScore: served.geo_score,
          verdict: served.verdict,
          analyzedAt,
        },
      ],
    });
    expect((served.modules as { schema: { types_found: string[] } }).schema.types_found).toContain('Article');
    expect(lake.documents.get('geoAudit.result.article-1')).toMatchObject({ state: 'complete' });
  }, 60_000);

  it('ignores a redelivered GROQ webhook and a replayed completion webhook, writing nothing', async () => {
    const before = lake.mutations.length;
    const body = JSON.stringify({ _id: 'article-1', _type: 'article', slug: 'hello' });
    const again = await post(body, {
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
      'idempotency-key': 'delivery-1',
    });
    expect(again).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
    const replay = delivered[0];
    expect(replay).toBeDefined();
    const replayed = await post(replay?.body ?? '', replay?.headers ?? {});
    expect(replayed).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
    expect(lake.mutations.length).toBe(before);
  });

  it('rejects forged webhooks with 401 and writes nothing', async () => {
    const before = lake.mutations.length;
    const body = JSON.stringify({ _id: 'article-1', _type: 'article', slug: 'hello' });
    const forgedSanity = await post(body, {
      'sanity-webhook-signature': await signSanityWebhook(body, 'guess'),
    });
    expect(forgedSanity).toEqual({ status: 401, body: { ok: false, reason: 'invalid_signature' } });
    // A correctly signed delivery captured ten minutes ago and replayed now.
    const stale = await post(body, {
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET, Date.now() - 10 * 60_000),
      'idempotency-key': 'delivery-stale',
    });
    expect(stale).toEqual({ status: 401, body: { ok: false, reason: 'timestamp_outside_window' } });
    const tampered = await post(body.replace('hello', 'other'), {
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
    });
    expect(tampered).toEqual({ status: 401, body: { ok: false, reason: 'invalid_signature' } });

    const event = JSON.stringify({
      type: 'audit.completed',
      job_id: 'job_x',
      url: 'https://e.com',
      status: 'complete',
      geo_score: 100,
      verdict: 'Excellent',
      results_url: null,
      analyzed_at: null,
    });
    const forgedGeo = await signWebhook({
      id: 'msg_forged',
      timestamp: Math.floor(Date.now() / 1000),
      body: event,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    expect((await post(event, { ...forgedGeo })).status).toBe(401);
    expect(await post(event, {})).toEqual({ status: 401, body: { ok: false, reason: 'unauthenticated' } });
    expect(lake.mutations.length).toBe(before);
  });

  it('does not audit drafts', async () => {
    const before = lake.mutations.length;
    const body = JSON.stringify({ _id: 'drafts.article-1', _type: 'article', slug: 'hello' });
    const draft = await post(body, {
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
    });
    expect(draft).toEqual({ status: 202, body: { ok: true, reason: 'not_a_publish' } });
    expect(lake.mutations.length).toBe(before);
  });

  it('re-runs for an editor whose Sanity token can read the document, and refuses others', async () => {
    const before = lake.mutations.length;
    const request = JSON.stringify({ documentId: 'drafts.article-1' });
    expect((await post(request, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await post(request, { authorization: 'Bearer outsider' })).status).toBe(404);
    expect(lake.mutations.length).toBe(before);
    const rerun = await post(request, { authorization: 'Bearer editor', 'content-type': 'application/json' });
    expect(rerun).toMatchObject({
      status: 202,
      body: { ok: true, documentId: 'article-1', state: 'queued' },
    });
    // The previous score stays visible while the new audit runs.
    expect(resultWrites().at(-1)).toMatchObject({ state: 'queued', geoScore: expect.any(Number) });
  });
});
