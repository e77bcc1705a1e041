import { useEffect, useState } from 'react';
import { type EditStateFor, getPublishedId, useDocumentStore } from 'sanity';

/** A document's published version: the whole document, null when unpublished, undefined until Sanity answers. */
export type PublishedDocument = EditStateFor['published'] | undefined;

/**
 * The document's published version, live: the one subscription the inspector, the document action and a row
 * of the tool read whether it is published, its revision and its page address from. While Sanity reloads the
 * pair (not ready) the last version stands, so nothing falls back to a spinner mid-edit; a new object only
 * with a new revision, as draft edits re-send the same published version.
 *
 * Read through the document store's `pair.editState` (public, beta) rather than `useEditState`, which Sanity
 * marks internal.
 *
 * @param documentType null for a document whose type is unknown (gone): answered as unpublished.
 *
 * @example
 * ```ts
 * const published = usePublishedDocument('drafts.post-1', 'post'); // { _id: 'post-1', _rev: 'rev-2', … }
 * ```
 */
export function usePublishedDocument(documentId: string, documentType: string | null): PublishedDocument {
  const store = useDocumentStore();
  const id = getPublishedId(documentId);
  const [published, setPublished] = useState<PublishedDocument>(undefined);
  useEffect(() => {
    if (!documentType) return;
    const subscription = store.pair.editState(id, documentType).subscribe((state) => {
      if (!state.ready) return;
      setPublished((last) =>
        last === state.published || (last && state.published && last._rev === state.published._rev)
          ? last
          : state.published,
      );
    });
    return () => subscription.unsubscribe();
  }, [store, id, documentType]);
  return documentType ? published : null;
}
