/**
 * Next.js's fallback page: a statically generated route that is not built yet (`getStaticPaths` with
 * `fallback: true`) first answers with an empty shell whose data script says `"isFallback":true`, then builds the
 * page in the background. A CMS plugin that audits the moment a post is published often gets that shell. The site
 * does render on the server, so "render on the server" is the wrong advice.
 */

/** Whether the raw HTML is Next.js's fallback shell. Read only once the page is known to need JavaScript. */
export function isNextFallbackShell(html: string): boolean {
  const data = html.indexOf('id="__NEXT_DATA__"');
  return data !== -1 && html.indexOf('"isFallback":true', data) !== -1;
}

/** What to do about a fallback shell: audit again once the page is built, and give crawlers the page at once. */
export const NEXT_FALLBACK_FIX =
  'Next.js served its fallback page while it builds this one (getStaticPaths with fallback: true; the HTML holds "isFallback":true): run the audit again in a minute, once the page is built. So that crawlers, which run no JavaScript, get the page on their first request too, use fallback: \'blocking\' (or the App Router, which renders a new page on its first request).';
