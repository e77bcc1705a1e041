import { AnalysisMemo } from '../memo/analysis-memo.ts';
import { metaFirst, type PageFacts } from '../structured-data/metadata.ts';
import { pricesInText } from '../structured-data/text.ts';
import { findPrices, type PriceLocale } from './prices.ts';

/** The part of a page's text read for prices (a longer text is cut there). */
export const PRICE_TEXT_CHARS = 400_000;

const memo = new AnalysisMemo<PageFacts, Set<number>>();

/**
 * The amounts a text shows as prices: those written with a currency (each also read every way its spelling allows,
 * "1.299" as 1299 or 1.299), or, when it writes none with a currency, every number in it. Taking any number first
 * let an Offer price of 89 "agree" with "89 reviews" beside "$119.99". The page's language decides which words are
 * currencies ("1 990 Ft" is a price on a Hungarian page, a length elsewhere).
 *
 * @example
 * ```ts
 * shownPricesIn('Rated 4.4 from 89 reviews. Price: $119.99').has(89); // false
 * shownPricesIn('Price: 119.99').has(119.99); // true
 * ```
 */
export function shownPricesIn(text: string, locale: PriceLocale = {}): Set<number> {
  const written = findPrices(text, 2_000, locale);
  if (written.length === 0) return pricesInText(text);
  const out = new Set<number>();
  for (const price of written) {
    out.add(Math.round(price.amount * 100) / 100);
    for (const reading of pricesInText(price.raw)) out.add(reading);
  }
  return out;
}

/**
 * The language a page's prices are read in: `<html lang>`, else the first tag of `<meta http-equiv="content-language">`
 * (older Japanese and Chinese sites declare it only there).
 *
 * @example
 * ```ts
 * priceLanguage(pageFacts(parsePage('<meta http-equiv="Content-Language" content="zh-CN">'))); // 'zh-CN'
 * ```
 */
export function priceLanguage(facts: PageFacts): string | undefined {
  return facts.lang || metaFirst(facts, 'content-language')?.split(',')[0]?.trim() || undefined;
}

/**
 * The amounts a page's visible text shows as prices (`shownPricesIn` of its first `PRICE_TEXT_CHARS` characters),
 * worked out once per page: schema and agent_pricing both hold Offer prices against it. The set is shared; callers
 * only read it.
 *
 * @example
 * ```ts
 * pageTextPrices(pageFacts(parsePage('<p>Now $1,299.00</p>'))).has(1299); // true
 * ```
 */
export function pageTextPrices(facts: PageFacts): ReadonlySet<number> {
  let prices = memo.get(facts);
  if (prices === undefined) {
    prices = shownPricesIn(facts.text.slice(0, PRICE_TEXT_CHARS), { lang: priceLanguage(facts) });
    memo.set(facts, prices);
  }
  return prices;
}
