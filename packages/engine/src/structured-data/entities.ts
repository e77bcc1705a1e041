import { sameBusiness } from './business-keys.ts';
import { allTexts, firstText, isItem, itemIs, values } from './read.ts';
import type { StructuredData, StructuredItem } from './types.ts';

/** What the page's structured data says about the organization behind it (extra key `organization`). */
export interface OrganizationFacts {
  name: string | null;
  legal_name: string | null;
  url: string | null;
  logo: string | null;
  same_as: string[];
  telephone: string | null;
  email: string | null;
  /** Where the node was found. */
  where: string;
  types: string[];
  /**
   * The other top-level node of the same organization, when the site splits it in two (a nameless Organization and
   * a named LocalBusiness, as Squarespace prints them): its name, url, logo and profiles fill what `org` lacks.
   */
  merged_with?: { where: string; types: string[] };
  /** Its stock ticker (`tickerSymbol`), when the node gives one: a listed company. */
  ticker_symbol?: string;
  /**
   * Set when the organization was read from what the page describes rather than from who publishes it: the
   * property that names it (`organizer`, `provider`, `hiringOrganization`). See PARTICIPANT_ROLES.
   */
  role?: string;
}

/**
 * Organization types a page usually describes rather than is published by: a band's or a team's page on a
 * listings, ticketing or sports site. Taken for the site's own organization only when its url is a home page.
 */
const SUBJECT_TYPES = ['PerformingGroup', 'SportsOrganization'];

function isHomeUrl(url: string): boolean {
  try {
    return new URL(url, 'https://site.invalid/x/y').pathname === '/';
  } catch {
    return false;
  }
}

function describesSite(item: StructuredItem, data: StructuredData): boolean {
  if (!itemIs(item, 'Organization')) return false;
  if (!itemIs(item, ...SUBJECT_TYPES)) return true;
  const url = firstText(item, 'url', data) ?? item.id;
  return url !== undefined && isHomeUrl(url);
}

/**
 * Properties that name an organization taking part in what the page describes: an event's organizer, a course's
 * provider, a job's hiring organization. A festival run by a foundation, a course a department gives, a job a
 * client posts through an agency: that organization is often not the one whose site it is. It stands in for the
 * site's organization only when the data names no other (publisher, top-level Organization, author).
 */
const PARTICIPANT_ROLES = ['organizer', 'provider', 'hiringOrganization'];

function relatedOrganization(data: StructuredData, relation: string): StructuredItem | undefined {
  for (const item of data.items) {
    if (!itemIs(item, 'WebSite', 'WebPage', 'Article')) continue;
    for (const v of values(item, relation, data)) {
      if (isItem(v) && describesSite(v, data)) return v;
    }
  }
  return undefined;
}

/**
 * The organization behind the page: the publisher (or provider) of the WebSite, a WebPage or an article first,
 * as the data says so outright; else a top-level Organization (or subtype, LocalBusiness included), a named one
 * first (see organizationPartner for the nameless one beside it); else the
 * author organization of those; else any nested Organization. An organization the page only describes (a band
 * on a ticketing site: see SUBJECT_TYPES) is never taken for the site's own. Undefined when there is none.
 *
 * @example
 * ```ts
 * // A ticketing site's artist page: MusicGroup "Elysian Fields" at /artists/…, published by no one it names.
 * primaryOrganization(data); // undefined, not the band
 * ```
 */
export function primaryOrganization(data: StructuredData): StructuredItem | undefined {
  return (
    relatedOrganization(data, 'publisher|provider') ??
    data.items.find((i) => describesSite(i, data) && named(i, data)) ??
    data.items.find((i) => describesSite(i, data)) ??
    relatedOrganization(data, 'author') ??
    data.all.find((i) => !i.root && describesSite(i, data))
  );
}

function named(item: StructuredItem, data: StructuredData): boolean {
  return firstText(item, 'name', data) !== undefined;
}

/**
 * The other half of a site organization some builders split in two top-level nodes: Squarespace prints an
 * Organization with legalName, address and sameAs but no name, and a LocalBusiness with the name and image, both
 * filled from its Business Information settings. One node without a name and one top-level named LocalBusiness (or
 * the only other named organization) that share an address, phone, e-mail, url or profile (`sameBusiness`) are one
 * entity: the name of one, the profiles of the other. Undefined when `org` is not top-level or the page holds no
 * such pair.
 */
export function organizationPartner(data: StructuredData, org: StructuredItem): StructuredItem | undefined {
  if (!org.root) return undefined;
  const others = data.items.filter((i) => i !== org && describesSite(i, data));
  if (named(org, data)) {
    // The named node is primary; a nameless top-level Organization beside it is the same business.
    return itemIs(org, 'LocalBusiness')
      ? others.find((i) => !named(i, data) && sameBusiness(org, i, data))
      : undefined;
  }
  const namedOthers = others.filter((i) => named(i, data) && sameBusiness(org, i, data));
  return (
    namedOthers.find((i) => itemIs(i, 'LocalBusiness')) ??
    (namedOthers.length === 1 ? namedOthers[0] : undefined)
  );
}

function logoOf(item: StructuredItem, data: StructuredData): string | null {
  for (const v of values(item, 'logo', data)) {
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (isItem(v)) {
      const url = firstText(v, 'contentUrl|url', data) ?? v.id;
      if (url) return url;
    }
  }
  return null;
}

/**
 * The property through which `org` is only a participant in what the page describes (`organizer`, `provider`,
 * `hiringOrganization` of an event, course or job posting), or undefined when it is top-level or published the
 * page (the provider of a WebSite, WebPage or article publishes it). Brand names read from a participant confirm
 * the site's name but are never held against it.
 *
 * @example
 * ```ts
 * // MusicEvent { organizer: { @type: Organization, name: 'Harbor Arts Foundation' } } and nothing else:
 * participantRole(primaryOrganization(data)!, data); // 'organizer'
 * ```
 */
export function participantRole(org: StructuredItem, data: StructuredData): string | undefined {
  if (org.root) return undefined;
  let role: string | undefined;
  for (const item of data.all) {
    for (const property of PARTICIPANT_ROLES) {
      if (!values(item, property, data).includes(org)) continue;
      // A WebSite's, WebPage's or article's provider is its publisher: the site's own.
      if (property === 'provider' && itemIs(item, 'WebSite', 'WebPage', 'Article')) return undefined;
      role ??= property;
    }
  }
  return role;
}

/**
 * What the page says of the site's organization (`org`, by default `primaryOrganization(data)`; pass it when the
 * caller has it already): its names, url, logo, sameAs, contact fields and, when it only takes part in what the page
 * describes, its `role`. Null when there is none.
 *
 * @example
 * ```ts
 * organizationFacts(extractStructuredData(document))?.same_as; // ['https://www.linkedin.com/company/acme', …]
 * ```
 */
export function organizationFacts(
  data: StructuredData,
  org: StructuredItem | undefined = primaryOrganization(data),
): OrganizationFacts | null {
  if (!org) return null;
  const role = participantRole(org, data);
  const partner = organizationPartner(data, org);
  const text = (property: string): string | null =>
    firstText(org, property, data) ?? (partner ? firstText(partner, property, data) : undefined) ?? null;
  const ticker = text('tickerSymbol');
  return {
    name: text('name'),
    legal_name: text('legalName'),
    url: text('url'),
    logo: logoOf(org, data) ?? (partner ? logoOf(partner, data) : null),
    same_as: [
      ...new Set([...allTexts(org, 'sameAs', data), ...(partner ? allTexts(partner, 'sameAs', data) : [])]),
    ],
    telephone: text('telephone'),
    email: text('email'),
    where: org.where,
    types: org.types,
    ...(partner ? { merged_with: { where: partner.where, types: partner.types } } : {}),
    ...(ticker !== null ? { ticker_symbol: ticker } : {}),
    ...(role !== undefined ? { role } : {}),
  };
}
