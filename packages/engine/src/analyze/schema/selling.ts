import { findPrices, isEnglish, purchaseIn } from '../../pricing/prices.ts';
import type { PageFacts } from '../../structured-data/metadata.ts';

/**
 * Whether a page sells what it shows, as Google's merchant listing guide means it ("pages where customers can buy"):
 * a control to buy in its main content, beside a price. Read from the page facts' main text, only when the markup
 * alone cannot tell (a home page's one Product, a product page's Product without offers), and once per page.
 */

/**
 * The controls that put one product in a cart or buy it. Narrower than the pricing module's purchase words: a
 * "Checkout" or "Subscribe now" sells no product shown here.
 */
const BUY_CONTROL = /\b(?:add to (?:cart|basket|bag|trolley)|buy (?:it )?now|order now|pre-?order now)\b/gi;

/** The pricing module's purchase words that sell a plan or finish an order, not a product shown on the page. */
const NOT_A_PRODUCT = /checkout|free trial|subscribe|get started|upgrade/i;

/** Characters of main text read before a buy control for its price (a product's price sits above its button). */
const PRICE_BEFORE = 600;
/** … and after it (a sticky bar writes "Add to cart – $49"). */
const PRICE_AFTER = 120;

/** What a page's main content shows of selling. */
export interface SellingControls {
  /** The first buy control's text ("Add to cart"), or undefined when the main content has none. */
  control?: string;
  /** How many buy controls the main content has, counted up to 3: a grid of products has one per card. */
  count: number;
  /** True when a price with a currency is written near the first control. */
  priced: boolean;
}

const read = new WeakMap<PageFacts, SellingControls>();

/**
 * The buy controls of the page's main content, memoised per page. English controls are read on every page, the
 * pricing module's words of other languages on pages not in English.
 *
 * @example
 * ```ts
 * sellingControls(pageFacts(parsePage('<main><h1>Passport cover</h1><p>$49.00</p><button>Add to cart</button></main>')));
 * // { control: 'Add to cart', count: 1, priced: true }
 * ```
 */
export function sellingControls(facts: PageFacts): SellingControls {
  const known = read.get(facts);
  if (known !== undefined) return known;
  const text = facts.mainText;
  let first: { index: number; text: string } | undefined;
  let count = 0;
  BUY_CONTROL.lastIndex = 0;
  for (let m = BUY_CONTROL.exec(text); m !== null && count < 3; m = BUY_CONTROL.exec(text)) {
    first ??= { index: m.index, text: m[0] };
    count++;
  }
  if (first === undefined && !isEnglish(facts.lang)) {
    const other = purchaseIn(text, facts.lang);
    // Not the subscription and checkout words purchaseIn also reads: they sell no product shown here.
    if (other !== null && !NOT_A_PRODUCT.test(other[0])) {
      first = { index: other.index, text: other[0] };
      count = 1;
    }
  }
  const result: SellingControls =
    first === undefined
      ? { count: 0, priced: false }
      : {
          control: first.text,
          count,
          priced:
            findPrices(
              text.slice(
                Math.max(0, first.index - PRICE_BEFORE),
                first.index + first.text.length + PRICE_AFTER,
              ),
              20,
              { lang: facts.lang },
            ).length > 0,
        };
  read.set(facts, result);
  return result;
}
