import type { TypeRule } from '../../schema-rules/index.ts';
import { itemIs, values } from '../../structured-data/read.ts';
import type { StructuredItem } from '../../structured-data/types.ts';
import type { PropertyContext } from './properties.ts';

/**
 * What to tell a node that gives a required property only in a form the rule refuses (the rule's `notAs`): a
 * merchant listing's `offers` given only as an AggregateOffer, inline or by `@id`. Undefined when some value may meet
 * it (an Offer, text, a node the page does not describe), or the rule refuses no form of the property.
 *
 * @example
 * ```ts
 * refusedAdvice(merchantProductRule, product, 'offers', context);
 * // { said: 'offers is an AggregateOffer', advice: 'give an Offer, with its own price, for each variant …' }
 * ```
 */
export function refusedAdvice(
  rule: TypeRule,
  item: StructuredItem,
  property: string,
  context: PropertyContext,
): { said: string; advice: string } | undefined {
  const refused = rule.notAs?.[property];
  if (refused === undefined) return undefined;
  const given = values(item, property);
  const all =
    given.length > 0 &&
    given.every((value) => {
      const node = context.nodeOf(value);
      return node !== undefined && itemIs(context.graph.described(node), refused.type);
    });
  if (!all) return undefined;
  const article = /^[AEIOU]/.test(refused.type) ? 'an' : 'a';
  return { said: `${property} is ${article} ${refused.type}`, advice: refused.advice };
}
