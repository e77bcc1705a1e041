/**
 * How long a webhook receipt (one `webhook-delivery` row per verified delivery) is kept. A receipt only has to
 * outlive the GEO server's redeliveries of the same id: a replay of a captured delivery is refused anyway once
 * its signed timestamp is 5 minutes old. The server retries for about 3 days (4 with jitter), or up to about
 * 9 days if a proxy in front of Strapi keeps answering 429/503 with a one-day Retry-After; 14 days covers both
 * (docs/decisions/0068-webhook-receipts-swept.md).
 */
export const RECEIPT_TTL_MS = 14 * 24 * 3_600_000;

/**
 * Most receipts one poll removes, so a backlog (a site upgrading with years of receipts) is worked off over a
 * few polls instead of one long delete that holds the database's write lock while editors publish.
 */
export const RECEIPT_SWEEP_BATCH = 500;

/** The part of the plugin's store the sweep needs. */
export interface ReceiptStore {
  /** Removes up to `limit` receipts received before `before`; resolves to how many were removed. */
  removeWebhookIdsBefore(before: Date, limit: number): Promise<number>;
}

/**
 * Removes one batch of receipts older than {@link RECEIPT_TTL_MS}; the poller calls it every poll.
 *
 * @example
 * ```ts
 * const removed = await sweepWebhookReceipts(createStrapiStore(strapi)); // 0…500
 * ```
 */
export function sweepWebhookReceipts(store: ReceiptStore, now: Date = new Date()): Promise<number> {
  return store.removeWebhookIdsBefore(new Date(now.getTime() - RECEIPT_TTL_MS), RECEIPT_SWEEP_BATCH);
}
