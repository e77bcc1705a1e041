import { isBlank } from '../structured-data/dom.ts';

/**
 * A fast word count for the content walk: runs of letters and digits (any non-ASCII character counts as a
 * letter), scanned by character code; a Chinese or Japanese character is a word of its own, as in the regex counter
 * of structured-data/metadata.ts, which costs several times more (the content model counts every block of the page).
 */
export function quickWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Chinese and Japanese write no spaces: each character counts one word, as countWords in page facts counts them
    // (a whole Japanese recipe was "39 words", thin content, and capped as JavaScript-only).
    if (c >= 0x3040 && isCjk(c)) {
      count++;
      inWord = false;
      continue;
    }
    if (c >= 0x0e00 && isUnspaced(c)) {
      let end = i + 1;
      while (end < text.length && isUnspaced(text.charCodeAt(end))) end++;
      count += segmentedWords(text.slice(i, end));
      inWord = false;
      i = end - 1;
      continue;
    }
    const letter =
      (c >= 48 && c <= 57) ||
      (c >= 65 && c <= 90) ||
      (c >= 97 && c <= 122) ||
      (c > 127 &&
        c !== 0xa0 &&
        c !== 0x2009 &&
        c !== 0x202f &&
        c !== 0x2013 &&
        c !== 0x2014 &&
        c !== 0x2019 &&
        c !== 0x201c &&
        c !== 0x201d &&
        !isCjkPunctuation(c));
    // Apostrophes and hyphens inside a word do not split it ("don't", "long-term").
    if (letter) {
      if (!inWord) count++;
      inWord = true;
    } else if (!(inWord && (c === 39 || c === 45 || c === 0x2019) && i + 1 < text.length)) {
      inWord = false;
    }
  }
  return count;
}

/** CJK symbols and punctuation (、。「」) and full-width ASCII punctuation (，！？：): marks, not letters. */
export function isCjkPunctuation(c: number): boolean {
  return (
    (c >= 0x3000 && c <= 0x303f) ||
    (c >= 0xff01 && c <= 0xff0f) ||
    (c >= 0xff1a && c <= 0xff20) ||
    (c >= 0xff3b && c <= 0xff40) ||
    (c >= 0xff5b && c <= 0xff65)
  );
}

/**
 * Kana and CJK ideographs: the ranges page facts' countWords counts one word per character. Not Hangul: Korean
 * writes spaces between words, each a few syllables long, so a Korean word is a run like any other.
 */
export function isCjk(c: number): boolean {
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff);
}

/**
 * Thai, Lao, Myanmar and Khmer: scripts written without spaces between words (spaces end phrases), which only a
 * dictionary can split.
 */
export function isUnspaced(c: number): boolean {
  return (c >= 0x0e00 && c <= 0x0eff) || (c >= 0x1000 && c <= 0x109f) || (c >= 0x1780 && c <= 0x17ff);
}

let segmenter: Intl.Segmenter | undefined;

/**
 * The words of a run of Thai, Lao, Myanmar or Khmer, by the dictionary-based word breaker of the runtime's ICU
 * (the rules follow the script, so no locale is needed). Only such runs come here: the other scripts are counted by
 * character code, many times faster.
 *
 * @example
 * ```ts
 * segmentedWords('ภาษาไทยเป็นภาษาที่สวยงามมาก'); // 7
 * ```
 */
export function segmentedWords(run: string): number {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  let count = 0;
  for (const part of segmenter.segment(run)) if (part.isWordLike) count++;
  return count;
}

/**
 * The number of runs of non-blanks in a text: what `text.split(/\s+/).filter((w) => w !== '').length` counts,
 * without the array; counted up to `max` (a long paragraph is not read to its end to say it is long).
 */
export function blankSeparated(text: string, max = Number.POSITIVE_INFINITY): number {
  return runsOf(text, false, max);
}

/** The number of runs of blanks in a text: `text.split(/\s+/).length - 1`, without the array. */
export function blankRuns(text: string): number {
  return runsOf(text, true);
}

/** Runs of blanks (`blanks` true) or of non-blanks in a text, up to `max`. */
function runsOf(text: string, blanks: boolean, max = Number.POSITIVE_INFINITY): number {
  let count = 0;
  let inRun = false;
  for (let i = 0; i < text.length && count < max; i++) {
    const member = isBlank(text.charCodeAt(i)) === blanks;
    if (member && !inRun) count++;
    inRun = member;
  }
  return count;
}

// Words as the readers of prose count them: runs of letters, combining marks and digits joined by single apostrophes
// or hyphens (the expression [\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)* in Unicode mode), found by character
// code: the stuffing check reads thousands of words, and a match object per word was most of its cost. ASCII is
// classified by range, any other code point by that expression's own class. Marks belong to the word: Hindi, Bengali
// and Thai write vowels as marks ("गमले" is one word, not "गमल" and "े"), and decomposed accents are marks too.
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/uy;

/** Length in code units of the letter or digit at `at` (2 for one outside the BMP), or 0 when there is none. */
function letterAt(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : 0;
  if (at >= text.length) return 0;
  LETTER_OR_DIGIT.lastIndex = at;
  return LETTER_OR_DIGIT.test(text) ? LETTER_OR_DIGIT.lastIndex - at : 0;
}

/**
 * Where the next word starts at or after `from` (the text's length when none does).
 *
 * @example
 * ```ts
 * wordStart('— l’été', 0); // 2
 * ```
 */
export function wordStart(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const n = letterAt(text, at);
    if (n > 0) return at;
    // A lone surrogate half or a pair that is not a letter: step over the pair as the expression would.
    at += isPairAt(text, at) ? 2 : 1;
  }
  return text.length;
}

/**
 * Where the word starting at `at` ends: letters and digits, joined by single apostrophes or hyphens.
 *
 * @example
 * ```ts
 * wordEnd("don't-stop now", 0); // 10
 * ```
 */
export function wordEnd(text: string, at: number): number {
  let end = at;
  for (;;) {
    for (let n = letterAt(text, end); n > 0; n = letterAt(text, end)) end += n;
    const c = text.charCodeAt(end);
    if (c !== 39 && c !== 45 && c !== 0x2019) return end;
    const n = letterAt(text, end + 1);
    if (n === 0) return end;
    end += 1 + n;
  }
}

/** True when the text holds only ASCII between `from` and `to`. */
export function asciiBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

function isPairAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 0xd800 || c > 0xdbff) return false;
  const d = text.charCodeAt(at + 1);
  return d >= 0xdc00 && d <= 0xdfff;
}

/** Characters of a text read to tell whether it is Korean: a few paragraphs say it. */
const HANGUL_SAMPLE = 2000;
const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;

/**
 * Whether a text is written mostly in Hangul: more than half of the letters in its first 2,000 characters are Hangul
 * syllables or jamo. A Hangul syllable is a whole syllable in one character, so Korean text with English product
 * names and terms in it still passes; English text quoting a Korean name does not.
 *
 * @example
 * ```ts
 * mostlyHangul('서울시가 한강 남단 자전거도로를 12km 늘린다.'); // true
 * mostlyHangul('Seoul (서울) extends its cycle paths.'); // false
 * ```
 */
export function mostlyHangul(text: string): boolean {
  const sample = text.length > HANGUL_SAMPLE ? text.slice(0, HANGUL_SAMPLE) : text;
  // Most pages hold no Hangul at all: one expression scan says so faster than counting the letters.
  if (!HANGUL_SYLLABLE.test(sample)) return false;
  const end = sample.length;
  let hangul = 0;
  let letters = 0;
  for (let i = 0; i < end; i++) {
    const c = sample.charCodeAt(i);
    if ((c >= 0xac00 && c <= 0xd7a3) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f)) {
      hangul++;
      letters++;
    } else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && !isBlank(c))) letters++;
  }
  return hangul * 2 > letters;
}

/**
 * What a permalink anchor leaves at the end of a heading's text when it is not marked hidden: "¶" (Sphinx, MkDocs),
 * "§", a zero-width space (Docusaurus), the link emoji, or "#" after a blank or a question mark ("C#" keeps its own).
 */
const PERMALINK_TAIL = /(?:[\s\u200b\u200c\ufeff¶§]|\u200d|\uD83D\uDD17|(?<=[\s?？؟!.:])#)+$/;

/**
 * A heading's text without the permalink marks after it (see `PERMALINK_TAIL`), trimmed.
 *
 * @example
 * ```ts
 * trimPermalink('Env files supported?¶'); // 'Env files supported?'
 * trimPermalink('Learn C#'); // 'Learn C#'
 * ```
 */
export function trimPermalink(heading: string): string {
  return heading.replace(PERMALINK_TAIL, '').trim();
}
