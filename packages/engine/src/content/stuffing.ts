/**
 * Keyword stuffing: one term or phrase repeated far above natural frequency. The GEO paper measured keyword
 * stuffing as the one tactic that lowers visibility (about −10%). A focused page names its head noun at 3–5% of its
 * words by nature ("chain" in a chain-replacement guide, "shoe" on a shoe category), so a single word counts only
 * well above that; what stuffers repeat is a phrase, verbatim ("car insurance miami" 34 times in 235 words), which
 * a page written for readers repeats far less often than its head noun. Yoast's 3% keyphrase bound is about such
 * phrases.
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

/** An ASCII digit at `at` (the words not sliced are short ASCII ones). */
function startsWithDigitAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c >= 48 && c <= 57;
}

/**
 * Words that count what visitors did, after a figure ("0 Likes", "12 comments", "1.2k views"): interface counters
 * under each post of a thread, not the topic.
 */
const COUNTERS = new Set(
  'likes like comments comment replies reply views view shares votes vote upvotes points reactions retweets reposts answers followers'.split(
    ' ',
  ),
);

/**
 * ISO 4217 codes of the currencies shops price in, as written after an amount ("$18.00 USD", "24,90 EUR"): the
 * amount's unit, which a listing prints with every price (Shopify themes' "show currency codes"), not a term.
 */
const CURRENCY_CODES = new Set(
  'usd eur gbp cad aud nzd chf jpy cny hkd sgd sek nok dkk pln czk huf ron bgn try inr idr myr php thb vnd krw twd brl mxn ars clp cop pen zar aed sar ils egp ngn kes rub uah'.split(
    ' ',
  ),
);

/** A word that belongs to the figure before it: a counter ("3 Likes") or a currency code ("18.00 USD"). */
function unitOfFigure(term: string): boolean {
  return COUNTERS.has(term) || CURRENCY_CODES.has(term);
}

export interface RepeatedTerm {
  /** The term or phrase, lower-cased. */
  term: string;
  count: number;
  /**
   * Its occurrences over all words (×100: per 100 words, as Yoast's keyphrase density is). A phrase counts once per
   * occurrence, not once per word: "iphone 16 pro" 10 times in 235 words is 4.3 per 100, not "12.8% of the words".
   */
  density: number;
}

export interface StuffingResult {
  /** Words counted (stop words included). */
  words: number;
  /** The most repeated content term, its count and its share of all words. */
  top: RepeatedTerm | null;
  /**
   * The most repeated phrase of two or three words inside a sentence, starting and ending with a content term
   * (its words in between may be any: "cost of living"), its count and its density; the longest of
   * those repeated nearly as often as the most repeated one ("car insurance miami", not "insurance miami").
   */
  phrase: RepeatedTerm | null;
}

/** A word of the text, lower-cased, and whether it counts as a content term. */
interface Token {
  term: string;
  content: boolean;
}

/** Counts a label's phrases ending at its word `c`: those whose first and last words are content terms. */
function labelPhrases(
  phrases: Map<string, number>,
  a: Token | null,
  b: Token | null,
  c: Token,
  by: number,
): void {
  if (!c.content || b === null) return;
  if (b.content) {
    const key = `${b.term} ${c.term}`;
    phrases.set(key, (phrases.get(key) ?? 0) + by);
  }
  if (a?.content) {
    const key = `${a.term} ${b.term} ${c.term}`;
    phrases.set(key, (phrases.get(key) ?? 0) + by);
  }
}

function tokenOf(term: string): Token {
  return { term, content: term.length >= 3 && !STOPWORDS.has(term) && !startsWithDigit(term) };
}

/** Only spaces between two words: a phrase runs on; punctuation or a line break ends it. */
function spacesOnly(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 0xa0 && c !== 9) return false;
  }
  return true;
}

/** Takes the words and phrases of `label` out of the counts, `times` times (only those that were counted). */
function takeOut(
  counts: Map<string, number>,
  phrases: Map<string, number>,
  label: string,
  times: number,
): void {
  let a: Token | null = null;
  let b: Token | null = null;
  let last = -1;
  for (let at = wordStart(label, 0); at < label.length; ) {
    const end = wordEnd(label, at);
    const c = tokenOf(label.slice(at, end).toLowerCase());
    if (last >= 0 && !spacesOnly(label, last, at)) {
      a = null;
      b = null;
    }
    const count = counts.get(c.term);
    if (count !== undefined && c.content) counts.set(c.term, count - times);
    const before = new Map<string, number>();
    labelPhrases(before, a, b, c, 1);
    for (const key of before.keys()) {
      const n = phrases.get(key);
      if (n !== undefined) phrases.set(key, n - times);
    }
    a = b;
    b = c;
    last = end;
    at = wordStart(label, end);
  }
}

/** The number of mentions of `name` in `text`. */
function mentionsOf(text: string, name: string): number {
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
  return mentions;
}

/**
 * The most repeated entry of a count map (ties alphabetically, so the result never depends on insertion order), not
 * counting those `skip` says are the page's subjects.
 */
function mostRepeated(
  counts: Map<string, number>,
  skip: (term: string) => boolean = () => false,
): { term: string; count: number } | null {
  let top: { term: string; count: number } | null = null;
  for (const [term, count] of counts) {
    if (count <= 0 || skip(term)) continue;
    if (top === null || count > top.count || (count === top.count && term < top.term)) top = { term, count };
  }
  return top;
}

/** Of the phrases repeated at least 90% as often as the most repeated one, the longest. */
function topPhrase(
  phrases: Map<string, number>,
  skip: (term: string) => boolean,
): { term: string; count: number } | null {
  const top = mostRepeated(phrases, skip);
  // Two mentions of a phrase is no repetition worth showing.
  if (top === null || top.count < 3) return null;
  let best = top;
  let bestWords = top.term.split(' ').length;
  for (const [term, count] of phrases) {
    if (count < top.count * 0.9 || skip(term)) continue;
    const words = term.split(' ').length;
    if (
      words > bestWords ||
      (words === bestWords && (count > best.count || (count === best.count && term < best.term)))
    ) {
      best = { term, count };
      bestWords = words;
    }
  }
  return best;
}

/**
 * The most repeated content word and phrase of a text and their densities, over at most `maxWords` words. `labels`
 * are the link texts and interface labels inside it, whose words and phrases do not count as repetitions; so are
 * the words of each mention of `names` (the site's name: "Phở Bà Tư" names its dish, and saying the restaurant's
 * name is not repeating a keyword). A word counting what visitors did after a figure ("3 Likes") is left out.
 *
 * @example
 * ```ts
 * keywordDensity('cheap shoes cheap shoes buy cheap shoes').top?.term; // 'cheap' or 'shoes'
 * keywordDensity('cheap shoes cheap shoes buy cheap shoes').phrase?.term; // 'cheap shoes'
 * ```
 */
export function keywordDensity(
  text: string,
  maxWords = 50_000,
  labels: readonly string[] = [],
  names: readonly string[] = [],
  subjects: readonly string[] = [],
): StuffingResult {
  const counts = new Map<string, number>();
  let words = 0;
  let last = -1;
  let previousFigure = false;
  let most = 0;
  let at = wordStart(text, 0);
  for (; at < text.length && words < maxWords; ) {
    const end = wordEnd(text, at);
    const from = at;
    words++;
    at = wordStart(text, end);
    const previousEnd = last;
    last = end;
    // Most short words are ASCII, whose lower case is as short: not worth a string.
    if (end - from < 3 && asciiBetween(text, from, end)) {
      previousFigure = startsWithDigitAt(text, from);
      continue;
    }
    const term = text.slice(from, end).toLowerCase();
    // A counter after a figure ("3 Likes") is the interface's word, not the topic's; a currency code is the figure's.
    const counter = previousFigure && unitOfFigure(term) && spacesOnly(text, previousEnd, from);
    // A word that opens with a digit is a figure, not a term: "2024", "10m", "3,080円", and the "000円以上…" left
    // after a thousands separator, which the evidence showed as the page's most repeated "term".
    previousFigure = startsWithDigit(term);
    if (counter || term.length < 3 || STOPWORDS.has(term) || previousFigure) continue;
    const count = (counts.get(term) ?? 0) + 1;
    counts.set(term, count);
    if (count > most) most = count;
  }
  // A phrase is said no more often than its first word: unless some word is said as often as a stuffed phrase
  // must be, no phrase is counted (most pages).
  const floor = Math.max(STUFFED_PHRASE.count, (words * STUFFED_PHRASE.perHundred) / 100);
  const phrases = most >= floor ? countPhrases(text, maxWords, counts, floor) : new Map<string, number>();
  // A link label repeated down a list ("Get Recipe" under each of 50 recipes) is navigation, not prose: its terms
  // and phrases are taken back out.
  for (const label of labels) takeOut(counts, phrases, label, 1);
  for (const name of names) {
    const mentions = mentionsOf(text.slice(0, at), name);
    if (mentions > 0) takeOut(counts, phrases, name, mentions);
  }
  const density = (count: number) => (words === 0 ? 0 : count / words);
  const skip = subjectSkip(subjects);
  const top = mostRepeated(counts, skip);
  const phrase = topPhrase(phrases, skip);
  return {
    words,
    top: top && { ...top, density: density(top.count) },
    phrase: phrase && { ...phrase, density: density(phrase.count) },
  };
}

/**
 * The least a phrase is repeated, and how often per 100 words, for the stuffing check to count it (it warns above
 * that): Yoast's 3% keyphrase density, which counts a phrase's occurrences, not its words. Phrases are counted only
 * from words said that often, as each occurrence starts with one.
 */
export const STUFFED_PHRASE = { count: 8, perHundred: 3 } as const;

/**
 * The two- and three-word phrases of the first `maxWords` words that start at a word said at least `floor` times:
 * a second walk over the words, only on pages that say some word that often.
 */
function countPhrases(
  text: string,
  maxWords: number,
  counts: ReadonlyMap<string, number>,
  floor: number,
): Map<string, number> {
  const phrases = new Map<string, number>();
  // The two words before this one: the first only when it is a frequent content term that the second ran on from
  // (only such a word starts a three-word phrase here); the second's term, unless it is a counter after a figure.
  let first: string | null = null;
  let second: string | null = null;
  let secondFrequent = false;
  let secondFigure = false;
  let last = -1;
  let words = 0;
  for (let at = wordStart(text, 0); at < text.length && words < maxWords; words++) {
    const end = wordEnd(text, at);
    const from = at;
    at = wordStart(text, end);
    const joined = last >= 0 && spacesOnly(text, last, from);
    last = end;
    // A short ASCII word is no content term: it matters only as the middle of a phrase after a frequent word.
    if (end - from < 3 && asciiBetween(text, from, end) && !(joined && secondFrequent)) {
      first = null;
      second = null;
      secondFrequent = false;
      secondFigure = startsWithDigitAt(text, from);
      continue;
    }
    const term = text.slice(from, end).toLowerCase();
    const counter = joined && secondFigure && unitOfFigure(term);
    const count = counter ? undefined : counts.get(term);
    if (count !== undefined && joined) {
      if (secondFrequent) {
        const key = `${second} ${term}`;
        phrases.set(key, (phrases.get(key) ?? 0) + 1);
      }
      if (first !== null) {
        const key = `${first} ${second} ${term}`;
        phrases.set(key, (phrases.get(key) ?? 0) + 1);
      }
    }
    first = joined && secondFrequent ? second : null;
    second = counter ? null : term;
    secondFrequent = count !== undefined && count >= floor;
    secondFigure = startsWithDigit(term);
  }
  return phrases;
}

/**
 * Whether a term or phrase is made of the words of the page's subjects only (see `titleSubjects`), figures and function
 * words aside: "iphone", "iphone 16 pro" on a comparison of the iPhone 16 and the iPhone 16 Pro.
 */
function subjectSkip(subjects: readonly string[]): (term: string) => boolean {
  if (subjects.length === 0) return () => false;
  const words = new Set<string>();
  for (const subject of subjects) {
    for (let at = wordStart(subject, 0); at < subject.length; ) {
      const end = wordEnd(subject, at);
      words.add(subject.slice(at, end).toLowerCase());
      at = wordStart(subject, end);
    }
  }
  return (term) => term.split(' ').every((w) => words.has(w) || !tokenOf(w).content);
}

/** A comparison title: "X vs Y", "X versus Y", "X compared to Y". */
const COMPARISON = /\s(?:vs\.?|versus|v\.|compared\s+(?:to|with))\s/i;
/** Where a title's subject ends: its question or its tail after a colon, a dash or a bar. */
const TITLE_TAIL = /\s*(?:[:?|–—]|\s-\s).*$/;
/** Words of a title that name no product: the review's or the list's own ("Best", "Top", "Review", "Guide" …). */
const NOT_PRODUCT =
  /^(?:best|top|the|a|an|my|our|your|review|reviews|reviewed|guide|test|tested|tips|ways|steps|things|reasons|ideas|part|step|chapter|day|week|episode|season|page|vs|versus|and|or|with|for|of|in|on|how|why|what|which|new)$/i;
/** A model's token: letters and digits together ("S24", "Q7", "A18", "M3"), or a number after a product's name. */
const MODEL_TOKEN = /^(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9+-]+$/;
const YEAR = /^(?:19|20)\d{2}$/;

/**
 * The subjects a page's title or H1 names, whose names it must repeat to say which one a fact is about: the products
 * of a comparison ("iPhone 16 vs iPhone 16 Pro: which should you buy?" names "iPhone 16" and "iPhone 16 Pro"), and
 * a product model (a token with digits and the capitalised words around it: "Roborock Q7 Max+", "Pixel 9 Pro"), not a
 * year ("Best Robot Vacuums 2025" names no model, and its "robot vacuums" may still be stuffed).
 *
 * @example
 * ```ts
 * titleSubjects('iPhone 16 vs iPhone 16 Pro: which should you buy?'); // ['iPhone 16', 'iPhone 16 Pro']
 * titleSubjects('Roborock Q7 Max+ review'); // ['Roborock Q7 Max+']
 * ```
 */
export function titleSubjects(title: string): string[] {
  const subject = title.replace(TITLE_TAIL, '').trim();
  if (COMPARISON.test(subject))
    return subject
      .split(COMPARISON)
      .map((s) => s.trim())
      .filter((s) => s !== '');
  const tokens = subject.split(/\s+/);
  const out: string[] = [];
  tokens.forEach((token, i) => {
    const before = tokens[i - 1];
    const named =
      !YEAR.test(token) &&
      (MODEL_TOKEN.test(token) ||
        (/^\d+$/.test(token) && before !== undefined && /[A-Z]/.test(before) && !NOT_PRODUCT.test(before)));
    if (!named) return;
    let from = i;
    while (
      from > 0 &&
      from > i - 2 &&
      /^[A-Z]|^[a-z]+[A-Z]/.test(tokens[from - 1]!) &&
      !NOT_PRODUCT.test(tokens[from - 1]!)
    )
      from--;
    let to = i;
    while (
      to < tokens.length - 1 &&
      to < i + 2 &&
      /^(?:[A-Z0-9]|\+)/.test(tokens[to + 1]!) &&
      !NOT_PRODUCT.test(tokens[to + 1]!)
    )
      to++;
    out.push(tokens.slice(from, to + 1).join(' '));
  });
  return out;
}
