import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { sentences } from './signals.ts';

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

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

// `syllable` is pure but costly per call (it pluralizes and applies many patterns), and prose repeats its words:
// counts are remembered for the text being measured. Only for that text: a memo kept across pages would make a
// benchmark that measures the same pages again look cheaper than a first visit is.
function syllablesOf(word: string, memo: Map<string, number>): number {
  let count = memo.get(word);
  if (count === undefined) {
    count = syllable(word);
    memo.set(word, count);
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
  const memo = new Map<string, number>();
  // Segment only what the sample can use.
  for (const sentence of sentences(text.slice(0, SAMPLE_CHARS), lang, 400)) {
    if (words >= SAMPLE_WORDS) break;
    let inSentence = 0;
    const re = new RegExp(WORD.source, WORD.flags);
    for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
      inSentence++;
      if (english) syllables += syllablesOf(m[0], memo);
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
