import type { AuditResult } from '@geo-audit/core';
import { messages } from './messages.ts';
import { moduleRows, platformRows } from './report-rows.ts';

const MAX_ITEMS = 10;

/** A text bar for a 0–100 score; the number is always printed next to it (never the bar alone). */
function bar(score: number): string {
  const filled = Math.round(score / 10);
  return `${'#'.repeat(filled)}${'.'.repeat(10 - filled)}`;
}

/**
 * The default terminal report: score and verdict, caps with their reasons, module scores, platform
 * eligibility and the top of the action plan. Plain text, no colour.
 *
 * @example
 * ```ts
 * process.stdout.write(formatHuman(result));
 * ```
 */
export function formatHuman(result: AuditResult): string {
  const lines: string[] = [];
  lines.push(messages.heading(result.url ?? ''));
  lines.push(
    `${messages.score(result.geo_score, result.verdict)}${result.score_version ? `  [${messages.scoreVersion(result.score_version)}]` : ''}`,
  );
  for (const cap of result.caps ?? []) lines.push(messages.capped(cap.max, cap.reason));
  lines.push('', messages.modulesHeading);
  const rows = moduleRows(result);
  const width = Math.max(...rows.map((row) => row.name.length), 0);
  for (const row of rows) {
    lines.push(
      `  ${row.name.padEnd(width)}  ${String(row.score).padStart(3)}  ${bar(row.score)}  ${row.note}`,
    );
  }
  const platforms = platformRows(result);
  if (platforms.length > 0) {
    lines.push('', messages.platformsHeading);
    for (const { name, entry } of platforms) {
      const status = entry.eligible ? messages.eligible : messages.notEligible;
      lines.push(`  ${name}: ${entry.score}/100, ${status}`);
      for (const blocker of entry.blockers) lines.push(`    - ${blocker}`);
    }
  }
  lines.push('', messages.actionPlanHeading);
  if (result.action_plan.length === 0) lines.push(`  ${messages.nothingToDo}`);
  result.action_plan.slice(0, MAX_ITEMS).forEach((item, index) => {
    const number = `  ${index + 1}. `;
    lines.push(
      `${number}[${item.priority}] ${item.title} (${item.module}; ${messages.points(item.impact)}; ${messages.effort(item.effort)})`,
    );
    // Under its title, also for 10.: a fix that starts a column left reads as belonging to no item.
    lines.push(`${' '.repeat(number.length)}${item.fix}`);
  });
  if (result.action_plan.length > MAX_ITEMS) {
    lines.push(`  ${messages.moreItems(result.action_plan.length - MAX_ITEMS)}`);
  }
  lines.push('', messages.analyzedAt(result.analyzed_at));
  return `${lines.join('\n')}\n`;
}
