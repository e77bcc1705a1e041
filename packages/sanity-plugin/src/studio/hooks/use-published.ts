import { useRef } from 'react';
import { getPublishedId, useEditState } from 'sanity';

/**
 * Whether the document has a published version, or null until Sanity has loaded it: a draft is audited once
 * published, while a published document without an audit needs a run (or a published change). The last known
 * answer stays while Sanity reloads the pair, so the inspector never falls back to its spinner mid-edit.
 */
export function usePublished(documentId: string, documentType: string): boolean | null {
  const editState = useEditState(getPublishedId(documentId), documentType, 'low');
  const known = useRef<boolean | null>(null);
  if (editState.ready) known.current = editState.published !== null;
  return known.current;
}
