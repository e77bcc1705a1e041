import { signWebhook } from '@geo-audit/core';
import type { Logger } from 'pino';
import type { AppContext } from '../context.ts';
import { claimDueDelivery, recordAttempt } from '../store/deliveries-repo.ts';
import { findKeyById } from '../store/keys-repo.ts';
import type { DeliveryRow } from '../store/schema.ts';
import { createPollLoop } from '../util/poll-loop.ts';
import { DEFAULT_RETRY_SCHEDULE_MS, nextRetryDelay } from './backoff.ts';

export interface WebhookSenderOptions {
  /** Retry delays (default: the Standard Webhooks schedule over about 3 days). */
  retryScheduleMs?: readonly number[];
  /** Per-attempt timeout (default 15 s). */
  timeoutMs?: number;
  /** Idle polling interval (default 1 s). */
  pollMs?: number;
}

export interface WebhookSender {
  start(): void;
  notify(): void;
  stop(): Promise<void>;
}

function retryAfterMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Delivers the webhook outbox: each row is signed with core's Standard Webhooks signer and the key's
 * secret (same `webhook-id` every attempt, fresh timestamp), sent through the engine's SSRF-safe fetcher
 * without following redirects, and retried with jittered backoff until a 2xx; a 410, or a destination the
 * SSRF policy blocks, stops it for good.
 */
export function createWebhookSender(
  ctx: AppContext,
  logger: Logger,
  options: WebhookSenderOptions = {},
): WebhookSender {
  const schedule = options.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const pollMs = options.pollMs ?? 1_000;
  let stopping = false;
  const inFlight = new Set<Promise<void>>();

  async function deliver(row: DeliveryRow): Promise<void> {
    const key = await findKeyById(ctx.db, row.key_id);
    const now = ctx.clock.now();
    if (!key) {
      await recordAttempt(ctx.db, row.id, {
        status: 'failed',
        httpStatus: null,
        error: 'key deleted',
        nextAttemptAt: now,
        nowMs: now,
      });
      return;
    }
    const headers = await signWebhook({
      id: row.id,
      timestamp: Math.floor(now / 1000),
      body: row.body,
      secret: key.webhook_secret,
    });
    const response = await ctx.engine.fetcher(row.url, {
      method: 'POST',
      body: row.body,
      headers: { 'content-type': 'application/json', 'user-agent': 'geo-audit-webhooks/1', ...headers },
      followRedirects: false,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const after = ctx.clock.now();
    const log = { delivery: row.id, job_id: row.job_id, attempt: row.attempts, status: response.status };
    if (response.status >= 200 && response.status < 300) {
      await recordAttempt(ctx.db, row.id, {
        status: 'delivered',
        httpStatus: response.status,
        error: null,
        nextAttemptAt: after,
        nowMs: after,
      });
      logger.info(log, 'webhook delivered');
      return;
    }
    if (response.status === 410) {
      await recordAttempt(ctx.db, row.id, {
        status: 'gone',
        httpStatus: 410,
        error: 'receiver answered 410 Gone',
        nextAttemptAt: after,
        nowMs: after,
      });
      logger.warn(log, 'webhook receiver is gone (410); not retrying');
      return;
    }
    if (response.errorCode === 'blocked_destination') {
      // The receiver now resolves into private space (the URL passed the check when the audit started):
      // retrying cannot help and would keep probing that address, so the delivery fails for good.
      await recordAttempt(ctx.db, row.id, {
        status: 'failed',
        httpStatus: null,
        error: response.error ?? 'the webhook URL points to a blocked destination',
        nextAttemptAt: after,
        nowMs: after,
      });
      logger.warn(
        { ...log, error: response.error },
        'webhook destination blocked by the SSRF policy; not retrying',
      );
      return;
    }
    const error = response.status === 0 ? (response.error ?? 'no response') : `HTTP ${response.status}`;
    const delay = nextRetryDelay(row.attempts, schedule, retryAfterMs(response.headers['retry-after']));
    if (delay === undefined) {
      await recordAttempt(ctx.db, row.id, {
        status: 'failed',
        httpStatus: response.status || null,
        error,
        nextAttemptAt: after,
        nowMs: after,
      });
      logger.warn({ ...log, error }, 'webhook given up after the last retry');
      return;
    }
    await recordAttempt(ctx.db, row.id, {
      status: 'pending',
      httpStatus: response.status || null,
      error,
      nextAttemptAt: after + delay,
      nowMs: after,
    });
    logger.info({ ...log, error, retry_in_ms: delay }, 'webhook attempt failed; will retry');
  }

  const loop = createPollLoop({
    pollMs,
    async drain() {
      while (!stopping) {
        const row = await claimDueDelivery(ctx.db, ctx.clock.now(), timeoutMs * 2);
        if (!row) break;
        const task = deliver(row)
          .catch((error: unknown) => logger.error({ err: error, delivery: row.id }, 'webhook delivery error'))
          .finally(() => inFlight.delete(task));
        inFlight.add(task);
      }
    },
    onError: (error) => logger.error({ err: error }, 'webhook sender could not read the outbox'),
  });

  return {
    start: () => loop.wake(),
    notify: () => loop.wake(),
    async stop() {
      stopping = true;
      loop.stop();
      await Promise.all(inFlight);
    },
  };
}
