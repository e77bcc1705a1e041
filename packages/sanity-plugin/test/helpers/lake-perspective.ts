/**
 * The documents a query sees under a perspective, as the Content Lake serves them: `published` leaves
 * drafts and release versions out; `drafts` shows each document as its draft when it has one, under the
 * published id with `_originalId` naming the draft (the Studio's previews ask for new drafts this way).
 * Without a perspective, or with `raw`, every document is seen as stored. A release stack
 * (`rRelease,drafts`) is read as `drafts` when it includes drafts, else as `published`: the stand-in
 * serves no releases.
 *
 * @example
 * ```ts
 * withPerspective([{ _id: 'a' }, { _id: 'drafts.a', title: 'New' }], 'drafts');
 * // [{ _id: 'a', _originalId: 'drafts.a', title: 'New' }]
 * ```
 */
export function withPerspective(
  documents: Array<Record<string, unknown>>,
  perspective: string | null | undefined,
): Array<Record<string, unknown>> {
  if (!perspective || perspective === 'raw') return documents;
  const stack = perspective.split(',').map((name) => name.trim());
  const isVersion = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.');
  if (!stack.includes('drafts') && !stack.includes('previewDrafts'))
    return documents.filter((doc) => !isVersion(String(doc._id)));
  const seen = new Map<string, Record<string, unknown>>();
  for (const doc of documents) {
    const id = String(doc._id);
    if (id.startsWith('versions.')) continue;
    const publishedId = id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;
    // A draft wins over its published document, whichever comes first.
    if (seen.has(publishedId) && !id.startsWith('drafts.')) continue;
    seen.set(publishedId, { ...doc, _id: publishedId, _originalId: id });
  }
  return [...seen.values()];
}
