import { EXIT, type ExitCode } from './exit-codes.ts';
import { messages, type RunCounts } from './messages.ts';
import type { PageOutcome } from './page-outcome.ts';

/** One line of a run's summary table, as text. */
export interface SummaryRow {
  url: string;
  /** The score, or `-` when the page has none worth showing. */
  score: string;
  /** The verdict and what failed, or why the page was not audited. */
  verdict: string;
}

/**
 * The summary table of a run: per page its score and verdict, or why it was not audited, in input order.
 *
 * @example
 * ```ts
 * summaryRows(outcomes); // [{ url: 'https://example.com/', score: '72', verdict: 'Good' }, …]
 * ```
 */
export function summaryRows(outcomes: readonly PageOutcome[]): SummaryRow[] {
  return outcomes.map(({ url, result, note, scored }) => {
    if (result === null || !scored) return { url, score: '-', verdict: note ?? '' };
    return {
      url,
      score: String(result.geo_score),
      verdict: note === null ? result.verdict : `${result.verdict}, ${note}`,
    };
  });
}

/**
 * The run's verdict in one line: passed, or the exit code and how many pages failed how.
 *
 * @example
 * ```ts
 * runVerdict(outcomes, 3, 60); // 'Failed (exit 3): of 2 pages, 1 not fetched, 1 below --min-score 60.'
 * ```
 */
export function runVerdict(
  outcomes: readonly PageOutcome[],
  code: ExitCode,
  minScore: number | null,
): string {
  if (code === EXIT.ok) return messages.runPassed(outcomes.length, minScore);
  const count = (wanted: ExitCode) => outcomes.filter((outcome) => outcome.code === wanted).length;
  const counts: RunCounts = {
    ok: count(EXIT.ok),
    below: count(EXIT.belowMinScore),
    unjudgeable: count(EXIT.usage),
    notFetched: count(EXIT.fetchFailed),
    internal: count(EXIT.internal),
  };
  return messages.runFailed(code, outcomes.length, counts, minScore);
}
