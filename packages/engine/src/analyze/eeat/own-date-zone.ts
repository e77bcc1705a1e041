/**
 * Where a page prints its own date when nothing labels it: the title block, the short lines between the H1 and the
 * first paragraph (structured-data/title-block.ts reads the dated ones), and the line just above the H1 (a dateline
 * over the title). A `<time>` with no label elsewhere in the body dates what the text is about: a concert, a webinar,
 * a deadline.
 */

/** How far into the main text the H1 is looked for; the same bounds as title-block.ts. */
const SEARCH = 6000;
const MAX_LINES = 6;
const MAX_LINE = 120;
/** A line this long is the first paragraph: the zone ends before it. */
const PARAGRAPH_WORDS = 20;

/**
 * The lines of `mainText` where the page dates itself, joined by line breaks: around the H1 `h1`, or the top lines of
 * the main text when the H1 is not in it.
 *
 * @example
 * ```ts
 * ownDateZone(`Home\nOur winter concerts\nBy Hannah Okafor\n${firstParagraph}`, 'Our winter concerts');
 * // 'Home\nBy Hannah Okafor': the first paragraph (20 words or more) ends the zone
 * ```
 */
export function ownDateZone(mainText: string, h1: string | undefined): string {
  const title = h1?.trim();
  const at = title ? mainText.slice(0, SEARCH).indexOf(title) : -1;
  const lineStart = at < 0 ? 0 : mainText.indexOf('\n', at + title!.length) + 1;
  if (at >= 0 && lineStart === 0) return '';
  const out: string[] = [];
  if (at > 0) {
    const above = mainText.slice(Math.max(0, at - MAX_LINE), at).trimEnd();
    const line = above.slice(above.lastIndexOf('\n') + 1).trim();
    if (line !== '') out.push(line);
  }
  for (const raw of mainText.slice(lineStart, lineStart + MAX_LINES * MAX_LINE * 2).split('\n', MAX_LINES)) {
    const line = raw.trim();
    if (line.split(/\s+/).length >= PARAGRAPH_WORDS) break;
    if (line.length <= MAX_LINE) out.push(line);
  }
  return out.join('\n');
}
