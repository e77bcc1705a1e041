/**
 * Which profile links are the brand's own: the platforms the site declares or links (sameAs, rel=me, its chrome,
 * review listings in the body, meta tags), and the links passed over as someone else's.
 */
import type { BrandPlatform } from '@geo-audit/core';
import { resolvedAnchors, resolveHref } from '../../structured-data/links.ts';
import type { PageFacts } from '../../structured-data/metadata.ts';
import {
  CORE_PLATFORMS,
  classifyProfile,
  classifyProfileUrl,
  FOLLOW_LABEL,
  namesPlatform,
  type ProfileMatch,
  platformDefinition,
} from '../../structured-data/profiles.ts';
import { allTexts } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { CREDIT_LABEL, isSiteToolingRepository } from './credits.ts';
import { isHostingAccount, metaProfiles } from './meta-profiles.ts';
import { brandKey, brandWords, holdsKey } from './name-key.ts';
import type { ResolvedName } from './name-sources.ts';
import type { SiteOrganization } from './site-organization.ts';
import { sitePerson } from './site-person.ts';

/** Platform entry of the brand module (SPEC `platforms` values, plus our extra keys). */
export interface BrandPlatformEntry extends BrandPlatform {
  label: string;
  kind: string;
  /** The profile is listed in the Organization's sameAs (machine-readable), not only as a link. */
  in_same_as: boolean;
  /**
   * Where on the page a linked profile was found, when `source` does not say it: the link's region (`header`,
   * `footer`, `nav`, `main`, `body`; `head` for a `<link rel="me">`) or the meta tag (`twitter:site`). The evidence
   * quotes it; the platform's key, which it used to quote, repeats the label.
   */
  where?: string;
}

/** A profile link in the site chrome that is not counted as the brand's, and why. */
export interface OtherProfile {
  platform: string;
  url: string;
  /** The link's text, as the page shows it. */
  text: string;
  /**
   * `not_the_brand`: a credit or another account; `personal_profile`: a person's profile (LinkedIn /in/,
   * Crunchbase /person/) where the brand is an organization, often its founder's; `hosting_platform`: the account of
   * the platform hosting the site, named in a meta tag (`text` is the tag) by its theme on every site it hosts.
   */
  reason: 'not_the_brand' | 'personal_profile' | 'hosting_platform';
}

/**
 * Kinds whose chrome links are the brand's wherever they stand: a review listing or a map pin of the business, or
 * its app in a store, is linked by the business itself (a "Rated 4.8 by Trustpilot" badge names no one else).
 */
const BRAND_FREE_KINDS = new Set(['reviews', 'local', 'apps']);
/** Path words of profile URLs that name no account ("/company/acme", "/channel/UC…"). */
const PATH_WORDS = new Set(
  'company school showcase channel user profile organization orgs person products sellers review reviews biz wiki entity in c u r p'.split(
    ' ',
  ),
);

/**
 * True when the profile URL's account name spells the brand ("acme-hq" and "@AcmeHQ" for "Acme", "holzwerk.seiffen"
 * for "Holzwerk"), or is the brand with a word dropped ("acme" for "Acme Billing").
 */
export function handleNamesBrand(url: URL, key: string, firstWord: string | undefined): boolean {
  for (const segment of url.pathname.split('/')) {
    if (segment.length < 2 || PATH_WORDS.has(segment.toLowerCase())) continue;
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {}
    const handle = brandKey(decoded);
    if (handle.length < 3) continue;
    if (handle.includes(key) || (handle.length >= 4 && key.includes(handle))) return true;
    if (firstWord !== undefined && handle.startsWith(firstWord)) return true;
  }
  return false;
}

/**
 * Whether a profile link in the header, footer or navigation is the brand's own: its account name or its text
 * names the brand, or it is labelled the way sites label the buttons to their own profiles (the platform's name,
 * "Follow us", an icon with no label). A credit ("Theme Paper by @themeauthor", "Website by Pixel Agency",
 * "Hosted on our host") names whom it credits instead, and that profile is someone else's; a credit to what the
 * site is built with ("Theme on GitHub", an icon linking to a hugo-theme-… repository) is not the brand's either.
 */
function isOwnProfileLink(
  url: URL,
  platform: string,
  text: string,
  name: Pick<ResolvedName, 'key' | 'brand'>,
): boolean {
  if (BRAND_FREE_KINDS.has(platformDefinition(platform)?.kind ?? '')) return true;
  const key = name.key;
  if (key) {
    const first = brandWords(name.brand ?? '')[0];
    if (handleNamesBrand(url, key, first !== undefined && first.length >= 4 ? first : undefined)) return true;
  }
  // A theme's or generator's repository, or a link labelled as a credit to them ("Theme on GitHub", "Built with
  // Hugo"), is what the site is built with, however it names the platform; a brand called "Theme Forge" still
  // names itself.
  if (isSiteToolingRepository(url)) return false;
  if (text !== '' && CREDIT_LABEL.test(text) && !CREDIT_LABEL.test(name.brand ?? '')) return false;
  if (key && text !== '' && holdsKey(text, key)) return true;
  if (text === '') return true;
  // "@themeauthor" names an account, and it is not the brand's (that would have matched above).
  if (/@\w/.test(text)) return false;
  return namesPlatform(text, platform) || FOLLOW_LABEL.test(text);
}

/**
 * Whether a person's name is the brand's: "Jane Doe" for the site "Jane Doe", or a name of two words or more the
 * brand holds ("Jane Doe" in "Jane Doe Photography").
 */
function personNamesBrand(person: string, name: Pick<ResolvedName, 'key' | 'brand'>): boolean {
  if (name.key === null) return false;
  const words = brandWords(person);
  return words.join('') === name.key || (words.length >= 2 && holdsKey(name.brand ?? '', words.join('')));
}

/**
 * The brand's platforms, every core platform included (unlinked ones with `linked_from_site: false`), read from
 * sameAs, rel=me, chrome links, review listings the body links and meta tags; and the profile links passed over as
 * someone else's.
 */
export function findPlatforms(
  facts: PageFacts,
  data: StructuredData,
  pageUrl: string,
  name: Pick<ResolvedName, 'key' | 'brand'>,
  site: SiteOrganization,
): { platforms: Record<string, BrandPlatformEntry>; others: OtherProfile[] } {
  const org = site.item;
  const platforms: Record<string, BrandPlatformEntry> = {};
  const others: OtherProfile[] = [];
  const entry = (key: string): BrandPlatformEntry => {
    const def = platformDefinition(key);
    return {
      linked_from_site: false,
      url: null,
      verified: null,
      source: null,
      label: def?.label ?? key,
      kind: def?.kind ?? 'other',
      in_same_as: false,
    };
  };
  for (const key of CORE_PLATFORMS) platforms[key] = entry(key);

  const sameAs: string[] = [];
  // With no organization, a Person's profiles are the site's only when it is the site's own (a personal site's
  // owner); on an article page the Person is its author.
  const owner = org ? undefined : sitePerson(data, pageUrl, (person) => personNamesBrand(person, name));
  for (const url of org ? site.sameAs : owner ? allTexts(owner, 'sameAs', data) : []) sameAs.push(url);
  const declared = new Set<string>();
  // An organization's profile on LinkedIn or Crunchbase is its company page; a person's there is someone's own.
  const personal = (hit: ProfileMatch, text: string): boolean => {
    if (!hit.personal || !org) return false;
    if (!others.some((o) => o.url === hit.url))
      others.push({ platform: hit.platform, url: hit.url, text, reason: 'personal_profile' });
    return true;
  };
  for (const raw of sameAs) {
    const hit = classifyProfileUrl(raw, pageUrl);
    if (!hit || personal(hit, 'sameAs')) continue;
    declared.add(hit.url);
    const current = platforms[hit.platform] ?? entry(hit.platform);
    if (!current.linked_from_site)
      Object.assign(current, { linked_from_site: true, url: hit.url, source: 'sameAs' });
    current.in_same_as = true;
    platforms[hit.platform] = current;
  }
  // rel=me claims the profile as the site's own; other chrome links must show it (isOwnProfileLink).
  const links: { url: URL | undefined; text: string | undefined; where: string }[] = [
    ...facts.links
      .filter((l) => l.rel.includes('me'))
      .map((l) => ({ url: resolveHref(l.href, pageUrl), text: undefined, where: 'head' })),
    ...resolvedAnchors(facts, pageUrl)
      .filter((a) => !a.anchor.inMain && a.url !== undefined && !a.sameSite)
      .map((a) => ({
        url: a.url,
        text: a.anchor.rel.includes('me') ? undefined : a.text,
        where: a.anchor.region,
      })),
  ];
  for (const link of links) {
    const hit = link.url ? classifyProfile(link.url) : undefined;
    if (!hit || personal(hit, link.text ?? 'rel=me')) continue;
    const current = platforms[hit.platform] ?? entry(hit.platform);
    if (
      link.text !== undefined &&
      !declared.has(hit.url) &&
      !isOwnProfileLink(link.url!, hit.platform, link.text, name)
    ) {
      if (!others.some((o) => o.url === hit.url))
        others.push({ platform: hit.platform, url: hit.url, text: link.text, reason: 'not_the_brand' });
      continue;
    }
    if (!current.linked_from_site)
      Object.assign(current, { linked_from_site: true, url: hit.url, source: 'link', where: link.where });
    platforms[hit.platform] = current;
  }
  // A review listing linked from the page body is the brand's when it names the brand, by its URL or its text: a
  // restaurant's "Leggi le recensioni su Tripadvisor" in its reviews band, a shop's Kiyoh score beside the product.
  // An article that cites a review site links another business's listing, which names that business instead.
  const own = name.key;
  if (own !== null)
    for (const a of resolvedAnchors(facts, pageUrl)) {
      if (!a.anchor.inMain || a.url === undefined || a.sameSite) continue;
      const hit = classifyProfile(a.url);
      if (!hit || !REVIEW_KINDS.has(platformDefinition(hit.platform)?.kind ?? '')) continue;
      if (platforms[hit.platform]?.linked_from_site) continue;
      // The whole brand, not its first word: "trattoria" in a listing's URL names any trattoria.
      if (!handleNamesBrand(a.url, own, undefined) && !(a.text !== '' && holdsKey(a.text, own))) continue;
      platforms[hit.platform] = Object.assign(platforms[hit.platform] ?? entry(hit.platform), {
        linked_from_site: true,
        url: hit.url,
        source: 'link' as const,
        where: a.anchor.region,
      });
    }
  // The meta tags that name the site's own accounts (article:publisher, twitter:site, fb:pages): read last, so a
  // profile also in sameAs or linked keeps that source.
  // A hosting platform's own account (WordPress.com's Jetpack prints facebook.com/WordPresscom and @wordpressdotcom
  // on every blog it hosts) is the site's only when its handle names the brand (Medium's pages are Medium's) or the
  // page links the same account itself.
  const first = brandWords(name.brand ?? '')[0];
  for (const hit of metaProfiles(facts, pageUrl)) {
    if (personal(hit, hit.tag)) continue;
    if (
      isHostingAccount(hit) &&
      platforms[hit.platform]?.url !== hit.url &&
      !(
        name.key !== null &&
        handleNamesBrand(
          new URL(hit.url),
          name.key,
          first !== undefined && first.length >= 4 ? first : undefined,
        )
      )
    ) {
      if (!others.some((o) => o.url === hit.url))
        others.push({ platform: hit.platform, url: hit.url, text: hit.tag, reason: 'hosting_platform' });
      continue;
    }
    const current = platforms[hit.platform] ?? entry(hit.platform);
    if (!current.linked_from_site)
      Object.assign(current, { linked_from_site: true, url: hit.url, source: 'meta', where: hit.tag });
    platforms[hit.platform] = current;
  }
  return { platforms, others };
}

/** Platform kinds that list a business for its customers (review sites, maps): counted as such, never as profiles. */
export const REVIEW_KINDS = new Set(['reviews', 'local']);
