import type { PageOutcome } from './page-outcome.ts';

/**
 * The most a several-URL Markdown document may weigh, in UTF-8 bytes. GitHub drops a step's whole job summary
 * when it exceeds 1024 KiB ("$GITHUB_STEP_SUMMARY upload aborted"), and one page's full report weighs 25–40 KB:
 * about 30 changed pages would lose the summary table too. The margin leaves room for a line the step adds.
 */
export const SUMMARY_BUDGET_BYTES = 1_000_000;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The page parts a document can hold within `budget` bytes next to `head`: each page keeps its full report
 * while it fits, pages that failed first (their reports say what to fix), then the others, each group in input
 * order; a page whose report does not fit gets `stub(outcome)` in its place. The parts stay in input order.
 *
 * @example
 * ```ts
 * const { parts, leftOut } = fitReports(head, parts, outcomes, (outcome) => `## ${outcome.url}\n\nLeft out.\n`);
 * // leftOut: how many reports were replaced by their stub (0 when everything fits)
 * ```
 */
export function fitReports(
  head: string,
  parts: readonly string[],
  outcomes: readonly PageOutcome[],
  stub: (outcome: PageOutcome) => string,
  budget = SUMMARY_BUDGET_BYTES,
): { parts: string[]; leftOut: number } {
  const stubs = outcomes.map(stub);
  // Every page keeps at least its stub, so the summary always links each one; a separator joins the parts.
  let used = bytes(head) + stubs.reduce((sum, text) => sum + bytes(text) + 1, 0);
  const fitted = [...stubs];
  const order = outcomes
    .map((outcome, index) => ({ failed: outcome.code !== 0, index }))
    .sort((a, b) => Number(b.failed) - Number(a.failed) || a.index - b.index);
  let leftOut = 0;
  for (const { index } of order) {
    const full = parts[index] ?? '';
    const extra = bytes(full) - bytes(stubs[index] ?? '');
    if (used + extra <= budget) {
      fitted[index] = full;
      used += extra;
    } else {
      leftOut += 1;
    }
  }
  return { parts: fitted, leftOut };
}
