// Limits and wording shared by the citability module's findings.
import { collapse } from '../../structured-data/dom.ts';

/** Evidence lines a finding lists at most. */
export const MAX_EVIDENCE = 10;

/** Appended to the fix of a check that asks for facts, figures or quotes. */
export const NO_INVENTION =
  ' Only state what you can back up: never invent facts, figures, quotes or sources to fill a gap.';

/** The text collapsed and cut to `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max = 160): string {
  const t = collapse(text);
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** The share scored against its target: 1 at or above it, proportionally less below (two decimals). */
export function ratioScore(share: number, target: number): number {
  return Math.min(1, Math.round((share / target) * 100) / 100);
}
