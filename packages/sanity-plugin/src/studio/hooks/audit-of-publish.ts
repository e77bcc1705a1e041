import { requestedSincePublish } from '../../shared/requested-since-publish.ts';
import type { AuditView } from './audit-view.ts';

/**
 * Whether the audit record is already the audit of the published revision: requested at or after Sanity
 * published it (`_updatedAt`), in whatever state (under way, complete, failed). The handler writes the record
 * when Sanity's webhook reaches it, and the Studio can hear of that write before its own copy of the document
 * shows the publish; the record then answers the publish before the inspector sees it. The handler's run route
 * asks the same (`requestedSincePublish`).
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
  return !!audit && !!publishedAt && requestedSincePublish(audit.requestedAt, publishedAt);
}
