import type { ContentModel } from '../content/model.ts';
import { pathOf } from './links.ts';
import { allTexts, firstText, isItem, itemIs, itemsOf, textOfValue, values } from './read.ts';
import type { StructuredData } from './types.ts';

/**
 * Whether a page is a press release: its issuer's announcement of its own results, deals or products. citability
 * reads its figures as the issuer's own, and eeat asks it for no byline's author page, no first-hand statement and no
 * editorial policy: the issuer publishes it under its own name. One test for both, here.
 */

/**
 * Path segments a company files its press releases under: /newsroom/, /press-releases/, /news-releases/,
 * /media-releases/, /pressroom/, and the same in German, French, Spanish, Italian and Dutch.
 */
const PRESS_SEGMENT =
  /^(?:press-?releases?|news-?releases?|media-?releases?|newsroom|press-?room|pressemitteilung(?:en)?|communiques?-de-presse|comunicados?-de-prensa|notas-de-prensa|comunicati-stampa|persberichten?)$/i;

/**
 * The dateline a press release opens with: the issuer's city in capitals, an optional state, the full date with its
 * year, an optional wire tag, then a dash ("HOUSTON, Oct. 29, 2026 —", "SAN FRANCISCO, Calif., March 3, 2026
 * /PRNewswire/ --"). A news agency's dateline gives no year ("LONDON, Oct 29 (Reuters) -", "WASHINGTON (AP) —").
 */
const DATELINE =
  /^[A-Z][A-Z.' -]{1,40}(?:,\s?[A-Z][A-Za-z.' ]{1,30})?,\s?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s\d{1,2},\s?(?:19|20)\d{2}\s*(?:[(/][^)/]{2,40}[)/]\s*)?(?:[—–]|--?)/;

/** The tag of a press-release wire in the dateline: "/PRNewswire/", "(BUSINESS WIRE)", "(GLOBE NEWSWIRE)". */
const WIRE_TAG =
  /[(/]\s?(?:PR ?Newswire|Business ?Wire|Globe ?Newswire|Access ?(?:News)?wire|EIN Presswire|PRWeb|Newsfile|Canada ?Newswire|Marketwired)(?:-[A-Za-z ]{1,30})?\s?[)/]/i;

/** How a press release names itself in its markup's `genre` or `articleSection`. */
const PRESS_GENRE =
  /\b(?:press|news|media) releases?\b|pressemitteilung|communiqu[ée]s? de presse|comunicados? de prensa|comunicat[oi] stampa|persbericht/i;

/** Blocks of the main content's opening read for a dateline, and characters of each. */
const OPENING_BLOCKS = 8;
const OPENING_CHARS = 240;

/**
 * A press release, told by a path the site files releases under (`PRESS_SEGMENT`), a dateline or wire tag opening
 * the main content, or markup that says so: a type or genre naming a press release, or an article whose author is
 * its publisher, an organization the opening names (a newspaper credited as author of its own story does not name
 * itself in it). Reads the path, the first blocks of the content model and the top-level Article nodes only.
 *
 * @example
 * ```ts
 * pressRelease('https://www.northwindenergy.com/newsroom/press-releases/2026/q3-results', data, model); // true
 * ```
 */
export function pressRelease(pageUrl: string, data: StructuredData, model: ContentModel): boolean {
  if (
    pathOf(pageUrl)
      .split('/')
      .some((segment) => PRESS_SEGMENT.test(segment))
  )
    return true;
  const opening: string[] = [];
  for (const block of model.main.blocks) {
    if (opening.length >= OPENING_BLOCKS) break;
    if (block.kind !== 'heading') opening.push(block.text.slice(0, OPENING_CHARS));
  }
  if (opening.some((text) => DATELINE.test(text) || WIRE_TAG.test(text))) return true;
  return itemsOf(data, 'Article').some((item) => {
    if (item.types.some((t) => t.endsWith('PressRelease'))) return true;
    if ([...allTexts(item, 'genre'), ...allTexts(item, 'articleSection')].some((g) => PRESS_GENRE.test(g)))
      return true;
    const publisher = firstText(item, 'publisher', data)?.toLowerCase();
    if (publisher === undefined) return false;
    const byPublisher = values(item, 'author', data).some(
      (author) =>
        isItem(author) && itemIs(author, 'Organization') && textOfValue(author)?.toLowerCase() === publisher,
    );
    return byPublisher && opening.some((text) => text.toLowerCase().includes(publisher));
  });
}
