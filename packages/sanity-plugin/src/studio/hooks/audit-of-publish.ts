import type { AuditView } from './audit-view.ts';

/**
 * Whether the audit record is already the audit of the published revision: requested at or after Sanity
 * published it (`_updatedAt`), in whatever state (under way, complete, failed). The handler writes the record
 * when Sanity's webhook reaches it, and the Studio can hear of that write before its own copy of the document
 * shows the publish; the record then answers the publish before the inspector sees it. The handler's run route
 * compares the same two times (`auditsRevision`), so a clock skew between them misleads both alike.
 *
 * @example
 * ```ts
 * auditOfPublish({ requestedAt: '2026-11-25T02:00:01Z' }, '2026-11-25T02:00:00Z'); // true
 * ```
 */
export function auditOfPublish(
  audit: Pick<AuditView, 'requestedAt'> | null,
  publishedAt: string | undefined,
): boolean {
  if (!audit || !publishedAt) return false;
  const requested = Date.parse(audit.requestedAt);
  const published = Date.parse(publishedAt);
  return Number.isFinite(requested) && Number.isFinite(published) && requested >= published;
}
