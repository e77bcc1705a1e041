import { AnalysisMemo } from '../memo/analysis-memo.ts';
import { hostOf, resolveHref, siteOf } from '../structured-data/links.ts';
import { classifyProfile } from '../structured-data/profiles.ts';
import type { ContentLink, ContentModel } from './model.ts';

/** A link from the content to another site that can back a claim (not a social profile, share button or ad). */
export interface SourceLink {
  href: string;
  site: string;
  text: string;
  pos: number;
}

/** Memoized per content model: citability reads the sources per passage and per page. */
const cache = new AnalysisMemo<ContentModel, { pageUrl: string; list: SourceLink[] }>();

const REFERENCE_PLATFORMS = new Set(['wikipedia', 'wikidata', 'github']);

/**
 * Hosts every page of a country's sites links to by law, which back no claim: China's ICP licence register
 * (beian.miit.gov.cn, the "京ICP备…号" footer link every mainland site carries) and its public-security filing
 * register (beian.gov.cn). A government domain, but a registration, not a citation.
 */
const REGISTRATION_HOSTS = new Set(['beian.miit.gov.cn', 'beian.gov.cn']);

/**
 * Whether a link target is a legally required registration link rather than a source (see `REGISTRATION_HOSTS`).
 *
 * @example
 * ```ts
 * isRegistrationLink('beian.miit.gov.cn'); // true
 * isRegistrationLink('www.nhc.gov.cn'); // false
 * ```
 */
export function isRegistrationLink(host: string): boolean {
  return REGISTRATION_HOSTS.has(host.toLowerCase().replace(/^www\./, ''));
}

/**
 * The source links of the main content: `sourceLinks` over the content's links that can fall in a passage or in
 * the main range (from the first main block, which may be a heading just above the range, to the range's end).
 * Links outside it (navigation, footers) are never classified. All links when there is no main range.
 *
 * @example
 * ```ts
 * contentSources(contentModel(document), 'https://example.com/guide').map((s) => s.site); // ['wikipedia.org']
 * ```
 */
export function contentSources(
  model: ContentModel,
  pageUrl: string,
  resolved?: ReadonlyMap<string, URL | undefined>,
): SourceLink[] {
  const known = cache.get(model);
  if (known && known.pageUrl === pageUrl) return known.list;
  const range = model.main.range;
  const first = model.main.blocks[0];
  const links =
    range === null
      ? model.links
      : within(model.links, Math.min(range.start, first?.pos ?? range.start), range.end);
  const list = sourceLinks(links, pageUrl, resolved);
  cache.set(model, { pageUrl, list });
  return list;
}

/** The links with `start <= pos <= end`, from a list in document order (positions never decrease). */
function within(links: ContentLink[], start: number, end: number): ContentLink[] {
  let from = 0;
  while (from < links.length && links[from]!.pos < start) from++;
  let to = from;
  while (to < links.length && links[to]!.pos <= end) to++;
  return from === 0 && to === links.length ? links : links.slice(from, to);
}

/**
 * Outbound source links among some content links: http(s), another site, not sponsored, not a profile or share
 * link. `resolved` (from `resolvedHrefs`) holds hrefs already resolved against the same page URL, http(s) targets
 * only; the others are resolved here.
 */
function sourceLinks(
  links: ContentLink[],
  pageUrl: string,
  resolved?: ReadonlyMap<string, URL | undefined>,
): SourceLink[] {
  const out: SourceLink[] = [];
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
  // Pages repeat hrefs (a link in the text and again in a list): each href is judged once.
  const judged = new Map<string, { href: string; site: string } | null>();
  const judge = (href: string): { href: string; site: string } | null => {
    const url = resolved?.has(href) === true ? resolved.get(href) : resolveHref(href, pageUrl);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (page !== undefined && (host === page || siteFor(host) === pageSite)) return null;
    if (isRegistrationLink(host)) return null;
    const profile = classifyProfile(url);
    // An encyclopedia or knowledge-base entry is a source; a social or review profile is not.
    if (profile && !REFERENCE_PLATFORMS.has(profile.platform)) return null;
    if (/\/(?:share|sharer|intent)\b/i.test(url.pathname)) return null;
    return { href: url.href, site: siteFor(host) };
  };
  for (const link of links) {
    if (link.rel.includes('sponsored')) continue;
    let target = judged.get(link.href);
    if (target === undefined) {
      target = judge(link.href);
      judged.set(link.href, target);
    }
    if (target !== null) out.push({ href: target.href, site: target.site, text: link.text, pos: link.pos });
  }
  return out;
}

export const REFERENCES_HEADING =
  /^(?:references|sources|bibliography|citations|works cited|further reading|notes and references|quellen|literatur|sources et références|fuentes|referencias)$/i;

/**
 * The heading of a section that says how the page got its figures: a review's "How we tested", a study's "Methodology".
 * The figures are then the page's own results, of which that section is the source.
 */
export const METHOD_HEADING =
  /^(?:how (?:we|I) (?:test(?:ed|s)?|review(?:ed)?|rate[ds]?|score[ds]?|chose|picked|evaluated|measured|researched|compared)\b.*|(?:our )?(?:testing |research |review )?(?:methodology|methods?)|(?:our )?test(?:ing)? (?:method|process|criteria))$/i;
