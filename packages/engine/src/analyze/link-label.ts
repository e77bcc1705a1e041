/**
 * How evidence quotes a link. Themes put the separators of a link row inside the links themselves ("Privacy Policy |",
 * "• Terms", "Returns —"): quoted as they are, the evidence reads as if the page's link said so. The separators and
 * blanks at either end are left out of the quote; what a link is matched and scored by is its text as written.
 */

/** Marks a link row is separated by, dropped at the ends of a link's text wherever they stand. */
const SEPARATORS = '|¦‖·•‧∙⋅◦▪–—»«›‹~';
const EDGE = new RegExp(`^[\\s${SEPARATORS}]+|[\\s${SEPARATORS}]+$`, 'gu');
// A hyphen, slash or colon is a separator only set apart by a blank ("Terms -", "/ Privacy"): "-20%", "/docs" and
// "AC/DC" keep theirs.
const SPACED_EDGE = /^[-/\\:,;]+\s+|\s+[-/\\:,;]+$|[,;:]+$/gu;

/** Longest link text quoted, in characters (a whole sentence linked reads as the sentence). */
const MAX_CHARS = 60;

/**
 * A link's text as evidence quotes it: separators and blanks trimmed from its ends, cut at 60 characters.
 *
 * @example
 * ```ts
 * linkLabel('Privacy Policy |'); // 'Privacy Policy'
 * linkLabel(' • Terms of Use — '); // 'Terms of Use'
 * linkLabel('-20% today'); // '-20% today'
 * ```
 */
export function linkLabel(text: string): string {
  let label = text;
  for (let previous = ''; previous !== label; ) {
    previous = label;
    label = label.replace(EDGE, '').replace(SPACED_EDGE, '');
  }
  return label.slice(0, MAX_CHARS).trimEnd();
}

/**
 * The evidence line naming a link: `link "Privacy Policy"`, or `link` alone when its text is only separators.
 *
 * @example
 * ```ts
 * quotedLink('Terms of Use |'); // 'link "Terms of Use"'
 * ```
 */
export function quotedLink(text: string): string {
  const label = linkLabel(text);
  return label === '' ? 'link' : `link "${label}"`;
}
