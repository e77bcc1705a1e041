import type { Db } from './open-store.ts';

export const HOUR_MS = 3_600_000;

export interface WindowState {
  /** Requests counted in this window, this one included. */
  count: number;
  windowStart: number;
  windowEnd: number;
}

export function windowStartOf(nowMs: number): number {
  return nowMs - (nowMs % HOUR_MS);
}

/**
 * Counts one request in the subject's current fixed hourly window with a single atomic upsert
 * (`INSERT … ON CONFLICT DO UPDATE … RETURNING`, the same on SQLite and PostgreSQL), so concurrent
 * requests can never both read the same count.
 */
export async function consume(db: Db, subject: string, nowMs: number): Promise<WindowState> {
  const windowStart = windowStartOf(nowMs);
  const row = await db
    .insertInto('rate_counters')
    .values({ subject, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['subject', 'window_start'])
        .doUpdateSet((eb) => ({ count: eb('rate_counters.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart, windowEnd: windowStart + HOUR_MS };
}

/** The subject's current window without counting. */
export async function peek(db: Db, subject: string, nowMs: number): Promise<WindowState> {
  const windowStart = windowStartOf(nowMs);
  const row = await db
    .selectFrom('rate_counters')
    .select('count')
    .where('subject', '=', subject)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), windowStart, windowEnd: windowStart + HOUR_MS };
}

export async function purgeOldWindows(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_counters').where('window_start', '<', windowStartOf(nowMs)).execute();
}
