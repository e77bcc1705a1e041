import type { AuditRecord, CoordinatorStore } from '@geo-audit/core';
import type { Core } from '@strapi/strapi';
import { parseAuditKey } from './audit-key.ts';
import { createDeliveryClaims, type DeliveryQuery } from './delivery-claims.ts';
import { AUDIT_UID, DELIVERY_UID } from './plugin-id.ts';
import type { ReceiptStore } from './webhook-receipts.ts';

const ACTIVE_STATES = ['waiting', 'queued', 'running'];

interface AuditRow {
  id: number;
  key: string;
  url: string | null;
  state: AuditRecord['state'];
  jobId: string | null;
  geoScore: number | null;
  verdict: string | null;
  resultsUrl: string | null;
  result: AuditRecord['result'];
  problem: AuditRecord['error'];
  progress: number | null;
  requestedAt: string | null;
  completedAt: string | null;
  updatedAt: string | Date | null;
  history: AuditRecord['history'] | null;
  rechecks: number | null;
}

function toRecord(row: AuditRow): AuditRecord {
  const updatedAt = row.updatedAt instanceof Date ? row.updatedAt.toISOString() : (row.updatedAt ?? '');
  return {
    key: row.key,
    url: row.url ?? '',
    state: row.state,
    jobId: row.jobId ?? null,
    geoScore: row.geoScore ?? null,
    verdict: row.verdict ?? null,
    resultsUrl: row.resultsUrl ?? null,
    result: row.result ?? null,
    error: row.problem ?? null,
    progress: row.progress ?? null,
    requestedAt: row.requestedAt ?? updatedAt,
    updatedAt,
    completedAt: row.completedAt ?? null,
    history: row.history ?? [],
    rechecks: row.rechecks ?? 0,
  };
}

function toRow(record: AuditRecord) {
  const subject = parseAuditKey(record.key);
  return {
    key: record.key,
    targetUid: subject.uid,
    targetDocumentId: subject.documentId,
    targetLocale: subject.locale,
    url: record.url,
    state: record.state,
    jobId: record.jobId,
    geoScore: record.geoScore,
    verdict: record.verdict,
    resultsUrl: record.resultsUrl,
    result: record.result,
    problem: record.error,
    progress: record.progress,
    requestedAt: record.requestedAt,
    completedAt: record.completedAt,
    history: record.history,
    rechecks: record.rechecks ?? 0,
  };
}

/**
 * The coordinator's storage port on the plugin's own content types, through Strapi's Query Engine (no
 * draft/publish, no Document Service middlewares, so storing never re-enters the publish hook).
 * Writes are serialised in this process so a key or webhook id is never inserted twice.
 *
 * @example
 * ```ts
 * const coordinator = createCoordinator({ client, store: createStrapiStore(strapi), webhookUrl });
 * ```
 */
export function createStrapiStore(strapi: Core.Strapi): CoordinatorStore &
  ReceiptStore &
  ReturnType<typeof createDeliveryClaims> & {
    findMany(keys: string[]): Promise<AuditRecord[]>;
    /** The keys of a document's records: one locale's, or every locale's when `locale` is '*'. */
    keysOf(uid: string, documentId: string, locale: string | null): Promise<string[]>;
    /** Removes records (a deleted document's). */
    remove(keys: string[]): Promise<void>;
  } {
  const audits = () => strapi.db.query(AUDIT_UID);
  const deliveries = () => strapi.db.query(DELIVERY_UID);
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    ...createDeliveryClaims(() => deliveries() as unknown as DeliveryQuery, serial),
    async get(key) {
      const row = (await audits().findOne({ where: { key } })) as AuditRow | null;
      return row ? toRecord(row) : null;
    },
    async findByJobId(jobId) {
      const row = (await audits().findOne({ where: { jobId } })) as AuditRow | null;
      return row ? toRecord(row) : null;
    },
    async findMany(keys) {
      if (keys.length === 0) return [];
      const rows = (await audits().findMany({ where: { key: { $in: keys } } })) as AuditRow[];
      return rows.map(toRecord);
    },
    save(record) {
      return serial(async () => {
        const existing = (await audits().findOne({ where: { key: record.key }, select: ['id'] })) as {
          id: number;
        } | null;
        if (existing) await audits().update({ where: { id: existing.id }, data: toRow(record) });
        else await audits().create({ data: toRow(record) });
      });
    },
    async keysOf(uid, documentId, locale) {
      const rows = (await audits().findMany({
        where: {
          targetUid: uid,
          targetDocumentId: documentId,
          ...(locale === '*' ? {} : { targetLocale: locale }),
        },
        select: ['key'],
      })) as Array<{ key: string }>;
      return rows.map((row) => row.key);
    },
    remove(keys) {
      return serial(async () => {
        if (keys.length > 0) await audits().deleteMany({ where: { key: { $in: keys } } });
      });
    },
    async listActive() {
      const rows = (await audits().findMany({ where: { state: { $in: ACTIVE_STATES } } })) as AuditRow[];
      return rows.map(toRecord);
    },
    removeWebhookIdsBefore(before, limit) {
      return serial(async () => {
        // The Query Engine's deleteMany ignores `limit`, so the batch is chosen first and deleted by id.
        // receivedAt is an ISO 8601 string in UTC, always of the same length, so it sorts and compares as time.
        const expired = (await deliveries().findMany({
          where: { receivedAt: { $lt: before.toISOString() } },
          select: ['id'],
          orderBy: { id: 'asc' },
          limit,
        })) as Array<{ id: number }>;
        if (expired.length === 0) return 0;
        const { count } = await deliveries().deleteMany({
          where: { id: { $in: expired.map((row) => row.id) } },
        });
        return count;
      });
    },
  };
}
