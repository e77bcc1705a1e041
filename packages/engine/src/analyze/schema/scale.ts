import type { TypeRule } from '../../schema-rules/index.ts';
import { hasProperty, values } from '../../structured-data/read.ts';
import type { StructuredItem } from '../../structured-data/types.ts';

/** A rating bound the rating's own value makes necessary, and why. */
export interface ScaleBound {
  property: 'bestRating' | 'worstRating';
  why: string;
}

/** The first ratingValue a node gives, as a number ("4,5" read as 4.5), if it gives one. */
function ratingValueOf(item: StructuredItem): number | undefined {
  for (const value of values(item, 'ratingValue')) {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string'
          ? Number.parseFloat(value.trim().replace(',', '.'))
          : Number.NaN;
    if (Number.isFinite(n)) return n;
  }
  return undefined;
}

/**
 * The bound a rating lacks although its value needs it: Google reads a rating without bestRating and worstRating on
 * the rule's assumed scale (1 to 5), so an 8.7 without bestRating, or a 0 without worstRating, is out of range.
 *
 * @example
 * ```ts
 * scaleBounds(ratingRule, { …, properties: { ratingValue: [8.7] } });
 * // [{ property: 'bestRating', why: 'ratingValue 8.7 is above 5, the best rating read without it' }]
 * ```
 */
export function scaleBounds(rule: TypeRule, item: StructuredItem): ScaleBound[] {
  const scale = rule.assumedScale;
  if (scale === undefined) return [];
  const value = ratingValueOf(item);
  if (value === undefined) return [];
  if (value > scale.best && !hasProperty(item, 'bestRating')) {
    return [
      {
        property: 'bestRating',
        why: `ratingValue ${value} is above ${scale.best}, the best rating read without it`,
      },
    ];
  }
  if (value < scale.worst && !hasProperty(item, 'worstRating')) {
    return [
      {
        property: 'worstRating',
        why: `ratingValue ${value} is below ${scale.worst}, the worst rating read without it`,
      },
    ];
  }
  return [];
}

/** The rule's recommendations for this node, less any its rating value makes required (see `scaleBounds`). */
export function recommendedOf(rule: TypeRule, item: StructuredItem): readonly string[] {
  const bounds = scaleBounds(rule, item);
  if (bounds.length === 0) return rule.recommended;
  return rule.recommended.filter((p) => !bounds.some((b) => b.property === p));
}
