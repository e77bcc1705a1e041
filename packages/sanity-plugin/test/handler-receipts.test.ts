import { signWebhook } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSanityWebhook } from '../src/handler/index.ts';
import { type Delivery, startAuditStack } from './helpers/audit-stack.ts';

/**
 * The handler deduplicates deliveries with one `geoAudit.receipt` document per delivery in the user's dataset.
 * These tests run the scheduled poll the README sets up (`handler.coordinator.pollActive()`) against the Content
 * Lake stand-in and the real GEO server, with receipts made older by moving their `_createdAt` back, as the
 * Content Lake would have stamped them days ago.
 */

const SANITY_SECRET = 'sanity-webhook-secret';
const PAGE = `<!doctype html><html lang="en"><head><title>Hello GEO</title></head>
<body><main><h1>Hello GEO</h1><p>Generative engine optimisation, measured.</p></main></body></html>`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RECEIPT = 'geoAudit.receipt';

let stack: Awaited<ReturnType<typeof startAuditStack>>;
/** Completion webhooks as the GEO server delivered them (all reach the handler). */
const completions: Delivery[] = [];

beforeAll(async () => {
  stack = await startAuditStack({
    projectId: 'p1',
    tokens: { writer: { id: 'robot', write: true } },
    sanityWebhookSecret: SANITY_SECRET,
    pages: { '/blog/hello': PAGE },
    urlFor: (doc, site) => (typeof doc.slug === 'string' ? `${site}/blog/${doc.slug}` : null),
    intercept: (delivery) => {
      completions.push(delivery);
      return false;
    },
  });
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

const poll = () => stack.handler.coordinator.pollActive();

/** The ids of the receipt documents in the dataset. */
const receipts = () =>
  [...stack.lake.documents.values()].filter((doc) => doc._type === RECEIPT).map((doc) => String(doc._id));

/** Deletions the Content Lake received since `from` (an index into its mutation log). */
const deletionsSince = (from: number) => stack.lake.mutations.slice(from).filter((m) => m.delete).length;

/** As the Content Lake stamps `_createdAt`: whole seconds. */
const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Makes a receipt look claimed `ms` ago. */
function age(id: string, ms: number) {
  const doc = stack.lake.documents.get(id);
  if (!doc) throw new Error(`no receipt ${id}`);
  doc._createdAt = stamp(Date.now() - ms);
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out; geo server output:\n${stack.geo.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A publish delivered as Sanity does, with the README's projection; returns it and the receipts it wrote. */
async function deliver(documentId: string, idempotencyKey: string) {
  const body = JSON.stringify({ _id: documentId, _type: 'article', slug: 'hello', operation: 'update' });
  const headers = {
    'content-type': 'application/json',
    'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
    'idempotency-key': idempotencyKey,
  };
  const from = stack.lake.mutations.length;
  const answer = await stack.post(body, headers);
  expect(answer).toMatchObject({ status: 202, body: { documentId, state: 'queued' } });
  const written = stack.lake.mutations
    .slice(from)
    .map((mutation) => String(mutation.create?._id))
    .filter((id) => id.startsWith(`${RECEIPT}.sanity`));
  expect(written).toHaveLength(2);
  return { body, headers, receipts: written, jobId: String(answer.body.jobId) };
}

describe('webhook receipts and the scheduled poll', () => {
  it('deletes a Sanity delivery’s receipts a day after the claim, and keeps younger ones: their replay is still a duplicate', async () => {
    const old = await deliver('article-1', 'key-1');
    const young = await deliver('article-2', 'key-2');
    for (const id of old.receipts) age(id, DAY + HOUR);
    for (const id of young.receipts) age(id, DAY - HOUR);

    await poll();
    for (const id of old.receipts) expect(receipts()).not.toContain(id);
    expect(receipts()).toEqual(expect.arrayContaining(young.receipts));

    // The younger delivery replayed under a fresh key, and Sanity's retry of it signed anew: both duplicates.
    expect(await stack.post(young.body, { ...young.headers, 'idempotency-key': 'fresh-key' })).toMatchObject({
      status: 200,
      body: { reason: 'duplicate' },
    });
    const resigned = await signSanityWebhook(young.body, SANITY_SECRET);
    expect(
      await stack.post(young.body, { ...young.headers, 'sanity-webhook-signature': resigned }),
    ).toMatchObject({ status: 200, body: { reason: 'duplicate' } });
  });

  it('keeps a GEO completion webhook’s receipt for 14 days, as the GEO server may redeliver it for days, then deletes it', async () => {
    const published = await deliver('article-3', 'key-3');
    const completion = await waitFor(() =>
      completions.find((delivery) => JSON.parse(delivery.body).job_id === published.jobId),
    );
    const webhookId = completion.headers['webhook-id'] ?? '';
    const receipt = `${RECEIPT}.${webhookId}`;
    await waitFor(
      () => stack.lake.documents.get(`geoAudit.result.article-3`)?.state === 'complete' || undefined,
    );
    expect(receipts()).toContain(receipt);

    // Thirteen days on, the publish's receipts are long gone, the completion's stays.
    age(receipt, 13 * DAY);
    for (const id of published.receipts) age(id, 13 * DAY);
    await poll();
    for (const id of published.receipts) expect(receipts()).not.toContain(id);
    expect(receipts()).toContain(receipt);
    // The GEO server's redelivery: the same webhook-id, signed anew.
    const redelivery = () =>
      signWebhook({
        id: webhookId,
        timestamp: Math.floor(Date.now() / 1000),
        body: completion.body,
        secret: stack.geo.webhookSecret,
      });
    expect(await stack.post(completion.body, { ...(await redelivery()) })).toEqual({
      status: 200,
      body: { ok: true, reason: 'duplicate' },
    });

    age(receipt, 14 * DAY + HOUR);
    await poll();
    expect(receipts()).not.toContain(receipt);
  }, 60_000);

  it('deletes receipts written before the sweep existed, at most 100 per poll, and leaves the young ones', async () => {
    // Whatever earlier tests left to sweep is swept first, so the counts below are the backlog's alone.
    await poll();
    const young = receipts();
    expect(young.length).toBeGreaterThan(0);
    const backlog: string[] = [];
    for (let i = 0; i < 230; i++) {
      // As earlier versions wrote them, a month ago: Sanity deliveries' and GEO webhooks' alike.
      const id = i % 2 ? `${RECEIPT}.sanity-legacy-${i}` : `${RECEIPT}.msg_legacy${i}`;
      const createdAt = stamp(Date.now() - 30 * DAY - i * 60_000);
      stack.lake.documents.set(id, {
        _id: id,
        _type: RECEIPT,
        receivedAt: createdAt,
        _createdAt: createdAt,
        _updatedAt: createdAt,
        _rev: `legacy${i}`,
      });
      backlog.push(id);
    }
    const left = () => backlog.filter((id) => stack.lake.documents.has(id)).length;

    for (const [deleted, remaining] of [
      [100, 130],
      [100, 30],
      [30, 0],
      [0, 0],
    ]) {
      const from = stack.lake.mutations.length;
      await poll();
      expect(deletionsSince(from)).toBe(deleted);
      expect(left()).toBe(remaining);
    }
    expect(receipts()).toEqual(expect.arrayContaining(young));
  });
});
