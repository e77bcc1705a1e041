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
  missing: string[];
  /**
   * 0..1: price 0.4, valid currency 0.25, availability 0.2, url 0.15. An end date (priceValidUntil or validThrough)
   * is read but never asked for: a regular price has none, and Google's product guides want one only for a price that
   * ends on a known date, so asking every Offer for it would have sites invent one.
   */
  completeness: number;
}

function specs(offer: StructuredItem, data: StructuredData): StructuredItem[] {
  return values(offer, 'priceSpecification', data).filter(isItem);
}

/**
 * Every Offer and AggregateOffer in the structured data (nested ones included), read for completeness.
 *
 * @example
 * ```ts
 * offerFacts(extractStructuredData(document))[0]?.missing; // e.g. ['availability', 'url']
 * ```
 */
export function offerFacts(data: StructuredData, max = 100): OfferFacts[] {
  const out: OfferFacts[] = [];
  for (const offer of itemsOf(data, 'Offer', 'AggregateOffer').slice(0, max)) {
    const priceSpecs = specs(offer, data);
    const rawPrice =
      firstText(offer, 'price|lowPrice') ??
      priceSpecs.map((s) => firstText(s, 'price|minPrice')).find((p) => p !== undefined);
    const price = rawPrice === undefined ? undefined : parsePrice(rawPrice);
    const currency =
      firstText(offer, 'priceCurrency') ??
      priceSpecs.map((s) => firstText(s, 'priceCurrency')).find((c) => c !== undefined) ??
      null;
    const currencyValid = currency !== null && isCurrencyCode(currency);
    const availability = hasProperty(offer, 'availability');
    const url = hasProperty(offer, 'url');
    const validUntil = hasProperty(offer, 'priceValidUntil|validThrough');
    const billingSpec = priceSpecs.some(
      (s) =>
        itemIs(s, 'UnitPriceSpecification') &&
        hasProperty(s, 'billingDuration|unitCode|unitText|referenceQuantity|billingIncrement'),
    );
    const missing: string[] = [];
    if (price === undefined) missing.push('price');
    if (!currencyValid)
      missing.push(currency === null ? 'priceCurrency' : `priceCurrency (not ISO 4217: ${currency})`);
    if (!availability) missing.push('availability');
    if (!url) missing.push('url');
    const completeness =
      (price !== undefined ? 0.4 : 0) +
      (currencyValid ? 0.25 : 0) +
      (availability ? 0.2 : 0) +
      (url ? 0.15 : 0);
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
      missing,
      completeness: Math.round(completeness * 100) / 100,
    });
  }
  return out;
}

/**
 * Product, SoftwareApplication, Service, Course or Event nodes that carry offers described as nodes: the site sells
 * what they describe. Offers given only as URLs (an event listing's links to ticket vendors) say nothing to price.
 */
export function sellableItems(data: StructuredData): StructuredItem[] {
  return itemsOf(data, 'Product', 'SoftwareApplication', 'Service', 'Course', 'Event').filter((i) =>
    values(i, 'offers', data).some(isItem),
  );
}
