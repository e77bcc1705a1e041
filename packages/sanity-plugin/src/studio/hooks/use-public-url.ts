import { useEffect, useState } from 'react';
import { publicUrl, type UrlFor } from '../../shared/public-url.ts';
import type { PublishedDocument } from './use-published-document.ts';

/**
 * Whether the published document has a page to audit by the plugin's URL rule: `some`, `none`, `pending` until
 * the first answer, or `unknown` (no rule configured, no published version, or the rule failed in the browser).
 */
export type PublicUrlAnswer = 'some' | 'none' | 'pending' | 'unknown';

/**
 * Asks the URL rule the handler audits by (`publicUrl`) about the document's published version, again after
 * each publish. The last answer stays until the next one arrives, so the inspector never falls back to its
 * spinner after a publish.
 *
 * @example
 * ```ts
 * usePublicUrl(usePublishedDocument('drafts.post-1', 'post'), (doc) => (doc.slug ? `https://example.com/${doc.slug}` : null)); // 'none'
 * ```
 */
export function usePublicUrl(published: PublishedDocument, urlFor?: UrlFor): PublicUrlAnswer {
  const revision = published?._rev;
  const [answer, setAnswer] = useState<PublicUrlAnswer>('pending');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the published version changes only with its revision; its object identity may change on a reload.
  useEffect(() => {
    if (!urlFor || !published) return;
    let current = true;
    publicUrl(urlFor, published).then(
      (url) => current && setAnswer(url ? 'some' : 'none'),
      // A rule that needs the server (a database, secrets) cannot answer here: the run request will.
      () => current && setAnswer('unknown'),
    );
    return () => {
      current = false;
    };
  }, [urlFor, revision]);
  if (!urlFor || published === null) return 'unknown';
  return answer;
}
