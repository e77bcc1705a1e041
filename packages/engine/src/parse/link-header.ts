import LinkHeader from 'http-link-header';

/**
 * Reads an HTTP `Link` header (RFC 8288) with `http-link-header`. The fetcher joins repeated headers with ", ", the
 * header's own list separator, so one value holds them all.
 */

/** One link of a Link header. */
export interface HeaderLink {
  /** The target, resolved against the response's URL (as written when it does not resolve). */
  href: string;
  /** Relation types, lower-cased; only the first `rel` parameter counts (RFC 8288 §3.3). */
  rel: string[];
  /** The `type` hint, lower-cased, when given. */
  type?: string;
}

// Where a new link starts: the library rejects a whole header for one malformed link, so on failure each link is
// read on its own and only the broken one is lost. A target may hold commas, so links split before `<`, not at `,`.
const LINK_START = /,\s*(?=<)/;

function resolve(href: string, base: string | undefined): string {
  if (base === undefined) return href;
  return URL.parse(href, base)?.href ?? href;
}

function refsOf(value: string): LinkHeader.Reference[] {
  try {
    return LinkHeader.parse(value).refs;
  } catch {
    return [];
  }
}

/**
 * The links of a `Link` header value, in order; `base` resolves relative targets. A malformed link is skipped; nothing
 * throws.
 *
 * @example
 * ```ts
 * parseLinkHeader('</.well-known/api-catalog>; rel="api-catalog"', 'https://example.com/');
 * // [{ href: 'https://example.com/.well-known/api-catalog', rel: ['api-catalog'] }]
 * ```
 */
export function parseLinkHeader(value: string, base?: string): HeaderLink[] {
  let refs: LinkHeader.Reference[];
  try {
    refs = LinkHeader.parse(value).refs;
  } catch {
    refs = value.split(LINK_START).flatMap(refsOf);
  }
  // The library gives one reference per relation type of a link, in a row: they are one link again here.
  const links: HeaderLink[] = [];
  let previous: LinkHeader.Reference | undefined;
  for (const ref of refs) {
    const rel = ref.rel.toLowerCase();
    const last = links.at(-1);
    if (last !== undefined && previous !== undefined && sameLink(previous, ref)) {
      if (rel !== '') last.rel.push(rel);
    } else {
      const link: HeaderLink = { href: resolve(ref.uri.trim(), base), rel: rel === '' ? [] : [rel] };
      if (typeof ref.type === 'string') link.type = ref.type.toLowerCase();
      links.push(link);
    }
    previous = ref;
  }
  return links;
}

/** Two references the library split from one link's `rel` list: the same target and parameters but the relation. */
function sameLink(a: LinkHeader.Reference, b: LinkHeader.Reference): boolean {
  const keys = Object.keys(a).filter((key) => key !== 'rel');
  return (
    keys.length === Object.keys(b).length - 1 && keys.every((key) => a[key] === b[key]) && a.rel !== b.rel
  );
}
