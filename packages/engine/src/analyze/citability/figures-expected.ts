// How many figures the statistics check expects of a page, and the credit for the ones it states (decision 0060).
import type { Amounts } from './amounts.ts';
import { ratioScore } from './evidence.ts';

/**
 * Figures a page is expected to state for full credit, up to `LONG_PAGE` times the full amount. The GEO paper's
 * lift came from a passage stating figures, not from their rate: three precise figures answer as well on a page of
 * 400 words as on one of 1,200, so the expectation does not grow with ordinary prose.
 */
export const FIGURES_EXPECTED = 3;

/**
 * Times the full amount (1,500 English words, 1,000 Korean ones) past which a page is expected to state figures in
 * proportion to its length, at the rate of `FIGURES_EXPECTED` per that many words (2 per 1,000 English words). Only
 * a page this long can hold so much prose that three figures leave most of it without one.
 */
const LONG_PAGE = 5;

/** The words past which the expectation grows with the page (1,500 in English). */
export function longPageWords(amounts: Amounts): number {
  return LONG_PAGE * amounts.full;
}

/** Figures per 1,000 words a page longer than `longPageWords` is expected to state (2 in English, 3 in Korean). */
export function longPageRate(amounts: Amounts): number {
  return (FIGURES_EXPECTED * 1000) / longPageWords(amounts);
}

/**
 * How many figures a page of `words` prose words is expected to state for full credit: `FIGURES_EXPECTED` up to
 * `longPageWords`, then as many per word. It never jumps, so an editor's added paragraph of plain prose costs nothing
 * on an ordinary page and, on a very long one, only its share of the text.
 *
 * @example
 * ```ts
 * figuresExpected(800, ENGLISH_AMOUNTS); // 3
 * figuresExpected(3_000, ENGLISH_AMOUNTS); // 6
 * ```
 */
export function figuresExpected(words: number, amounts: Amounts): number {
  return FIGURES_EXPECTED * Math.max(1, words / longPageWords(amounts));
}

/**
 * The statistics check's score: the figures stated over the figures expected (`figuresExpected`), 1 at or above,
 * two decimals. Continuous in both: one more figure or one more sentence moves it by a step no larger than its
 * share, where the former pass/half/fail bands on figures per 1,000 words (5 and 2) flipped a passing page to half
 * credit when plain prose was added.
 *
 * @example
 * ```ts
 * figureCredit(2, 600, ENGLISH_AMOUNTS); // 0.67
 * figureCredit(3, 3_000, ENGLISH_AMOUNTS); // 0.5
 * ```
 */
export function figureCredit(figures: number, words: number, amounts: Amounts): number {
  return ratioScore(figures, figuresExpected(words, amounts));
}
