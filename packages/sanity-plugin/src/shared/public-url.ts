/**
 * A document as the URL rule receives it: at least `_id` and `_type`. The handler passes the GROQ webhook's
 * projection on publish and the whole document on a Studio run; the Studio passes the whole published document.
 */
export interface SanityDocumentStub {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** The public URL of a published document, or null when it has no page to audit. */
export type UrlFor = (doc: SanityDocumentStub) => string | null | Promise<string | null>;

/**
 * The page a document is audited at, by the configured rule, or null when it has none. The handler and the
 * Studio both ask here, so the inspector's "cannot be audited" and the handler's `no_public_url` never disagree.
 *
 * @example
 * ```ts
 * await publicUrl((doc) => (doc.slug ? `https://example.com/${doc.slug}` : null), { _id: 'a', _type: 'post' }); // null
 * ```
 */
export async function publicUrl(urlFor: UrlFor, doc: SanityDocumentStub): Promise<string | null> {
  // An empty string is no address either: the API would refuse it.
  return (await urlFor(doc)) || null;
}
