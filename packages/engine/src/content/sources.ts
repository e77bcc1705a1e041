import { hostOf, resolveHref, siteOf } from '../structured-data/links.ts';
import { classifyProfile } from '../structured-data/profiles.ts';
import type { ContentLink } from './model.ts';

/** A link from the content to another site that can back a claim (not a social profile, share button or ad). */
export interface SourceLink {
  href: string;
  site: string;
  text: string;
  pos: number;
}

/** Memoized per content model (its links array): citability reads the sources per passage and per page. */
const cache = new WeakMap<ContentLink[], { pageUrl: string; list: SourceLink[] }>();

const REFERENCE_PLATFORMS = new Set(['wikipedia', 'wikidata', 'github']);

/**
 * Outbound source links among the content's links: http(s), another site, not sponsored, not a profile or
 * share link. `resolved` (from `resolvedHrefs`) holds hrefs already resolved against the same page URL, http(s)
 * targets only; the others are resolved here.
 */
export function sourceLinks(
  links: ContentLink[],
  pageUrl: string,
  resolved?: ReadonlyMap<string, URL | undefined>,
): SourceLink[] {
  const known = cache.get(links);
  if (known && known.pageUrl === pageUrl) return known.list;
  const out: SourceLink[] = [];
  cache.set(links, { pageUrl, list: out });
  // The page's own host and site, worked out once rather than per link (see isSameSite).
  const page = hostOf(pageUrl);
  const pageSite = page === undefined ? undefined : siteOf(page);
  // Links repeat hosts: each host's site is worked out once.
  const sites = new Map<string, string>();
  const siteFor = (host: string): string => {
    let site = sites.get(host);
    if (site === undefined) {
      site = siteOf(host);
      sites.set(host, site);
    }
    return site;
  };
  for (const link of links) {
    if (link.rel.includes('sponsored')) continue;
    const url = resolved?.has(link.href) === true ? resolved.get(link.href) : resolveHref(link.href, pageUrl);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (page !== undefined && (host === page || siteFor(host) === pageSite)) continue;
    const profile = classifyProfile(url);
    // An encyclopedia or knowledge-base entry is a source; a social or review profile is not.
    if (profile && !REFERENCE_PLATFORMS.has(profile.platform)) continue;
    if (/\/(?:share|sharer|intent)\b/i.test(url.pathname)) continue;
    out.push({
      href: url.href,
      site: siteFor(host),
      text: link.text,
      pos: link.pos,
    });
  }
  return out;
}

export const REFERENCES_HEADING =
  /^(?:references|sources|bibliography|citations|works cited|further reading|notes and references|quellen|literatur|sources et références|fuentes|referencias)$/i;
