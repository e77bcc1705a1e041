import { createTranslator, type Translator } from '../i18n/translator.ts';
import { isRecord, readScore, readTimestamp } from './read.ts';
import type { TrendPoint, TrendView } from './types.ts';

/**
 * Past scores for the sparkline, oldest first, with a text alternative. Accepts audit results or
 * `{score, analyzedAt}` points; entries without a score are skipped.
 *
 * @example
 * ```ts
 * toTrend([{ geo_score: 55 }, { geo_score: 72 }]).summary; // '2 audits: from 55 to 72; lowest 55, highest 72.'
 * ```
 */
export function toTrend(
  history: readonly unknown[],
  translator: Translator = createTranslator('en'),
): TrendView {
  const points: TrendPoint[] = [];
  for (const item of history) {
    if (!isRecord(item)) continue;
    const score = readScore(item.score ?? item.geo_score);
    if (score === null) continue;
    points.push({ score, analyzedAt: readTimestamp(item.analyzedAt ?? item.analyzed_at) });
  }
  // Sort by time when every point has one; otherwise trust the given order (oldest first).
  if (points.every((point) => point.analyzedAt !== null)) {
    points.sort((a, b) => Date.parse(a.analyzedAt as string) - Date.parse(b.analyzedAt as string));
  }
  if (points.length === 0) return { points, summary: translator.t('trend.empty'), min: null, max: null };
  const scores = points.map((point) => point.score);
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  // "1 audit: from 76 to 76; lowest 76, highest 76" says one number five times.
  if (min === max) {
    return { points, min, max, summary: translator.t('trend.steady', { count: points.length, score: min }) };
  }
  return {
    points,
    min,
    max,
    summary: translator.t('trend.summary', {
      count: points.length,
      first: scores[0],
      last: scores[scores.length - 1],
      min,
      max,
    }),
  };
}
