/**
 * Keyword stuffing: one term repeated far above natural frequency. The GEO paper measured keyword stuffing as
 * the one tactic that lowers visibility (about −10%); Auriti flags a single term above 2.5% of the words. The
 * citability check warns above 3% and 8 repetitions (Yoast's upper bound for a keyphrase, which editors know) and
 * fails above 4% and 10: a short post about one thing names it more often than 2.5% by nature.
 */

import { asciiBetween, wordEnd, wordStart } from './words.ts';

/** Function words of the languages we see most; they are frequent by nature and never count as stuffing. */
const STOPWORDS = new Set(
  (
    'the a an and or but if of to in on at by for with from as is are was were be been being it its this that these those ' +
    'there their they them we our you your he she his her i me my not no so than then too very can will would should could ' +
    'do does did has have had more most also just about into over under up down out all any each which who whom what when ' +
    'where why how such only own same other some one two new may might must our us via per vs etc ' +
    'der die das und oder ein eine ist sind mit von zu den dem des im für auf nicht sich es auch als wie bei ' +
    'sie ihr ihre wir wird werden kann nur noch ' +
    'się nie jest oraz jak ich tak ale czy dla przez jego jej ' +
    'le la les un une et ou de des du en est sont pour par sur dans au aux pas que qui ce se ' +
    'el los las y o es son con por para del al lo que se ' +
    'het een van dat voor met zijn niet aan ook als bij wat door maar naar uit dan nog kan wordt worden deze die dit ' +
    'il gli una che per con non sono della delle degli nel alla ' +
    'os uma um que com não para por dos das nos nas mais ' +
    // Russian, Czech, Turkish, Swedish, Danish and Norwegian, and Hindi: with words of marks kept whole, "में" ("in")
    // became a word of its own and the most repeated "term" of a Hindi article.
    'что как это она они для при или если так его чтобы есть уже только можно нужно был была было все всё вам вас нет под без над ' +
    'jsou jak také nebo které který která ale při jako být jeho ' +
    'bir ile için olarak daha çok gibi kadar veya ama her olan ' +
    'och att det som för med har inte eller kan var ett också ikke fra der ' +
    'में की के का है हैं को से और पर भी यह कि तो नहीं एक हो ही लिए जब तक या वह इस उस कर'
  ).split(' '),
);

/** A decimal digit of any script first ("2024", "٠٠٠ريال" after an Arabic thousands separator). */
function startsWithDigit(term: string): boolean {
  const c = term.charCodeAt(0);
  return (c >= 48 && c <= 57) || (c >= 0x660 && DIGIT.test(term));
}
const DIGIT = /^\p{Nd}/u;

/** Takes each mention of `name` in `text` out of the counts of the name's words (only when they were counted). */
function takeOutMentions(counts: Map<string, number>, text: string, name: string): void {
  const terms: string[] = [];
  for (let at = wordStart(name, 0); at < name.length; ) {
    const end = wordEnd(name, at);
    const term = name.slice(at, end).toLowerCase();
    at = wordStart(name, end);
    if (counts.has(term)) terms.push(term);
  }
  if (terms.length === 0) return;
  // Not Unicode mode: a literal name is all the expression holds, and case folding outside ASCII still applies.
  const mention = new RegExp(
    name
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+'),
    'gi',
  );
  let mentions = 0;
  while (mention.exec(text) !== null) mentions++;
  for (const term of terms) counts.set(term, counts.get(term)! - mentions);
}

export interface StuffingResult {
  /** Words counted (stop words included). */
  words: number;
  /** The most repeated content term, its count and its share of all words. */
  top: { term: string; count: number; density: number } | null;
}

/**
 * The most repeated content word of a text and its density, over at most `maxWords` words. `labels` are the link
 * texts inside it, whose words do not count as repetitions; so are the words of each mention of `names` (the site's
 * name: "Phở Bà Tư" names its dish, and saying the restaurant's name is not repeating a keyword).
 *
 * @example
 * ```ts
 * keywordDensity('cheap shoes cheap shoes buy cheap shoes').top?.term; // 'cheap' or 'shoes'
 * ```
 */
export function keywordDensity(
  text: string,
  maxWords = 50_000,
  labels: readonly string[] = [],
  names: readonly string[] = [],
): StuffingResult {
  const counts = new Map<string, number>();
  let words = 0;
  let at = wordStart(text, 0);
  for (; at < text.length && words < maxWords; ) {
    const end = wordEnd(text, at);
    const from = at;
    words++;
    at = wordStart(text, end);
    // Most short words are ASCII, whose lower case is as short: not worth a string.
    if (end - from < 3 && asciiBetween(text, from, end)) continue;
    const term = text.slice(from, end).toLowerCase();
    // A word that opens with a digit is a figure, not a term: "2024", "10m", "3,080円", and the "000円以上…" left
    // after a thousands separator, which the evidence showed as the page's most repeated "term".
    if (term.length < 3 || STOPWORDS.has(term) || startsWithDigit(term)) continue;
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  // A link label repeated down a list ("Get Recipe" under each of 50 recipes) is navigation, not prose: its terms
  // are taken back out.
  for (const label of labels) {
    for (let at = wordStart(label, 0); at < label.length; ) {
      const end = wordEnd(label, at);
      const term = label.slice(at, end).toLowerCase();
      at = wordStart(label, end);
      const count = counts.get(term);
      if (count !== undefined) counts.set(term, count - 1);
    }
  }
  for (const name of names) takeOutMentions(counts, text.slice(0, at), name);
  let top: StuffingResult['top'] = null;
  for (const [term, count] of counts) {
    if (count <= 0) continue;
    // Ties break alphabetically so the result never depends on insertion order.
    if (top === null || count > top.count || (count === top.count && term < top.term)) {
      top = { term, count, density: 0 };
    }
  }
  if (top) top.density = words === 0 ? 0 : top.count / words;
  return { words, top };
}
