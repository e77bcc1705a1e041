import type { ContentBlock } from '../../content/model.ts';
import { isElement } from '../../structured-data/dom.ts';
import { type HintFact, REVIEW_WIDGET } from '../../structured-data/metadata.ts';

/**
 * Review widget names page facts' list (`REVIEW_WIDGET`, which holds the Google reviews embeds' roots) does not hold:
 * Trustindex's `trustindex-…`, themes' `google-reviews`, Elfsight's `es-review-…` and EmbedSocial's bare class.
 */
const MORE_WIDGETS = /(?:^|\s)(?:trustindex|google-reviews?(?:$|[\s_-])|es-review|embedsocial)/i;

/** Whether a class or id names a review widget. */
const widgetName = (names: string): boolean => REVIEW_WIDGET.test(names) || MORE_WIDGETS.test(names);

/**
 * Whether a hint's element names a review or Q&A widget (Judge.me, Yotpo, Stamped, Okendo, Shopify Product Reviews,
 * WooCommerce reviews, Elfsight …): page facts' own list and `MORE_WIDGETS`, read from the id and class names in
 * `where` ("span.jdgm-rev__author" as " jdgm-rev__author"), since the widgets prefix every element's class. The tag
 * name is left out, as page facts leave it: a custom element `<customer-reviews>` names no widget by its class.
 */
function inWidget(hint: HintFact): boolean {
  const names = hint.where.search(/[.#]/);
  return names !== -1 && widgetName(hint.where.slice(names).replace(/[.#]/g, ' '));
}

/**
 * The page's own hints: those of review widgets left out. Page facts already leave out what is inside a widget of
 * their list, so this guards the widgets only this module knows (`MORE_WIDGETS`) and hints built elsewhere. The same
 * array when there are none, so callers can keep the page facts as they are.
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

/** How far up from a block a review widget's class is looked for: widgets nest their reviewer's name deep. */
const WIDGET_DEPTH = 16;

/** A star rating: a run of star glyphs, "4.5 out of 5", "5/5", "5 stars". */
const STARS = /[★☆⭐]{3}|\b[1-5](?:\.\d)? ?(?:out of 5|\/ ?5)\b|\b[1-5] stars?\b/i;
/** How many lines around a signature its review's rating is looked for. */
const STARS_NEAR = 3;
/** How many lines around a signature the list's other reviews are looked for. */
const LIST_NEAR = 8;

/**
 * Whether the line signs one review of a list of rated ones: a star rating stands within `STARS_NEAR` lines of it, and
 * a second rating does too, or another line opens with its label ("By Ana Ortiz" after "By Tom Reilly") within
 * `LIST_NEAR` (the list's last review has one rating near). An editor's byline above one verdict, or above a list of
 * rated products, signs alone.
 */
function ratedList(lines: readonly string[], index: number, line: string): boolean {
  let stars = 0;
  for (let i = Math.max(0, index - STARS_NEAR); i <= index + STARS_NEAR && i < lines.length; i++)
    if (i !== index && STARS.test(lines[i]!)) stars++;
  if (stars >= 2) return true;
  if (stars === 0) return false;
  const label = line.slice(0, line.indexOf(' ') + 1);
  if (label === '') return false;
  for (let i = Math.max(0, index - LIST_NEAR); i <= index + LIST_NEAR && i < lines.length; i++)
    if (i !== index && lines[i]!.trimStart().startsWith(label)) return true;
  return false;
}

/**
 * A heading over customer reviews: "Customer reviews", "What our customers say", "Google reviews", "Testimonials",
 * "212 reviews". Whole headings only: "Reviews of the best earbuds" titles an article.
 */
const REVIEWS_HEADING =
  /^(?:(?:our |read )?(?:(?:customer|client|google|guest|user|verified|patient|homeowner)s?\s+)?(?:reviews|testimonials|ratings (?:and|&) reviews)|[\d,]+ (?:customer |google )?reviews|what (?:our |people |real )?(?:customers|clients|patients|guests|people|homeowners|neighbors|neighbours) (?:are )?say(?:ing)?(?: about us)?)[.!:]?$/i;

/**
 * Texts of the page's headings over customer reviews (see `REVIEWS_HEADING`), below the title: an h1 names the page.
 */
export function reviewHeadings(headings: readonly { level: number; text: string }[]): Set<string> {
  const out = new Set<string>();
  for (const h of headings) {
    const text = h.text.trim();
    if (h.level >= 2 && text.length <= 60 && REVIEWS_HEADING.test(text)) out.add(text);
  }
  return out;
}

/** What tells a review widget's lines: the content model's blocks, the page's headings and those over reviews. */
export interface WidgetContext {
  blocks: readonly ContentBlock[];
  headings: ReadonlySet<string>;
  reviewHeadings: ReadonlySet<string>;
}

/**
 * Whether a text line that reads as a byline ("By Tom R.") is a customer's signature on a review: its block sits in a
 * review widget (a class of `REVIEW_WIDGET` or `MORE_WIDGETS` on it or an ancestor), it sits under a heading over
 * customer reviews, or star ratings stand around it on two lines at least (a list of rated reviews; an editor's
 * verdict box has one rating). Asked only of the few lines that read as bylines; `blocks` are the content model's.
 *
 * @example
 * ```ts
 * reviewerLine(['Customer reviews', '★★★★★', 'Prompt and friendly.', 'By Tom Reilly', '★★★★☆'], 3, context);
 * // true
 * ```
 */
export function reviewerLine(lines: readonly string[], index: number, context: WidgetContext): boolean {
  const line = lines[index]!.trim();
  if (ratedList(lines, index, line)) return true;
  if (context.reviewHeadings.size > 0) {
    for (let i = index - 1; i >= 0; i--) {
      const above = lines[i]!.trim();
      if (context.headings.has(above)) {
        if (context.reviewHeadings.has(above)) return true;
        break;
      }
    }
  }
  const block = context.blocks.find((b) => b.text === line || b.text.startsWith(line));
  for (let e = block?.element ?? null, depth = 0; e !== null && depth < WIDGET_DEPTH; depth++) {
    const { class: cls, id } = e.attribs;
    if ((cls !== undefined && widgetName(cls)) || (id !== undefined && widgetName(id))) return true;
    e = e.parent !== null && isElement(e.parent) ? e.parent : null;
  }
  return false;
}

/** Lines read on each side of a statement's line to tell a review's signature: the ratings, the heading above. */
const AROUND = 12;
/** Matches tried before giving up: a list of reviews may say "Reviewed by" in each. */
const MAX_MATCHES = 8;

/**
 * The first match of a global expression in a text whose line is no customer's signature (`reviewerLine`): "Reviewed
 * by Tom" in a Google reviews widget states no expert's review. The first match is taken as before when it is the
 * page's; only the few lines around each match are split.
 *
 * @example
 * ```ts
 * ownMatch(/\breviewed by\b/gi, text, context); // "Reviewed by" of "Medically reviewed by Rachel Kim, MD"
 * ```
 */
export function ownMatch(pattern: RegExp, text: string, context: WidgetContext): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let tries = 0; tries < MAX_MATCHES; tries++) {
    const m = pattern.exec(text);
    if (m === null) return null;
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    let start = lineStart;
    for (let k = 0; k < AROUND && start > 0; k++) start = text.lastIndexOf('\n', start - 2) + 1;
    let end = lineEnd;
    for (let k = 0; k < AROUND && end !== -1; k++) end = text.indexOf('\n', end + 1);
    const lines = text.slice(start, end === -1 ? text.length : end).split('\n');
    const index = text.slice(start, lineStart).split('\n').length - 1;
    if (!reviewerLine(lines, index, context)) return m;
    pattern.lastIndex = lineEnd === -1 ? text.length : lineEnd;
  }
  return null;
}
