import type { HintFact } from '../../structured-data/metadata.ts';

/**
 * Byline, date and bio elements of a review or Q&A widget (Judge.me, Yotpo, Stamped, Okendo, Shopify Product
 * Reviews, WooCommerce reviews): their authors are customers and their dates the reviews', never the page's. The
 * widgets prefix every element's class, so the element's own class names its widget ("span.jdgm-rev__author").
 */
const REVIEW_WIDGET =
  /[.#](?:jdgm-|yotpo|stamped-|spr-review|oke-|okendo|woocommerce-review|woocommerce-Reviews|trustpilot|reviews-io|rvw-)/i;

/**
 * The page's own hints: those of review widgets left out. The same array when there are none, so callers can keep
 * the page facts as they are.
 *
 * @example
 * ```ts
 * pageHints([{ kind: 'author', text: 'Tom B.', where: 'span.jdgm-rev__author', region: 'main' }]); // []
 * ```
 */
export function pageHints(hints: HintFact[]): HintFact[] {
  if (!hints.some((h) => REVIEW_WIDGET.test(h.where))) return hints;
  return hints.filter((h) => !REVIEW_WIDGET.test(h.where));
}
