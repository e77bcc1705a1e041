import type { Document } from 'domhandler';
import { parseLinkHeader } from '../../parse/link-header.ts';
import { pageFacts } from '../../structured-data/metadata.ts';

/**
 * The page's canonical URL from either place Google reads it: the `<link rel="canonical">` element, or an HTTP
 * `Link: <https://…>; rel="canonical"` header (documented for HTML and non-HTML files alike). A CDN or a plugin
 * often sends the header alone, so reading only the element missed a canonical that search engines obey.
 */

/** The canonical a page declares, and where it declares it. */
export interface PageCanonical {
  /** The canonical URL as written: the element's when it has one, else the header's. */
  href: string;
  /** Where `href` came from. */
  source: 'element' | 'header';
  /**
   * The header's canonical when the element names another URL: Google's documentation asks for one canonical per
   * page and may ignore both when they disagree.
   */
  conflictingHeader: string | null;
  /** `href` as evidence: the element or the header line it came from. */
  what: string;
}

/**
 * The first URL an HTTP `Link` header marks `rel="canonical"` (several links in one header, quoted or unquoted
 * rel, any case, a rel list such as `"canonical alternate"`), or null.
 *
 * @example
 * ```ts
 * linkHeaderCanonical('<https://a.example/style.css>; rel=preload, <https://a.example/guide>; rel="canonical"');
 * // 'https://a.example/guide'
 * ```
 */
export function linkHeaderCanonical(value: string | undefined): string | null {
  if (!value || !/canonical/i.test(value)) return null;
  const link = parseLinkHeader(value).find((l) => l.rel.includes('canonical') && l.href.trim() !== '');
  return link?.href.trim() ?? null;
}

/** Two canonicals name the same URL once resolved (fragment and a trailing slash aside). */
function sameUrl(a: string, b: string, base: string): boolean {
  const key = (href: string) => {
    const url = URL.parse(href.trim(), base);
    if (url === null) return href.trim();
    url.hash = '';
    return url.href.replace(/\/$/, '');
  };
  return key(a) === key(b);
}

/**
 * The page's canonical from its `<link rel="canonical">` or its `Link` header, the element first, or null when it
 * declares none. The caller decides whether the page was served (an error page's canonical is its own).
 *
 * @example
 * ```ts
 * pageCanonical(artifacts.page.headers, document, pageUrl)?.href; // 'https://www.denverledger.com/news/…'
 * ```
 */
export function pageCanonical(
  headers: Record<string, string> | undefined,
  document: Document,
  pageUrl: string,
): PageCanonical | null {
  const element = pageFacts(document)
    .links.find((link) => link.rel.includes('canonical'))
    ?.href?.trim();
  const header = linkHeaderCanonical(headers?.link);
  if (element) {
    const conflictingHeader = header !== null && !sameUrl(element, header, pageUrl) ? header : null;
    return {
      href: element,
      source: 'element',
      conflictingHeader,
      what: `<link rel="canonical" href="${element}">`,
    };
  }
  if (header === null) return null;
  return {
    href: header,
    source: 'header',
    conflictingHeader: null,
    what: `the HTTP header Link: <${header}>; rel="canonical"`,
  };
}
