/**
 * A passage's first sentence, read without a segmenter: where its opening starts past bylines, datelines and other
 * label lines, and where that sentence ends (in Thai, at a blank between clauses).
 */

import { isBlank } from '../../structured-data/dom.ts';
import { blankSeparated } from '../words.ts';
import { ABBREVIATION } from './sentences.ts';

/**
 * A byline or dateline: a line opening with a label and a colon ("Autor:", "लेखक:", "Stand:"), with "By"/"Von"/"Par"
 * and a name, with "Posted on", "Published by" or "Updated on", or holding a middle dot, bullet or bar between its
 * parts ("Katarzyna Nowak · 12 marca 2025").
 */
const BYLINE =
  /^(?:[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)?\s?:\s|(?:[Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor|[Pp]rzez)\s\p{Lu}|(?:[Pp]osted|[Pp]ublished|[Uu]pdated|[Ll]ast updated|[Ww]ritten) (?:on|by|in) )|\s[·•|]\s/u;

/** A line of three or more parts between middle dots, bullets or bars (name · published · updated). */
const DATELINE_PARTS = /\s[·•|]\s.*\s[·•|]\s/;

/**
 * A line that does not end a sentence and labels rather than says: a product name, a slide counter ("1 / 53") of
 * up to four words, or a byline or dateline of up to twelve (whose date made an introduction pass answer-first as
 * "states a number"), or of up to twenty when three parts or more are set apart (a Thai byline with a title, the
 * physician's specialty and two dates is fifteen runs between spaces).
 */
function isLabel(line: string): boolean {
  // The last character looked up, not an expression ending in $, which tries every position of the line.
  if (SENTENCE_MARKS.includes(line.charAt(line.length - 1)))
    return CHROME_LINE.test(line) && blankSeparated(line, 13) <= 12;
  const words = blankSeparated(line, 21);
  return (
    words <= 4 ||
    (words <= 12 && (BYLINE.test(line) || CHROME_LINE.test(line))) ||
    (words <= 20 && (DATELINE_PARTS.test(line) || (BYLINE.test(line) && DATELINE_DATE.test(line))))
  );
}

/**
 * A shop's or recipe card's notes above the text, which end in a full stop but say nothing of the subject: "Tax
 * included. Shipping calculated at checkout." (Shopify), "Sale price", "Jump to Recipe". Up to twelve words.
 */
const CHROME_LINE =
  /^(?:tax(?:es)? included|(?:tax(?:es)?|shipping|duties)(?:,? (?:and )?(?:tax(?:es)?|shipping|duties))* (?:are )?calculated at checkout|(?:regular|sale|unit|original) price\b|jump to recipe|print recipe)/i;

/** A date in a dateline ("November 18, 2025 at 3:40 p.m. PST | Updated …"): a year, or a day and a time. */
const DATELINE_DATE = /\b(?:1[89]|20)\d\d\b|\d:\d\d/;

/** Marks that end a sentence or introduce what follows: a line ending in one says something. */
const SENTENCE_MARKS = '.!?…。！？।؟:;';

/** The longest line `isLabel` is asked about: twenty words of a byline are far shorter. */
const MAX_LABEL_CHARS = 400;

/**
 * Where a passage's opening starts: past the label lines (a byline, a dateline, a product name) among its first
 * eight lines, as `firstSentence` reads it; 0 when there are only labels there.
 *
 * @example
 * ```ts
 * openingOffset('Autor: Petra Svobodová · 3. 3. 2025\nRefinancování se vyplatí.'); // 36
 * ```
 */
export function openingOffset(text: string): number {
  let at = 0;
  for (let line = 0; line < 8 && at < text.length; line++) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    // A line this long is no label of twenty words: a paragraph, read no further (it can be thousands of words).
    if (end - at > MAX_LABEL_CHARS) return at;
    const trimmed = text.slice(at, end).trim();
    if (trimmed !== '' && !isLabel(trimmed)) return at;
    at = end + 1;
  }
  return 0;
}

/**
 * Where the first sentence ends: a full stop, "!", "?" (or their forms in other scripts) followed by blanks and what
 * can open a sentence: a capital, a letter of a script without capitals (Arabic, Hebrew, Devanagari: \p{Lo}), a
 * digit, an opening parenthesis or quotation mark (“ „ « ‹ 「, and Spanish ¿ ¡). Not after a title or a common
 * abbreviation that a name or number follows ("Dr. Jana Brandt", "z. B. Äpfel", "ca. 5 kg", "Nr. 3"). The full-width
 * 。 ！ ？ of Chinese and Japanese end a sentence with no blank after them (with the closing brackets that follow),
 * unless a quotation closes there and と quotes it on (「…。」と彼は言った).
 */
const SENTENCE_END = new RegExp(
  String.raw`^.*?(?:[。！？](?![」』）”]*と)[」』）”]*|[.!?…।؟](?<!(?<![\p{L}.])${ABBREVIATION})(?=\s+[\p{Lu}\p{Lo}\p{N}"“'‘(„‚«‹¿¡「『]|\s*$))`,
  'su',
);

/** Thai letters and marks (U+0E01–U+0E5B): a line holding one may end its sentences at blanks. */
const THAI = /[\u0e01-\u0e5b]/;

/**
 * Thai writes no full stop: a blank between two Thai letters ends a sentence or a clause. Not before this many
 * characters (a topic set apart, "ไข้เลือดออก คือ โรค…", "dengue is a disease…"), nor next to a word that joins what
 * follows (คือ "is", เป็น "is", ว่า "that", และ "and", หรือ "or", แต่ "but", ซึ่ง "which", โดย "by", ที่ "that",
 * เพราะ "because", จึง "so", ของ "of"), nor before a speech verb after its speaker (กล่าว "said", ระบุ "stated",
 * เปิดเผย "revealed": "ผศ. นพ. สมชาย ใจดี กล่าวว่า …"). ฯ ends nothing: it shortens a word (กรุงเทพฯ, ฯลฯ "etc."),
 * inside sentences.
 */
const THAI_MIN_SENTENCE = 25;
const THAI_JOINERS = [
  'คือ',
  'เป็น',
  'ว่า',
  'และ',
  'หรือ',
  'แต่',
  'ซึ่ง',
  'โดย',
  'ที่',
  'เพราะ',
  'จึง',
  'ของ',
  'กล่าว',
  'ระบุ',
  'เปิดเผย',
];

function isThai(c: number): boolean {
  return c >= 0x0e01 && c <= 0x0e5b;
}

/** Where a Thai sentence ends in `line` (see `THAI_MIN_SENTENCE`), or -1. */
function thaiSentenceEnd(line: string): number {
  for (let at = line.indexOf(' ', THAI_MIN_SENTENCE); at > 0; at = line.indexOf(' ', at + 1)) {
    let next = at + 1;
    while (next < line.length && isBlank(line.charCodeAt(next))) next++;
    if (!isThai(line.charCodeAt(at - 1)) || !isThai(line.charCodeAt(next))) continue;
    const before = line.slice(Math.max(0, at - 6), at);
    const after = line.slice(next, next + 7);
    if (THAI_JOINERS.some((w) => before.endsWith(w) || after.startsWith(w))) continue;
    return at;
  }
  return -1;
}

/**
 * The first sentence: up to the first ".", "!" or "?" followed by a space and what opens a sentence (so "e.g. the",
 * "3.5 kg" and "Dr. Brandt" do not end it; see `SENTENCE_END`), a full-width 。 ！ ？, a blank between Thai clauses
 * (see `thaiSentenceEnd`), or the first line. Short label lines before it (a product name over its description, a
 * dateline) are passed over. Cheaper than a segmenter for one sentence per passage.
 */
export function firstSentence(text: string): string {
  const start = text.trimStart();
  const from = openingOffset(start);
  const end = start.indexOf('\n', from);
  const line = start.slice(from, end < 0 ? start.length : end).trim();
  const m = SENTENCE_END.exec(line);
  const sentence = m ? m[0] : line;
  if (THAI.test(sentence)) {
    const thai = thaiSentenceEnd(sentence);
    if (thai > 0) return sentence.slice(0, thai).trim();
  }
  return sentence.trim();
}
