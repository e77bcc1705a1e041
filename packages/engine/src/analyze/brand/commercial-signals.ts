/** What on the page shows a business behind the site, which decides whether review platforms apply. */
import type { Evidence } from '@geo-audit/core';
import type { Document } from 'domhandler';
import { sellableItems } from '../../pricing/offers.ts';
import { purchaseForm } from '../../pricing/purchase-controls.ts';
import { MENU_ONLY_PRICING_TEXT, PRICING_PATH, PRICING_TEXT } from '../../pricing/sources.ts';
import type { OrganizationFacts } from '../../structured-data/entities.ts';
import { hostOf, pathOf, resolvedAnchors } from '../../structured-data/links.ts';
import type { PageFacts } from '../../structured-data/metadata.ts';
import type { PageType } from '../../structured-data/page-type.ts';
import { itemIs } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { footerOf } from '../eeat/contact-text.ts';
import { publicHost } from '../eeat/own-works.ts';
import { quotedLink } from '../link-label.ts';
import { businessDetails } from './business-details.ts';
import { brandKey, holdsKey } from './name-key.ts';
import { type BrandPlatformEntry, REVIEW_KINDS } from './own-profiles.ts';
import { SHOP_PATH } from './shop-signals.ts';
import type { SiteOrganization } from './site-organization.ts';

/**
 * Organization types that are businesses: customers buy from them and review them. A plain Organization is not
 * one by itself: SEO plugins print it for any site with a name, a recipe blog's as much as a shop's.
 */
const BUSINESS_TYPES = ['LocalBusiness', 'Corporation', 'OnlineBusiness'];
/**
 * What on the page shows a business behind the site: a LocalBusiness, Store, Corporation or OnlineBusiness node
 * (the site's organization or a top-level node); something it sells (a top-level Product, Service, Course or Event
 * with offers, or an Offer); a link to pricing or to the shop (cart, checkout, catalogue, refund or shipping
 * policy, in the shop systems' local paths: see SHOP_PATH), else an add-to-cart form; a review platform or local
 * listing already linked; else, for a plain Organization on a page that is not authored content, what the page shows
 * of a business (businessDetails: a street address and a phone, with its legal form and numbers beside them).
 * The review-platform check is about businesses and weighs only when one of these is found; a business is one sign
 * among others that the site represents an organization (organizationSignals). Cheap: the structured data, anchors,
 * platforms and forms are read already.
 */
export function commercialSignals(
  document: Document,
  facts: PageFacts,
  data: StructuredData,
  pageUrl: string,
  platforms: Record<string, BrandPlatformEntry>,
  site: SiteOrganization,
  organization: OrganizationFacts | null,
  brand: string | null,
  pageType: PageType,
): Evidence[] {
  const org = site.item;
  const out: Evidence[] = [];
  const business =
    (org && itemIs(org, ...BUSINESS_TYPES) ? org : undefined) ??
    data.items.find((i) => itemIs(i, ...BUSINESS_TYPES));
  if (business) out.push({ what: `${business.types.join(', ')} node`, where: business.where });
  const sold =
    sellableItems(data).find((i) => i.root) ?? data.items.find((i) => itemIs(i, 'Offer', 'AggregateOffer'));
  if (sold) out.push({ what: `${sold.types.join(', ')} with offers`, where: sold.where });
  const path = pathOf(pageUrl);
  if (PRICING_PATH.test(path)) out.push({ what: 'this page is a pricing page', value: pageUrl });
  // Links to the page itself (a skip link, a table of contents) say nothing the path has not said.
  const shopLink = resolvedAnchors(facts, pageUrl).find(
    (a) =>
      a.url !== undefined &&
      a.sameSite &&
      a.url.pathname !== path &&
      (PRICING_PATH.test(a.url.pathname) ||
        SHOP_PATH.test(a.url.pathname) ||
        (a.text.length <= 40 && PRICING_TEXT.test(a.text) && !MENU_ONLY_PRICING_TEXT.test(a.text))),
  );
  if (shopLink)
    out.push({
      what: quotedLink(shopLink.text),
      where: shopLink.anchor.region,
      value: shopLink.url!.href,
    });
  else {
    // A product page whose only way to the basket is its add-to-cart form (the cart link a script adds later).
    const form = purchaseForm(document, facts.lang);
    if (form) out.push({ what: form.what.startsWith('"') ? `${form.what} button` : form.what });
  }
  const review = Object.values(platforms).find((p) => REVIEW_KINDS.has(p.kind) && p.linked_from_site);
  if (review) out.push({ what: `${review.label} linked`, value: review.url });
  // A plain Organization is printed for a plumber as for a recipe blog: what the page shows of the business behind
  // it (an address and a phone) tells them apart. Read only when nothing else showed one, and not on an article or
  // a recipe: there the Organization is the publisher, whose imprint (address, phone, registration) the law asks of
  // any publisher; the home, about, contact, service and product pages say whether customers visit or call it.
  if (
    out.length === 0 &&
    !AUTHORED_TYPES.has(pageType) &&
    organization !== null &&
    isPlainOrganization(organization) &&
    !publicOrSchoolHost(pageUrl)
  ) {
    const keys = [site.name, brand]
      .filter((n): n is string => n != null)
      .map(brandKey)
      .filter(Boolean);
    out.push(
      ...businessDetails({
        names: [organization.name, organization.legal_name],
        footer: footerOf(facts.text, facts.mainText),
        anchors: facts.anchors,
        addresses: facts.addresses,
        namesOrganization: (text) => keys.some((key) => brandKey(text) === key || holdsKey(text, key)),
      }),
    );
  }
  return out;
}

/** Page types of authored content, whose plain Organization is the publisher (see commercialSignals). */
const AUTHORED_TYPES: ReadonlySet<PageType> = new Set(['article', 'recipe']);

/** Hosts of schools and universities (.edu, edu.au, ac.uk …): they give an address and a phone as businesses do. */
const SCHOOL_HOST = /(?:^|\.)(?:edu|(?:edu|ac)\.[a-z]{2})$/i;

/** A public body's or a school's host, whose plain Organization is no business however it writes its address. */
function publicOrSchoolHost(pageUrl: string): boolean {
  const host = hostOf(pageUrl);
  return host !== undefined && (publicHost(host) || SCHOOL_HOST.test(host));
}

/**
 * Typed Organization and nothing more specific (not an NGO, a school, a government body, a newspaper …), and the
 * site's own rather than a participant in what the page describes: the node whose business businessDetails reads.
 */
export function isPlainOrganization(org: Pick<OrganizationFacts, 'types' | 'role'>): boolean {
  return org.role === undefined && org.types.every((type) => type === 'Organization');
}
