/** The places a page states its brand name, and the one name they resolve to. */
import { metaFirst, type PageFacts } from '../../structured-data/metadata.ts';
import { firstText, itemIs } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { isGenericName, logoAltName } from './generic-names.ts';
import { isHomeLink } from './home-link.ts';
import { hostLabels } from './host-labels.ts';
import { brandKey, holdsKey } from './name-key.ts';
import type { SiteOrganization } from './site-organization.ts';
import { spreadOverTail, titleBrandSegment, titleSegments } from './title-name.ts';

/** One place the page states its brand name. */
export interface BrandNameSource {
  source:
    | 'Organization.name'
    | 'og:site_name'
    | 'WebSite.name'
    | 'application-name'
    | 'logo alt'
    | 'title'
    | 'h1';
  value: string;
  /** Normalized for comparison (lower case, no punctuation, legal suffixes stripped, no spaces). */
  key: string;
  where?: string;
  /** Whether it agrees with the resolved brand name. */
  agrees?: boolean;
  /** A title's source only: the name is one segment of a title with separators (its brand suffix or prefix). */
  segment?: boolean;
  /**
   * A title's source only, when nothing else names the brand: the segment is a guess among the title's segments, as
   * none spells the site's host ("Acme – Running shoes since 1990" on stride-outlet.com), and may be a tagline or the
   * page's headline. Not set when the host could not tell (a name in another script than the host's, "タイムカードPro"
   * on timecard-pro.jp).
   */
  guessed?: boolean;
}

const PRIORITY: Record<BrandNameSource['source'], number> = {
  'Organization.name': 3,
  'og:site_name': 2,
  'WebSite.name': 2,
  'application-name': 1,
  'logo alt': 1,
  title: 1,
  h1: 1,
};

function nameSources(
  facts: PageFacts,
  data: StructuredData,
  pageUrl: string,
  isHome: boolean,
  site: SiteOrganization,
): { sources: BrandNameSource[]; participant: BrandNameSource | undefined } {
  const out: BrandNameSource[] = [];
  const add = (source: BrandNameSource['source'], value: string | undefined, where?: string): void => {
    const v = value?.replace(/\s+/g, ' ').trim();
    if (!v || v.length > 120 || isGenericName(v)) return;
    const key = brandKey(v);
    if (key === '') return;
    out.push({ source, value: v, key, ...(where ? { where } : {}) });
  };
  const org = site.item;
  if (org) add('Organization.name', site.name, org.where);
  // An event's organizer or a course's provider stands in for the site's organization, but its name need not be
  // the site's: a festival run by a foundation is normal.
  const participant = org && out.length > 0 && site.role !== undefined ? out[0] : undefined;
  add('og:site_name', metaFirst(facts, 'og:site_name'));
  const website = data.items.find((i) => itemIs(i, 'WebSite'));
  if (website) add('WebSite.name', firstText(website, 'name', data), website.where);
  add('application-name', metaFirst(facts, 'application-name', 'apple-mobile-web-app-title'));
  // The site logo: an image named "logo" that links to the home page (else the first such image in the header).
  const logo =
    facts.logos.find((l) => l.href !== undefined && isHomeLink(l.href, pageUrl)) ??
    facts.logos.find((l) => l.region === 'header' && l.href === undefined);
  if (logo?.alt) add('logo alt', logoAltName(logo.alt), logo.where);
  if (isHome) {
    const h1 = facts.headings.find((h) => h.level === 1);
    if (h1 && h1.text.length <= 60) add('h1', h1.text);
  }
  return { sources: out, participant };
}

/** The brand name resolveName settles on (its display form and key, null when none), with every source read. */
export interface ResolvedName {
  brand: string | null;
  key: string | null;
  sources: BrandNameSource[];
}

/**
 * The brand name: the normalized name with the most weight across sources (Organization.name 3, og:site_name
 * and WebSite.name 2, others 1). The title then counts as agreeing when it contains that name; with no other
 * source, the title's segment that spells the site's host is taken as the brand, else its last segment (its first
 * on a home page), a guess the name_declared finding does not quote.
 */
export function resolveName(
  facts: PageFacts,
  data: StructuredData,
  pageUrl: string,
  isHome: boolean,
  site: SiteOrganization,
): ResolvedName {
  const { sources, participant } = nameSources(facts, data, pageUrl, isHome, site);
  const title = facts.title?.trim();
  const weights = new Map<string, number>();
  const votes = new Map<string, number>();
  // A participant organization (an event's organizer …) names the brand only when nothing else on the page does.
  const confirmsOnly = (s: BrandNameSource): boolean =>
    s.source === 'h1' ||
    (s === participant && sources.some((o) => o !== s && o.source !== 'h1' && o.source !== 'title'));
  // A home page's H1 is as often a tagline or a section name ("Blog") as the brand: it confirms, never decides.
  for (const s of sources) {
    if (confirmsOnly(s)) continue;
    weights.set(s.key, (weights.get(s.key) ?? 0) + PRIORITY[s.source]);
    votes.set(s.key, (votes.get(s.key) ?? 0) + 1);
  }
  // Equal weights go to the name more places state, the title included: Organization.name alone (3) against
  // og:site_name (2) and the logo (1) that the title agrees with is one place against three.
  const backers = (k: string): number => (votes.get(k) ?? 0) + (title && holdsKey(title, k) ? 1 : 0);
  let key: string | null = null;
  let best = 0;
  for (const [k, w] of weights) {
    if (w > best || (w === best && key !== null && backers(k) > backers(key))) {
      key = k;
      best = w;
    }
  }
  if (title) {
    const segments = titleSegments(title);
    const hostKeys = hostLabels(pageUrl)
      .map(brandKey)
      .filter((k) => k.length >= 2);
    if (key !== null) {
      const match = segments.find((s) => brandKey(s) === key);
      const contains = holdsKey(title, key);
      const named = sources.find((s) => s.key === key)?.value;
      if (contains || match !== undefined || (named !== undefined && spreadOverTail(segments, named))) {
        sources.push({
          source: 'title',
          value: match ?? title,
          key: match ? key : brandKey(title),
          agrees: true,
          ...(segments.length > 1 ? { segment: true } : {}),
        });
      } else {
        // A title without the brand names another brand only through a segment that reads as one: a bare post
        // title ("Why we stopped using microservices", Ghost's default) names the page, and is no vote at all.
        const other = titleBrandSegment(facts, segments, isHome, hostKeys)?.value;
        if (other !== undefined)
          sources.push({ source: 'title', value: other, key: brandKey(other), agrees: false });
      }
    } else {
      const segment = titleBrandSegment(facts, segments, isHome, hostKeys);
      if (segment !== undefined) {
        key = brandKey(segment.value);
        sources.push({
          source: 'title',
          value: segment.value,
          key,
          ...(segments.length > 1 ? { segment: true } : {}),
          ...(segment.guessed ? { guessed: true } : {}),
        });
      }
    }
  }
  const keyValue = sources.find((s) => s.key === key)?.value ?? '';
  for (const s of sources)
    if (s.agrees === undefined)
      s.agrees = key !== null && (s.key === key || holdsKey(s.value, key) || holdsKey(keyValue, s.key));
  // The H1 only ever confirms ("Ship better widgets, faster" is a tagline, not a second name), and so does a
  // participant organization: neither is reported as a name that differs.
  for (let i = sources.length - 1; i >= 0; i--) {
    const s = sources[i]!;
    if ((s.source === 'h1' || s === participant) && !s.agrees) sources.splice(i, 1);
  }
  const display = sources
    .filter((s) => s.key === key)
    .sort((a, b) => PRIORITY[b.source] - PRIORITY[a.source])[0];
  return { brand: display?.value ?? null, key, sources };
}
