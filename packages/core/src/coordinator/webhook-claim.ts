import type { WebhookClaim, WebhookLease } from './types.ts';

/**
 * How long a delivery's claim on its webhook id holds unfinished (docs/decisions/0080). Handling one completion
 * webhook is a status call, a result call and a write, each well under a minute; 2 minutes covers a slow API
 * without letting a claim left by a process that died block the sender's redeliveries for long: the GEO
 * server's third attempt comes 5 minutes after its second, so it finds the claim lapsed and is acted on.
 */
export const WEBHOOK_CLAIM_LEASE_MS = 120_000;

/**
 * What a host answers a delivery whose id another delivery is still acting on: a 503 (retried by every sender:
 * Standard Webhooks senders retry any non-2xx but 410, Sanity retries 429 and 5xx), with `Retry-After` set to the
 * lease, after which the first delivery has finished or its claim has lapsed, so the retry gets a real answer.
 * A 2xx here would end the retries, and if that first delivery then failed, only the fallback poller would
 * pick the job up, minutes later.
 */
export const WEBHOOK_IN_PROGRESS = {
  status: 503,
  body: { ok: false, reason: 'in_progress' },
  headers: { 'retry-after': String(WEBHOOK_CLAIM_LEASE_MS / 1000) },
} as const;

/**
 * A new claim for one delivery, held until `leaseMs` from `now`.
 *
 * @example
 * ```ts
 * const lease = webhookLease(new Date());
 * const claim = claimState(await store.claimWebhookId('msg_1', lease)); // 'claimed' | 'processing' | 'done'
 * ```
 */
export function webhookLease(now: Date, leaseMs: number = WEBHOOK_CLAIM_LEASE_MS): WebhookLease {
  return { token: crypto.randomUUID(), now, expiresAt: new Date(now.getTime() + leaseMs) };
}

/** A store's answer to a claim as a `WebhookClaim`; a store from before leases answers true or false. */
export function claimState(answer: WebhookClaim | boolean): WebhookClaim {
  if (answer === true) return 'claimed';
  if (answer === false) return 'done';
  return answer;
}

/**
 * A held claim's state in a store that keeps `state` ('processing' | 'done', absent on receipts written before
 * leases, which were only ever kept for deliveries acted on) and `leaseUntil` (ISO 8601): whether a new delivery
 * may take it over.
 *
 * @example
 * ```ts
 * heldClaim({ state: 'processing', leaseUntil: '2026-11-24T10:02:00.000Z' }, lease); // 'processing' or 'claimed'
 * ```
 */
export function heldClaim(
  held: { state?: string | null; leaseUntil?: string | null },
  lease: WebhookLease,
): WebhookClaim {
  if (held.state !== 'processing') return 'done';
  const until = Date.parse(held.leaseUntil ?? '');
  return Number.isNaN(until) || until <= lease.now.getTime() ? 'claimed' : 'processing';
}
