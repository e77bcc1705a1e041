/**
 * How many words of prose the checks that judge an amount of text expect: `full` for a page that covers its topic
 * (thin content, quotations, lists and tables), `some` for the figures and sources to be judged at all.
 */
export interface Amounts {
  full: number;
  some: number;
  /** Why the amounts differ from the English ones, for the evidence; null for the English amounts. */
  note: string | null;
}

/** The amounts for English and every language without amounts of its own. */
export const ENGLISH_AMOUNTS: Amounts = { full: 300, some: 150, note: null };
/**
 * Korean words, the runs between spaces (eojeol), carry their particles and endings, which English writes as words of
 * their own: one stands for about 1.5 English words, so 200 say what 300 English words do (decision 0032q).
 */
export const KOREAN_AMOUNTS: Amounts = {
  full: 200,
  some: 100,
  note: 'Korean words carry their particles, so 200 say about what 300 English words do',
};

/**
 * How far `words` of prose go from the `some` amount to the `full` one: 0 at or below `some`, 1 at or above `full`,
 * in proportion between. The checks that need text count in this proportion, so that adding words never makes a
 * check's whole weight arrive at once (decision 0050).
 *
 * @example
 * ```ts
 * amountShare(250, ENGLISH_AMOUNTS); // 0.67: 100 of the 150 words from 150 to 300
 * ```
 */
export function amountShare(words: number, amounts: Amounts): number {
  if (words >= amounts.full) return 1;
  if (words <= amounts.some) return 0;
  return (words - amounts.some) / (amounts.full - amounts.some);
}
