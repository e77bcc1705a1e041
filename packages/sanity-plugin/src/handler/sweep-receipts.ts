import type { SanityClient } from '@sanity/client';
import { RECEIPT_TYPE, receiptDocumentId } from './document-ids.ts';
import { KEY_RECEIPT, SIGNATURE_RECEIPT } from './sanity-delivery.ts';

const HOUR_MS = 3_600_000;

/**
 * How long a receipt must outlive its claim (docs/decisions/0067). A Sanity delivery's receipts are needed only
 * while that delivery can come again: its signature verifies for 5 minutes either side of its timestamp, and
 * Sanity retries a failed delivery twice, 30 seconds apart (over 30 minutes before April 2026); a day is ample.
 * A GEO completion webhook is redelivered under the same `webhook-id` for up to 3.8 days on the server's outbox
 * schedule (nine retries 5 s to 24 h apart, 75.6 hours, up to 20 % more with jitter), about 9.2 days if a proxy in
 * front of the handler answered every attempt with a one-day `Retry-After`; 14 days, as the Strapi plugin keeps
 * them (decision 0068).
 */
export const RECEIPT_RETENTION_MS = {
  sanity: 24 * HOUR_MS,
  geo: 14 * 24 * HOUR_MS,
} as const;

/** The most receipts one sweep deletes, so a scheduled poll stays short even with years of receipts to clear. */
export const SWEEP_BATCH = 100;

// `_createdAt` rather than the `receivedAt` the handler writes: the Content Lake sets it on every document, with
// its own clock, so receipts written by any earlier version go as well.
const EXPIRED = `*[_type == $type && (
  dateTime(_createdAt) < dateTime($geoCutoff)
  || ((string::startsWith(_id, $signaturePrefix) || string::startsWith(_id, $keyPrefix))
    && dateTime(_createdAt) < dateTime($sanityCutoff))
)][0...$limit]._id`;

/**
 * Deletes up to `limit` receipt documents older than their retention (`RECEIPT_RETENTION_MS`) in one transaction
 * and returns how many it deleted. Run on every scheduled poll, it keeps a day's Sanity receipts and two weeks' GEO
 * ones in the dataset instead of every delivery's forever; a larger backlog goes a batch per poll.
 *
 * @example
 * ```ts
 * const deleted = await sweepReceipts(client); // 0 … 100
 * ```
 */
export async function sweepReceipts(
  client: SanityClient,
  { now = new Date(), limit = SWEEP_BATCH }: { now?: Date; limit?: number } = {},
): Promise<number> {
  const cutoff = (retentionMs: number) => new Date(now.getTime() - retentionMs).toISOString();
  const ids = await client.fetch<string[]>(EXPIRED, {
    type: RECEIPT_TYPE,
    geoCutoff: cutoff(RECEIPT_RETENTION_MS.geo),
    sanityCutoff: cutoff(RECEIPT_RETENTION_MS.sanity),
    signaturePrefix: receiptDocumentId(SIGNATURE_RECEIPT),
    keyPrefix: receiptDocumentId(KEY_RECEIPT),
    limit,
  });
  if (!ids.length) return 0;
  const transaction = client.transaction();
  for (const id of ids) transaction.delete(id);
  await transaction.commit();
  return ids.length;
}
