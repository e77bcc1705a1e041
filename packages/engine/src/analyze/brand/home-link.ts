import { isSameSite, resolveHref } from '../../structured-data/links.ts';

/**
 * True when `href` (resolved against the page) is the site's home page: its root, a language root ("/de/", "/en-gb")
 * or an index file there.
 */
export function isHomeLink(href: string, pageUrl: string): boolean {
  const url = resolveHref(href, pageUrl);
  return (
    url !== undefined &&
    isSameSite(url, pageUrl) &&
    /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.\w+)?$/i.test(url.pathname)
  );
}
