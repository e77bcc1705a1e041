import { formatHuman } from './format-human.ts';
import type { ListFormat } from './list-format.ts';
import { messages } from './messages.ts';
import { runVerdict, summaryRows } from './run-summary.ts';
import { terminalSafe } from './terminal-safe.ts';

/**
 * The terminal output of a run over several URLs: each page's report as `audit <url>` prints it, under a line
 * naming the page, written as soon as the page is audited; then a summary table and the run's verdict.
 *
 * @example
 * ```ts
 * const format = humanList(60);
 * process.stdout.write(format.page(outcome, 1, 3));
 * ```
 */
export function humanList(minScore: number | null): ListFormat {
  return {
    streamed: true,
    page(outcome, position, total) {
      const body =
        outcome.result === null
          ? `${messages.notAudited(outcome.message ?? '')}\n`
          : formatHuman(outcome.result);
      return terminalSafe(`${messages.pageSeparator(position, total, outcome.url)}\n\n${body}\n`);
    },
    document(_parts, outcomes, code) {
      const rows = summaryRows(outcomes);
      const header = {
        url: messages.columnUrl,
        score: messages.columnScore,
        verdict: messages.columnVerdict,
      };
      const urlWidth = Math.max(...[header, ...rows].map((row) => row.url.length));
      const scoreWidth = Math.max(...[header, ...rows].map((row) => row.score.length));
      const lines = [header, ...rows].map(
        (row) => `  ${row.url.padEnd(urlWidth)}  ${row.score.padStart(scoreWidth)}  ${row.verdict}`,
      );
      return terminalSafe(
        `${messages.summaryHeading}\n\n${lines.join('\n')}\n\n${runVerdict(outcomes, code, minScore)}\n`,
      );
    },
  };
}
