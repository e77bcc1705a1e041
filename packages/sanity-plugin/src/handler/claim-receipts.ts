import { type WebhookClaim, type WebhookLease, webhookLease } from '@geo-audit/core';

/** The part of the store that records which deliveries were acted on. */
export interface ReceiptStore {
  claimWebhookId(id: string, lease: WebhookLease): Promise<WebhookClaim>;
  completeWebhookId(id: string, token: string): Promise<void>;
  releaseWebhookId(id: string, token?: string): Promise<void>;
}

/** The outcome of claiming a delivery's receipts. */
export interface Claim {
  /**
   * `claimed`: act on the delivery; `processing`: another delivery of it is being acted on and may still fail
   * (answer so that Sanity retries); `done`: it was acted on (a duplicate).
   */
  state: WebhookClaim;
  /** Marks the receipts this claim made done, once the delivery was acted on. */
  complete(): Promise<void>;
  /** Gives up the receipts this claim made, so a redelivery after a failure is acted on. */
  release(): Promise<void>;
}

/**
 * Claims a delivery's receipts in the order given and stops at the first one held already, so a repeat writes
 * nothing more than its new receipts before it. On a duplicate, the receipts made are marked done: they name this
 * delivery too. While another delivery of it is still being acted on, they are given up again, so that one's
 * failure leaves nothing that turns Sanity's next retry away. When a claim fails (the dataset unreachable), those
 * already made are given up before the error goes on.
 *
 * @example
 * ```ts
 * const claim = await claimReceipts(store, ['sanitysig-0f…', 'sanity-abc']);
 * if (claim.state !== 'claimed') return claim.state === 'done' ? duplicateResponse : inProgressResponse;
 * try { await act(); await claim.complete(); } catch (error) { await claim.release(); throw error; }
 * ```
 */
export async function claimReceipts(
  store: ReceiptStore,
  ids: readonly string[],
  lease: WebhookLease = webhookLease(new Date()),
): Promise<Claim> {
  const claimed: string[] = [];
  const release = async () => {
    await Promise.all(claimed.map((id) => store.releaseWebhookId(id, lease.token).catch(() => undefined)));
  };
  const complete = async () => {
    // One after the other, in claim order, so the dataset's history reads as the claims did.
    for (const id of claimed) await store.completeWebhookId(id, lease.token);
  };
  try {
    for (const id of ids) {
      const state = await store.claimWebhookId(id, lease);
      if (state === 'claimed') {
        claimed.push(id);
        continue;
      }
      await (state === 'done' ? complete() : release());
      return { state, complete, release };
    }
  } catch (error) {
    await release();
    throw error;
  }
  return { state: 'claimed', complete, release };
}
