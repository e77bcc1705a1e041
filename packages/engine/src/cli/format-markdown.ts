import type { AuditResult } from '@geo-audit/core';
import { messages } from './messages.ts';
import { moduleRows, platformRows } from './report-rows.ts';

/** Escapes what would break a Markdown table cell or be read as HTML (fix texts mention `<table>` …). */
function cell(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');
}

/**
 * A plain Markdown report (for CI job summaries and pull-request comments): score, caps, module table,
 * platforms, and the full action plan. Deliberately simple; @geo-audit/render offers the rich report.
 *
 * @example
 * ```ts
 * await writeFile('geo-audit.md', formatMarkdown(result));
 * ```
 */
export function formatMarkdown(result: AuditResult): string {
  const out: string[] = [];
  out.push(`# ${cell(messages.heading(result.url ?? ''))}`, '');
  out.push(`**${messages.score(result.geo_score, result.verdict)}**`);
  if (result.score_version) out.push('', `_${messages.scoreVersion(result.score_version)}_`);
  for (const cap of result.caps ?? []) out.push('', `> ${cell(messages.capped(cap.max, cap.reason))}`);
  out.push('', `## ${messages.modulesHeading}`, '', '| Module | Score | Note |', '| --- | ---: | --- |');
  for (const row of moduleRows(result)) out.push(`| ${row.name} | ${row.score} | ${cell(row.note)} |`);
  const platforms = platformRows(result);
  if (platforms.length > 0) {
    out.push('', `## ${messages.platformsHeading}`, '');
    for (const { name, entry } of platforms) {
      out.push(
        `- **${name}**: ${entry.score}/100, ${entry.eligible ? messages.eligible : messages.notEligible}`,
      );
      for (const blocker of entry.blockers) out.push(`  - ${cell(blocker)}`);
    }
  }
  out.push('', `## ${messages.actionPlanHeading}`, '');
  if (result.action_plan.length === 0) out.push(messages.nothingToDo);
  else {
    out.push(
      '| # | Priority | Action | Module | Impact | Effort |',
      '| ---: | --- | --- | --- | ---: | --- |',
    );
    result.action_plan.forEach((item, index) => {
      out.push(
        `| ${index + 1} | ${item.priority} | **${cell(item.title)}**<br>${cell(item.fix)} | ${item.module} | ${item.impact} | ${item.effort} |`,
      );
    });
  }
  out.push('', `_${messages.analyzedAt(result.analyzed_at)}_`);
  return `${out.join('\n')}\n`;
}
