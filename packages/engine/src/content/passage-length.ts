// How long a passage should be for an answer engine to lift it whole, and the credit for its length (decision 0065).

/**
 * Length bands of a passage, in words. A passage answer engines can lift whole is 50–300 words (Auriti's lower bound
 * of 50; zubair and codex-seo put the sweet spot at about 134–167 words, which sits inside our best band of 100–200).
 * Outside that range the credit does not stop at once but falls evenly to none at `floor` (30 words, from which the
 * other passage checks count a passage as one an engine could quote) and at `ceiling` (a third past the maximum: a
 * section that long holds two ideas), about a sentence either way, so that one sentence more or less moves a passage
 * by part of its credit, never from all of it to none (decision 0065).
 */
export const PASSAGE_LENGTH = {
  floor: 30,
  min: 50,
  bestMin: 100,
  bestMax: 200,
  max: 300,
  ceiling: 400,
} as const;

/** The credit at `words` on the line through `points` (sorted by words), flat before the first and after the last. */
function onLine(points: readonly (readonly [number, number])[], words: number): number {
  const [first] = points;
  if (first === undefined || words <= first[0]) return first?.[1] ?? 0;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (words <= x1) return Math.round((y0 + ((y1 - y0) * (words - x0)) / (x1 - x0)) * 100) / 100;
  }
  return points[points.length - 1]![1];
}

const { floor, min, bestMin, bestMax, max, ceiling } = PASSAGE_LENGTH;

/**
 * A passage's length credit in its passage-quality score, 0..1, two decimals: 1 in the best band (100–200 words),
 * falling evenly to 0.5 at the ends of the useful range (50 and 300 words) and to none at 30 and 400 words. Where it
 * stepped from 1 to 0.5 to 0 between the bands, a sentence moved a passage a quarter of its length credit at once.
 *
 * @example
 * ```ts
 * lengthScore(150); // 1
 * lengthScore(75); // 0.75
 * lengthScore(350); // 0.25
 * ```
 */
export function lengthScore(words: number): number {
  return onLine(
    [
      [floor, 0],
      [min, 0.5],
      [bestMin, 1],
      [bestMax, 1],
      [max, 0.5],
      [ceiling, 0],
    ],
    words,
  );
}

/**
 * A passage's credit in the passage_length check, 0..1, two decimals: 1 anywhere in the useful range (50–300 words),
 * falling evenly to none at 30 and 400 words, so that a 305-word section counts 0.95 rather than nothing and a
 * 12-word stub or a 450-word wall still counts nothing.
 *
 * @example
 * ```ts
 * quotableLengthCredit(120); // 1
 * quotableLengthCredit(45); // 0.75
 * quotableLengthCredit(450); // 0
 * ```
 */
export function quotableLengthCredit(words: number): number {
  return onLine(
    [
      [floor, 0],
      [min, 1],
      [max, 1],
      [ceiling, 0],
    ],
    words,
  );
}
