import { type AuditRecord, awaitsRecheck } from '@geo-audit/core';

/** Whether the record's audit was requested at or after the revision was published (`_updatedAt`). */
function requestedSince(record: AuditRecord, publishedAt: unknown): boolean {
  if (typeof publishedAt !== 'string') return false;
  const published = Date.parse(publishedAt);
  const requested = Date.parse(record.requestedAt);
  return Number.isFinite(published) && Number.isFinite(requested) && requested >= published;
}

/**
 * Whether the document's audit is under way for the published revision it has now: requested at or after that
 * revision was published (`_updatedAt`), and neither done nor only a scheduled re-check. A run request for that
 * revision then starts nothing: a second job would audit the same page again, count against the API quota and
 * replace the job the record tracks. Without a usable `_updatedAt` it says no, and the run starts as before.
 *
 * @example
 * ```ts
 * auditsRevision({ ...record, state: 'queued', requestedAt: '2026-11-25T10:00:05Z' }, '2026-11-25T10:00:00Z'); // true
 * ```
 */
export function auditsRevision(record: AuditRecord | null, publishedAt: unknown): record is AuditRecord {
  if (!record) return false;
  const underWay = record.state === 'waiting' || record.state === 'queued' || record.state === 'running';
  // A due re-check is what a run is for; a withdrawn audit was of an unpublished page.
  if (!underWay || awaitsRecheck(record) || record.error?.code === 'audit_cancelled') return false;
  return requestedSince(record, publishedAt);
}

/**
 * Whether the publish webhook of a revision has nothing to start: an audit requested since that revision was
 * published (a Studio run that came first) is under way, or has its result. An editor's run asks for a new
 * audit on purpose and so starts one once the last is done (`auditsRevision`); the webhook only asks that the
 * revision be audited once. A failed audit does not count: the publish's own may succeed.
 *
 * @example
 * ```ts
 * auditedRevision({ ...record, state: 'complete', requestedAt: '2026-11-25T10:00:05Z' }, '2026-11-25T10:00:00Z'); // true
 * ```
 */
export function auditedRevision(record: AuditRecord | null, publishedAt: unknown): record is AuditRecord {
  if (!record) return false;
  if (record.state === 'complete')
    return record.error?.code !== 'audit_cancelled' && requestedSince(record, publishedAt);
  return auditsRevision(record, publishedAt);
}
