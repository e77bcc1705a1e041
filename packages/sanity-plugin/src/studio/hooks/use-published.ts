import { useRef } from 'react';
import { getPublishedId, useEditState } from 'sanity';

/** The document's published version as the inspector needs it: whether there is one, and its revision. */
export interface PublishedVersion {
  published: boolean;
  /** The published version's `_rev`, null when unpublished; a new one means someone published. */
  revision: string | null;
}

/**
 * Whether the document has a published version (and which revision), or null until Sanity has loaded it: a
 * draft is audited once published, while a published document without an audit needs a run (or a published
 * change). The last known answer stays while Sanity reloads the pair, so the inspector never falls back to its
 * spinner mid-edit.
 */
export function usePublished(documentId: string, documentType: string): PublishedVersion | null {
  const editState = useEditState(getPublishedId(documentId), documentType, 'low');
  const known = useRef<PublishedVersion | null>(null);
  if (editState.ready) {
    const revision = editState.published?._rev ?? null;
    const published = editState.published !== null;
    // The same object while nothing changed, so callers may compare it.
    if (known.current?.published !== published || known.current.revision !== revision)
      known.current = { published, revision };
  }
  return known.current;
}
