import { AuditResult } from '@geo-audit/core';
import type { GeoAuditResultDocument } from '../../handler/sanity-store.ts';

/** What the Studio shows for one document: the companion document with its result parsed. */
export interface AuditView {
  documentId: string;
  url: string;
  state: GeoAuditResultDocument['state'];
  geoScore: number | null;
  verdict: string | null;
  resultsUrl: string | null;
  result: AuditResult | null;
  error: GeoAuditResultDocument['error'] | null;
  progress: number | null;
  /** When the handler was asked for this audit (a publish's webhook or a run), by the handler's clock. */
  requestedAt: string;
  updatedAt: string;
  completedAt: string | null;
  history: Array<{ jobId: string; geoScore: number; verdict: string; analyzedAt: string }>;
}

/** Parses a companion document tolerantly: a result that breaks the contract is dropped, not thrown. */
export function toAuditView(doc: GeoAuditResultDocument | null | undefined): AuditView | null {
  if (!doc) return null;
  let result: AuditResult | null = null;
  if (doc.resultJson) {
    try {
      const parsed = AuditResult.safeParse(JSON.parse(doc.resultJson));
      result = parsed.success ? parsed.data : null;
    } catch {
      result = null;
    }
  }
  return {
    documentId: doc.document?._ref ?? '',
    url: doc.url,
    state: doc.state,
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
  };
}
