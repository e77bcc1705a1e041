import type { Translator } from '../i18n/translator.ts';
import { bandIdForVerdict } from './bands.ts';
import { signedDelta } from './format.ts';
import { readScore, readText, readTimestamp } from './read.ts';
import type { ChangeView } from './types.ts';

function verdictLabel(verdict: string, translator: Translator): string {
  const band = bandIdForVerdict(verdict);
  return band ? translator.t(`band.${band}`) : verdict;
}

/**
 * The change since the previous audit, or `null` when either audit has no score (a missing score is never
 * treated as 0).
 */
export function toChange(
  current: { score: number | null; verdict: string | null },
  previous: Record<string, unknown> | null,
  translator: Translator,
): ChangeView | null {
  if (!previous || current.score === null) return null;
  const previousScore = readScore(previous.geo_score);
  if (previousScore === null) return null;
  const { t } = translator;
  const delta = current.score - previousScore;
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  const previousVerdict = readText(previous.verdict);
  const verdictChanged =
    previousVerdict !== null &&
    current.verdict !== null &&
    previousVerdict.trim().toLowerCase() !== current.verdict.trim().toLowerCase();
  return {
    previousScore,
    delta,
    direction,
    deltaText: signedDelta(delta, translator.locale),
    text:
      direction === 'same'
        ? t('change.same', { previous: previousScore })
        : t(direction === 'up' ? 'change.up' : 'change.down', {
            delta: Math.abs(delta),
            previous: previousScore,
          }),
    tone: direction === 'up' ? 'positive' : direction === 'down' ? 'critical' : 'neutral',
    icon: direction === 'up' ? 'arrow-up' : direction === 'down' ? 'arrow-down' : 'arrow-right',
    previousAnalyzedAt: readTimestamp(previous.analyzed_at),
    verdictText: verdictChanged
      ? t('change.verdict', {
          previous: verdictLabel(previousVerdict, translator),
          current: verdictLabel(current.verdict as string, translator),
        })
      : null,
  };
}
