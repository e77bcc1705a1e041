import { describe, expect, it } from 'vitest';
import {
  createCoordinator,
  createGeoAuditClient,
  createMemoryStore,
  generateWebhookSecret,
  signWebhook,
  WEBHOOK_CLAIM_LEASE_MS,
  webhookLease,
} from '../../src/index.ts';
import { sampleResult } from '../helpers/sample-result.ts';

/**
 * The GEO server retries a completion webhook that got no 2xx (a timeout included) under the same `webhook-id`.
 * These tests deliver that id again while the first delivery is still being acted on, as the sender does when
 * the host is slow.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An API whose one job, job_1, is complete. */
const api: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === '/api/audit_status.php')
    return json(200, { job_id: 'job_1', status: 'complete', geo_score: 72, results_url: 'http://r/x' });
  return json(200, { ...sampleResult(), url: url.searchParams.get('url') });
};

/** A gate a test opens when it chooses. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function setup(
  clock = { now: new Date('2026-11-24T10:00:00Z') },
  fetch: typeof globalThis.fetch = api,
) {
  const secret = generateWebhookSecret();
  const store = createMemoryStore();
  const coordinator = createCoordinator({
    client: createGeoAuditClient({
      apiKey: 'k',
      baseUrl: 'https://geo.example.com',
      fetch,
      retry: { limit: 0 },
    }),
    store,
    webhookSecret: secret,
    now: () => clock.now,
  });
  await store.save({
    key: 'doc',
    url: 'https://example.com/a',
    state: 'running',
    jobId: 'job_1',
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
  const rawBody = JSON.stringify({
    type: 'audit.completed',
    job_id: 'job_1',
    url: 'https://example.com/a',
    status: 'complete',
    geo_score: 72,
    verdict: 'Fair',
    results_url: 'http://r/x',
    analyzed_at: '2026-11-20T10:00:00Z',
  });
  // Each attempt is signed anew, with the same id, as the sender does.
  const deliver = async () =>
    coordinator.handleWebhook({
      rawBody,
      headers: {
        ...(await signWebhook({
          id: 'msg_1',
          timestamp: Math.floor(Date.now() / 1000),
          body: rawBody,
          secret,
        })),
      },
    });
  return { store, deliver, clock };
}

const IN_PROGRESS = {
  status: 503,
  body: { ok: false, reason: 'in_progress' },
  headers: { 'retry-after': String(WEBHOOK_CLAIM_LEASE_MS / 1000) },
};

describe('a webhook delivered again while its first delivery is still being acted on', () => {
  it('is answered 503 with Retry-After, not "duplicate", so the retry after the first one failed stores the result', async () => {
    const { store, deliver } = await setup();
    const slow = gate();
    const lookup = store.findByJobId.bind(store);
    let calls = 0;
    store.findByJobId = async (jobId) => {
      if (calls++ > 0) return lookup(jobId);
      await slow.opened;
      throw new Error('database is locked');
    };

    const first = deliver();
    // The sender timed out on the first attempt and retries while the host still works on it.
    await expect.poll(() => calls).toBe(1);
    expect(await deliver()).toEqual(IN_PROGRESS);
    slow.open();
    await expect(first).rejects.toThrow('database is locked');
    expect((await store.get('doc'))?.state).toBe('running');

    // The sender's next attempt, after the Retry-After.
    expect(await deliver()).toEqual({ status: 200, body: { ok: true, state: 'complete' } });
    expect(await store.get('doc')).toMatchObject({ state: 'complete', geoScore: 72 });
    expect(await deliver()).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
  });

  it('is answered "duplicate" once the first delivery succeeded', async () => {
    const { store, deliver } = await setup();
    const slow = gate();
    const lookup = store.findByJobId.bind(store);
    let calls = 0;
    store.findByJobId = async (jobId) => {
      if (calls++ === 0) await slow.opened;
      return lookup(jobId);
    };
    const first = deliver();
    await expect.poll(() => calls).toBe(1);
    expect(await deliver()).toEqual(IN_PROGRESS);
    slow.open();
    expect(await first).toEqual({ status: 200, body: { ok: true, state: 'complete' } });
    expect(await deliver()).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
  });

  it('is acted on once the claim of a delivery that never finished (its process died) outlives its lease', async () => {
    const { store, deliver, clock } = await setup();
    const lookup = store.findByJobId.bind(store);
    let calls = 0;
    store.findByJobId = async (jobId) => {
      // The first delivery's process is gone: its work never ends, and nothing releases its claim.
      if (calls++ === 0) return new Promise<never>(() => {});
      return lookup(jobId);
    };
    void deliver();
    await expect.poll(() => calls).toBe(1);
    clock.now = new Date(clock.now.getTime() + WEBHOOK_CLAIM_LEASE_MS - 1000);
    expect(await deliver()).toEqual(IN_PROGRESS);
    clock.now = new Date(clock.now.getTime() + 1000);
    expect(await deliver()).toEqual({ status: 200, body: { ok: true, state: 'complete' } });
    expect(await store.get('doc')).toMatchObject({ state: 'complete', geoScore: 72 });
  });
});

describe('a webhook whose result the API could not give', () => {
  /** The API answers `failing` to the result call until the test sets it to null. */
  function flakyApi(failing: { status: number; retryAfter?: string } | null) {
    const state = { failing };
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (state.failing && url.pathname === '/api/audit.php')
        return new Response(JSON.stringify({ error: 'unavailable' }), {
          status: state.failing.status,
          headers: {
            'content-type': 'application/json',
            ...(state.failing.retryAfter ? { 'retry-after': state.failing.retryAfter } : {}),
          },
        });
      return api(input, init);
    };
    return { state, fetch };
  }

  it('is answered 503 with the API’s Retry-After, and the redelivery once the API is back stores the result', async () => {
    const { state, fetch } = flakyApi({ status: 503, retryAfter: '30' });
    const { store, deliver } = await setup(undefined, fetch);

    expect(await deliver()).toEqual({
      status: 503,
      body: { ok: false, reason: 'not_confirmed', state: 'running' },
      headers: { 'retry-after': '30' },
    });
    expect((await store.get('doc'))?.error?.code).toBe('server_error');

    state.failing = null;
    expect(await deliver()).toEqual({ status: 200, body: { ok: true, state: 'complete' } });
    expect(await store.get('doc')).toMatchObject({ state: 'complete', geoScore: 72, error: null });
    expect(await deliver()).toEqual({ status: 200, body: { ok: true, reason: 'duplicate' } });
  });

  it('is answered 200 when asking again cannot help (the API key was refused): the record says why', async () => {
    const { fetch } = flakyApi({ status: 401 });
    const { store, deliver } = await setup(undefined, fetch);

    expect(await deliver()).toEqual({ status: 200, body: { ok: true, state: 'running' } });
    expect((await store.get('doc'))?.error?.code).toBe('auth');
  });
});

describe('the memory store’s claims', () => {
  it('lets only the delivery holding a claim release it', async () => {
    const store = createMemoryStore();
    const at = new Date('2026-11-24T10:00:00Z');
    const first = webhookLease(at);
    expect(await store.claimWebhookId('msg_1', first)).toBe('claimed');
    // The first delivery outlived its lease and another took the claim over; the first then fails.
    const later = new Date(at.getTime() + WEBHOOK_CLAIM_LEASE_MS);
    const second = webhookLease(later);
    expect(await store.claimWebhookId('msg_1', second)).toBe('claimed');
    await store.releaseWebhookId('msg_1', first.token);
    expect(await store.claimWebhookId('msg_1', webhookLease(later))).toBe('processing');
    await store.completeWebhookId('msg_1', second.token);
    expect(await store.claimWebhookId('msg_1', webhookLease(later))).toBe('done');
  });
});
