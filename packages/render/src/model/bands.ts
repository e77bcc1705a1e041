import { VERDICT_BANDS, verdictFor } from '@geo-audit/core/constants';
import type { Translator } from '../i18n/translator.ts';
import type { BandId, IconName, ScoreBandView, Tone } from './types.ts';

const BAND_STYLE: Record<BandId, { tone: Tone; icon: IconName }> = {
  excellent: { tone: 'positive', icon: 'check-circle' },
  good: { tone: 'positive', icon: 'check' },
  fair: { tone: 'caution', icon: 'minus-circle' },
  poor: { tone: 'caution', icon: 'alert-triangle' },
  critical: { tone: 'critical', icon: 'x-octagon' },
  unknown: { tone: 'neutral', icon: 'help-circle' },
};

/** The band id for a score, using core's verdict thresholds; `unknown` when there is no score. */
export function bandIdFor(score: number | null): BandId {
  if (score === null) return 'unknown';
  return verdictFor(score).toLowerCase() as BandId;
}

/** The band a known verdict names (`Good` → `good`), or `null` for verdicts this renderer does not know. */
export function bandIdForVerdict(verdict: string | null): BandId | null {
  const match = VERDICT_BANDS.find((band) => band.verdict.toLowerCase() === verdict?.trim().toLowerCase());
  return match ? (match.verdict.toLowerCase() as BandId) : null;
}

/**
 * The band for a score: tone and colour token, a translated text label and an icon, so the band reads the
 * same with or without colour.
 *
 * @example
 * ```ts
 * scoreBand(74, createTranslator('en')); // { id: 'fair', tone: 'caution', label: 'Fair', icon: 'minus-circle', … }
 * ```
 */
export function scoreBand(
  score: number | null,
  translator: Translator,
  fallback: BandId = 'unknown',
): ScoreBandView {
  const id = score === null ? fallback : bandIdFor(score);
  const style = BAND_STYLE[id];
  return {
    id,
    tone: style.tone,
    colorToken: `--geo-band-${id}`,
    label: translator.t(`band.${id}`),
    icon: style.icon,
  };
}

/** A score with its band, display verdict and accessible summary. */
export interface ScoreDescription {
  score: number | null;
  band: ScoreBandView;
  /** The verdict as sent (translated when known), else the band label, else "No verdict". */
  verdict: string;
  verdictKnown: boolean;
  /** "72 of 100" or "No score". */
  scoreText: string;
  /** "GEO readiness: 72 of 100, Fair". */
  summary: string;
}

/**
 * Describes a score and an optional verdict the same way on every surface (badge, gauge, reports). Without
 * a score the band follows a known verdict, so "Good" with no number still reads as good; an unknown
 * verdict is shown as sent.
 *
 * @example
 * ```ts
 * describeScore(72, 'Fair', createTranslator('en')).summary; // 'GEO readiness: 72 of 100, Fair'
 * ```
 */
export function describeScore(
  score: number | null,
  verdict: string | null,
  translator: Translator,
): ScoreDescription {
  const { t } = translator;
  const verdictBand = bandIdForVerdict(verdict);
  const band = scoreBand(score, translator, verdictBand ?? 'unknown');
  const text = verdictBand
    ? t(`band.${verdictBand}`)
    : (verdict ?? (score === null ? t('verdict.none') : band.label));
  return {
    score,
    band,
    verdict: text,
    verdictKnown: verdict === null ? score !== null : verdictBand !== null,
    scoreText: score === null ? t('score.none') : t('score.of', { score }),
    summary: score === null ? t('score.noneAccessible') : t('score.accessible', { score, verdict: text }),
  };
}
