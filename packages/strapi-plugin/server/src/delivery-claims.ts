import { heldClaim, type WebhookClaim, type WebhookLease } from '@geo-audit/core';

/** A `webhook-delivery` row as the claims read it; `state` is null on rows written before claims had leases. */
interface DeliveryRow {
  id: number;
  state: 'processing' | 'done' | null;
  claimToken: string | null;
  leaseUntil: string | null;
}

/** The Query Engine calls the claims make on the `webhook-delivery` content type. */
export interface DeliveryQuery {
  findOne(params: { where: Record<string, unknown>; select?: string[] }): Promise<unknown>;
  create(params: { data: Record<string, unknown> }): Promise<unknown>;
  updateMany(params: {
    where: Record<string, unknown>;
    data: Record<string, unknown>;
  }): Promise<{ count: number }>;
  deleteMany(params: { where: Record<string, unknown> }): Promise<{ count: number }>;
}

const COLUMNS = ['id', 'state', 'claimToken', 'leaseUntil'];

/**
 * Webhook claims on `webhook-delivery` rows (docs/decisions/0080). Within one process the calls run in `serial`;
 * between processes sharing the database, the unique `webhookId` makes the first claim atomic, and taking over a
 * lapsed claim or giving one up is a single UPDATE or DELETE guarded by the claim it saw, so a second Strapi
 * racing for the same row finds nothing to change and is told `processing`.
 *
 * @example
 * ```ts
 * const claims = createDeliveryClaims(() => strapi.db.query(DELIVERY_UID), serial);
 * await claims.claimWebhookId('msg_1', webhookLease(new Date())); // 'claimed' | 'processing' | 'done'
 * ```
 */
export function createDeliveryClaims(
  deliveries: () => DeliveryQuery,
  serial: <T>(task: () => Promise<T>) => Promise<T>,
) {
  const find = async (webhookId: string) =>
    (await deliveries().findOne({ where: { webhookId }, select: COLUMNS })) as DeliveryRow | null;

  return {
    claimWebhookId(id: string, lease: WebhookLease): Promise<WebhookClaim> {
      return serial(async () => {
        const claim = {
          state: 'processing',
          claimToken: lease.token,
          leaseUntil: lease.expiresAt.toISOString(),
        };
        const held = await find(id);
        if (!held) {
          try {
            await deliveries().create({
              data: { webhookId: id, receivedAt: lease.now.toISOString(), ...claim },
            });
            return 'claimed';
          } catch (error) {
            // Another Strapi on the same database inserted the id first (the unique index refused this one).
            if (await find(id)) return 'processing';
            throw error;
          }
        }
        const found = heldClaim(held, lease);
        if (found !== 'claimed') return found;
        const { count } = await deliveries().updateMany({
          where: { id: held.id, claimToken: held.claimToken, leaseUntil: held.leaseUntil },
          data: claim,
        });
        return count === 1 ? 'claimed' : 'processing';
      });
    },

    completeWebhookId(id: string): Promise<void> {
      return serial(async () => {
        await deliveries().updateMany({
          where: { webhookId: id },
          data: { state: 'done', claimToken: null, leaseUntil: null },
        });
      });
    },

    releaseWebhookId(id: string, token?: string): Promise<void> {
      return serial(async () => {
        // Only an unfinished claim, and only the one this delivery still holds.
        await deliveries().deleteMany({
          where: {
            webhookId: id,
            state: 'processing',
            ...(token === undefined ? {} : { claimToken: token }),
          },
        });
      });
    },
  };
}
