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
