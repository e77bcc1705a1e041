import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translator.ts';
import { describeScore } from '../../src/model/bands.ts';
import { toViewModel } from '../../src/model/to-view-model.ts';

const boundaries: Array<[number, string, string]> = [
  [0, 'critical', 'Critical'],
  [39, 'critical', 'Critical'],
  [40, 'poor', 'Poor'],
  [59, 'poor', 'Poor'],
  [60, 'fair', 'Fair'],
  [74, 'fair', 'Fair'],
  [75, 'good', 'Good'],
  [89, 'good', 'Good'],
  [90, 'excellent', 'Excellent'],
  [100, 'excellent', 'Excellent'],
];

describe('score bands', () => {
  it.each(boundaries)('score %i falls in the %s band', (score, band, label) => {
    const model = toViewModel({ geo_score: score });
    expect(model.band.id).toBe(band);
    expect(model.band.label).toBe(label);
    expect(model.band.colorToken).toBe(`--geo-band-${band}`);
    expect(model.summary).toBe(`GEO readiness: ${score} of 100, ${label}`);
  });

  it('gives every band its own icon and text, so colour is never the only cue', () => {
    const t = createTranslator('en');
    const bands = [10, 50, 65, 80, 95, null].map((score) => describeScore(score, null, t).band);
    expect(new Set(bands.map((band) => band.icon)).size).toBe(bands.length);
    expect(new Set(bands.map((band) => band.label)).size).toBe(bands.length);
  });

  it('rounds fractional scores and clamps out-of-range ones instead of inventing a band', () => {
    expect(toViewModel({ geo_score: 89.6 }).band.id).toBe('excellent');
    expect(toViewModel({ geo_score: 101.4 }).score).toBe(100);
    expect(toViewModel({ geo_score: -3 }).band.id).toBe('critical');
  });

  it('translates band labels', () => {
    expect(toViewModel({ geo_score: 72 }, { locale: 'de' }).band.label).toBe('Befriedigend');
  });
});
