import { type AuditResult, pageNotServedCap } from '@geo-audit/core';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { messages } from './messages.ts';
import { belowMinScoreMessage, unjudgeableMinScore } from './min-score-advice.ts';
import type { PageNote } from './page-note.ts';

/** What an audited page means for the run: its exit code, the advice for stderr and a note for a summary. */
export interface PageJudgement {
  code: ExitCode;
  /** What stderr says about the page (why it failed), or null when nothing failed. */
  advice: string | null;
  /** What a summary table says (`below --min-score 60`), as data for its language, or null when nothing failed. */
  note: PageNote | null;
  /** False when the page was not fetched: its score of 0 says nothing about the page. */
  scored: boolean;
}

/**
 * Why the result was capped because the page was not fetched: its HTTP status, and what answered when that was a
 * 2xx that was not the page (a soft 404); null when the page was fetched.
 */
function pageStatus(result: AuditResult): { status: number; what: string } | null {
  const notFetched = pageNotServedCap(result);
  if (!notFetched) return null;
  const evidence = (notFetched as { evidence?: Array<{ what?: unknown; value?: unknown }> }).evidence;
  const value = evidence?.[0]?.value;
  const what = evidence?.[0]?.what;
  return { status: typeof value === 'number' ? value : 0, what: typeof what === 'string' ? what : '' };
}

/**
 * Judges an audited page: not fetched (a 404, a soft 404) exits 3, a `--min-score` that cannot be judged 2,
 * a score below it 1.
 *
 * @example
 * ```ts
 * judgePage(result, 'https://example.com/', 60);
 * // { code: 1, advice: 'geo_score 42 is below --min-score 60.\n…', note: { kind: 'belowMinScore', minScore: 60 }, … }
 * ```
 */
export function judgePage(result: AuditResult, url: string, minScore: number | null): PageJudgement {
  const notFetched = pageStatus(result);
  if (notFetched !== null) {
    const { status, what } = notFetched;
    const soft = status >= 200 && status < 300;
    const advice =
      status === 0
        ? messages.fetchFailed(url, messages.noResponse)
        : soft
          ? messages.softNotFound(what)
          : messages.pageStatus(status);
    const note: PageNote =
      status === 0
        ? { kind: 'noResponse' }
        : soft
          ? { kind: 'notThePage', status }
          : { kind: 'httpStatus', status };
    return { code: EXIT.fetchFailed, advice, note, scored: false };
  }
  const unjudgeable = minScore !== null ? unjudgeableMinScore(result, minScore) : null;
  if (minScore !== null && unjudgeable !== null) {
    return { code: EXIT.usage, advice: unjudgeable, note: { kind: 'unjudgeable', minScore }, scored: true };
  }
  if (minScore !== null && result.geo_score < minScore) {
    return {
      code: EXIT.belowMinScore,
      advice: belowMinScoreMessage(result, minScore),
      note: { kind: 'belowMinScore', minScore },
      scored: true,
    };
  }
  return { code: EXIT.ok, advice: null, note: null, scored: true };
}
