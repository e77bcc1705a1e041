import { EXIT, type ExitCode } from './exit-codes.ts';
import { type ListWords, listWords } from './list-words.ts';
import type { RunCounts } from './messages.ts';
import { noteText } from './page-note.ts';
import type { PageOutcome } from './page-outcome.ts';

const ENGLISH = listWords('en');

/** One line of a run's summary table, as text. */
export interface SummaryRow {
  url: string;
  /** The score, or `-` when the page has none worth showing. */
  score: string;
  /** The verdict and what failed, or why the page was not audited. */
  verdict: string;
}

/**
 * The summary table of a run: per page its score and verdict, or why it was not audited, in input order, in
 * the language of `words` (English by default).
 *
 * @example
 * ```ts
 * summaryRows(outcomes); // [{ url: 'https://example.com/', score: '72', verdict: 'Good' }, …]
 * summaryRows(outcomes, listWords('de')); // [{ url: 'https://example.com/', score: '72', verdict: 'Gut' }, …]
 * ```
 */
export function summaryRows(outcomes: readonly PageOutcome[], words: ListWords = ENGLISH): SummaryRow[] {
  return outcomes.map(({ url, result, note, scored }) => {
    const said = note === null ? null : noteText(note, words);
    if (result === null || !scored) return { url, score: '-', verdict: said ?? '' };
    const verdict = words.verdict(result);
    return { url, score: String(result.geo_score), verdict: said === null ? verdict : `${verdict}, ${said}` };
  });
}

/**
 * The run's verdict in one line: passed, or the exit code and how many pages failed how, in the language of
 * `words` (English by default).
 *
 * @example
 * ```ts
 * runVerdict(outcomes, 3, 60); // 'Failed (exit 3): of 2 pages, 1 not fetched, 1 below --min-score 60.'
 * runVerdict(outcomes, 3, 60, listWords('de'));
 * // 'Nicht bestanden (Exit-Code 3): von 2 Seiten 1 nicht abgerufen, 1 unter --min-score 60.'
 * ```
 */
export function runVerdict(
  outcomes: readonly PageOutcome[],
  code: ExitCode,
  minScore: number | null,
  words: ListWords = ENGLISH,
): string {
  if (code === EXIT.ok) return words.runPassed(outcomes.length, minScore);
  const count = (wanted: ExitCode) => outcomes.filter((outcome) => outcome.code === wanted).length;
  const counts: RunCounts = {
    ok: count(EXIT.ok),
    below: count(EXIT.belowMinScore),
    unjudgeable: count(EXIT.usage),
    notFetched: count(EXIT.fetchFailed),
    internal: count(EXIT.internal),
  };
  return words.runFailed(code, outcomes.length, counts, minScore);
}
