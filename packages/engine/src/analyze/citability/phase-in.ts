// The checks that need an amount of text, weighed in step with the text between the `some` and `full` amounts.
import type { CheckResult } from '../checks.ts';
import { type Amounts, amountShare } from './amounts.ts';

/**
 * The checks that need an amount of text to judge (figures, their sources, quotations, lists and tables). They do not
 * apply below `some` words; from there their weight grows with the text and is whole at `full`.
 */
export const PHASED_CHECKS: ReadonlySet<string> = new Set([
  'citability.statistics',
  'citability.source_citations',
  'citability.quotations',
  'citability.lists_tables',
]);

/**
 * The check with its weight in proportion to the page's prose between the `some` and `full` amounts (`amountShare`),
 * its evidence saying so; a check that does not apply, is not phased, or has the full amount, as it is. A check that
 * arrived whole at 150 or 300 words made the page that crossed the line score lower than its shorter draft: a home page
 * of plain prose lost 15 points to the statistics check with one sentence (decision 0050).
 *
 * @example
 * ```ts
 * phasedIn(statisticsCheck(metrics, reports, ENGLISH_AMOUNTS), 250, ENGLISH_AMOUNTS).weight; // 1.33 of 2
 * ```
 */
export function phasedIn(check: CheckResult, words: number, amounts: Amounts): CheckResult {
  const share = amountShare(words, amounts);
  if (check.score === null || !PHASED_CHECKS.has(check.check) || share >= 1) return check;
  const weight = Math.round(check.weight * share * 100) / 100;
  return {
    ...check,
    weight,
    evidence: [
      ...(check.evidence ?? []),
      {
        what: `weighs ${Math.round(weight * 10) / 10} of its ${check.weight} until the page has ${amounts.full} words (it has ${words}): a check that needs text counts in step with the text`,
      },
    ],
  };
}
