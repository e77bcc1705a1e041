import { alternatives, type TypeRule } from '../../schema-rules/index.ts';
import { hasProperty } from '../../structured-data/read.ts';
import type { StructuredItem } from '../../structured-data/types.ts';

/**
 * A node's conditional recommendations it lacks (the rule's `recommendedIf`), each with its case:
 * `dateModified, if the post was edited`. Never counted as missing: the markup cannot show whether the case holds.
 *
 * @example
 * ```ts
 * conditionalGaps(offerRule, offer); // ['validThrough or priceValidUntil, if the price ends on a known date', …]
 * ```
 */
export function conditionalGaps(rule: TypeRule, item: StructuredItem): string[] {
  if (!rule.recommendedIf || rule.richResult === 'retired') return [];
  return Object.entries(rule.recommendedIf)
    .filter(([property]) => !hasProperty(item, property))
    .map(([property, when]) => `${alternatives(property).join(' or ')}, ${when}`);
}
