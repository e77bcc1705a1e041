import { isBlank } from '../structured-data/dom.ts';
import { blankSeparated, isCjk, isCjkPunctuation, isUnspaced, segmentedWords } from './words.ts';

/**
 * How long a sentence is in English words, for limits set in English words (an answer-first opening of at most 40).
 * Chinese, Japanese and Thai write no spaces between words, so counting blanks makes a 150-character Chinese sentence
 * one word, and the limit never applies there.
 *
 * The equivalences are estimates, not measurements (as for Korean in decision 0032q), from the rules of thumb
 * translators quote for what the same text takes in each script:
 * - Chinese: 1.5–1.8 characters per English word (1,000 English words come to 1,500–1,800 characters). 1.7 is taken,
 *   so a 40-word opening is about 68 characters.
 * - Japanese: 2–3 characters per English word, as kana write the particles and endings English writes as words or
 *   leaves out. 2.5 is taken: about 100 characters. A sentence is read as Japanese on a Japanese page or when it holds
 *   kana, which Chinese does not write.
 * - Thai, Lao, Khmer and Myanmar: the runtime's dictionary word breaker splits them into words close to English ones
 *   (decision 0032q), counted one for one.
 * Figures in Latin letters or digits inside such a sentence ("iPhone 15", "2025") count a word per run, as in English.
 */
const CHINESE_CHARS_PER_WORD = 1.7;
const JAPANESE_CHARS_PER_WORD = 2.5;

/** Kana, CJK ideographs and the scripts of `isUnspaced`: a sentence without them is counted by its blanks. */
const UNSPACED_SCRIPT = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff]/;

export interface SentenceLength {
  /** Length in English words (rounded). */
  words: number;
  /** Chinese and Japanese characters in it, for the evidence ("92 characters, about 54 words"); 0 for none. */
  characters: number;
}

/**
 * @example
 * ```ts
 * sentenceLength('The anvil is a block of steel.', null); // { words: 7, characters: 0 }
 * sentenceLength('寿司是日本的传统料理。', 'zh'); // { words: 6, characters: 10 }
 * ```
 */
export function sentenceLength(sentence: string, language: string | null): SentenceLength {
  // Nearly every sentence: what blanks say, with no per-character work beyond one short expression test.
  if (!UNSPACED_SCRIPT.test(sentence)) return { words: blankSeparated(sentence), characters: 0 };
  let runs = 0;
  let inRun = false;
  let characters = 0;
  let kana = false;
  let segmented = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence.charCodeAt(i);
    if (c >= 0x0e00 && isCjk(c)) {
      characters++;
      if (c <= 0x30ff) kana = true;
      inRun = false;
    } else if (c >= 0x0e00 && isUnspaced(c)) {
      let end = i + 1;
      while (end < sentence.length && isUnspaced(sentence.charCodeAt(end))) end++;
      segmented += segmentedWords(sentence.slice(i, end));
      i = end - 1;
      inRun = false;
    } else if (isBlank(c) || isCjkPunctuation(c)) {
      inRun = false;
    } else if (!inRun) {
      runs++;
      inRun = true;
    }
  }
  const japanese = language === 'ja' || (language !== 'zh' && kana);
  const perWord = japanese ? JAPANESE_CHARS_PER_WORD : CHINESE_CHARS_PER_WORD;
  return { words: runs + segmented + Math.round(characters / perWord), characters };
}
