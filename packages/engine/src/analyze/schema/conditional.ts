import { alternatives, type TypeRule } from '../../schema-rules/index.ts';
import { hasProperty } from '../../structured-data/read.ts';
import type { StructuredItem } from '../../structured-data/types.ts';
import { recommendedOf } from './scale.ts';

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

/**
 * The recommendations a node's share is scored on: the rule's (see `recommendedOf`), and the conditional ones it
 * gives, whose case it thereby shows to hold. A conditional property it lacks is not counted, as the case may not
 * hold; one it gives counts as met, so an Offer with priceValidUntil scores 3 of 4, not the 2 of 3 of one without
 * its sale date and url, and a node that does more never scores less. A rule that recommends nothing else still
 * scores nothing.
 *
 * @example
 * ```ts
 * scoredRecommendations(offerRule, { …, properties: { availability, itemCondition, priceValidUntil } });
 * // ['availability', 'url', 'itemCondition', 'validThrough|priceValidUntil']
 * ```
 */
export function scoredRecommendations(rule: TypeRule, item: StructuredItem): readonly string[] {
  const base = recommendedOf(rule, item);
  if (base.length === 0 || !rule.recommendedIf) return base;
  const given = Object.keys(rule.recommendedIf).filter(
    (property) => !base.includes(property) && hasProperty(item, property),
  );
  return given.length === 0 ? base : [...base, ...given];
}
