/**
 * The title block: the short lines between a post's H1 and its first paragraph, where themes print the meta line
 * ("June 2, 2025 · 3 min · Jane Doe" in Hugo PaperMod, "5 min read · Aug 21, 2025" on Medium) without a label or a
 * class that says "date". A date there dates the post.
 */

/** How far into the main text the H1 is looked for, and how much of the block after it is read. */
const SEARCH = 6000;
const MAX_LINES = 6;
const MAX_LINE = 120;
/** A line this long is the first paragraph: the block ends before it. */
const PARAGRAPH_WORDS = 20;
/** A lower-case letter glued to a capital: two inline items whose separator was hidden. */
const GLUED = /([a-z])([A-Z])/g;
/** A year, in any of the digit sets dates are written in. */
const YEAR = /\p{Nd}{4}/u;

/**
 * The title block's short lines that hold a year, in order (a caller reads the date out of them), or none when the
 * H1 is not in the text.
 *
 * @example
 * ```ts
 * titleBlockLines('Home\nError handling in Rust\nJune 2, 2025 · 3 min · Jane Doe\nRust has no exceptions …', 'Error handling in Rust');
 * // ['June 2, 2025 · 3 min · Jane Doe']
 * ```
 */
export function titleBlockLines(mainText: string, h1: string | undefined): string[] {
  const title = h1?.trim();
  if (!title) return [];
  const at = mainText.slice(0, SEARCH).indexOf(title);
  if (at < 0) return [];
  const start = mainText.indexOf('\n', at + title.length);
  if (start < 0) return [];
  const out: string[] = [];
  const lines = mainText.slice(start + 1, start + 1 + MAX_LINES * MAX_LINE * 2).split('\n', MAX_LINES);
  for (const raw of lines) {
    const line = raw.trim();
    if (line.split(/\s+/).length >= PARAGRAPH_WORDS) break;
    // Meta items whose separator is hidden from readers run together ("5 min readAug 21, 2025"): split them.
    if (line.length <= MAX_LINE && YEAR.test(line)) out.push(line.replace(GLUED, '$1 $2'));
  }
  return out;
}

/** The separators themes put between a meta line's items ("June 2, 2025 · 3 min · Jane Doe"). */
const ITEM_SEPARATOR = /\s+[·•|–—]\s+|\s*[·•|]\s*/;
/** A reading time, alone or before the item it was glued to ("5 min read Aug 21, 2025" on Medium). */
const READ_TIME = /^\p{Nd}+\s*(?:min(?:ute)?s?|分钟|分)\.?(?:\s+read)?\s*/iu;
/** An item naming the author ("By Ruth Ng"). */
const BY = /^(?:by|von|par|por|di|door)\s/i;

/**
 * The meta line's first item, when it holds the date: items that only give the reading time or the author are
 * passed over, as themes print them on either side of the date. A date further along the line ("Saturday,
 * October 17 · Riverside Park" after a venue, "Riverside Park · October 17") is what the post is about, not when it
 * was written, so the line dates nothing.
 *
 * @example
 * ```ts
 * leadingItem('5 min read · Aug 21, 2025', []); // 'Aug 21, 2025'
 * leadingItem('Riverside Park · October 17, 2026', []); // 'Riverside Park'
 * ```
 */
export function leadingItem(line: string, authors: readonly string[]): string | undefined {
  for (const raw of line.split(ITEM_SEPARATOR)) {
    const item = raw.replace(READ_TIME, '').trim();
    if (item === '' || BY.test(item) || authors.includes(item)) continue;
    return item;
  }
  return undefined;
}
