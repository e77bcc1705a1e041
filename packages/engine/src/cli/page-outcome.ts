import type { AuditResult } from '@geo-audit/core';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { listWords } from './list-words.ts';
import type { PageAudit } from './page-audit.ts';
import { judgePage } from './page-judgement.ts';
import { type PageNote, type PageProblem, problemText } from './page-note.ts';

/** How one page of a run over several ended: what its report shows, the summary says and stderr tells. */
export interface PageOutcome {
  url: string;
  /** Null when the page was not audited, or its report could not be rendered. */
  result: AuditResult | null;
  code: ExitCode;
  /** What stderr says about the page, or null when nothing failed. */
  message: string | null;
  /** What the summary shows after the verdict or in its place, worded by each list, or null when nothing failed. */
  note: PageNote | null;
  /** Why the page has no result (`message` says it in English), or null when it has one. */
  problem: PageProblem | null;
  /** False when there is no score worth showing (the page was not fetched, or not audited). */
  scored: boolean;
}

/**
 * A page's audit judged against `--min-score`. Throws when the result is too broken to judge; the caller
 * then records it with {@link unrendered}.
 *
 * @example
 * ```ts
 * settle(await auditPage(url, args, runAudit), 60);
 * // { url, result, code: 1, note: { kind: 'belowMinScore', minScore: 60 }, … }
 * ```
 */
export function settle(page: PageAudit, minScore: number | null): PageOutcome {
  if ('failure' in page) {
    const { code, message, note, problem } = page.failure;
    return { url: page.url, result: null, code, message, note, problem, scored: false };
  }
  const { code, advice, note, scored } = judgePage(page.result, page.url, minScore);
  return { url: page.url, result: page.result, code, message: advice, note, problem: null, scored };
}

/**
 * The outcome of a page whose report failed to render: an internal error (4), never taken for a low score.
 *
 * @example
 * ```ts
 * unrendered('https://example.com/', new Error('no action plan')); // { code: 4, result: null, … }
 * ```
 */
export function unrendered(url: string, error: unknown): PageOutcome {
  const detail = error instanceof Error ? error.message : String(error);
  const problem: PageProblem = { kind: 'internal', detail };
  return {
    url,
    result: null,
    code: EXIT.internal,
    message: problemText(problem, listWords('en')),
    note: { kind: 'reportFailed', detail },
    problem,
    scored: false,
  };
}
