import { firstText, hasProperty, isItem, itemIs, itemsOf, values } from '../structured-data/read.ts';
import { parsePrice } from '../structured-data/text.ts';
import type { StructuredData, StructuredItem } from '../structured-data/types.ts';
import { isCurrencyCode } from './prices.ts';

/**
 * schema.org offers as an agent reads them: price, currency, availability, url, validity and, for
 * subscriptions, a UnitPriceSpecification with the billing period.
 */

export interface OfferFacts {
  where: string;
  types: string[];
  price: number | null;
  currency: string | null;
  currencyValid: boolean;
  availability: boolean;
  url: boolean;
  validUntil: boolean;
  /** A UnitPriceSpecification with billingDuration, unitCode or referenceQuantity. */
  billingSpec: boolean;
  /**
   * The price is the Offer's own price or lowPrice, not only a priceSpecification's: schema.consistency compares
   * those with the page's text.
   */
  priceOnOffer: boolean;
  /**
   * A plan or a fee, not stock: an Offer of a SoftwareApplication or Service (a subscription plan), of a Course,
   * CourseInstance or EducationalOccupationalProgram (its tuition or fee), as its offers or its itemOffered, one billed
   * by a UnitPriceSpecification, or another plan of an item one of whose offers is. Availability (InStock …) is a
   * stock concept these do not have, so it is not asked for.
   */
  plan: boolean;
  missing: string[];
  /**
   * 0..1: price 0.4, valid currency 0.25, availability 0.2, url 0.15 (a plan: the same without availability, out of
   * 0.8). An end date (priceValidUntil or validThrough) is read but never asked for: a regular price has none, and
   * Google's product guides want one only for a price that ends on a known date, so asking every Offer for it would
   * have sites invent one.
   */
  completeness: number;
}

function specs(offer: StructuredItem, data: StructuredData): StructuredItem[] {
  return values(offer, 'priceSpecification', data).filter(isItem);
}

/**
 * What is sold as a plan or a fee, not stock: software and services (plans), and courses and study programmes
 * (tuition: Google's Course info markup asks a course's Offer for a price and category, never for availability).
 */
const PLAN_ITEMS = [
  'SoftwareApplication',
  'Service',
  'Course',
  'CourseInstance',
  'EducationalOccupationalProgram',
];

function isBilled(offer: StructuredItem, data: StructuredData): boolean {
  return specs(offer, data).some(
    (s) =>
      itemIs(s, 'UnitPriceSpecification') &&
      hasProperty(s, 'billingDuration|unitCode|unitText|referenceQuantity|billingIncrement'),
  );
}

/** The Offers that are plans or fees (see `OfferFacts.plan`). */
function planOffers(data: StructuredData): Set<StructuredItem> {
  const plans = new Set<StructuredItem>();
  for (const item of data.all) {
    if (item.properties.offers === undefined) continue;
    const offers = values(item, 'offers', data).filter(isItem);
    if (itemIs(item, ...PLAN_ITEMS) || offers.some((o) => isBilled(o, data)))
      for (const offer of offers) plans.add(offer);
  }
  return plans;
}

/**
 * Every Offer and AggregateOffer in the structured data (nested ones included) but those in `reported`, read for
 * completeness.
 *
 * @example
 * ```ts
 * offerFacts(extractStructuredData(document))[0]?.missing; // e.g. ['availability', 'url']
 * ```
 */
export function offerFacts(
  data: StructuredData,
  max = 100,
  /** Offers left out: those the page only reports (see `reportedOffers`). */
  reported: ReadonlySet<StructuredItem> = new Set(),
): OfferFacts[] {
  const out: OfferFacts[] = [];
  let plans: Set<StructuredItem> | undefined;
  const offers = itemsOf(data, 'Offer', 'AggregateOffer');
  for (const offer of (reported.size === 0 ? offers : offers.filter((o) => !reported.has(o))).slice(0, max)) {
    const priceSpecs = specs(offer, data);
    const ownPrice = firstText(offer, 'price|lowPrice');
    const rawPrice =
      ownPrice ?? priceSpecs.map((s) => firstText(s, 'price|minPrice')).find((p) => p !== undefined);
    const price = rawPrice === undefined ? undefined : parsePrice(rawPrice);
    const currency =
      firstText(offer, 'priceCurrency') ??
      priceSpecs.map((s) => firstText(s, 'priceCurrency')).find((c) => c !== undefined) ??
      null;
    const currencyValid = currency !== null && isCurrencyCode(currency);
    const availability = hasProperty(offer, 'availability');
    const url = hasProperty(offer, 'url');
    const validUntil = hasProperty(offer, 'priceValidUntil|validThrough');
    const billingSpec = isBilled(offer, data);
    plans ??= planOffers(data);
    const plan =
      billingSpec ||
      plans.has(offer) ||
      values(offer, 'itemOffered', data).some((i) => isItem(i) && itemIs(i, ...PLAN_ITEMS));
    const missing: string[] = [];
    if (price === undefined) missing.push('price');
    if (!currencyValid)
      missing.push(currency === null ? 'priceCurrency' : `priceCurrency (not ISO 4217: ${currency})`);
    if (!availability && !plan) missing.push('availability');
    if (!url) missing.push('url');
    const sum =
      (price !== undefined ? 0.4 : 0) +
      (currencyValid ? 0.25 : 0) +
      (availability && !plan ? 0.2 : 0) +
      (url ? 0.15 : 0);
    const completeness = plan ? sum / 0.8 : sum;
    out.push({
      where: offer.where,
      types: offer.types,
      price: price ?? null,
      currency,
      currencyValid,
      availability,
      url,
      validUntil,
      billingSpec,
      priceOnOffer: ownPrice !== undefined,
      plan,
      missing,
      completeness: Math.round(completeness * 100) / 100,
    });
  }
  return out;
}

/**
 * Product, SoftwareApplication, Service, Course, EducationalOccupationalProgram or Event nodes that carry offers
 * described as nodes: the site sells what they describe. Offers given only as URLs (an event listing's links to
 * ticket vendors) say nothing to price.
 */
export function sellableItems(data: StructuredData): StructuredItem[] {
  return itemsOf(
    data,
    'Product',
    'SoftwareApplication',
    'Service',
    'Course',
    'EducationalOccupationalProgram',
    'Event',
  ).filter((i) => values(i, 'offers', data).some(isItem));
}

/**
 * What a page only reports: the item its own editorial Review reviews (the page's one top-level Review, whose
 * itemReviewed is inline or named by @id), and that item's Offers. A review site quotes the maker's price ("about
 * $299.99 at Roborock") and sells nothing. Several top-level Reviews are a shop's customer reviews (Judge.me and
 * Yotpo name the product by @id in each), whose product stays the shop's; a caller on a product page asks nothing.
 *
 * @example
 * ```ts
 * reportedOffers(data); // Set { Product "Roborock Q7 Max", Offer 299.99 USD } on a review article
 * ```
 */
export function reportedOffers(data: StructuredData): Set<StructuredItem> {
  const out = new Set<StructuredItem>();
  const reviews = data.items.filter((i) => itemIs(i, 'Review'));
  if (reviews.length !== 1) return out;
  const ids = new Set<string>();
  for (const value of values(reviews[0]!, 'itemReviewed', data)) {
    if (!isItem(value)) continue;
    out.add(value);
    if (value.id !== undefined) ids.add(value.id);
  }
  // Every piece of a reviewed item given by @id (a theme's and a plugin's node for one product), with its offers.
  for (const item of ids.size === 0 ? [] : data.all)
    if (item.id !== undefined && ids.has(item.id)) out.add(item);
  for (const item of [...out])
    for (const offer of values(item, 'offers', data))
      if (isItem(offer) && itemIs(offer, 'Offer', 'AggregateOffer')) out.add(offer);
  return out;
}
