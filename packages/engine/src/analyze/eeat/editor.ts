import type { Evidence } from '@geo-audit/core';
import { firstText, isItem, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';

/**
 * A named editor ("Edited by Kurt Woock", Reuters' "Editing by Mark Potter", schema `editor`): the page went through
 * an editing step, as finance and health publishers show beside "Written by" and "Reviewed by". That is part of an
 * editorial process, not a subject-matter expert's review: it counts toward the editorial policy check, never as
 * the expert review a health or finance page is asked for.
 */

/**
 * The English labels, capitalised as a byline writes them (prose says "the film was edited by …" in lower case),
 * then a name of two to four capitalised words that stops before the next label ("Edited by Kurt Woock Reviewed
 * by …"). Not Unicode-mode: the page text is long.
 */
const EDITED_BY =
  /\b(?:Edited|EDITED|Editing|EDITING|Copy[- ]?edited|Copyedited) (?:by|By|BY):?\s+([A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'’.-]+(?:[ \u00A0](?!(?:Reviewed|Fact|Medically|Written|Updated|Published|Last|On)\b)[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'’.-]+){1,3})/;

/** Needles (content/needles.ts) of EDITED_BY: every match holds one of them, at a word start. */
export const EDITOR_NEEDLES = ['edited by', 'editing by', 'copyedited by'];

/**
 * The page's named editor, as evidence: `editor` on one of the page's own works, else an "Edited by <Name>" line in
 * the text (looked for only when `mayHold`, the needle scan, says the text can hold one).
 *
 * @example
 * ```ts
 * editorOf(data, notThePage, 'Written by Sam Taube\nEdited by Kurt Woock', true);
 * // { what: 'editor named in the text', value: 'Edited by Kurt Woock' }
 * ```
 */
export function editorOf(
  data: StructuredData,
  notThePage: (item: StructuredItem) => boolean,
  text: string,
  mayHold: boolean,
): Evidence | undefined {
  for (const item of data.all) {
    if (!itemIs(item, 'CreativeWork') || notThePage(item)) continue;
    for (const v of values(item, 'editor', data)) {
      const name = typeof v === 'string' ? v.trim() : isItem(v) ? firstText(v, 'name', data) : undefined;
      if (name)
        return { what: `editor in schema (${item.types.join(', ')}.editor)`, where: item.where, value: name };
    }
  }
  const m = mayHold ? EDITED_BY.exec(text) : null;
  return m ? { what: 'editor named in the text', value: m[0] } : undefined;
}
