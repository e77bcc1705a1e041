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
      if (english) syllables += syllable(m[0]);
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
