import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { eachSentence } from './signals/sentences.ts';
import { WORDS_BY_SYLLABLES } from './syllable-table.ts';
import { asciiBetween, isCjk, isUnspaced, wordEnd, wordStart } from './words.ts';

/**
 * Readability of the main content: average sentence length (any language written in words) and the
 * Flesch–Kincaid grade (English only: its syllable weights are English). Measured on the first `SAMPLE_WORDS` words
 * so a huge page costs no more than a long article.
 */

export const SAMPLE_WORDS = 400;
/** Characters of the text read for the sample: about 10 per word is generous for any script. */
export const SAMPLE_CHARS = SAMPLE_WORDS * 10;

/**
 * The share of sampled words (numbers aside) that must be common English words for the text to be graded as
 * English, whatever `lang` says: a theme's default lang="en-US" over German text, or no lang at all, is common.
 * Measured on the table of about 10,700 common words: English prose scores 0.66–0.89 (the README and decision
 * records), English dense with names, URLs and product terms 0.47 at the lowest (the GEO research notes), the
 * generated English bench pages 0.89–0.99, and the English event listings of the extruct corpus (venue and band
 * names) 0.22–0.36; German, Dutch, French, Spanish, Portuguese, Polish and Russian review pages score 0.05–0.13,
 * and a Dutch portfolio page of the corpus without lang 0.18.
 */
export const ENGLISH_SHARE = 0.3;

/** Why a text has no Flesch–Kincaid grade. */
export type NoGradeReason =
  /** `lang` names another language. */
  | 'lang'
  /** `lang` says English or nothing, but too few of the words are common English words. */
  | 'not-english'
  /**
   * Chinese, Japanese, Thai, Lao, Khmer or Myanmar text: not written in separate words, so neither sentence length
   * in words nor the grade applies.
   */
  | 'cjk'
  /** Fewer than 50 words or no sentence. */
  | 'short';

export interface Readability {
  sentences: number;
  words: number;
  averageSentenceWords: number;
  /** Flesch–Kincaid grade, or null when the text is not English or too short to judge (see `noGrade`). */
  grade: number | null;
  /** Why `grade` is null; null when there is a grade. */
  noGrade: NoGradeReason | null;
  /** Share of the sampled words (numbers aside) that are common English words, when lang allowed English. */
  englishShare: number | null;
}

// `syllable` is pure but costly per call (it pluralizes and applies many patterns). The most common English words
// are looked up in a table of what it gives them (syllable-table.ts, held to the package by a test); other words are
// counted once per text and remembered for that text only: a memo kept across pages would make a benchmark that
// measures the same pages again look cheaper than a first visit is. `syllable` lower-cases the word after mapping
// accented letters to ASCII ones, and leaves ASCII as it is: an ASCII word counts as its lower-case form, so "The"
// and "the" share one entry. The table lookup doubles as the English test (`ENGLISH_SHARE`).
function uncommonSyllables(key: string, memo: Map<string, number>): number {
  let count = memo.get(key);
  if (count === undefined) {
    count = syllable(key);
    memo.set(key, count);
  }
  return count;
}

let common: Map<string, number> | undefined;

/** The table as a map, built on first use (about 10,700 words). */
export function commonWords(): ReadonlyMap<string, number> {
  if (common === undefined) {
    common = new Map();
    WORDS_BY_SYLLABLES.forEach((words, count) => {
      for (const word of words.split(/\s+/)) if (word !== '') common!.set(word, count);
    });
  }
  return common;
}

/**
 * @example
 * ```ts
 * readability('The cat sat. It was warm.', 'en').averageSentenceWords; // 3
 * readability(germanText, 'en').noGrade; // 'not-english'
 * ```
 */
export function readability(text: string, lang: string | null): Readability {
  const claimsEnglish = lang === null || lang === '' || lang.startsWith('en');
  const table = commonWords();
  let words = 0;
  let syllables = 0;
  let count = 0;
  // Words that are not numbers, those found in the common-words table, and words of scripts without spaces (Chinese,
  // Japanese, Thai …).
  let lettered = 0;
  let common = 0;
  let cjk = 0;
  const memo = new Map<string, number>();
  let read = 0;
  // Segment only what the sample can use: up to SAMPLE_CHARS characters, 400 sentences and SAMPLE_WORDS words.
  eachSentence(text.slice(0, SAMPLE_CHARS), lang, (sentence) => {
    read++;
    let inSentence = 0;
    for (let at = wordStart(sentence, 0); at < sentence.length; ) {
      const end = wordEnd(sentence, at);
      inSentence++;
      const c = sentence.charCodeAt(at);
      if (c >= 0x0e00 && (isCjk(c) || isUnspaced(c))) cjk++;
      if (claimsEnglish) {
        const word = sentence.slice(at, end);
        const key = asciiBetween(word, 0, word.length) ? word.toLowerCase() : word;
        const known = table.get(key);
        if (known === undefined) syllables += uncommonSyllables(key, memo);
        else syllables += known;
        // A number is no word of any language.
        if (c < 48 || c > 57) {
          lettered++;
          if (known !== undefined) common++;
        }
      }
      at = wordStart(sentence, end);
    }
    // Lines without words (a lone "—" or "•") are not sentences.
    if (inSentence > 0) {
      count++;
      words += inSentence;
    }
    return read < 400 && words < SAMPLE_WORDS;
  });
  const englishShare = claimsEnglish && lettered > 0 ? common / lettered : null;
  const noGrade: NoGradeReason | null =
    words > 0 && cjk * 2 > words
      ? 'cjk'
      : !claimsEnglish
        ? 'lang'
        : words < 50 || count === 0
          ? 'short'
          : (englishShare ?? 0) < ENGLISH_SHARE
            ? 'not-english'
            : null;
  const grade =
    noGrade === null
      ? Math.round(fleschKincaid({ sentence: count, word: words, syllable: syllables }) * 10) / 10
      : null;
  return {
    sentences: count,
    words,
    averageSentenceWords: count === 0 ? 0 : Math.round((words / count) * 10) / 10,
    grade,
    noGrade,
    englishShare: englishShare === null ? null : Math.round(englishShare * 100) / 100,
  };
}
