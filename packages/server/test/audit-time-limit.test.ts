import { runAudit } from '@geo-audit/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../src/config/plans.ts';
import { manualClock } from '../src/util/clock.ts';
import { eventually, startApi } from './helpers/api-harness.ts';
import { deferCleanups } from './helpers/cleanups.ts';
import { startLoopbackSite } from './helpers/loopback-site.ts';
import { startReceiver } from './helpers/webhook-receiver.ts';

const defer = deferCleanups();

describe('the time limit of one audit', () => {
  it('fails an audit that never ends, says what timed out, frees its slots and sends its webhook', async () => {
    const site = await startLoopbackSite();
    defer(() => site.close());
    const receiver = await startReceiver();
    defer(() => receiver.close());
    const api = await startApi({
      // One worker slot and one concurrency slot: the next audit runs only if the hung one let both go.
      worker: { concurrency: 1, auditTimeoutMs: 300 },
      plans: { ...DEFAULT_PLANS, agency: { ...DEFAULT_PLANS.agency!, concurrentAudits: 1 } },
      runAudit: (url, options) => {
        if (!url.includes('/hangs')) return runAudit(url, options);
        options?.onProgress?.({ stage: 'gather:robots.txt', progress: 0.2 });
        // Settles never, abort or not: the worker must stop waiting by itself.
        return new Promise(() => {});
      },
    });
    defer(() => api.close());

    const hung = await api.call('/api/audit.php', {
      json: { url: `${site.url}/hangs`, webhook_url: receiver.url },
    });
    expect(hung.status).toBe(202);
    const failed = await eventually(
      async () => {
        const { body } = await api.call(`/api/audit_status.php?job_id=${hung.body.job_id}`);
        return body.status === 'running' || body.status === 'queued' ? undefined : body;
      },
      { timeoutMs: 5_000, what: 'the hung audit to end' },
    );
    expect(failed.status).toBe('failed');
    expect(failed.error.code).toBe('audit_timeout');
    expect(failed.error.message).toContain(`The audit of ${site.url}/hangs did not finish within 0.3 s`);
    expect(failed.error.message).toContain('still fetching the page');
    expect(failed.error.message).toContain('start the audit again');

    const [delivery] = await eventually(
      async () => (receiver.received.length > 0 ? receiver.received : undefined),
      { timeoutMs: 5_000, what: 'the webhook of the failed audit' },
    );
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({ job_id: hung.body.job_id, status: 'failed' });
    expect(event.error).toMatchObject({ code: 'audit_timeout', message: failed.error.message });

    const next = await api.call('/api/audit.php', { json: { url: `${site.url}/next` } });
    expect(next.status).toBe(202);
    await eventually(
      async () => {
        const { body } = await api.call(`/api/audit_status.php?job_id=${next.body.job_id}`);
        return body.status === 'complete' ? true : undefined;
      },
      { timeoutMs: 10_000, what: 'the next audit to complete' },
    );
  });

  it('bounds what estimates expect of an overdue audit', async () => {
    const clock = manualClock(Date.parse('2026-11-25T09:00:00Z'));
    const site = await startLoopbackSite();
    defer(() => site.close());
    const api = await startApi({
      clock,
      // The clock jumps a minute while an audit runs: the lease must outlast it. The limit is far off in real time.
      worker: { concurrency: 1, leaseMs: 60 * 60_000, auditTimeoutMs: 75_000 },
      runAudit: async (url, options) => {
        if (url.includes('/fast')) clock.advance(1_000);
        return runAudit(url, options);
      },
    });
    defer(async () => {
      site.release();
      await api.close();
    });
    const status = async (id: string) => (await api.call(`/api/audit_status.php?job_id=${id}`)).body;

    const fast = await api.call('/api/audit.php', { json: { url: `${site.url}/fast` } });
    await eventually(async () => ((await status(fast.body.job_id)).status === 'complete' ? true : undefined));
    // Every finished audit took 1 s. One now hangs and runs 60 s by the clock.
    site.hold();
    const slow = (await api.call('/api/audit.php', { json: { url: `${site.url}/slow` } })).body.job_id;
    await eventually(async () => ((await status(slow)).status === 'running' ? true : undefined));
    clock.advance(60_000);

    // A third of 60 s would be 20 s more; the limit stops it 15 s from now.
    expect((await status(slow)).estimated_seconds).toBe(15);
    // Behind it, in the only worker slot: 15 s, then the mean 1 s.
    const next = await api.call('/api/audit.php', { json: { url: `${site.url}/next` } });
    expect(next.body.estimated_seconds).toBe(16);
  });
});
