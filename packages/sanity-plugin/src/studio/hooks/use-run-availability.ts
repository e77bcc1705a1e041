import type { UrlFor } from '../../shared/public-url.ts';
import { auditOfPublish } from './audit-of-publish.ts';
import type { AuditView } from './audit-view.ts';
import { type RunBlock, runBlock } from './run-availability.ts';
import { type PublicUrlAnswer, usePublicUrl } from './use-public-url.ts';
import { type PublishWait, usePublishWait } from './use-publish-wait.ts';
import type { PublishedDocument } from './use-published-document.ts';

/**
 * What an entry point needs to offer a run: whether the document has a page, whether a publish's audit is on
 * its way, and so whether a run may start (`block`, null when it may). The published version comes from the
 * caller's one subscription (`usePublishedDocument`, or the document action's props).
 *
 * @example
 * ```ts
 * const { block } = useRunAvailability(usePublishedDocument(id, type), urlFor, audit, state.status === 'running');
 * ```
 */
export function useRunAvailability(
  published: PublishedDocument,
  urlFor: UrlFor | undefined,
  audit: AuditView | null,
  starting: boolean,
): {
  /** Whether the document has a published version; null until Sanity answers. */
  published: boolean | null;
  address: PublicUrlAnswer;
  publishWait: PublishWait;
  block: RunBlock | null;
} {
  const isPublished = published === undefined ? null : published !== null;
  const address = usePublicUrl(published, urlFor);
  // Until the audit of a publish seen here is written, the record still shows the time before it.
  const seenPublish = usePublishWait(
    published === undefined ? undefined : (published?._rev ?? null),
    audit?.updatedAt ?? null,
    auditOfPublish(audit, published?._updatedAt),
  );
  // A publish without a page starts no audit (the handler answers no_public_url): nothing to wait for.
  const publishWait = address === 'none' ? 'none' : seenPublish;
  const block = runBlock({ published: isPublished, address, publishWait, audit, starting });
  return { published: isPublished, address, publishWait, block };
}
