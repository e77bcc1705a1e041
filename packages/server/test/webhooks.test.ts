import { AuditCompletedEvent, PROBLEM_TYPES, verifyWebhook } from '@geo-audit/core';
import { createSafeFetcher } from '@geo-audit/engine';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE_MS, nextRetryDelay } from '../src/webhooks/backoff.ts';
import { eventually, startApi } from './helpers/api-harness.ts';
import { deferCleanups } from './helpers/cleanups.ts';
import { startLoopbackSite } from './helpers/loopback-site.ts';
import { STORE_KINDS, storeMatrix } from './helpers/store-matrix.ts';
import { startReceiver } from './helpers/webhook-receiver.ts';

const defer = deferCleanups();

// The outbox behaves the same on the embedded store and on PostgreSQL.
const stores = storeMatrix('hooks');

async function setup(statuses: number[]) {
  const site = await startLoopbackSite();
  defer(() => site.close());
  const receiver = await startReceiver(statuses);
  defer(() => receiver.close());
  const api = await startApi({
    webhooks: { pollMs: 25, retryScheduleMs: [150, 300, 600] },
    ...(await stores.storeOptions()),
  });
  defer(() => api.close());
  return { site, receiver, api };
}

describe.each(STORE_KINDS)('on %s', (kind) => {
  beforeAll(() => stores.use(kind));

  describe('completion webhook (SPEC 6)', () => {
    it('is signed so that core’s verifier and the standardwebhooks package both accept it', async () => {
      const { site, receiver, api } = await setup([]);
      const start = await api.call('/api/audit.php', {
        json: { url: `${site.url}/post`, webhook_url: receiver.url },
      });
      expect(start.status).toBe(202);
      const [delivery] = await eventually(async () =>
        receiver.received.length > 0 ? receiver.received : undefined,
      );
      const verified = await verifyWebhook(delivery!.body, delivery!.headers, api.webhookSecret);
      const event = AuditCompletedEvent.parse(verified.payload);
      const status = await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`);
      expect(event).toEqual({
        type: 'audit.completed',
        job_id: start.body.job_id,
        url: `${site.url}/post`,
        status: 'complete',
        geo_score: status.body.geo_score,
        verdict: expect.any(String),
        results_url: status.body.results_url,
        analyzed_at: expect.any(String),
      });
      expect(new Webhook(api.webhookSecret).verify(delivery!.body, delivery!.headers)).toEqual(
        JSON.parse(delivery!.body),
      );
      expect(delivery!.headers['webhook-id']).toMatch(/^msg_/);
      expect(delivery!.headers['content-type']).toBe('application/json');
      // Another key's secret does not verify it.
      const other = await api.newKey();
      await expect(verifyWebhook(delivery!.body, delivery!.headers, other.webhookSecret)).rejects.toThrow();
    });

    it('retries a receiver that fails twice, with the same webhook-id and fresh signatures, then stops', async () => {
      const { site, receiver, api } = await setup([500, 503]);
      await api.call('/api/audit.php', { json: { url: `${site.url}/retry`, webhook_url: receiver.url } });
      await eventually(async () => (receiver.received.length >= 3 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(receiver.received.map((r) => r.status)).toEqual([500, 503, 200]);
      const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
      expect(ids.size).toBe(1);
      for (const attempt of receiver.received) {
        await expect(verifyWebhook(attempt.body, attempt.headers, api.webhookSecret)).resolves.toBeTruthy();
      }
      const row = await api.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'delivered', attempts: 3, last_status: 200 });
    });

    it('stops at 410 Gone without further attempts', async () => {
      const { site, receiver, api } = await setup([410, 500]);
      await api.call('/api/audit.php', { json: { url: `${site.url}/gone`, webhook_url: receiver.url } });
      await eventually(async () => (receiver.received.length >= 1 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(receiver.received).toHaveLength(1);
      const row = await api.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe('gone');
    });

    it('gives up at once, without retrying, when the receiver has moved into blocked address space', async () => {
      const { site, receiver } = await setup([]);
      // The URL passed the check when the audit started; by delivery time the sender's SSRF policy
      // refuses it (as after a DNS change to a private address).
      const api = await startApi({
        webhooks: { pollMs: 25, retryScheduleMs: [150, 300, 600] },
        fetcher: createSafeFetcher({ allowHosts: [] }),
        ...(await stores.storeOptions()),
      });
      defer(() => api.close());
      const start = await api.call('/api/audit.php', {
        json: { url: `${site.url}/moved`, webhook_url: receiver.url },
      });
      expect(start.status).toBe(202);
      const row = await eventually(async () => {
        const found = await api.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirst();
        return found && found.status !== 'pending' ? found : undefined;
      });
      expect(row).toMatchObject({ status: 'failed', attempts: 1, last_status: null });
      expect(row.last_error).toMatch(/127\.0\.0\.1|not allowed|blocked|private|loopback/i);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(
        await api.db.selectFrom('webhook_deliveries').select('attempts').executeTakeFirstOrThrow(),
      ).toEqual({ attempts: 1 });
      expect(receiver.received).toEqual([]);
    });

    it('tells the receiver when an audit failed and why (status "failed", no score, the error of the status response)', async () => {
      const { site, receiver, api } = await setup([]);
      const start = await api.call('/api/audit.php', {
        json: { url: `${site.url}/reset`, webhook_url: receiver.url },
      });
      const [delivery] = await eventually(async () =>
        receiver.received.length > 0 ? receiver.received : undefined,
      );
      const { payload } = await verifyWebhook(delivery!.body, delivery!.headers, api.webhookSecret);
      const event = AuditCompletedEvent.parse(payload);
      expect(event).toMatchObject({
        job_id: start.body.job_id,
        status: 'failed',
        geo_score: null,
        results_url: null,
        error: { type: PROBLEM_TYPES.auditFailed, code: expect.any(String), message: expect.any(String) },
      });
      const status = await api.call(`/api/audit_status.php?job_id=${start.body.job_id}`);
      expect(event.error).toEqual(status.body.error);
    });

    it('keeps retrying with growing, jittered delays for more than 24 hours by default', () => {
      const total = DEFAULT_RETRY_SCHEDULE_MS.reduce((sum, ms) => sum + ms, 0);
      expect(total).toBeGreaterThan(24 * 3_600_000);
      const low = DEFAULT_RETRY_SCHEDULE_MS.map((_, i) =>
        nextRetryDelay(i + 1, DEFAULT_RETRY_SCHEDULE_MS, undefined, () => 0),
      );
      const high = DEFAULT_RETRY_SCHEDULE_MS.map((_, i) =>
        nextRetryDelay(i + 1, DEFAULT_RETRY_SCHEDULE_MS, undefined, () => 1),
      );
      for (let i = 0; i < low.length; i++) {
        expect(low[i]).toBeLessThan(high[i]!);
        if (i > 0) expect(low[i]!).toBeGreaterThan(high[i - 1]! * 0.5);
      }
      expect(nextRetryDelay(DEFAULT_RETRY_SCHEDULE_MS.length + 1, DEFAULT_RETRY_SCHEDULE_MS)).toBeUndefined();
      // A receiver's Retry-After is honoured when it asks for longer.
      expect(nextRetryDelay(1, DEFAULT_RETRY_SCHEDULE_MS, 120_000)).toBe(120_000);
    });
  });
});
