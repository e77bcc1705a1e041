/** The part of the store that records which deliveries were acted on. */
export interface ReceiptStore {
  /** True when the id was not claimed before (an atomic create). */
  claimWebhookId(id: string): Promise<boolean>;
  releaseWebhookId(id: string): Promise<void>;
}

/** The outcome of claiming a delivery's receipts. */
export interface Claim {
  /** Some receipt was already claimed: the delivery was, or is being, acted on. */
  duplicate: boolean;
  /** Forgets the receipts this claim made, so a redelivery after a failure is acted on. */
  release(): Promise<void>;
}

/**
 * Claims a delivery's receipts in the order given and stops at the first one already taken, so a repeat writes
 * nothing more than its new receipts before it. The receipts made stay: they name this delivery too. When a claim
 * fails (the dataset unreachable), those already made are released before the error goes on, or Sanity's
 * redelivery would be called a duplicate.
 *
 * @example
 * ```ts
 * const claim = await claimReceipts(store, ['sanitysig-0f…', 'sanity-abc']);
 * if (claim.duplicate) return duplicateResponse;
 * try { await act(); } catch (error) { await claim.release(); throw error; }
 * ```
 */
export async function claimReceipts(store: ReceiptStore, ids: readonly string[]): Promise<Claim> {
  const claimed: string[] = [];
  const release = async () => {
    await Promise.all(claimed.map((id) => store.releaseWebhookId(id).catch(() => undefined)));
  };
  try {
    for (const id of ids) {
      if (!(await store.claimWebhookId(id))) return { duplicate: true, release };
      claimed.push(id);
    }
  } catch (error) {
    await release();
    throw error;
  }
  return { duplicate: false, release };
}
