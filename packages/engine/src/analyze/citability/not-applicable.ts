// Why a citability check did not apply to the page's text, said in its finding.
import type { CheckResult } from '../checks.ts';
import type { Amounts } from './amounts.ts';

/** Neutral names and the reason a check did not apply, for not-applicable findings (`some`/`full`: see `Amounts`). */
export const NOT_APPLICABLE: Record<string, [string, string | 'some' | 'full']> = {
  'citability.answer_first': ['Answer-first openings', 'no passage of 30 words or more'],
  'citability.passage_length': ['Passage length', 'no passage with text'],
  'citability.statistics': ['Specific figures', 'some'],
  'citability.source_citations': ['Source citations', 'some'],
  'citability.readability': ['Readability', 'fewer than 100 words of sentences'],
  'citability.quotations': ['Attributed quotations', 'some'],
  'citability.question_headings': ['Question-form headings', 'fewer than two H2/H3 sections'],
  'citability.lists_tables': ['Lists and tables', 'some'],
  'citability.keyword_stuffing': ['Keyword stuffing', 'fewer than 100 words of main content'],
};

function notApplicableReason(reason: string, amounts: Amounts): string {
  if (reason !== 'some' && reason !== 'full') return reason;
  return `fewer than ${amounts[reason]} words of main content${amounts.note === null ? '' : ` (${amounts.note})`}`;
}
/** Names for the prose checks that have no not-applicable case of their own. */
export const PROSE_LABELS: Record<string, string> = {
  'citability.thin_content': 'Amount of content',
  'citability.passage_quality': 'Passage quality',
  'citability.generic_prose': 'Stock filler openings',
  'citability.self_contained': 'Self-contained openings',
};

/**
 * The check, titled and explained as not applicable when it did not apply for want of text (`NOT_APPLICABLE`); a
 * check that applied, or that gave its own reason, as it is.
 */
export function explainNotApplicable(check: CheckResult, amounts: Amounts): CheckResult {
  const known = NOT_APPLICABLE[check.check];
  if (check.score !== null || !known) return check;
  // A check that gave its own reason (readability on Chinese or Japanese text) keeps it.
  if (check.evidence?.[0]?.what.startsWith('not applicable:')) return check;
  return {
    ...check,
    title: `${known[0]}: not applicable`,
    evidence: [
      { what: `not applicable: ${notApplicableReason(known[1], amounts)}` },
      ...(check.evidence ?? []),
    ],
  };
}
