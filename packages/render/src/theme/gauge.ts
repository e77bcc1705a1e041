/** Geometry of the score ring shared by the React gauge and the static report, in a 120×120 viewBox. */
export const GAUGE = { size: 120, radius: 52, stroke: 12 } as const;

/** The stroke-dasharray that fills the ring to `score` percent (an empty ring for no score). */
export function gaugeDash(score: number | null): string {
  const circumference = 2 * Math.PI * GAUGE.radius;
  const filled = ((score ?? 0) / 100) * circumference;
  return `${filled.toFixed(2)} ${circumference.toFixed(2)}`;
}
