import type { HeadingProps } from './skin.ts';

export type HeadingLevel = HeadingProps['level'];

/** The next outline level, capped at 6. */
export function below(level: HeadingLevel, steps = 1): HeadingLevel {
  return Math.min(6, level + steps) as HeadingLevel;
}
