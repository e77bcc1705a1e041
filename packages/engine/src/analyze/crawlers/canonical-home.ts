import { isHomePath } from '../../content/not-found.ts';
import { isSameSite, resolveHref } from '../../structured-data/links.ts';

/**
 * A deep page whose canonical names the site's home page. An SEO plugin or a theme that prints the site URL as every
 * page's canonical does this: search engines then treat the article as a copy of the home page and index and cite
 * the home page in its place. Unlike a canonical to another article (a syndicated or merged page), this is almost
 * never meant.
 */

/**
 * The home page the canonical names, resolved, when the page itself is no home page and the canonical is the root or
 * a locale root of the same site (registrable domain, as `canonical_elsewhere` reads "another site"); else null.
 * A home page whose canonical is "/" (or "/en/" for "/en/index.html") names itself in effect and is fine.
 *
 * @example
 * ```ts
 * canonicalToHome('/', 'https://blog.example/2026/11/24/cloud-bill/')?.href; // 'https://blog.example/'
 * canonicalToHome('/', 'https://blog.example/en/'); // null
 * canonicalToHome('/guides/', 'https://blog.example/guides/pricing'); // null
 * ```
 */
export function canonicalToHome(canonical: string, pageUrl: string): URL | null {
  const target = resolveHref(canonical, pageUrl);
  const here = resolveHref(pageUrl, pageUrl);
  if (target === undefined || here === undefined || !/^https?:$/.test(target.protocol)) return null;
  if (isHomePath(here.pathname) || !isHomePath(target.pathname)) return null;
  return isSameSite(target, pageUrl) ? target : null;
}
