import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuditFailedError,
  type AuditStatusResponse,
  createGeoAuditClient,
  TimeoutError,
} from '../../src/index.ts';
import { type Reply, startScriptedServer } from '../helpers/scripted-server.ts';

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(replies: Reply[]) {
  const server = await startScriptedServer((_, i) => replies[Math.min(i, replies.length - 1)] as Reply);
  servers.push(server);
  const client = createGeoAuditClient({ apiKey: 'k', baseUrl: server.baseUrl });
  return { server, client };
}

const status = (body: Partial<AuditStatusResponse>, headers?: Record<string, string>): Reply => ({
  status: 200,
  body: { job_id: 'job_1', ...body },
  ...(headers ? { headers } : {}),
});

describe('waitForResult', () => {
  it('reports queued → running → complete and follows the server poll hint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { server, client } = await setup([
      status({ status: 'queued', position: 1, poll_after_ms: 3_000 }),
      status({ status: 'running', progress: 0.4 }, { 'retry-after': '2' }),
      status({ status: 'complete', geo_score: 77, results_url: 'http://127.0.0.1/r/x' }),
    ]);
    const seen: string[] = [];
    const pending = client.waitForResult('job_1', { onProgress: (s) => seen.push(s.status) });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(server.requests).toHaveLength(1); // the 3 s hint is honoured
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(server.requests).toHaveLength(2); // Retry-After: 2 is honoured
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toMatchObject({ status: 'complete', geo_score: 77 });
    expect(seen).toEqual(['queued', 'running', 'complete']);
  });

  it('waits for the estimate before the first poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { server, client } = await setup([
      status({ status: 'complete', geo_score: 50, results_url: 'http://x/r' }),
    ]);
    const pending = client.waitForResult('job_1', { estimatedSeconds: 6 });
    await vi.advanceTimersByTimeAsync(5_900);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toMatchObject({ geo_score: 50 });
  });

  it('stops with AuditFailedError on a failed job', async () => {
    const { client } = await setup([status({ status: 'failed', error: { message: 'page returned 404' } })]);
    const error = await client.waitForResult('job_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuditFailedError);
    expect((error as AuditFailedError).jobId).toBe('job_1');
    expect((error as Error).message).toContain('page returned 404');
  });

  it('rejects with the abort reason when aborted mid-wait', async () => {
    const { server, client } = await setup([status({ status: 'running', poll_after_ms: 60_000 })]);
    const controller = new AbortController();
    const pending = client.waitForResult('job_1', { signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up with TimeoutError after maxWaitMs, naming the last status', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { server, client } = await setup([status({ status: 'running' })]);
    const pending = client.waitForResult('job_1', { maxWaitMs: 20_000 }).catch((e: unknown) => e);
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(5_000);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/not complete after 20000 ms \(last status: running\)/);
    // Backoff 1 s, 2 s, 4 s, 8 s (±20 % jitter) fits four or five polls into 20 s, not one per second.
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
    expect(server.requests.length).toBeLessThanOrEqual(6);
  });
});
