import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AuthError,
  createGeoAuditClient,
  GeoAuditError,
  InvalidUrlError,
  NetworkError,
  NotFoundError,
  PlanError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
} from '../../src/index.ts';
import { sampleResult } from '../helpers/sample-result.ts';
import { type Reply, type Script, startScriptedServer } from '../helpers/scripted-server.ts';

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(script: Script, options: Partial<Parameters<typeof createGeoAuditClient>[0]> = {}) {
  const server = await startScriptedServer(script);
  servers.push(server);
  const client = createGeoAuditClient({ apiKey: 'geo_test_key', baseUrl: server.baseUrl, ...options });
  return { server, client };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

const problem = (status: number, type: string, detail: string) => ({
  type,
  title: 'Problem',
  status,
  detail,
});

describe('endpoints', () => {
  it('startAudit posts the SPEC body with the key and an idempotency key', async () => {
    const { server, client } = await setup(() => ({
      status: 202,
      body: { job_id: 'job_1', status: 'queued', estimated_seconds: 8 },
    }));
    const job = await client.startAudit({
      url: 'https://example.com/post',
      modules: ['schema', 'crawlers'],
      webhookUrl: 'https://cms.example.com/hook',
    });
    expect(job).toEqual({ job_id: 'job_1', status: 'queued', estimated_seconds: 8 });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/audit.php');
    expect(request?.headers['x-api-key']).toBe('geo_test_key');
    expect(request?.headers['content-type']).toMatch(/application\/json/);
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      url: 'https://example.com/post',
      modules: ['schema', 'crawlers'],
      webhook_url: 'https://cms.example.com/hook',
    });
  });

  it('getStatus reads queued, running and complete responses', async () => {
    const replies = [
      { job_id: 'j', status: 'queued', position: 2 },
      { job_id: 'j', status: 'running', progress: 0.5 },
      { job_id: 'j', status: 'complete', geo_score: 81, results_url: 'http://x/r/abc' },
    ];
    const { server, client } = await setup((_, i) => ({ status: 200, body: replies[i] }));
    expect(await client.getStatus('j')).toMatchObject({ status: 'queued', position: 2 });
    expect(await client.getStatus('j')).toMatchObject({ status: 'running', progress: 0.5 });
    expect(await client.getStatus('j')).toMatchObject({ status: 'complete', geo_score: 81 });
    expect(server.requests[0]?.url.pathname).toBe('/api/audit_status.php');
    expect(server.requests[0]?.url.searchParams.get('job_id')).toBe('j');
  });

  it('getResult returns the full result and keeps fields it does not know', async () => {
    const { server, client } = await setup(() => ({ status: 200, body: sampleResult() }));
    const result = await client.getResult('https://example.com/post?a=1&b=2');
    expect(server.requests[0]?.url.searchParams.get('url')).toBe('https://example.com/post?a=1&b=2');
    expect(result.geo_score).toBe(72);
    expect(result.modules.crawlers?.blocked).toEqual(['GPTBot']);
    expect((result as Record<string, unknown>).future_top_level).toEqual({ kept: true });
    expect((result.modules as Record<string, unknown>).future_module).toEqual({ score: 10 });
    expect((result.modules.platforms as Record<string, unknown>).perplexity).toMatchObject({ score: 60 });
  });

  it('accepts unknown statuses and verdicts from a newer service', async () => {
    const { client } = await setup((req) =>
      req.url.pathname.includes('status')
        ? { status: 200, body: { job_id: 'j', status: 'paused' } }
        : { status: 200, body: { ...sampleResult(), verdict: 'Stellar' } },
    );
    expect((await client.getStatus('j')).status).toBe('paused');
    expect((await client.getResult('https://e.com')).verdict).toBe('Stellar');
  });
});

describe('errors', () => {
  const cases: Array<[number, new (...args: never[]) => GeoAuditError, string]> = [
    [401, AuthError, '/problems/unauthorized'],
    [403, PlanError, '/problems/plan-without-api-access'],
    [404, NotFoundError, '/problems/no-cached-result'],
    [422, InvalidUrlError, '/problems/invalid-url'],
    [400, ApiError, '/problems/invalid-request'],
  ];
  for (const [status, ErrorClass, type] of cases) {
    it(`maps ${status} to ${ErrorClass.name} with problem and request id, without retrying`, async () => {
      const { server, client } = await setup(() => ({
        status,
        body: problem(status, type, 'what went wrong'),
        headers: { 'x-request-id': 'req-42' },
      }));
      const error = await caught(client.startAudit({ url: 'https://example.com' }));
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toBeInstanceOf(GeoAuditError);
      const typed = error as GeoAuditError;
      expect(typed.status).toBe(status);
      expect(typed.problem?.type).toBe(type);
      expect(typed.requestId).toBe('req-42');
      expect(typed.message).toContain('what went wrong');
      expect(server.requests).toHaveLength(1);
    });
  }

  it('maps 429 to RateLimitError with the reset time, epoch-seconds format', async () => {
    const reset = Math.floor(Date.now() / 1000) + 1800;
    const { server, client } = await setup(() => ({
      status: 429,
      body: problem(429, '/problems/rate-limited', 'quota used'),
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
    }));
    const error = (await caught(client.getStatus('j'))) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.reason).toBe('rate');
    expect(error.resetAt?.getTime()).toBe(reset * 1000);
    expect(client.rateLimit?.remaining).toBe(0);
    expect(client.rateLimit?.resetAt?.getTime()).toBe(reset * 1000);
    expect(server.requests).toHaveLength(1);
  });

  it('maps 429 with a seconds-from-now reset and tells a concurrency limit apart', async () => {
    const { client } = await setup(() => ({
      status: 429,
      body: problem(429, '/problems/concurrency-limit', '5 audits running'),
      headers: { 'x-ratelimit-remaining': '40', 'x-ratelimit-reset': '120' },
    }));
    const before = Date.now();
    const error = (await caught(client.startAudit({ url: 'https://e.com' }))) as RateLimitError;
    expect(error.reason).toBe('concurrency');
    const resetMs = (error.resetAt?.getTime() ?? 0) - before;
    expect(resetMs).toBeGreaterThanOrEqual(119_000);
    expect(resetMs).toBeLessThanOrEqual(121_000);
    expect(client.rateLimit?.remaining).toBe(40);
  });

  it('reads the IETF RateLimit fields when the legacy ones are absent', async () => {
    const { client } = await setup(() => ({
      status: 200,
      body: { job_id: 'j', status: 'queued' },
      headers: { ratelimit: '"hourly";r=17;t=600', 'ratelimit-policy': '"hourly";q=100;w=3600' },
    }));
    const before = Date.now();
    await client.getStatus('j');
    expect(client.rateLimit?.remaining).toBe(17);
    expect(client.rateLimit?.limit).toBe(100);
    expect((client.rateLimit?.resetAt?.getTime() ?? 0) - before).toBeGreaterThanOrEqual(599_000);
  });

  it('maps malformed JSON to ResponseValidationError', async () => {
    const { client } = await setup(() => ({ status: 200, raw: '{"job_id": "j", "status": ' }));
    const error = (await caught(client.getStatus('j'))) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.message).toMatch(/not JSON/);
  });

  it('names the field that broke the contract', async () => {
    const { client } = await setup((req) =>
      req.url.pathname.includes('status')
        ? { status: 200, body: { job_id: 'j', status: 'complete', results_url: 'http://x/r' } }
        : { status: 200, body: { ...sampleResult(), geo_score: 'high' } },
    );
    const statusError = (await caught(client.getStatus('j'))) as ResponseValidationError;
    expect(statusError.message).toContain('geo_score');
    expect(statusError.issues[0]?.path).toBe('geo_score');
    const resultError = (await caught(client.getResult('https://e.com'))) as ResponseValidationError;
    expect(resultError).toBeInstanceOf(ResponseValidationError);
    expect(resultError.issues.map((i) => i.path)).toContain('geo_score');
  });

  it('retries a GET after a dropped connection, then raises NetworkError when the server is gone', async () => {
    const { server, client } = await setup((_, i) =>
      i === 0 ? { status: 0, destroy: true } : { status: 200, body: { job_id: 'j', status: 'running' } },
    );
    expect((await client.getStatus('j')).status).toBe('running');
    expect(server.requests).toHaveLength(2);

    const dead = createGeoAuditClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', retry: { limit: 1 } });
    expect(await caught(dead.getStatus('j'))).toBeInstanceOf(NetworkError);
  });
});

describe('retries after 500', () => {
  it('waits 60 s by default, then retries the start with the same idempotency key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { server, client } = await setup((_, i) =>
      i === 0
        ? { status: 500, body: problem(500, '/problems/internal-error', 'boom') }
        : { status: 202, body: { job_id: 'job_9', status: 'queued', estimated_seconds: 5 } },
    );
    const pending = client.startAudit({ url: 'https://example.com' });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toMatchObject({ job_id: 'job_9' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['idempotency-key']).toBe(
      server.requests[0]?.headers['idempotency-key'],
    );
  });

  it('honours Retry-After on 500 and gives up with ServerError after the retry limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { server, client } = await setup(
      () => ({
        status: 500,
        body: problem(500, '/problems/internal-error', 'down'),
        headers: { 'retry-after': '5' },
      }),
      { retry: { limit: 2 } },
    );
    const pending = caught(client.getStatus('j'));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(5_000);
    const error = (await pending) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.retryAfterMs).toBe(5_000);
    expect(server.requests).toHaveLength(3);
  });

  it('does not wait when the advised delay is beyond maxRetryAfterMs', async () => {
    const { server, client } = await setup(
      () => ({
        status: 500,
        body: problem(500, '/problems/internal-error', 'down'),
        headers: { 'retry-after': '3600' },
      }),
      { retry: { maxRetryAfterMs: 1_000 } },
    );
    const error = (await caught(client.getStatus('j'))) as ServerError;
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(server.requests).toHaveLength(1);
  });
});

describe('429 in wait mode', () => {
  for (const [format, header] of [
    ['seconds from now', () => '30'],
    ['epoch seconds', () => String(Math.ceil(Date.now() / 1000) + 30)],
  ] as const) {
    it(`waits for the reset (${format}) and retries`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { server, client } = await setup(
        (_, i): Reply =>
          i === 0
            ? {
                status: 429,
                body: problem(429, '/problems/rate-limited', 'quota'),
                headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': header() },
              }
            : {
                status: 200,
                body: { job_id: 'j', status: 'queued' },
                headers: { 'x-ratelimit-remaining': '99' },
              },
        { retry: { onRateLimit: 'wait' } },
      );
      const pending = client.getStatus('j');
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(25_000);
      expect(server.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(6_000);
      await expect(pending).resolves.toMatchObject({ status: 'queued' });
      expect(client.rateLimit?.remaining).toBe(99);
    });
  }
});
