import type { AuditRecord } from '@geo-audit/core';
import { awaitsRecheck } from '@geo-audit/core/constants';
import { awaitsSettling } from './settle-sentence.ts';
import type { PostAuditRecord } from './types.ts';

/**
 * The job status render's AuditPanel understands, from the stored record: `waiting` reads as queued (the
 * audit will start by itself), complete records show no status line. A re-check wait and a wait for edits to
 * settle show none either: nothing is queued yet, and the sidebar's notice says why and when.
 */
export function statusOf(record: PostAuditRecord): Record<string, unknown> | undefined {
  if (awaitsRecheck(record) || awaitsSettling(record)) return undefined;
  switch (record.state) {
    case 'waiting':
    case 'queued':
      return { status: 'queued' };
    case 'running':
      return { status: 'running', progress: record.progress ?? undefined };
    case 'failed':
      return { status: 'failed', error: { message: record.error?.message ?? '' } };
    default:
      return undefined;
  }
}

/** Past scores, oldest first, in the `{score, analyzedAt}` form render's trend reads. */
export function trendOf(record: AuditRecord): Array<{ score: number; analyzedAt: string }> {
  return [...record.history]
    .reverse()
    .map((entry) => ({ score: entry.geoScore, analyzedAt: entry.analyzedAt }));
}

/** The audit before the latest one, for the change since then (score and verdict only). */
export function previousOf(record: AuditRecord): Record<string, unknown> | null {
  const previous = record.history[1];
  return previous
    ? { geo_score: previous.geoScore, verdict: previous.verdict, analyzed_at: previous.analyzedAt }
    : null;
}
