import type { AuditResult } from '@geo-audit/core';
import { messages } from './messages.ts';

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
  if (first) lines.push(messages.firstFix(first.title, first.impact, result.action_plan.length - 1));
  return lines.join('\n');
}
