import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { eachSentence } from './signals.ts';
import { WORDS_BY_SYLLABLES } from './syllable-table.ts';
import { asciiBetween, wordEnd, wordStart } from './words.ts';

/**
 * Readability of the main content: average sentence length (any language) and the Flesch–Kincaid grade
 * (English only: its syllable weights are English). Measured on the first `SAMPLE_WORDS` words so a huge page
 * costs no more than a long article.
 */

export const SAMPLE_WORDS = 400;
/** Characters of the text read for the sample: about 10 per word is generous for any script. */
export const SAMPLE_CHARS = SAMPLE_WORDS * 10;

export interface Readability {
  sentences: number;
  words: number;
  averageSentenceWords: number;
  /** Flesch–Kincaid grade, or null when the text is not English or too short to judge. */
  grade: number | null;
}

// `syllable` is pure but costly per call (it pluralizes and applies many patterns). The most common English words
// are looked up in a table of what it gives them (syllable-table.ts, held to the package by a test); other words are
// counted once per text and remembered for that text only: a memo kept across pages would make a benchmark that
// measures the same pages again look cheaper than a first visit is. `syllable` lower-cases the word after mapping
// accented letters to ASCII ones, and leaves ASCII as it is: an ASCII word counts as its lower-case form, so "The"
// and "the" share one entry.
function syllablesOf(word: string, memo: Map<string, number>): number {
  const key = asciiBetween(word, 0, word.length) ? word.toLowerCase() : word;
  let count = commonWords().get(key) ?? memo.get(key);
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
 * ```
 */
export function readability(text: string, lang: string | null): Readability {
  const english = lang === null || lang === '' || lang.startsWith('en');
  let words = 0;
  let syllables = 0;
  let count = 0;
  const memo = new Map<string, number>();
  let read = 0;
  // Segment only what the sample can use: up to SAMPLE_CHARS characters, 400 sentences and SAMPLE_WORDS words.
  eachSentence(text.slice(0, SAMPLE_CHARS), lang, (sentence) => {
    read++;
    let inSentence = 0;
    for (let at = wordStart(sentence, 0); at < sentence.length; ) {
      const end = wordEnd(sentence, at);
      inSentence++;
      if (english) syllables += syllablesOf(sentence.slice(at, end), memo);
      at = wordStart(sentence, end);
    }
    // Lines without words (a lone "—" or "•") are not sentences.
    if (inSentence > 0) {
      count++;
      words += inSentence;
    }
    return read < 400 && words < SAMPLE_WORDS;
  });
  const grade =
    english && words >= 50 && count > 0
      ? Math.round(fleschKincaid({ sentence: count, word: words, syllable: syllables }) * 10) / 10
      : null;
  return {
    sentences: count,
    words,
    averageSentenceWords: count === 0 ? 0 : Math.round((words / count) * 10) / 10,
    grade,
  };
}
