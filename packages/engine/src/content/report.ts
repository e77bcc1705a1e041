import { isElement } from '../structured-data/dom.ts';
import { type FoundFigure, figuresIn, isYear, needsSourceOn, ownTerm, unsigned } from './figures.ts';
import type { ContentBlock, ContentModel, ContentQuote } from './model.ts';
import { lengthScore, PASSAGE_LENGTH } from './passage-length.ts';
import { type Passage, passageWhere, postOpening, type SplitOptions, splitPassages } from './passages.ts';
import { answerFirst } from './signals/answer-first.ts';
import { hasAttribution, namesFigureSource, writesOtherAttributionLetters } from './signals/attribution.ts';
import { pointsBack } from './signals/back-references.ts';
import { isQuestion, namesQuestion } from './signals/question-headings.ts';
import { inlineQuotes } from './signals/quotations.ts';
import { pageLanguage } from './signals.ts';
import { contentSources, REFERENCES_HEADING, type SourceLink } from './sources.ts';
import { mainText } from './texts.ts';
import { quickWords } from './words.ts';

/** Per-passage measurements for the citability module; the length bands are in passage-length.ts. */

/** Why a passage is no answer to quote (see `PassageReport.aside`). */
export type PassageAside = 'references' | 'byline' | 'reviews' | 'links' | 'menu';

export interface PassageReport {
  passage: Passage;
  /** Heading and first words, for `evidence.where`. */
  where: string;
  answerFirst: { ok: boolean; reason: string };
  /**
   * The words with which the first sentence points back to text before the passage ("This means", "As mentioned
   * above", "It also"), which a quote out of the page loses; null when it names its own subject (`pointsBack`).
   */
  pointsBack: string | null;
  /** 1 in the best band, falling evenly to 0.5 at the ends of the useful range and to 0 past them (`lengthScore`; a thread's post by `postLengthScore`). */
  lengthScore: number;
  statistics: string[];
  /**
   * The figures of `statistics` that owe a source: claims about the world the page did not produce (see `claimsOf`),
   * not prices, dates, its own measurements, instructions or specifications.
   */
  claims: string[];
  sources: SourceLink[];
  /** Attribution phrases ("according to …") in the passage text. */
  attributions: number;
  quotes: { attributed: number; unattributed: number };
  lists: number;
  tables: number;
  questionHeading: boolean;
  /**
   * The heading asks the passage's question or names it ("Why this recipe works", `namesQuestion`): the structure
   * credit of `passageScore`, which a statement that honestly introduces its answer earns as a question does.
   */
  namesQuestion: boolean;
  /**
   * Why the passage is no answer an engine would quote, whatever its wording: `references` (a sources list),
   * `byline` (an introduction of only a byline, a date, a kicker or a disclosure), `reviews` (customer reviews or
   * comments: the site's users wrote them), `links` (mostly link texts: a menu, a CTA row), `menu` (a list of priced
   * items: a restaurant menu's section of dishes, each a name, a description and a price). Null for the rest.
   */
  aside: PassageAside | null;
  /** 0..1, see `passageScore`. */
  score: number;
}

/**
 * Length bands of a thread's post, which an answer engine quotes whole or not at all: from a sentence or two that
 * answer the question (20 words: codex-seo's "answer in the first 40–60 words", the 20–40-word answers FAQ extracts
 * are made of) to the top of the article band. An article's section of 20–99 words is a stub beside its siblings; a
 * 25-word accepted answer is the whole answer, and often the very text quoted.
 */
export const POST_LENGTH = {
  min: 10,
  bestMin: 20,
  bestMax: PASSAGE_LENGTH.bestMax,
  max: PASSAGE_LENGTH.max,
} as const;

/** `lengthScore` for a thread's post (see `POST_LENGTH`). */
export function postLengthScore(words: number): number {
  if (words >= POST_LENGTH.bestMin && words <= POST_LENGTH.bestMax) return 1;
  if (words >= POST_LENGTH.min && words <= POST_LENGTH.max) return 0.5;
  return 0;
}

/**
 * One passage's citability, 0..1: answer-first opening 0.3, length 0.25 (a thread's post by `POST_LENGTH`; an answer
 * under a question heading in full from 20 words, see `faqAnswer`), a statistic 0.15, a cited source or attribution
 * 0.15, structure (a list, table, attributed quotation, or a heading that asks or names the question) 0.15.
 */
function passageScore(r: Omit<PassageReport, 'score'>): number {
  const structure = r.lists > 0 || r.tables > 0 || r.quotes.attributed > 0 || r.namesQuestion ? 1 : 0;
  const score =
    0.3 * (r.answerFirst.ok ? 1 : 0) +
    0.25 * (faqAnswer(r) ? 1 : r.lengthScore) +
    0.15 * (r.statistics.length > 0 ? 1 : 0) +
    0.15 * (r.sources.length > 0 || r.attributions > 0 ? 1 : 0) +
    0.15 * structure;
  return Math.round(score * 100) / 100;
}

/** Words from which an answer under a question heading is whole (see `faqAnswer`). */
export const FAQ_ANSWER_WORDS = 20;

/**
 * Whether a passage is an answer to its question heading that an engine lifts whole: a question heading, a first
 * sentence that answers it, and 20 to 200 words ("Yes. Cancel from Settings and you will not be charged again …"). The
 * 20–60-word answers FAQ extracts are made of are the ideal quote (codex-seo: "answer in the first 40–60 words"), so
 * they get the length credit of a section of the best band.
 */
export function faqAnswer(r: Pick<PassageReport, 'passage' | 'questionHeading' | 'answerFirst'>): boolean {
  return (
    r.questionHeading &&
    r.answerFirst.ok &&
    r.passage.words >= FAQ_ANSWER_WORDS &&
    r.passage.words <= PASSAGE_LENGTH.bestMax
  );
}

/** First index whose `pos` is at least `pos`, in a list sorted by `pos`. */
function lowerBound(list: readonly { pos: number }[], pos: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.pos < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `countIn` for lists in document order (links, sources, lists, tables are recorded when their element opens):
 * a slice found by binary search, so a long page with many passages and links costs no passage × link scan.
 */
function sortedIn<T extends { pos: number }>(list: T[], passage: Passage): T[] {
  return list.slice(lowerBound(list, passage.start), lowerBound(list, passage.end + 1));
}

/**
 * Splits the main content into passages and measures each one. `english` says whether the page reads as English
 * (asked at most once, and only of a heading that opens with another language's question word); without it, the
 * page's `lang` decides. `split` says how to cut the passages (`posts` for a forum or Q&A thread).
 *
 * @example
 * ```ts
 * const reports = passageReports(contentModel(document), 'https://example.com/guide');
 * reports[0]?.answerFirst.ok;
 * ```
 */
export function passageReports(
  model: ContentModel,
  pageUrl: string,
  resolved?: ReadonlyMap<string, URL | undefined>,
  english: () => boolean = () => model.lang === null || model.lang.startsWith('en'),
  split: SplitOptions = {},
): PassageReport[] {
  let readsAsEnglish: boolean | undefined;
  const isEnglish = (): boolean => (readsAsEnglish ??= english());
  const language = pageLanguage(model.lang);
  const sources = contentSources(model, pageUrl, resolved);
  const otherScripts = writesOtherAttributionLetters(mainText(model));
  const quoteElements = model.quotes;
  return splitPassages(model, split).map((passage) => {
    const quotes = quotesOf(passage, quoteElements);
    let lists = 0;
    for (const list of sortedIn(model.lists, passage)) if (list.items >= 2) lists++;
    // A thread post is read past its author line, whose date is neither its answer nor one of its figures; an
    // article's byline and dateline ("By Anna Reed · 8 min read", "Updated 3 hours ago") state none of its figures.
    const body = passage.post === null ? passage.text : postOpening(passage);
    const found = figuresIn(passage.post === null ? blanked(passage, bylineBlock) : body, 200);
    const questionHeading = passage.heading !== null && isQuestion(passage.heading, isEnglish, language);
    const opening = answerFirst(body, language);
    const report: PassageReport = {
      passage,
      where: passageWhere(passage),
      answerFirst: opening,
      pointsBack: pointsBack(opening.sentence, language),
      lengthScore: passage.post === null ? lengthScore(passage.words) : postLengthScore(passage.words),
      // A year dates something ("Published March 2, 2026", "a 2025 study"): it is no figure to quote.
      statistics: found.filter((f) => !isYear(f.figure)).map((f) => f.figure),
      claims: claimsOf(passage, body, found, language),
      sources: sortedIn(sources, passage),
      attributions:
        hasAttribution(passage.text, otherScripts) || (found.length > 0 && namesFigureSource(passage.text))
          ? 1
          : 0,
      quotes,
      lists,
      tables: sortedIn(model.tables, passage).length,
      questionHeading,
      namesQuestion: questionHeading || (passage.heading !== null && namesQuestion(passage.heading)),
      aside: passage.post === null ? asideOf(passage, sortedIn(model.links, passage)) : null,
      score: 0,
    };
    report.score = passageScore(report);
    return report;
  });
}

/**
 * A passage's quotations: those written with quotation marks in its text, and its `<blockquote>` and `<q>` elements.
 * A blockquote whose text is itself in quotation marks ("…" with "— Dr. Helen Marsh" in its footer) is one
 * quotation, attributed when the element names its speaker or its text does.
 */
function quotesOf(passage: Passage, elements: readonly ContentQuote[]): PassageReport['quotes'] {
  let attributed = 0;
  let unattributed = 0;
  const blockquotes: { quote: ContentQuote; text: string[] }[] = [];
  for (const quote of elements) {
    if (quote.pos < passage.start || quote.pos > passage.end) continue;
    if (quote.kind === 'blockquote') blockquotes.push({ quote, text: [] });
    else if (quote.attribution !== null) attributed++;
    else unattributed++;
  }
  // The text of a blockquote the content model counts is read as that quotation's, not once more as running text.
  const own = (block: ContentBlock): (typeof blockquotes)[number] | undefined => {
    if (!block.quoted) return undefined;
    let owner: (typeof blockquotes)[number] | undefined;
    for (const b of blockquotes) if (b.quote.pos <= block.pos) owner = b;
    return owner;
  };
  for (const block of passage.blocks) own(block)?.text.push(block.text);
  const running = blockquotes.length === 0 ? passage.text : blanked(passage, (b) => own(b) !== undefined);
  for (const quote of inlineQuotes(running)) {
    if (quote.attributed) attributed++;
    else unattributed++;
  }
  for (const { quote, text } of blockquotes) {
    if (quote.attribution !== null || inlineQuotes(text.join('\n')).some((q) => q.attributed)) attributed++;
    else unattributed++;
  }
  return { attributed, unattributed };
}

/**
 * The passage's body text (`Passage.text`) with the blocks `drop` picks blanked out, each character a space: what
 * is read past them keeps its place, so positions in it are positions in the body (`blockAt`).
 */
function blanked(passage: Passage, drop: (block: ContentBlock) => boolean): string {
  const text = passage.text;
  let out = '';
  let from = 0;
  let start = 0;
  for (const block of passage.blocks) {
    // The body leaves out the headings and code blocks that split it (see `Passage.text`).
    if (block.kind === 'code' || (block.kind === 'heading' && block.level <= 3)) continue;
    const end = start + block.text.length;
    if (drop(block)) {
      out += text.slice(from, start) + ' '.repeat(end - start);
      from = end;
    }
    start = end + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Words up to which a block opening like a byline is one ("By Anna Reed, food writer · 8 min read"). */
const BYLINE_WORDS = 20;

/**
 * A byline or dateline block ("By Anna Reed · Published March 2, 2026", "Updated 3 hours ago", "8 min read"): a
 * short paragraph opening as one (`BYLINE_LINE`), not a sentence ("Published studies put the rate at 40%." is one),
 * nor a year's forecast ("By 2030, half of new cars …"). A list item or a cell is the text's own.
 */
function bylineBlock(block: ContentBlock): boolean {
  if (block.kind !== 'paragraph' && block.kind !== 'text') return false;
  if (block.words > BYLINE_WORDS || !BYLINE_LINE.test(block.text) || BY_YEAR.test(block.text)) return false;
  return !/[.!?]$/.test(block.text.trimEnd());
}

const BY_YEAR = /^by\s+\d/i;

/** A line of an article's head that is no part of its answer: a byline, a date line, a review note, a disclosure. */
const BYLINE_LINE =
  /^(?:by|written by|words by|(?:medically |expert )?reviewed by|fact[- ]checked by|edited by|updated|last updated|published|posted|this (?:post|article|page) (?:may )?contains?|we (?:may )?earn|as an amazon associate|(?:affiliate |advertiser |advertising |editorial )?disclosure)\b|affiliate links?|\b(?:earn|receive|get) (?:a )?commission|\bmin read\b/i;

/** Headings of customer reviews, ratings and comments: text the site's users wrote. */
const REVIEWS_HEADING =
  /^(?:(?:customer|product|guest|user|reader)\s+)?(?:reviews?|ratings?(?:\s+(?:and|&)\s+reviews?)?|comments?|testimonials|\d+\s+(?:reviews?|comments?|responses?))\b|^what (?:our )?(?:customers|clients|guests|readers|people) (?:are )?say/i;

/**
 * Classes of review widgets and comment lists (Judge.me, Yotpo, Stamped, Shopify reviews, WooCommerce, WordPress), not
 * an editorial review's own body (`review-body`, `review-content`), which is the site's writing.
 */
const REVIEWS_CLASS =
  /(?:^|\s)(?:jdgm-|yotpo|stamped-|spr-|woocommerce-Reviews|comment-(?:list|body|content)|reviews?-(?:widget|list))/i;

/** How far up from a passage's first block a review widget's class is looked for. */
const REVIEWS_DEPTH = 8;

/** Words in a block of the introduction that make it a label, not a sentence: a kicker, an author's name, "Follow". */
const LABEL_WORDS = 6;

/**
 * A price alone ("$12", "12 €", "£9.50") or ending a short item line ("Whipped feta, honey, pita $12"): one item of a
 * menu or price list, read at the end of a block of at most `ITEM_WORDS` words.
 */
const PRICED_ITEM =
  /(?:^|\s)(?:[$€£¥₹]\s?\d{1,5}(?:[.,]\d{1,2})?|\d{1,5}(?:[.,]\d{1,2})?\s?(?:[$€£¥₹]|kr|zł|Kč|CHF|EUR|USD|GBP))$/;
const ITEM_WORDS = 25;

/**
 * Whether a passage is a list of priced items, as a restaurant menu's section is (Squarespace's menu block, Wix,
 * BentoBox, Popmenu, WordPress menu plugins: each dish a name, a description and a price, as blocks of their own or in
 * one line): two priced items at least, not labelled values ("Shipping: $5"), and no more than three other blocks for
 * each (a dish's name and description, a note under the section). A list of dishes answers no question; it is judged as a list, not as a passage to quote.
 */
function pricedList(passage: Passage): boolean {
  let items = 0;
  let others = 0;
  for (const b of passage.blocks) {
    if (b.kind === 'heading' || b.kind === 'code') continue;
    // A labelled value ("Koszt dostawy: od 12,99 zł", "Shipping: $5") is a product's buy box, not a dish.
    if (b.words <= ITEM_WORDS && !b.text.includes(':') && PRICED_ITEM.test(b.text.trim())) items++;
    else others++;
  }
  return items >= 2 && items * 3 >= others;
}

/**
 * Why a passage is no answer to quote (see `PassageReport.aside`), or null. Reads the passage's heading, the
 * introduction's blocks, the first block's ancestors and the passage's links, which come sorted by position: nothing
 * of the page's text beyond the passage.
 */
function asideOf(passage: Passage, links: readonly { text: string }[]): PassageAside | null {
  if (passage.heading !== null && REFERENCES_HEADING.test(passage.heading.trim())) return 'references';
  if (passage.heading !== null && REVIEWS_HEADING.test(passage.heading.trim())) return 'reviews';
  for (let e = passage.blocks[0]?.element ?? null, depth = 0; e !== null && depth < REVIEWS_DEPTH; depth++) {
    const cls = e.attribs.class;
    if (cls !== undefined && REVIEWS_CLASS.test(cls)) return 'reviews';
    e = e.parent !== null && isElement(e.parent) ? e.parent : null;
  }
  if (pricedList(passage)) return 'menu';
  // An introduction of labels and byline lines, one of them at least a byline, a date line or a disclosure: a short
  // opening sentence alone ("Install the CLI.") is a stub, and says so as one.
  if (passage.heading === null && passage.words > 0) {
    let prose = 0;
    let byline = false;
    for (const b of passage.blocks) {
      if (b.kind === 'heading' || b.kind === 'code') continue;
      if (BYLINE_LINE.test(b.text)) byline = true;
      else if (b.words > LABEL_WORDS) prose += b.words;
    }
    if (byline && prose === 0) return 'byline';
  }
  if (passage.words > 0 && links.length > 0) {
    let linked = 0;
    for (const link of links) linked += quickWords(link.text);
    if (linked * 2 > passage.words) return 'links';
  }
  return null;
}

/**
 * Verbs that open an instruction ("Keep piles at least 10 feet from …", "Preheat the oven to 200 °C"). Those that also
 * open a statement as a noun ("Water covers 71% of …", "Use of antibiotics rose …", "Plant growth slowed …") count
 * only before the words an instruction's object or place starts with (`INSTRUCTION`).
 */
const VERBS_ONLY =
  'keep|add|remove|stir|whisk|bake|preheat|sear|rake|pour|wipe|avoid|choose|check|make|put|take|let|leave|bring|follow|try|pick|give|aim|allow|apply|select|install|sprinkle|grease|simmer|boil|knead|chop|pinch|snap|tighten|loosen|insert|unplug|rinse|soak|sow|prune|trim|exceed|consider|remember';
const VERBS_OR_NOUNS =
  'use|start|run|cut|return|increase|reduce|limit|file|book|mark|rest|walk|drive|park|stop|budget|space|charge|store|water|feed|plant|heat|mix|fill|set|measure|cook|place|press|hold|lift|lower|fit|dry|spread|cover|wrap|freeze|blend|beat|weigh|drill|dig|harvest|wear|pack|drink|eat|stretch|pay|save|invest|transfer|sand|paint|seal|tape|glue|clamp|lay|hang|swap|flip|rotate|season|serve|call|visit|write|enter|open|wait|clean|wash|replace|attach|pull|push|fold|slice|fry|roast|grill|drain|chill|thaw|combine|melt|mulch|submit|renew|cancel|adjust|plug|turn|get|buy';
const OBJECT_START =
  'the|a|an|your|you|it|its|them|this|that|these|those|each|every|all|some|any|one|two|three|at|up|down|to|in|on|off|out|about|around|between|no|more|less|only|until|for|with|from|over|under|[0-9]';

/**
 * An instruction, after an adverb or "don't" ("Then bake at 200 °C", "Don't exceed 4 g a day"): its quantity is
 * what the page tells its reader to do, not a claim to source.
 */
const INSTRUCTION = new RegExp(
  `^(?:(?:then|first|next|finally|always|also|just|simply|gently|carefully|now|and|so)[,\\s]+)*(?:(?:do not|don't|don’t|never)\\s+)?(?:(?:${VERBS_ONLY})\\b|(?:${VERBS_OR_NOUNS})\\s+(?:${OBJECT_START})\\b|(?:start|stop|begin|finish)\\s+[a-z]+ing\\b)`,
  'i',
);

/**
 * An instruction in French, German or Italian, as recipes and how-tos give them: a French imperative in -ez with its
 * pronoun or object after it ("Réchauffez-la 15 minutes à 160 °C", "Préchauffez le four à 180 °C"; not "Chez nous" or a
 * surname like "Gonzalez a dit"), a German "Sie" imperative ("Heizen Sie den Ofen auf 200 °C vor"), an Italian one in
 * -ate, -ete or -ite ("Cuocete a 180 °C per 40 minuti"). As in English, after an adverb at most.
 */
const LOCAL_INSTRUCTION =
  /^(?:(?:puis|ensuite|enfin|d['’]abord|dann|danach|zuerst|anschließend|poi|quindi|infine)[,\s]+)?(?:(?:ne\s+|n['’])?(?!(?:chez|assez)\b)[a-zà-ÿ]{2,}ez(?:-(?:la|le|les|lui|leur|en|y|vous|moi)(?![a-zà-ÿ])|\s+(?:le|la|les|l['’]|un|une|des|du|de|d['’]|à|au|aux|en|y|pendant|environ|votre|vos|ce|cette|ces|bien|reposer|cuire|refroidir|mijoter|chauffer|tiédir|[0-9])(?![a-zà-ÿ]))|[a-zäöüß]{3,}en\s+Sie\s(?!\S*\?)|(?!(?:estate|state)\b)[a-zà-ù]{3,}(?:ate|ete|ite)(?:l[aoie]|ne)?\s+(?:il|lo|la|i|gli|le|l['’]|a|al|in|per|un|una|[0-9])(?![a-zà-ù]))/i;

/** Words of a clause that makes the next one conditional ("If a sucker grows past 6 inches, cut it"). */
const CONDITION = /^(?:if|when|once|before|after|until|for|while|to)\b/i;

/** The verbs of measuring that make a figure the page's own result after "we" or "I". */
const MEASURED =
  '(?:tested|measured|counted|timed|weighed|surveyed|tracked|logged|recorded|audited|analy[sz]ed|benchmarked|sampled|polled)';

/**
 * A passage that says how its figures were got, first hand ("In our tests", "we counted", "in my own garden", "we
 * weighed the debris", "in our 1,400 sq ft test house", "We scattered 50 g … and weighed what the bin collected"):
 * they are its own results, of which the page is the source. Up to four words between "our" and the place or method,
 * numbers with their separators among them; a verb of measuring joined by "and", "then" or a comma to a clause whose
 * subject is "we" or "I", in the same sentence.
 */
const OWN_METHOD = new RegExp(
  [
    String.raw`\b(?:(?:in|from|by|during|for)\s+(?:our|my)\s+(?:own\s+)?(?:[\w-]+(?:[.,]\d+)*\s+){0,4}(?:tests?|testing|trials?|lab|measurements?|experiments?|surveys?|data|records|logs|garden|kitchen|home|house|experience|analysis|benchmarks?)`,
    String.raw`(?:we|I)\s+(?:also\s+|first\s+|then\s+)?${MEASURED}`,
    // The clause's verb after the first ("We scattered 50 g … and weighed …"), within the sentence; not a passive's
    // participle ("…, measured by the EPA"), whose subject is someone else.
    String.raw`(?:we|I)\s[^.!?;\n]{0,120}?(?:,|\sand|\sthen)\s+(?:then\s+|also\s+)?${MEASURED}(?!\s+by\b)`,
    String.raw`(?:we|I)\s+(?:wrote|built|ran|set\s+up)\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){0,2}(?:script|query|survey|test|benchmark|experiment|tracker)`,
    String.raw`when\s+(?:we|I)\s+(?:counted|measured|tested|checked|looked))\b`,
  ].join('|'),
  'i',
);

/** A word of the first person: a passage that says two of them tells its own story ("we moved …, our bill fell …"). */
const FIRST_PERSON = /\b(?:[Ww]e|[Oo]urs?|us|I|[Mm]y|me)\b/g;

/**
 * What makes a figure in a first-person passage a claim about the world all the same: a study or a population as its
 * subject ("a 2023 survey found", "62% of adults", "the national average").
 */
const WORLD_SUBJECT =
  /\b(?:stud(?:y|ies)|surveys?|research(?:ers)?|reports?|according|census|polls?|analysts?|experts?|estimates?|nationally|nationwide|national|worldwide|globally|industry|average|of\s+(?:all\s+)?(?:(?:our|your|their)\s+)?(?:adults|americans|britons|people|consumers|users|customers|clients|shoppers|patients|children|kids|teens|women|men|respondents|households|homeowners|workers|employees|businesses|companies|organi[sz]ations|marketers|voters|residents|students|the\s+population|the\s+world))\b/i;

/** A label before a value ("Protein: 42g", "| Storage: 128GB"): a specification line, not a sentence. */
const LABEL_BEFORE = /(?:^|[|·•;\n]|[.!?]\s)[^\S\n]*[A-Za-z][A-Za-z ()/&-]{0,30}:[^\S\n]*$/;

/** A percentage, or a sum with a magnitude: the figures a list item or a table cell still owes a source for. */
const NOT_MEASUREMENT =
  /[%٪％]|percent|per cent|yüzde|百分之|^\D|(?:million|billion|trillion|thousand|bn|Mio|Mrd)$/i;

/** Where the sentence holding `at` starts in `text`: after the last line break or sentence end before it. */
function sentenceStart(text: string, at: number): number {
  for (let i = at - 1; i > 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 10) return i + 1;
    // ". ", "! ", "? " and "; " end a sentence or a clause of its own.
    if ((c === 32 || c === 0xa0) && /[.!?;]/.test(text.charAt(i - 1))) return i + 1;
  }
  return 0;
}

/** Where the sentence holding `at` ends in `text` (a sentence's end, a line break, or 120 characters on). */
function sentenceEnd(text: string, at: number): number {
  const rest = text.slice(at, at + 120);
  const stop = rest.search(/[.!?](?:\s|$)|\n/);
  return at + (stop < 0 ? rest.length : stop);
}

/** Whether the sentence from `start` is an instruction, its main clause after a condition included. */
function instructs(text: string, start: number): boolean {
  const sentence = text.slice(start, start + 200);
  if (INSTRUCTION.test(sentence) || LOCAL_INSTRUCTION.test(sentence)) return true;
  if (!CONDITION.test(sentence)) return false;
  const comma = sentence.indexOf(', ');
  return comma > 0 && INSTRUCTION.test(sentence.slice(comma + 2));
}

/** Whether some sentence of a passage is an instruction: a how-to section, whose quantities are its guidance. */
function passageInstructs(text: string): boolean {
  if (instructs(text, 0)) return true;
  for (let at = text.search(/[.!?;]\s|\n/); at >= 0; ) {
    const next = at + (text.charCodeAt(at) === 10 ? 1 : 2);
    if (next >= text.length) return false;
    if (instructs(text, next)) return true;
    const rest = text.slice(next).search(/[.!?;]\s|\n/);
    at = rest < 0 ? -1 : next + rest;
  }
  return false;
}

/**
 * Whether a paragraph is told in the first person, its passage's heading included ("Our big mistake: …" over "By
 * month six, 30% of components … We flipped it"): two words of the first person, outside the sentences that pass on
 * what the author read, heard or believes (`HEARSAY`). The paragraph, not the passage: a travel post's "we" in its
 * other paragraphs does not make "The Burj Khalifa rises 828 m" its own measurement.
 */
function firstPerson(heading: string | null, text: string): boolean {
  // Most paragraphs hold fewer than two such words in all: no sentence needs splitting off then.
  if (firstPersonWords(heading ?? '') + firstPersonWords(text) < 2) return false;
  let count = 0;
  const parts = text.split(SENTENCE_BREAK);
  if (heading !== null) parts.unshift(heading);
  for (const part of parts) {
    FIRST_PERSON.lastIndex = 0;
    let here = 0;
    while (FIRST_PERSON.exec(part) !== null) here++;
    // The hearsay test is the dear one: only a sentence that has a word of the first person needs it.
    if (here === 0 || HEARSAY.test(part)) continue;
    count += here;
    if (count >= 2) return true;
  }
  return false;
}

/** The words of the first person in `text`, counted up to two (all `firstPerson` needs to know). */
function firstPersonWords(text: string): number {
  FIRST_PERSON.lastIndex = 0;
  let count = 0;
  while (count < 2 && FIRST_PERSON.exec(text) !== null) count++;
  return count;
}

/** Where one sentence of a paragraph ends and the next starts. */
const SENTENCE_BREAK = /(?<=[.!?])\s+/;

/**
 * A sentence that passes on a figure the author read, heard or believes, not one they produced: "I have read that
 * 70% of new farms close", "We all know that one in three young farmers quits", "I think", "studies show", "I was
 * told". Its first person is the reader's, not the researcher's, and its figure owes a source.
 */
const HEARSAY =
  /\b(?:I|we)(?:'ve|’ve|'m|’m|'re|’re)?(?:\s+(?:have|had|all|also|often|always|once|just|recently|sometimes|probably|really|do|still|keep))*\s+(?:(?:read|heard|hear|hearing)\s+(?:that|somewhere|online|about|in|on|an?\s|the\s+(?:news|papers?|stat|report|study|survey|article)|(?:stat(?:istic)?s|figures|reports|studies|surveys|articles)\b)|think|thought|believe|believed|feel|felt|guess|suspect|reckon|assume|suppose|know|knew|gather|learn(?:ed|t)\s+that|(?:saw|seen)\s+(?:a|an|the|some|this|that)?\s*(?:stat(?:istic)?s?|reports?|stud(?:y|ies)|surveys?|articles?|headlines?|figures?|posts?|tweets?|claims?)|(?:was|were|am|are|get|got|been)\s+told)\b|\b(?:everyone|everybody)\s+knows\b|\b(?:it\s+is|it's|it’s)\s+(?:said|known|estimated|believed|reported|thought)\b|\b(?:studies|research|statistics|stats|experts|surveys|reports)\s+(?:show|shows|suggest|suggests|say|says|find|found|indicate)\b|\bthey\s+say\b|\b(?:apparently|reportedly|supposedly)\b/i;

/** The block of the passage's body text (its blocks joined by line breaks) that holds position `at`. */
function blockAt(passage: Passage, at: number): ContentBlock | undefined {
  let start = 0;
  for (const block of passage.blocks) {
    // The body leaves out the headings and code blocks that split it (see `Passage.text`).
    if (block.kind === 'code' || (block.kind === 'heading' && block.level <= 3)) continue;
    const end = start + block.text.length;
    if (at <= end) return block;
    start = end + 1;
  }
  return undefined;
}

/**
 * The figures of a passage that owe a source (its `claims`): those `needsSourceOn` counts (a percentage, a
 * measurement, a sum with a magnitude, not a price, date or time), less the ones the page itself produced or sets:
 * - a product's or business's own term: a material's share, a discount, financing, uptime, a spec unit (`ownTerm`);
 * - a measurement in a list item or a table cell (ingredients, specs, steps) or after a label ("Protein: 42g");
 * - a figure in an instruction ("Keep piles at least 10 feet from parked cars"), and a measurement in a passage that
 *   instructs (a how-to section's quantities);
 * - a figure in a passage that says how it was measured ("When we counted, 38% of our incident hours …", "In our
 *   tests") or in a paragraph told in the first person ("we shipped 46 components and got adoption to 80%"),
 *   unless its sentence names a study or a population ("62% of adults") or passes on what the author read, heard or
 *   believes ("I have read that 70% …", "we all know", `HEARSAY`).
 * A news paragraph's "unemployment rose to 4.3%" is none of these, and owes its source. The context is read only
 * around the figures that need a source, and the passage's method and instructions only once, when one does.
 */
function claimsOf(passage: Passage, body: string, found: FoundFigure[], language: string | null): string[] {
  const claims: string[] = [];
  const offset = passage.text.length - body.length;
  let method: boolean | undefined;
  let instructing: boolean | undefined;
  let told: { block: ContentBlock | undefined; first: boolean } | undefined;
  for (const f of found) {
    if (!needsSourceOn(f.figure, language) || ownTerm(body, f)) continue;
    const measurement = !NOT_MEASUREMENT.test(unsigned(f.figure));
    const block = blockAt(passage, f.at + offset);
    if (measurement) {
      if (block?.kind === 'list-item' || block?.kind === 'table-cell') continue;
      if (LABEL_BEFORE.test(body.slice(Math.max(0, f.at - 40), f.at))) continue;
    }
    const start = sentenceStart(body, f.at);
    if (instructs(body, start)) continue;
    if (measurement) {
      instructing ??= passageInstructs(body);
      if (instructing) continue;
    }
    if (told === undefined || told.block !== block)
      told = { block, first: block !== undefined && firstPerson(passage.heading, block.text) };
    // The passage's method is read only when the paragraph is not told in the first person.
    if (!told.first && method === undefined) method = OWN_METHOD.test(body);
    if (told.first || method) {
      // Judged per sentence: the author's own results, never what they read, heard or believe, nor a study's.
      const sentence = body.slice(start, sentenceEnd(body, f.end));
      if (!WORLD_SUBJECT.test(sentence) && !HEARSAY.test(sentence)) continue;
    }
    claims.push(f.figure);
  }
  return claims;
}
