import { skipLocked } from './dialect/skip-locked.ts';
import type { Db } from './open-store.ts';
import type { DeliveryRow } from './schema.ts';

/** Claims one due delivery for `leaseMs` (a crashed sender's claim lapses and the delivery is retried). */
export function claimDueDelivery(db: Db, nowMs: number, leaseMs: number): Promise<DeliveryRow | undefined> {
  const due = skipLocked(
    db,
    db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowMs)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', nowMs)]))
      .orderBy('next_attempt_at')
      .limit(1),
  );
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ lease_expires_at: nowMs + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', due)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', nowMs)]))
    .returningAll()
    .executeTakeFirst();
}

export async function recordAttempt(
  db: Db,
  id: string,
  outcome: {
    status: DeliveryRow['status'];
    httpStatus: number | null;
    error: string | null;
    nextAttemptAt: number;
    nowMs: number;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      last_status: outcome.httpStatus,
      last_error: outcome.error,
      next_attempt_at: outcome.nextAttemptAt,
      lease_expires_at: null,
      delivered_at: outcome.status === 'delivered' ? outcome.nowMs : null,
    })
    .where('id', '=', id)
    .execute();
}

export function deliveryForJob(db: Db, jobId: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}
