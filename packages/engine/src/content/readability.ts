import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { sentences } from './signals.ts';

/**
 * Readability of the main content: average sentence length (any language) and the Flesch–Kincaid grade
 * (English only: its syllable weights are English). Measured on the first `SAMPLE_WORDS` words so a huge page
 * costs no more than a long article.
 */

export const SAMPLE_WORDS = 400;

export interface Readability {
  sentences: number;
  words: number;
  averageSentenceWords: number;
  /** Flesch–Kincaid grade, or null when the text is not English or too short to judge. */
  grade: number | null;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

// `syllable` is pure but costly per call (it pluralizes and applies many patterns), and prose repeats its words:
// remember counts across pages, bounded so a stream of unique tokens cannot grow it without limit.
const SYLLABLE_CACHE_MAX = 20_000;
const syllableCache = new Map<string, number>();

function syllablesOf(word: string): number {
  let count = syllableCache.get(word);
  if (count === undefined) {
    count = syllable(word);
    if (syllableCache.size >= SYLLABLE_CACHE_MAX) syllableCache.clear();
    syllableCache.set(word, count);
  }
  return count;
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
  // Segment only what the sample can use: about 10 characters per word is generous for any script.
  for (const sentence of sentences(text.slice(0, SAMPLE_WORDS * 10), lang, 400)) {
    if (words >= SAMPLE_WORDS) break;
    let inSentence = 0;
    const re = new RegExp(WORD.source, WORD.flags);
    for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
      inSentence++;
      if (english) syllables += syllablesOf(m[0]);
    }
    // Lines without words (a lone "—" or "•") are not sentences.
    if (inSentence === 0) continue;
    count++;
    words += inSentence;
  }
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
