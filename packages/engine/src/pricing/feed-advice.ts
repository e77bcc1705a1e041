import type { OfferFacts } from './offers.ts';
import type { Sale } from './what-is-sold.ts';

/**
 * What agent_pricing's machine-readable check says when it finds no llms.txt pricing or pricing feed, fitted to what
 * is sold. A /pricing.json feed (the llmfeed pricing format) lists plans: it fits a subscription. A product bought
 * once already has its machine-readable price in its schema.org Offer, and a shop's catalogue goes to agents and
 * shopping surfaces as a merchant product feed; telling a shop to publish /pricing.json sent it to a format made for
 * software plans.
 */

export interface FeedAdvice {
  /** The check's title when it does not pass. */
  missing: string;
  /** Its evidence when nothing machine-readable beside the page was found. */
  none: { what: string; value?: string };
  fix: string;
  /**
   * Set when the Offer markup of something bought once states a price with a currency: that markup is the
   * machine-readable price, so the check passes on it (how complete each Offer is, is the Offer check's to say).
   */
  byOffer?: { title: string; evidence: { what: string; value: string } };
}

const PLANS: FeedAdvice = {
  missing: 'No machine-readable pricing feed',
  none: {
    what: 'no /pricing.json, /.well-known/pricing.llmfeed.json, or pricing in llms.txt (a Pricing section, or an item linking the pricing page or stating a price)',
  },
  fix: 'Offer the same prices in a machine-readable form: a "## Pricing" section in /llms.txt listing each plan with price, currency and period, or a /pricing.json feed with a version and valid_from date.',
};

/** Offers that state a price in a valid ISO 4217 currency: an agent can quote them as they are. */
function quotable(offers: readonly OfferFacts[]): OfferFacts[] {
  return offers.filter((o) => o.price !== null && o.currencyValid);
}

/** The Offer fields an agent still lacks, across the quotable Offers, in the order the Offer check names them. */
function lacking(offers: readonly OfferFacts[]): string[] {
  return [...new Set(offers.flatMap((o) => o.missing))];
}

/**
 * The machine-readable check's words for a page that sells `sale`, whose markup holds `offers`.
 *
 * @example
 * ```ts
 * feedAdvice({ kind: 'one-off', single: true, stock: true }, offers).byOffer?.title;
 * // 'Price machine-readable in the Offer markup'
 * ```
 */
export function feedAdvice(sale: Sale, offers: readonly OfferFacts[]): FeedAdvice {
  if (sale.kind !== 'one-off') return PLANS;
  const what = sale.single ? 'the product' : 'each product or service';
  // Merchant feeds list goods; a course or a service sold once has its Offer markup and llms.txt.
  const feed = sale.stock
    ? ', and give shopping services the same data in your product feed (Google Merchant Center, say)'
    : '';
  const llms = `Optionally list ${what} with its price and currency in /llms.txt too, for agents that read it.`;
  const priced = quotable(offers);
  if (priced.length === 0) {
    return {
      missing: 'No machine-readable price: no Offer markup with a price and currency, nor prices in llms.txt',
      none: {
        what: 'no Offer markup stating a price and currency, no prices in llms.txt and no pricing feed',
      },
      fix: `Give ${what} a schema.org Offer with its price, priceCurrency (ISO 4217)${sale.stock ? ', availability' : ''} and url: that markup is where agents read the price of something bought once${feed}. ${llms}`,
    };
  }
  const first = priced[0] as OfferFacts;
  const missing = lacking(priced);
  const byOffer = {
    title: 'Price machine-readable in the Offer markup',
    evidence: {
      what: `the Offer markup states ${priced.length === 1 ? 'the price' : `${priced.length} prices`} with a currency`,
      value: `${first.price} ${first.currency}`,
    },
  };
  // The check passes on `byOffer`: its title and evidence say why, and the fix says how to keep it so.
  return {
    byOffer,
    missing: byOffer.title,
    none: byOffer.evidence,
    fix:
      missing.length === 0
        ? `The Offer markup already gives agents the price and currency of ${what} in machine-readable form: keep it in step with the page${feed}. ${llms}`
        : `The Offer markup is where agents read the price of ${what}: add its ${missing.join(' and ')} (the Offer check lists each Offer)${feed}. ${llms}`,
  };
}
