import { heldClaim, type WebhookClaim, type WebhookLease } from '@geo-audit/core';
import type { SanityClient } from '@sanity/client';
import { RECEIPT_TYPE, receiptDocumentId } from './document-ids.ts';

/**
 * A `geoAudit.receipt` document: one per delivery id. `state` is absent on receipts written before claims had
 * leases; those were only kept for deliveries acted on, so they count as done.
 */
interface Receipt {
  _id: string;
  _rev: string;
  receivedAt?: string;
  state?: 'processing' | 'done';
  claimToken?: string;
  leaseUntil?: string;
}

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

// A patch guarded by `ifRevisionID` fails with 409 when another write came first, 404 when the receipt is gone.
const lostRace = (error: unknown) => statusOf(error) === 409 || statusOf(error) === 404;

/** The past, as a lease end: a released claim is lapsed, so the next delivery takes it over. */
const LAPSED = new Date(0).toISOString();

/**
 * Webhook claims on receipt documents (docs/decisions/0080): an atomic `create` claims a new id; a claim whose
 * lease ran out is taken over by a patch guarded by the receipt's revision, so of two deliveries racing for it
 * one wins and the other is told `processing`. Releasing lapses the lease (guarded the same way) rather than
 * deleting the receipt, so a slower delivery whose claim was taken over cannot undo the new one.
 *
 * @example
 * ```ts
 * const claims = createReceiptClaims(client);
 * await claims.claimWebhookId('msg_1', webhookLease(new Date())); // 'claimed' | 'processing' | 'done'
 * ```
 */
export function createReceiptClaims(client: SanityClient) {
  async function takeOver(held: Receipt, lease: WebhookLease): Promise<WebhookClaim> {
    try {
      await client
        .patch(held._id)
        .ifRevisionId(held._rev)
        .set({ state: 'processing', claimToken: lease.token, leaseUntil: lease.expiresAt.toISOString() })
        .commit();
      return 'claimed';
    } catch (error) {
      if (lostRace(error)) return 'processing';
      throw error;
    }
  }

  return {
    async claimWebhookId(id: string, lease: WebhookLease): Promise<WebhookClaim> {
      const _id = receiptDocumentId(id);
      try {
        await client.create({
          _id,
          _type: RECEIPT_TYPE,
          receivedAt: lease.now.toISOString(),
          state: 'processing',
          claimToken: lease.token,
          leaseUntil: lease.expiresAt.toISOString(),
        });
        return 'claimed';
      } catch (error) {
        if (statusOf(error) !== 409) throw error;
      }
      const held = await client.getDocument<Receipt>(_id);
      // Swept or deleted between the two requests: a retry will find it one way or the other.
      if (!held) return 'processing';
      const found = heldClaim(held, lease);
      return found === 'claimed' ? takeOver(held, lease) : found;
    },

    async completeWebhookId(id: string): Promise<void> {
      try {
        await client
          .patch(receiptDocumentId(id))
          .set({ state: 'done' })
          .unset(['claimToken', 'leaseUntil'])
          .commit();
      } catch (error) {
        // The receipt is gone: a redelivery is acted on again, which changes nothing.
        if (statusOf(error) !== 404) throw error;
      }
    },

    async releaseWebhookId(id: string, token?: string): Promise<void> {
      const held = await client.getDocument<Receipt>(receiptDocumentId(id));
      if (held?.state !== 'processing' || (token !== undefined && held.claimToken !== token)) return;
      try {
        await client
          .patch(held._id)
          .ifRevisionId(held._rev)
          .set({ leaseUntil: LAPSED })
          .unset(['claimToken'])
          .commit();
      } catch (error) {
        if (!lostRace(error)) throw error;
      }
    },
  };
}
