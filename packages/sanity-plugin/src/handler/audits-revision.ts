import { type AuditRecord, awaitsRecheck } from '@geo-audit/core';
import { requestedSincePublish } from '../shared/requested-since-publish.ts';

/**
 * Whether the document's audit is under way for the published revision it has now: requested at or after that
 * revision was published (`_updatedAt`), and neither done nor only a scheduled re-check. A run request for that
 * revision then starts nothing: a second job would audit the same page again, count against the API quota and
 * replace the job the record tracks. The publish webhook asks the same, so a Studio run that came first is the
 * revision's audit. Without a usable `_updatedAt` it says no, and the audit starts as before.
 *
 * @example
 * ```ts
 * auditsRevision({ ...record, state: 'queued', requestedAt: '2026-11-25T10:00:05Z' }, '2026-11-25T10:00:00Z'); // true
 * ```
 */
export function auditsRevision(record: AuditRecord | null, publishedAt: unknown): record is AuditRecord {
  if (!record || typeof publishedAt !== 'string' || !auditUnderWay(record)) return false;
  return requestedSincePublish(record.requestedAt, publishedAt);
}

/**
 * Whether the record's audit is still to finish, so it may be a revision's audit: waiting, queued or running,
 * and neither a scheduled re-check (a due re-check is what a run is for) nor withdrawn (its page was unpublished).
 * The publish webhook asks this before it looks up when the revision was published: for an audit that is done,
 * that time decides nothing.
 */
export function auditUnderWay(record: AuditRecord): boolean {
  const underWay = record.state === 'waiting' || record.state === 'queued' || record.state === 'running';
  return underWay && !awaitsRecheck(record) && record.error?.code !== 'audit_cancelled';
}
