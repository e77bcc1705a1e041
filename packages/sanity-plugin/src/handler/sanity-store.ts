import { type AuditRecord, AuditResult, type CoordinatorStore } from '@geo-audit/core';
import type { SanityClient } from '@sanity/client';
import { RESULT_TYPE, resultDocumentId } from './document-ids.ts';
import { createReceiptClaims } from './receipt-claims.ts';

/** The companion document that holds one audited document's latest audit and history. */
export interface GeoAuditResultDocument {
  _id: string;
  _type: typeof RESULT_TYPE;
  /** Weak, so deleting the audited document is never blocked by its audit. */
  document: { _type: 'reference'; _ref: string; _weak: true };
  url: string;
  state: AuditRecord['state'];
  jobId?: string;
  geoScore?: number;
  verdict?: string;
  resultsUrl?: string;
  /** The full result as JSON text: its arrays of objects have no `_key`, so it is stored opaque. */
  resultJson?: string;
  error?: AuditRecord['error'];
  progress?: number;
  requestedAt: string;
  updatedAt: string;
  completedAt?: string;
  /** Re-audits since the last publish because the site did not serve the page yet; absent when none. */
  rechecks?: number;
  history: Array<AuditRecord['history'][number] & { _key: string }>;
}

const ACTIVE_STATES = ['waiting', 'queued', 'running'];

function toDocument(record: AuditRecord): GeoAuditResultDocument {
  const doc: GeoAuditResultDocument = {
    _id: resultDocumentId(record.key),
    _type: RESULT_TYPE,
    document: { _type: 'reference', _ref: record.key, _weak: true },
    url: record.url,
    state: record.state,
    requestedAt: record.requestedAt,
    updatedAt: record.updatedAt,
    history: record.history.map((entry) => ({ _key: entry.jobId, ...entry })),
  };
  // Sanity documents omit absent values rather than storing null.
  if (record.jobId) doc.jobId = record.jobId;
  if (record.geoScore !== null) doc.geoScore = record.geoScore;
  if (record.verdict !== null) doc.verdict = record.verdict;
  if (record.resultsUrl) doc.resultsUrl = record.resultsUrl;
  if (record.result) doc.resultJson = JSON.stringify(record.result);
  if (record.error) doc.error = record.error;
  if (record.progress !== null) doc.progress = record.progress;
  if (record.completedAt) doc.completedAt = record.completedAt;
  // The count must survive between requests, or the coordinator would re-check a missing page forever.
  if (record.rechecks) doc.rechecks = record.rechecks;
  return doc;
}

function toRecord(doc: GeoAuditResultDocument | null | undefined): AuditRecord | null {
  if (!doc) return null;
  let result: AuditRecord['result'] = null;
  if (doc.resultJson) {
    const parsed = AuditResult.safeParse(JSON.parse(doc.resultJson));
    result = parsed.success ? parsed.data : null;
  }
  return {
    key: doc.document._ref,
    url: doc.url,
    state: doc.state,
    jobId: doc.jobId ?? null,
    geoScore: doc.geoScore ?? null,
    verdict: doc.verdict ?? null,
    resultsUrl: doc.resultsUrl ?? null,
    result,
    error: doc.error ?? null,
    progress: doc.progress ?? null,
    requestedAt: doc.requestedAt,
    updatedAt: doc.updatedAt,
    completedAt: doc.completedAt ?? null,
    history: (doc.history ?? []).map(({ _key, ...entry }) => entry),
    ...(doc.rechecks ? { rechecks: doc.rechecks } : {}),
  };
}

/**
 * The coordinator's storage port over a Sanity dataset: one `geoAudit.result` companion document per
 * audited document (so user schemas never change), and `geoAudit.receipt` documents that claim webhook
 * deliveries (`createReceiptClaims`).
 */
export function createSanityStore(client: SanityClient): CoordinatorStore &
  ReturnType<typeof createReceiptClaims> & {
    /** Deletes a document's companion result document (the document itself was deleted). */
    remove(key: string): Promise<void>;
  } {
  return {
    ...createReceiptClaims(client),
    async get(key) {
      return toRecord(await client.getDocument<GeoAuditResultDocument>(resultDocumentId(key)));
    },
    async findByJobId(jobId) {
      const doc = await client.fetch<GeoAuditResultDocument | null>(
        `*[_type == $type && jobId == $jobId][0]`,
        { type: RESULT_TYPE, jobId },
      );
      return toRecord(doc);
    },
    async save(record) {
      await client.createOrReplace(toDocument(record), { visibility: 'sync' });
    },
    async listActive() {
      const docs = await client.fetch<GeoAuditResultDocument[]>(`*[_type == $type && state in $states]`, {
        type: RESULT_TYPE,
        states: ACTIVE_STATES,
      });
      return docs.map((doc) => toRecord(doc)).filter((record): record is AuditRecord => record !== null);
    },
    async remove(key) {
      await client.delete(resultDocumentId(key));
    },
  };
}
