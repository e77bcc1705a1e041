import { itemIs } from '../structured-data/read.ts';
import type { StructuredItem } from '../structured-data/types.ts';
import type { OfferFacts } from './offers.ts';

/**
 * What a page sells, so that the module's advice speaks of it: plans billed by a period, or things bought once at a
 * price. A shop's product has a price, a currency and stock, and no plan or billing period to write.
 */

export type Sale =
  /** Plans billed by the week, month or year (the prices, words, billed Offers or software say so). */
  | { kind: 'subscription' }
  /**
   * Things bought once: `single` when the page is one product's, `stock` when what it sells is goods a shop holds
   * (a Product, an Offer that is no plan or fee), which have an availability.
   */
  | { kind: 'one-off'; single: boolean; stock: boolean }
  /** No price was read, on the page or in its Offers: nothing says which. */
  | { kind: 'unknown' };

export interface SaleFacts {
  /** Whether the page sells subscriptions (agent_pricing's reading of its prices, words and Offers). */
  recurring: boolean;
  /** How many prices were read from the page's text (or its pricing page's). */
  prices: number;
  offers: readonly OfferFacts[];
  /** The items the markup says are sold (`sellableItems`). */
  sellable: readonly StructuredItem[];
  /** The page is one product's (`detectPageType`). */
  productPage: boolean;
}

/**
 * What the page sells, from what agent_pricing read of it.
 *
 * @example
 * ```ts
 * whatIsSold({ recurring: false, prices: 1, offers, sellable: [product], productPage: true });
 * // { kind: 'one-off', single: true, stock: true }
 * whatIsSold({ recurring: true, prices: 3, offers: [], sellable: [], productPage: false }); // { kind: 'subscription' }
 * ```
 */
export function whatIsSold(facts: SaleFacts): Sale {
  if (facts.recurring) return { kind: 'subscription' };
  if (facts.prices === 0 && !facts.offers.some((o) => o.price !== null)) return { kind: 'unknown' };
  const products = facts.sellable.filter((i) => itemIs(i, 'Product'));
  const single = facts.productPage || (facts.sellable.length === 1 && products.length === 1);
  const stock = single || products.length > 0 || facts.offers.some((o) => !o.plan);
  return { kind: 'one-off', single, stock };
}
