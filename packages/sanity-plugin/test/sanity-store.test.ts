import { type AuditRecord, WEBHOOK_CLAIM_LEASE_MS, webhookLease } from '@geo-audit/core';
import { expect, it } from 'vitest';
import { createSanityStore } from '../src/handler/index.ts';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

const fixture = contentLakeFixture({ writer: { id: 'robot', write: true } }, 'writer');
const client = fixture.client;

const record = (overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  key: 'article-1',
  url: 'https://example.com/a',
  state: 'queued',
  jobId: 'job_1',
  geoScore: null,
  verdict: null,
  resultsUrl: null,
  result: null,
  error: null,
  progress: 0,
  requestedAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  completedAt: null,
  history: [],
  ...overrides,
});

it('writes one companion document per audited document and reads it back unchanged', async () => {
  const store = createSanityStore(client());
  await store.save(
    record({
      history: [{ jobId: 'job_0', geoScore: 60, verdict: 'Fair', analyzedAt: '2026-11-01T00:00:00Z' }],
    }),
  );
  expect(fixture.lake().mutations.at(-1)).toEqual({
    createOrReplace: {
      _id: 'geoAudit.result.article-1',
      _type: 'geoAudit.result',
      document: { _type: 'reference', _ref: 'article-1', _weak: true },
      url: 'https://example.com/a',
      state: 'queued',
      jobId: 'job_1',
      progress: 0,
      requestedAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      history: [
        { _key: 'job_0', jobId: 'job_0', geoScore: 60, verdict: 'Fair', analyzedAt: '2026-11-01T00:00:00Z' },
      ],
    },
  });
  expect(await store.get('article-1')).toEqual(
    record({
      history: [{ jobId: 'job_0', geoScore: 60, verdict: 'Fair', analyzedAt: '2026-11-01T00:00:00Z' }],
    }),
  );
  expect(await store.findByJobId('job_1')).toMatchObject({ key: 'article-1' });
  expect(await store.findByJobId('job_x')).toBeNull();
  expect((await store.listActive()).map((r) => r.key)).toEqual(['article-1']);
  await store.save(record({ state: 'complete' }));
  expect(await store.listActive()).toEqual([]);
});

it('keeps the count of re-checks of a page the site did not serve yet, and the problem that waits for the next one', async () => {
  const store = createSanityStore(client());
  const waiting = record({
    key: 'article-2',
    jobId: 'job_2',
    state: 'waiting',
    error: {
      code: 'page_not_served',
      message: 'The page answered HTTP 404. The audit runs again by itself (re-check 2 of 3).',
      retryAt: '2026-11-22T10:07:00.000Z',
    },
    rechecks: 2,
  });
  await store.save(waiting);
  expect(fixture.lake().mutations.at(-1)?.createOrReplace).toMatchObject({ rechecks: 2 });
  expect(await store.get('article-2')).toEqual(waiting);
  expect((await store.listActive()).find((r) => r.key === 'article-2')?.rechecks).toBe(2);
  // A publish resets the count to 0, which a Sanity document stores as no field at all.
  await store.save({ ...waiting, state: 'queued', error: null, rechecks: 0 });
  expect(fixture.lake().mutations.at(-1)?.createOrReplace).not.toHaveProperty('rechecks');
  expect((await store.get('article-2'))?.rechecks ?? 0).toBe(0);
});

it('claims a webhook id exactly once, even when claimed concurrently', async () => {
  const store = createSanityStore(client());
  const at = new Date();
  const claims = await Promise.all([
    store.claimWebhookId('msg_1', webhookLease(at)),
    store.claimWebhookId('msg_1', webhookLease(at)),
    store.claimWebhookId('msg_1', webhookLease(at)),
  ]);
  expect(claims.sort()).toEqual(['claimed', 'processing', 'processing']);
  expect(await store.claimWebhookId('msg_2', webhookLease(at))).toBe('claimed');
});

it('hands a claim whose lease ran out to one delivery of those racing for it, and keeps it from the one it lapsed on', async () => {
  const store = createSanityStore(client());
  const at = new Date();
  const first = webhookLease(at);
  expect(await store.claimWebhookId('msg_lease', first)).toBe('claimed');
  expect(await store.claimWebhookId('msg_lease', webhookLease(at))).toBe('processing');

  // The first delivery's process died; its lease runs out and two redeliveries race for the claim.
  const later = new Date(at.getTime() + WEBHOOK_CLAIM_LEASE_MS);
  const racers = [webhookLease(later), webhookLease(later)];
  const taken = await Promise.all(racers.map((lease) => store.claimWebhookId('msg_lease', lease)));
  expect([...taken].sort()).toEqual(['claimed', 'processing']);
  const winner = racers[taken.indexOf('claimed')] as (typeof racers)[number];

  // The first delivery was only slow and now fails: giving up its claim leaves the winner's alone.
  await store.releaseWebhookId('msg_lease', first.token);
  expect(await store.claimWebhookId('msg_lease', webhookLease(later))).toBe('processing');
  await store.completeWebhookId('msg_lease', winner.token);
  expect(await store.claimWebhookId('msg_lease', webhookLease(later))).toBe('done');
});

it('gives a released claim to the next delivery at once, and counts a receipt from before leases as done', async () => {
  const store = createSanityStore(client());
  const at = new Date();
  const first = webhookLease(at);
  expect(await store.claimWebhookId('msg_released', first)).toBe('claimed');
  await store.releaseWebhookId('msg_released', first.token);
  expect(await store.claimWebhookId('msg_released', webhookLease(at))).toBe('claimed');

  fixture.lake().documents.set('geoAudit.receipt.msg_legacy', {
    _id: 'geoAudit.receipt.msg_legacy',
    _type: 'geoAudit.receipt',
    receivedAt: '2026-11-20T10:00:00.000Z',
    _rev: 'legacy',
  });
  expect(await store.claimWebhookId('msg_legacy', webhookLease(at))).toBe('done');
});
