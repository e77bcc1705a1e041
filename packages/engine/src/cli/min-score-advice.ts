import type { AuditResult } from '@geo-audit/core';
import { messages } from './messages.ts';
import { moduleRows } from './report-rows.ts';

/**
 * What a failed `--min-score` gate prints on stderr: the shortfall, the cap that holds the score down (no
 * other fix lifts it past the cap) and the action plan's first fix. A CI job usually sends the report
 * itself to a file or a job summary, so the log line alone must say where to start.
 *
 * @example
 * ```ts
 * belowMinScoreMessage(result, 70);
 * // 'geo_score 42 is below --min-score 70.\nStart with the action plan's first fix: …'
 * ```
 */
export function belowMinScoreMessage(result: AuditResult, minScore: number): string {
  const lines = [messages.belowMinScore(result.geo_score, minScore)];
  const cap = (result.caps ?? []).filter((entry) => entry.max < minScore).sort((a, b) => a.max - b.max)[0];
  if (cap) lines.push(messages.cappedBelowMinScore(cap.max, cap.reason));
  const first = result.action_plan[0];
  const more = result.action_plan.length - 1;
  // A cap whose own check leads the plan (the gate when --modules left out the module that found the cause)
  // has the cap's reason as its title: the log would say the same sentence twice.
  if (first && cap && first.check === cap.check) lines.push(messages.capIsFirstFix(first.impact, more));
  else if (first) lines.push(messages.firstFix(first.title, first.impact, more));
  return lines.join('\n');
}

/**
 * Why `--min-score` cannot judge this result, or null when it can: when no module that ran counts toward
 * geo_score here (`--modules llmstxt` on a site without llms.txt, `--modules agent_pricing` on a page that
 * sells nothing, a module that failed), geo_score is a default 100 that every page would pass.
 *
 * @example
 * ```ts
 * unjudgeableMinScore(result, 60); // '--min-score 60 cannot be judged on this page: …' or null
 * ```
 */
export function unjudgeableMinScore(result: AuditResult, minScore: number): string | null {
  const weights = result.weights;
  if (weights === undefined || Object.values(weights).some((weight) => weight > 0)) return null;
  const rows = moduleRows(result).filter((row) => row.name !== 'agent_readiness');
  return messages.minScoreUnjudgeable(
    minScore,
    result.geo_score,
    rows.map((row) => `${row.name}: ${row.note}`),
    rows.map((row) => row.name),
  );
}
