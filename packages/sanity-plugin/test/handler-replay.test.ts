import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signSanityWebhook, verifySanitySignature } from '../src/handler/index.ts';
import { startAuditStack } from './helpers/audit-stack.ts';

/**
 * Someone who captured one signed GROQ delivery (a proxy's log, a misrouted copy) may send it again within the
 * 5-minute window, with headers of their choosing: Sanity signs the timestamp and the body, not `idempotency-key`
 * or `sanity-operation`. These tests let the Content Lake stand-in deliver the webhook the README configures to the
 * handler (real GEO server behind it), capture those deliveries on the way, and replay them.
 */

const SANITY_SECRET = 'sanity-webhook-secret';
/** The projection the README has users configure (the `operation` field puts the operation inside the signature). */
const PROJECTION = '{_id, _type, "slug": slug.current, language, "operation": delta::operation()}';
const PAGE = `<!doctype html><html lang="en"><head><title>Hello GEO</title></head>
<body><main><h1>Hello GEO</h1><p>Generative engine optimisation, measured.</p></main></body></html>`;

interface Captured {
  headers: Record<string, string>;
  body: string;
  /** The handler's answer; absent when the delivery was held back. */
  answer?: Record<string, unknown>;
}

let stack: Awaited<ReturnType<typeof startAuditStack>>;
let writer: SanityClient;
/** Sanity's deliveries to the handler, in order, as the stand-in sent them. */
const captured: Captured[] = [];
/** Deliveries of these document ids are captured but never reach the handler (someone in the path keeps them). */
const held = new Set<string>();

beforeAll(async () => {
  stack = await startAuditStack({
    projectId: 'p1',
    tokens: { writer: { id: 'robot', write: true } },
    sanityWebhookSecret: SANITY_SECRET,
    pages: { '/blog/hello': PAGE },
    urlFor: (doc, site) => (typeof doc.slug === 'string' ? `${site}/blog/${doc.slug}` : null),
    sanityWebhook: {
      filter: '_type == "article"',
      projection: PROJECTION,
      on: ['create', 'update', 'delete'],
    },
  });
  writer = createClient({
    projectId: 'p1',
    dataset: 'production',
    token: 'writer',
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost: stack.lake.apiHost,
    useProjectHostname: false,
  });
  // The stand-in delivers with the global fetch; everything else passes through untouched.
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    if (String(input) !== stack.endpoint || !headers.has('sanity-transaction-id'))
      return realFetch(input, init);
    const delivery: Captured = { headers: Object.fromEntries(headers), body: String(init?.body) };
    captured.push(delivery);
    if (held.has(headers.get('sanity-document-id') ?? ''))
      return new Response('{"ok":true}', { status: 200 });
    const response = await realFetch(input, init);
    delivery.answer = await response.clone().json();
    return response;
  });
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await stack?.close();
});

const lastDelivery = (documentId: string) =>
  captured.findLast((delivery) => delivery.headers['sanity-document-id'] === documentId);

/** How many audits the handler started for a document: each start writes its companion document as `waiting`. */
const auditsStarted = (documentId: string) =>
  stack.lake.mutations.filter(
    (mutation) =>
      mutation.createOrReplace?._id === `geoAudit.result.${documentId}` &&
      mutation.createOrReplace.state === 'waiting',
  ).length;

/** Receipts written for Sanity deliveries (signatures and idempotency keys). */
const sanityReceipts = () =>
  stack.lake.mutations.filter((mutation) =>
    String(mutation.create?._id).startsWith('geoAudit.receipt.sanity'),
  ).length;

const companion = (documentId: string) => stack.lake.documents.get(`geoAudit.result.${documentId}`);

/** A captured delivery sent again with some headers changed. */
const replay = (delivery: Captured, changes: Record<string, string>) =>
  stack.post(delivery.body, { ...delivery.headers, ...changes });

/** The same signature spelled differently: the last base64url character's two unused bits flipped. */
function respelled(header: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = header.at(-1) ?? '';
  return `${header.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
}

async function publish(id: string) {
  await writer.create({
    _id: id,
    _type: 'article',
    title: 'Hello GEO',
    slug: { _type: 'slug', current: 'hello' },
  });
  await stack.lake.webhooksSettled();
}

describe('a captured GROQ delivery replayed to the handler', () => {
  it('is a duplicate under a fresh idempotency key, however the signature is spelled: no second audit', async () => {
    await publish('article-r');
    const original = lastDelivery('article-r');
    expect(JSON.parse(original?.body ?? '{}')).toMatchObject({ _id: 'article-r', operation: 'create' });
    expect(original?.answer).toMatchObject({ ok: true, documentId: 'article-r', state: 'queued' });
    expect(auditsStarted('article-r')).toBe(1);
    const delivery = original as Captured;
    const receipts = sanityReceipts();

    expect(await replay(delivery, { 'idempotency-key': 'fresh-1' })).toEqual({
      status: 200,
      body: { ok: true, reason: 'duplicate' },
    });
    const signature = delivery.headers['sanity-webhook-signature'] ?? '';
    // Base64 decoding ignores those bits, so the respelled header verifies as the original does.
    expect(await verifySanitySignature(delivery.body, respelled(signature), SANITY_SECRET)).toEqual({
      ok: true,
    });
    expect(
      await replay(delivery, {
        'sanity-webhook-signature': respelled(signature),
        'idempotency-key': 'fresh-2',
      }),
    ).toMatchObject({ body: { reason: 'duplicate' } });
    // A replay writes nothing, so replaying one delivery many times fills no dataset with receipts.
    expect(sanityReceipts()).toBe(receipts);

    // Sanity's own retry may be signed anew (same idempotency key); it is a duplicate, and so is a replay of it.
    const retry = {
      ...delivery.headers,
      'sanity-webhook-signature': await signSanityWebhook(delivery.body, SANITY_SECRET),
    };
    expect(await stack.post(delivery.body, retry)).toMatchObject({ body: { reason: 'duplicate' } });
    expect(await stack.post(delivery.body, { ...retry, 'idempotency-key': 'fresh-3' })).toMatchObject({
      body: { reason: 'duplicate' },
    });
    expect(auditsStarted('article-r')).toBe(1);
  });

  it('acts on the operation Sanity signed: a publish sent first as `sanity-operation: delete` is audited, not removed', async () => {
    // An edit whose delivery is kept in the path, then sent on ahead of Sanity's with the operation header changed.
    held.add('article-r');
    await writer.patch('article-r').set({ title: 'Hello GEO, edited' }).commit();
    await stack.lake.webhooksSettled();
    held.delete('article-r');
    const update = lastDelivery('article-r') as Captured;
    expect(update.headers['sanity-operation']).toBe('update');
    expect(JSON.parse(update.body)).toMatchObject({ operation: 'update' });

    const tampered = await replay(update, { 'sanity-operation': 'delete', 'idempotency-key': 'fresh-4' });
    expect(tampered).toMatchObject({
      status: 202,
      body: { ok: true, documentId: 'article-r', state: 'queued' },
    });
    expect(companion('article-r')).toMatchObject({ state: 'queued' });
    expect(companion('article-r')).not.toHaveProperty('error');
    // Sanity's own delivery, arriving after, is the same signed delivery.
    expect(await replay(update, {})).toMatchObject({ body: { reason: 'duplicate' } });
    expect(auditsStarted('article-r')).toBe(2);
  });

  it('still withdraws on an unpublish and removes on a delete, as Sanity delivers them', async () => {
    await publish('article-u');
    await publish('article-d');
    // Unpublishing deletes the published document and keeps the draft.
    await writer.create({ _id: 'drafts.article-u', _type: 'article', title: 'Hello GEO' });
    await writer.delete('article-u');
    await writer.delete('article-d');
    await stack.lake.webhooksSettled();
    expect(JSON.parse(lastDelivery('article-u')?.body ?? '{}')).toMatchObject({ operation: 'delete' });
    expect(lastDelivery('article-u')?.answer).toMatchObject({ ok: true, reason: 'withdrawn' });
    // The draft stays, and so does its last audit (marked cancelled when it was still running).
    expect(companion('article-u')).toBeDefined();
    expect(lastDelivery('article-d')?.answer).toEqual({ ok: true, reason: 'removed' });
    expect(companion('article-d')).toBeUndefined();
  });

  it('removes on a signed delete that comes without the operation header (a Sanity Function forwarding its event)', async () => {
    await publish('article-f');
    expect(companion('article-f')).toBeDefined();
    // As examples/sanity-function.ts forwards an event: the projection, signed, and no Sanity delivery headers.
    const body = JSON.stringify({ _id: 'article-f', _type: 'article', slug: 'hello', operation: 'delete' });
    const deleted = await stack.post(body, {
      'content-type': 'application/json',
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
    });
    expect(deleted).toEqual({ status: 200, body: { ok: true, reason: 'removed' } });
    expect(companion('article-f')).toBeUndefined();
  });
});

describe('a projection written before `operation` (the header is trusted)', () => {
  const signed = async (body: string, headers: Record<string, string>) =>
    stack.post(body, {
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
      ...headers,
    });

  it('audits on publish, withdraws on the delete header, and still refuses a replay under a fresh key', async () => {
    const body = JSON.stringify({ _id: 'article-o', _type: 'article', slug: 'hello' });
    const signature = await signSanityWebhook(body, SANITY_SECRET);
    const headers = { 'sanity-webhook-signature': signature, 'sanity-operation': 'update' };
    const published = await stack.post(body, { ...headers, 'idempotency-key': 'old-1' });
    expect(published).toMatchObject({ status: 202, body: { documentId: 'article-o', state: 'queued' } });
    expect(await stack.post(body, { ...headers, 'idempotency-key': 'old-2' })).toMatchObject({
      body: { reason: 'duplicate' },
    });
    expect(auditsStarted('article-o')).toBe(1);

    // The unpublish: same projection, its own delivery and signature, the operation in the header only.
    stack.lake.documents.set('drafts.article-o', { _id: 'drafts.article-o', _type: 'article' });
    const withdrawn = await signed(body, { 'sanity-operation': 'delete', 'idempotency-key': 'old-3' });
    expect(withdrawn).toMatchObject({ status: 200, body: { ok: true, reason: 'withdrawn' } });
    expect(companion('article-o')).toBeDefined();
  });
});
