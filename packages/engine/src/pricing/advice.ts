import { type FeedAdvice, feedAdvice } from './feed-advice.ts';
import type { OfferFacts } from './offers.ts';
import type { Sale } from './what-is-sold.ts';

/**
 * The words of agent_pricing's advice, fitted to what the page sells: plans with a price, currency and billing
 * period for a subscription; a price, currency and availability for a product bought once. A page whose prices
 * were not read is told as before, of plans (mostly a software site's page that links its pricing page).
 */

export interface PricingAdvice {
  /** agent_pricing.pricing_in_html's fix. */
  pricesInHtml: string;
  /** agent_pricing.offer_schema's fix. */
  offerSchema: string;
  /** agent_pricing.machine_readable's title when it does not pass, its evidence when nothing was found, its fix. */
  machineReadable: FeedAdvice;
  /** agent_pricing.terms_links: its fix, its titles when links were found or not, and its evidence when none. */
  terms: { fix: string; linked: string; missing: string; none: string };
}

const PLANS: Omit<PricingAdvice, 'machineReadable'> = {
  pricesInHtml:
    'Publish the prices you charge as text in the server-rendered HTML of a pricing page that answers without a login, and link it from the navigation. "Contact sales" alone leaves agents with nothing to quote.',
  offerSchema:
    'Describe each plan or product with a schema.org Offer holding the price and priceCurrency (ISO 4217) shown on the page, availability and url (and priceValidUntil only for a price that ends on a known date); for subscriptions add a UnitPriceSpecification with billingDuration (or unitCode MON/ANN) and referenceQuantity for per-seat prices. Use only the prices you actually charge.',
  terms: {
    fix: 'Link the terms of sale, cancellation/refund policy and any free-trial conditions from the pricing page so an agent can answer "can I cancel?" without guessing.',
    linked: 'Terms, trial or refund policy linked',
    missing: 'No terms, trial or refund policy linked',
    none: 'no link to terms, a free trial, cancellation or refund policy',
  },
};

/**
 * The advice for a page that sells `sale`, whose markup holds `offers`.
 *
 * @example
 * ```ts
 * pricingAdvice({ kind: 'one-off', single: true, stock: true }, offers).machineReadable.fix;
 * // 'The Offer markup already gives agents the price and currency of the product in machine-readable form: …'
 * ```
 */
export function pricingAdvice(sale: Sale, offers: readonly OfferFacts[] = []): PricingAdvice {
  const machineReadable = feedAdvice(sale, offers);
  if (sale.kind !== 'one-off') return { ...PLANS, machineReadable };
  const what = sale.single ? 'the product' : 'each product or service';
  const prices = sale.single ? 'price' : 'prices';
  return {
    pricesInHtml: `Show the ${prices} you charge for ${what}, with the currency, as text in the server-rendered HTML of the page that sells it, where an agent reads it without a login or JavaScript. A price only in the markup, or "contact us for a price" alone, leaves agents with nothing to quote.`,
    offerSchema: `Describe ${what} with a schema.org Offer holding the price and priceCurrency (ISO 4217) shown on the page, ${sale.stock ? 'availability and url' : 'and url'} (and priceValidUntil only for a price that ends on a known date). Use only the prices you actually charge.`,
    machineReadable,
    terms: sale.stock
      ? {
          fix: 'Link the terms of sale and the returns and refund policy from the page that shows the price, so an agent can answer "can I return it?" without guessing.',
          linked: 'Terms or returns policy linked',
          missing: 'No terms or returns policy linked',
          none: 'no link to terms of sale or a returns or refund policy',
        }
      : {
          fix: 'Link the terms of sale and the cancellation and refund policy from the page that shows the price, so an agent can answer "can I get a refund?" without guessing.',
          linked: 'Terms or refund policy linked',
          missing: 'No terms or refund policy linked',
          none: 'no link to terms of sale, a cancellation or refund policy',
        },
  };
}
