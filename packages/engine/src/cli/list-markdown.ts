import { renderMarkdown } from '@geo-audit/render';
import type { ListFormat } from './list-format.ts';
import { listWords } from './list-words.ts';
import { fitReports } from './markdown-budget.ts';
import { markdownText, markdownUrl } from './markdown-text.ts';
import { problemText } from './page-note.ts';
import type { PageOutcome } from './page-outcome.ts';
import { runVerdict, summaryRows } from './run-summary.ts';
import { terminalSafe } from './terminal-safe.ts';

/**
 * One Markdown document for a run over several URLs: a title, the run's verdict and a summary table first
 * (a CI job summary shows its top), then each page's report as `audit <url> --markdown` renders it, under a
 * heading naming the page. Headings nest: the title is level 1, each page level 2, its report from level 3.
 * The whole document follows `locale`, so a German job summary does not frame German reports in English.
 * It stays within GitHub's job summary limit: reports that do not fit are left out, those of passing pages first,
 * and the verdict says so (decision 0073).
 *
 * @example
 * ```ts
 * const format = markdownList('en', 60);
 * const parts = outcomes.map((outcome, index) => format.page(outcome, index + 1, outcomes.length));
 * process.stdout.write(format.document(parts, outcomes, 1));
 * ```
 */
export function markdownList(locale: string, minScore: number | null): ListFormat {
  const words = listWords(locale);
  return {
    streamed: false,
    page(outcome) {
      const body =
        outcome.result === null
          ? `${markdownText(words.notAudited(outcome.problem ? problemText(outcome.problem, words) : ''))}\n`
          : renderMarkdown(outcome.result, { locale, headingLevel: 3 });
      return terminalSafe(`## ${markdownUrl(outcome.url)}\n\n${body}`);
    },
    document(parts, outcomes, code) {
      const rows = summaryRows(outcomes, words).map(
        (row) => `| ${markdownUrl(row.url, true)} | ${row.score} | ${markdownText(row.verdict, true)} |`,
      );
      const head = (leftOut: number) =>
        [
          `# ${markdownText(words.listTitle(outcomes.length))}`,
          '',
          markdownText(runVerdict(outcomes, code, minScore, words)),
          ...(leftOut > 0 ? ['', markdownText(words.reportsLeftOut(leftOut))] : []),
          '',
          `| ${words.columnUrl} | ${words.columnScore} | ${words.columnVerdict} |`,
          '| --- | ---: | --- |',
          ...rows,
        ].join('\n');
      const stub = (outcome: PageOutcome) =>
        `## ${markdownUrl(outcome.url)}\n\n${markdownText(words.reportLeftOut)}\n`;
      // Sized with the longest note the head may get, so adding it cannot push the document past the budget.
      const fitted = fitReports(`${head(outcomes.length)}\n\n`, parts, outcomes, stub);
      return terminalSafe(`${head(fitted.leftOut)}\n\n${fitted.parts.join('\n')}`);
    },
  };
}
