import type { AuditHistoryEntry } from './types.ts';

/** A record's past results, newest first (`AuditRecord.history`, or a host's view of it). */
type WithHistory = { history: readonly AuditHistoryEntry[] };

/**
 * The audit before the shown result, in the form render's `previous` reads, for "Down 19 points since the previous
 * audit (was 78)"; null with one audit or none. The history is newest first and its first entry is the shown result,
 * also while a re-run waits or runs: the coordinator adds to it only when a job completes, and keeps a result that
 * found no page out of it. One rule for every host's panel.
 *
 * @example
 * ```ts
 * previousAudit({ history: [latest, before] }); // { geo_score: before.geoScore, verdict: before.verdict, analyzed_at: … }
 * ```
 */
export function previousAudit(
  record: WithHistory,
): { geo_score: number; verdict: string; analyzed_at: string } | null {
  const previous = record.history[1];
  return previous
    ? { geo_score: previous.geoScore, verdict: previous.verdict, analyzed_at: previous.analyzedAt }
    : null;
}

/**
 * The past scores, oldest first, in the `{score, analyzedAt}` form render's trend reads.
 *
 * @example
 * ```ts
 * trendPoints({ history: [latest, before] }); // [{ score: before.geoScore, … }, { score: latest.geoScore, … }]
 * ```
 */
export function trendPoints(record: WithHistory): Array<{ score: number; analyzedAt: string }> {
  return [...record.history]
    .reverse()
    .map((entry) => ({ score: entry.geoScore, analyzedAt: entry.analyzedAt }));
}
