import { AnalysisMemo } from '../memo/analysis-memo.ts';
import { commonWords, ENGLISH_SHARE } from './readability.ts';

/**
 * Whether a text reads as English, by the share of its first words found in the common-English-words table, as
 * readability decides it (decision 0031x). eeat uses it to spare English pages the scans for other languages'
 * words, which would find nothing there, and citability to read other languages' question words only on pages not in
 * English; `lang` is not asked, as themes often leave it at "en-US" over German text.
 */
const SAMPLE_CHARS = 2000;
const SAMPLE_WORDS = 200;
/** Fewer words than this say nothing either way: the other languages are looked for too. */
const MIN_WORDS = 20;
/**
 * A word: letters of any script and apostrophes. Not Unicode-mode, which would make this a measurable share of
 * eeat: letters are the ASCII ones and everything from U+00C0 up that is not punctuation or a space.
 */
const WORD =
  /[A-Za-z\u00C0-\u1FFF\u2C00-\u2DFF\u3040-\uFFEF]['’A-Za-z\u00C0-\u1FFF\u2C00-\u2DFF\u3040-\uFFEF]*/g;

/**
 * The last text asked about in the running analysis, with its answer: eeat and citability both ask of the page's
 * main text (the same string, built once by content/texts.ts, when it holds no code), and the answer is read once.
 * One slot, compared by identity first: a map keyed by the text would hash the whole page text to find the entry. The
 * slot's key is this module's own object, so the entry is dropped when the analysis ends (memo/analysis-memo.ts).
 */
const LAST = {};
const last = new AnalysisMemo<typeof LAST, { text: string; english: boolean }>();

/**
 * @example
 * ```ts
 * readsAsEnglish('The council voted to build new cycle lanes in the town centre …'); // true
 * readsAsEnglish('Der Stadtrat hat beschlossen, neue Radwege anzulegen …'); // false
 * ```
 */
export function readsAsEnglish(text: string): boolean {
  const known = last.get(LAST);
  if (known !== undefined && known.text === text) return known.english;
  const english = sampleReadsAsEnglish(text);
  last.set(LAST, { text, english });
  return english;
}

/**
 * The test itself. Its own word expression, not the shared word reader of words.ts (`wordStart`/`wordEnd`): that one
 * joins hyphenated words ("long-term") and reads numbers as words, and gave another answer on 6 of the 300-odd
 * windows of the extruct corpus.
 */
function sampleReadsAsEnglish(text: string): boolean {
  const table = commonWords();
  const sample = text.slice(0, SAMPLE_CHARS);
  let words = 0;
  let common = 0;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(sample); m !== null && words < SAMPLE_WORDS; m = WORD.exec(sample)) {
    words++;
    const word = m[0].toLowerCase();
    if (table.has(word.includes('’') ? word.replace(/’/g, "'") : word)) common++;
  }
  return words >= MIN_WORDS && common / words >= ENGLISH_SHARE;
}
