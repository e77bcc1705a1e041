import type { KnownVerdict } from './enum-values.ts';

/**
 * The score bands behind each verdict: a score at or above `min` earns the verdict.
 *
 * @example
 * ```ts
 * verdictFor(82); // 'Good'
 * ```
 */
export const VERDICT_BANDS: ReadonlyArray<{ verdict: KnownVerdict; min: number }> = [
  { verdict: 'Excellent', min: 90 },
  { verdict: 'Good', min: 75 },
  { verdict: 'Fair', min: 60 },
  { verdict: 'Poor', min: 40 },
  { verdict: 'Critical', min: 0 },
];

export function verdictFor(score: number): KnownVerdict {
  return VERDICT_BANDS.find((band) => score >= band.min)?.verdict ?? 'Critical';
}
