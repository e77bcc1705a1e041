import { AnalysisMemo } from '../memo/analysis-memo.ts';
import type { PageFacts } from '../structured-data/metadata.ts';
import { pricesInText } from '../structured-data/text.ts';

/** The part of a page's text read for prices (a longer text is cut there). */
export const PRICE_TEXT_CHARS = 400_000;

const memo = new AnalysisMemo<PageFacts, Set<number>>();

/**
 * Every number of a page's visible text that could be a price (`pricesInText` of its first `PRICE_TEXT_CHARS`
 * characters), worked out once per page: schema and agent_pricing both hold Offer prices against it. The set is
 * shared; callers only read it.
 *
 * @example
 * ```ts
 * pageTextPrices(pageFacts(parsePage('<p>Now $1,299.00</p>'))).has(1299); // true
 * ```
 */
export function pageTextPrices(facts: PageFacts): ReadonlySet<number> {
  let prices = memo.get(facts);
  if (prices === undefined) {
    prices = pricesInText(facts.text.slice(0, PRICE_TEXT_CHARS));
    memo.set(facts, prices);
  }
  return prices;
}
