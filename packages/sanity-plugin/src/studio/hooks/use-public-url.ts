import { useEffect, useRef, useState } from 'react';
import { getPublishedId, useEditState } from 'sanity';
import { publicUrl, type UrlFor } from '../../shared/public-url.ts';

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
 * usePublicUrl('drafts.post-1', 'post', (doc) => (doc.slug ? `https://example.com/${doc.slug}` : null)); // 'none'
 * ```
 */
export function usePublicUrl(documentId: string, documentType: string, urlFor?: UrlFor): PublicUrlAnswer {
  const editState = useEditState(getPublishedId(documentId), documentType, 'low');
  // Sanity answers not-ready while it reloads the pair: the last published version stands meanwhile.
  const latest = useRef(editState.published);
  if (editState.ready) latest.current = editState.published;
  const published = latest.current;
  const revision = published?._rev;
  const [answer, setAnswer] = useState<PublicUrlAnswer>('pending');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the published version changes only with its revision; its object identity changes on every reload.
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
  if (!urlFor || (editState.ready && !published)) return 'unknown';
  return answer;
}
