import { signWebhook } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSanityWebhook } from '../src/handler/index.ts';
import { type Delivery, startAuditStack } from './helpers/audit-stack.ts';

const SANITY_SECRET = 'sanity-webhook-secret';
const ARTICLE = `<!doctype html><html lang="en"><head><title>Hello GEO | Example</title>
<meta name="description" content="What GEO is and how to measure it.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Hello GEO","author":{"@type":"Person","name":"Ada Example"},"datePublished":"2026-11-01"}</script>
</head><body><main><article><h1>Hello GEO</h1><p>By Ada Example, 1 November 2026.</p>
<h2>What is GEO?</h2><p>Generative engine optimisation is the practice of making a page easy for AI answer engines to find, understand and cite. According to a 2024 study, pages with statistics and quotations were cited up to 40% more often.</p>
</article></main></body></html>`;

let stack: Awaited<ReturnType<typeof startAuditStack>>;
let lake: Awaited<ReturnType<typeof startAuditStack>>['lake'];
let geo: Awaited<ReturnType<typeof startAuditStack>>['geo'];
let siteUrl: string;
/** Completion webhooks as the GEO server delivered them, for replay tests. */
const delivered: Delivery[] = [];

beforeAll(async () => {
  stack = await startAuditStack({
    projectId: 'p1',
    tokens: {
      writer: { id: 'robot', write: true },
      editor: { id: 'editor', write: false },
      outsider: { id: 'outsider', write: false, canRead: () => false },
    },
    sanityWebhookSecret: SANITY_SECRET,
    pages: { '/blog/hello': ARTICLE },
    urlFor: (doc, site) =>
      doc._type === 'article' && typeof doc.slug === 'string' ? `${site}/blog/${doc.slug}` : null,
    intercept: (delivery) => {
      delivered.push(delivery);
      return false;
    },
  });
  ({ lake, geo, siteUrl } = stack);
  lake.documents.set('article-1', { _id: 'article-1', _type: 'article', title: 'Hello GEO', slug: 'hello' });
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
  stack.post(body, headers);

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
    await waitFor(() => lake.documents.get(`geoAudit.receipt.${webhookId}`)?.state === 'done' || undefined);
    // Every write, in order: the GROQ delivery's receipts (atomic creates = dedupe: its signature's bytes, then
    // its idempotency key, each claimed while the delivery is acted on), the companion document as the audit is
    // queued, the receipts marked done, the GEO webhook's receipt, the confirmed result, and that receipt marked
    // done. Nothing else.
    expect(
      lake.mutations.map((mutation) => {
        const [kind, doc] = Object.entries(mutation)[0] as [string, Record<string, unknown>];
        const set = doc.set as Record<string, unknown> | undefined;
        return [kind, doc._id ?? doc.id, doc.state ?? set?.state ?? null];
      }),
    ).toEqual([
      ['create', expect.stringMatching(/^geoAudit\.receipt\.sanitysig-[0-9a-f]{64}$/), 'processing'],
      ['create', 'geoAudit.receipt.sanity-delivery-1', 'processing'],
      ['createOrReplace', 'geoAudit.result.article-1', 'waiting'],
      ['createOrReplace', 'geoAudit.result.article-1', 'queued'],
      ['patch', expect.stringMatching(/^geoAudit\.receipt\.sanitysig-[0-9a-f]{64}$/), 'done'],
      ['patch', 'geoAudit.receipt.sanity-delivery-1', 'done'],
      ['create', `geoAudit.receipt.${webhookId}`, 'processing'],
      ['createOrReplace', 'geoAudit.result.article-1', 'complete'],
      ['patch', `geoAudit.receipt.${webhookId}`, 'done'],
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
    const headers = {
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
      'idempotency-key': 'delivery-1',
    };
    // Signed anew, the redelivery leaves only the receipt of its signature, marked done so that a replay of it is
    // refused too.
    expect(await post(body, headers)).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
    const signatureReceipt = expect.stringMatching(/^geoAudit\.receipt\.sanitysig-/);
    expect(lake.mutations.slice(before)).toEqual([
      { create: expect.objectContaining({ _id: signatureReceipt }) },
      { patch: expect.objectContaining({ id: signatureReceipt, set: { state: 'done' } }) },
    ]);
    const written = lake.mutations.length;
    expect(await post(body, headers)).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
    const replay = delivered[0];
    expect(replay).toBeDefined();
    const replayed = await post(replay?.body ?? '', replay?.headers ?? {});
    expect(replayed).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
    expect(lake.mutations.length).toBe(written);
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
    // Signed with the real secret, but the bytes sent are not the signed ones: 0xFF, which decodes to the U+FFFD
    // that was signed.
    const withMark = event.replace('https://e.com', 'https://e.com/\uFFFD');
    const signedGeo = await signWebhook({
      id: 'msg_bytes',
      timestamp: Math.floor(Date.now() / 1000),
      body: withMark,
      secret: geo.webhookSecret,
    });
    const sent = new TextEncoder().encode(withMark);
    const at = sent.indexOf(0xef);
    const bytes = new Uint8Array([...sent.slice(0, at), 0xff, ...sent.slice(at + 3)]);
    expect((await post(bytes, { ...signedGeo, 'content-type': 'application/json' })).status).toBe(401);
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
