import { useEffect } from 'react';

// How many GEO audit inspectors show each published document right now (a document may be open in two panes).
const open = new Map<string, number>();

/**
 * Marks the GEO audit inspector for a published document as open while the calling component is mounted.
 * Its panel says politely what a run does ("queued", then the score), so other parts of the Studio can
 * leave that to it rather than say it again.
 *
 * @example
 * ```tsx
 * useInspectorOpen(getPublishedId(documentId));
 * ```
 */
export function useInspectorOpen(publishedId: string): void {
  useEffect(() => {
    open.set(publishedId, (open.get(publishedId) ?? 0) + 1);
    return () => {
      const left = (open.get(publishedId) ?? 1) - 1;
      if (left > 0) open.set(publishedId, left);
      else open.delete(publishedId);
    };
  }, [publishedId]);
}

/**
 * Whether a GEO audit inspector shows this published document now.
 *
 * @example
 * ```ts
 * if (!isInspectorOpen('article-1')) toast.push({ status: 'success', title: 'GEO audit started' });
 * ```
 */
export function isInspectorOpen(publishedId: string): boolean {
  return (open.get(publishedId) ?? 0) > 0;
}
