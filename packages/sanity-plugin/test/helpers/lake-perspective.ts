/**
 * The documents a query sees under a perspective, as the Content Lake serves them: `published` leaves
 * drafts and release versions out; `drafts` shows each document as its draft when it has one, under the
 * published id with `_originalId` naming the draft (the Studio's previews ask for new drafts this way).
 * With `raw` (or none: see `queryPerspective` for the API version's default), every document is seen as stored. A release stack
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

/** The first API version whose queries default to the `published` perspective; older ones default to `raw`. */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19';

/**
 * The perspective a query runs under: the one it asks for, else the API version's default, as the Content Lake
 * decides it. From API version 2025-02-19 a query without one sees published documents only (no drafts);
 * `v1`, `vX` and older dated versions see every document as stored.
 *
 * @example
 * ```ts
 * queryPerspective(undefined, '/v2025-02-19/data/query/production'); // 'published'
 * queryPerspective(undefined, '/v2021-06-07/data/query/production'); // 'raw'
 * queryPerspective('drafts', '/v2025-02-19/data/query/production'); // 'drafts'
 * ```
 */
export function queryPerspective(asked: string | null | undefined, path: string): string {
  if (asked) return asked;
  const version = /^\/v(\d{4}-\d{2}-\d{2})\//.exec(path)?.[1];
  return version !== undefined && version >= PUBLISHED_BY_DEFAULT_FROM ? 'published' : 'raw';
}
