import type { PageFacts } from '../structured-data/metadata.ts';
import type { TextPrice } from './prices.ts';

/**
 * Amounts in a shop's chrome are not prices of what it sells: the announcement bar's "Free US shipping on orders over
 * $50", the header mini-cart's "£0.00 0 items". Told apart by where they stand (before the main content, when the main
 * content shows prices of its own) and by the words around them, without another read of the page.
 */

/** Characters read before and after a price for the words that make it a threshold or a cart total. */
const BEFORE_CHARS = 60;
const AFTER_CHARS = 30;
/** A threshold: "on orders over $50", "when you spend £40", "free delivery above €30". */
const THRESHOLD_WORD = /(?:\bover|\babove|\bexceeding|\bmore than|\bat least|\bspend|\bof|\bfrom)\s*$/i;
const THRESHOLD_TOPIC = /\b(?:free|shipping|delivery|postage|orders?|spend|basket|cart|checkout)\b/i;
/** A cart widget's total, followed by its count ("£0.00 0 items") or, when empty, after its name ("Cart: $0.00"). */
const CART_COUNT_AFTER = /^\s*[(\-–·|]?\s*\d+\s+items?\b/i;
const CART_BEFORE = /\b(?:cart|basket|bag|subtotal)\s*[:(-]?\s*$/i;
/** The start of the main content looked for in the page text: long enough to be found once. */
const MAIN_HEAD_CHARS = 120;

/** True when the words beside the price make it a shipping threshold or a cart widget's total. */
function isChromeAmount(text: string, price: TextPrice): boolean {
  const line = text.lastIndexOf('\n', price.index) + 1;
  const before = text.slice(Math.max(line, price.index - BEFORE_CHARS), price.index);
  if (THRESHOLD_WORD.test(before) && THRESHOLD_TOPIC.test(before)) return true;
  const after = text.slice(price.index + price.raw.length, price.index + price.raw.length + AFTER_CHARS);
  return CART_COUNT_AFTER.test(after) || (price.amount === 0 && CART_BEFORE.test(before));
}

/** Where the main content starts in the page text, or -1 when it cannot be told. */
function mainStart(facts: PageFacts): number {
  const head = facts.mainText.slice(0, MAIN_HEAD_CHARS);
  if (head.length === 0 || head.length === facts.text.length) return -1;
  return facts.text.indexOf(head);
}

/**
 * The prices of what the page sells, out of the prices found in its text (`facts.text`): without shipping thresholds
 * and cart totals, and, when the main content shows prices, without those of the header, navigation and announcement
 * bars before it.
 *
 * @example
 * ```ts
 * soldPrices(facts, findPrices(facts.text)).map((p) => p.raw);
 * // ['$34.00 USD'], not the announcement bar's '$50'
 * ```
 */
export function soldPrices(facts: PageFacts, prices: TextPrice[]): TextPrice[] {
  if (prices.length === 0) return prices;
  const text = facts.text;
  const kept = prices.filter((p) => !isChromeAmount(text, p));
  const start = kept.length > 0 ? mainStart(facts) : -1;
  if (start <= 0 || !kept.some((p) => p.index >= start)) return kept;
  return kept.filter((p) => p.index >= start);
}
