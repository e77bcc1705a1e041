import { type HintFact, REVIEW_WIDGET } from '../../structured-data/metadata.ts';

/**
 * Whether a hint's element names a review or Q&A widget (Judge.me, Yotpo, Stamped, Okendo, Shopify Product Reviews,
 * WooCommerce reviews …): page facts' own list, read from the id and class names in `where` ("span.jdgm-rev__author"
 * as " jdgm-rev__author"), since the widgets prefix every element's class. The tag name is left out, as page facts
 * leave it: a custom element `<customer-reviews>` names no widget by its class.
 */
function inWidget(hint: HintFact): boolean {
  const names = hint.where.search(/[.#]/);
  return names !== -1 && REVIEW_WIDGET.test(hint.where.slice(names).replace(/[.#]/g, ' '));
}

/**
 * The page's own hints: those of review widgets left out. Page facts already leave out what is inside a widget, so
 * this only guards hints built elsewhere. The same array when there are none, so callers can keep the page facts as
 * they are.
 *
 * @example
 * ```ts
 * pageHints([{ kind: 'author', text: 'Tom B.', where: 'span.jdgm-rev__author', region: 'main' }]); // []
 * ```
 */
export function pageHints(hints: HintFact[]): HintFact[] {
  if (!hints.some(inWidget)) return hints;
  return hints.filter((h) => !inWidget(h));
}
