import type { PageFacts } from './metadata.ts';

const cache = new WeakMap<PageFacts, string>();

/**
 * The page's visible text lower-cased, once per page: schema compares names against it, and eeat and
 * agent_pricing pre-test their whole-text expressions on it (see content/prefilter.ts).
 *
 * @example
 * ```ts
 * lowerPageText(pageFacts(parsePage('<p>Contact Sales</p>'))); // 'contact sales'
 * ```
 */
export function lowerPageText(facts: PageFacts): string {
  let lower = cache.get(facts);
  if (lower === undefined) {
    lower = facts.text.toLowerCase();
    cache.set(facts, lower);
  }
  return lower;
}
