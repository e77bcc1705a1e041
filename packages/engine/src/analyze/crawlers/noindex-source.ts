/**
 * Where a noindex comes from decides where to remove it: a generic `<meta name="robots">` is what a CMS's "hide
 * from search engines" settings write; an X-Robots-Tag header is set by the web server, the CDN or a plugin that
 * sends headers; a meta tag that names one crawler (`<meta name="bingbot">`) is never a CMS setting, but a plugin's
 * or the theme's. Read from the directive sources in the evidence (`pageDirectives` words them).
 */

/** How a noindex was declared. */
export type NoindexSource = 'meta' | 'header' | 'crawler_meta';

/**
 * The kind of one directive source, or null when it is neither a header nor a meta tag.
 *
 * @example
 * ```ts
 * noindexSource('<meta name="bingbot" content="noindex">'); // 'crawler_meta'
 * noindexSource('X-Robots-Tag: googlebot: noindex'); // 'header'
 * ```
 */
export function noindexSource(what: string): NoindexSource | null {
  if (what.startsWith('X-Robots-Tag:')) return 'header';
  const meta = /^<meta name="([^"]*)"/.exec(what);
  if (!meta) return null;
  return meta[1]!.toLowerCase() === 'robots' ? 'meta' : 'crawler_meta';
}

/**
 * The fix for a noindex declared by `sources`, said for where it was found.
 *
 * @example
 * ```ts
 * noindexFix(['X-Robots-Tag: googlebot: noindex, nofollow']); // 'The noindex is in an X-Robots-Tag header …'
 * ```
 */
export function noindexFix(sources: readonly string[]): string {
  const kinds = new Set(sources.map(noindexSource));
  const parts: string[] = [];
  if (kinds.has('meta') || kinds.size === 0 || kinds.has(null)) {
    parts.push('Remove `noindex` (and `none`) from the robots meta tag');
  }
  if (kinds.has('header')) {
    parts.push(
      'The noindex is in an X-Robots-Tag header, which the server sends, not the page: remove it where headers are set (the web server configuration such as .htaccess or an nginx `add_header`, a CDN header rule, or a security, caching or SEO plugin that adds headers)',
    );
  }
  if (kinds.has('crawler_meta')) {
    parts.push(
      "The noindex is in a meta tag that names one crawler: a CMS's \"hide from search engines\" settings never write one, so remove it where it was added (an SEO plugin's advanced robots settings, a header-code snippet, or the theme's templates)",
    );
  }
  return `${parts.join('. ')}, unless this page must stay out of search and AI answers.`;
}
