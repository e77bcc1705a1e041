import type { TypeRule } from '../../schema-rules/index.ts';
import { itemIs, values } from '../../structured-data/read.ts';
import type { StructuredItem, StructuredValue } from '../../structured-data/types.ts';
import type { PropertyContext } from './properties.ts';

/** True when the rule refuses some given form of the property (its `notAs` or `aboveZero`), so it is worth asking. */
export function refusesSome(rule: TypeRule, property: string): boolean {
  return rule.notAs?.[property] !== undefined || rule.aboveZero?.[property] !== undefined;
}

/**
 * What to tell a node that gives a required property only in a form the rule refuses: a merchant listing's `offers`
 * given only as an AggregateOffer, inline or by `@id` (the rule's `notAs`), or its Offer's price as 0 (`aboveZero`).
 * Undefined when some value may meet it (an Offer, text, a node the page does not describe, a price one cannot
 * read as a number), or the rule refuses no form of the property.
 *
 * @example
 * ```ts
 * refusedAdvice(merchantProductRule, product, 'offers', context);
 * // { said: 'offers is an AggregateOffer', advice: 'give an Offer, with its own price, for each variant …' }
 * refusedAdvice(merchantOfferRule, offer, 'price|priceSpecification', context);
 * // { said: 'price is 0.00', advice: 'give the price one pays here, as merchant listings require …' }
 * ```
 */
export function refusedAdvice(
  rule: TypeRule,
  item: StructuredItem,
  property: string,
  context: PropertyContext,
): { said: string; advice: string } | undefined {
  const refused = rule.notAs?.[property];
  if (refused !== undefined) {
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
  const advice = rule.aboveZero?.[property];
  if (advice === undefined) return undefined;
  const active = activePrice(item, context);
  if (active === undefined || active.values.length === 0) return undefined;
  const amounts = active.values.map(amountOf);
  if (!amounts.every((a) => a !== undefined && a <= 0)) return undefined;
  return { said: `${active.path} is ${String(active.values[0]).trim()}`, advice };
}

/**
 * The offer's active price as Google's merchant listing guide reads it: `price` on the Offer when given (Google then
 * ignores priceSpecification), else the price of a priceSpecification that is neither a strikethrough price
 * (priceType) nor a member price (validForMemberTier).
 */
function activePrice(
  item: StructuredItem,
  context: PropertyContext,
): { path: string; values: StructuredValue[] } | undefined {
  const own = values(item, 'price');
  if (own.length > 0) return { path: 'price', values: own };
  const prices: StructuredValue[] = [];
  for (const value of values(item, 'priceSpecification')) {
    const node = context.nodeOf(value);
    if (node === undefined) continue;
    const spec = context.graph.described(node);
    if (values(spec, 'priceType').length > 0 || values(spec, 'validForMemberTier').length > 0) continue;
    prices.push(...values(spec, 'price'));
  }
  return prices.length === 0 ? undefined : { path: 'priceSpecification.price', values: prices };
}

/** A price as a number ("0.00", "0,00", 0); undefined for what does not read as one ("Free", "$0"). */
function amountOf(value: StructuredValue): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return /^-?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : undefined;
}
