import { alternatives, type TypeRule } from '../../schema-rules/index.ts';
import { values } from '../../structured-data/read.ts';
import type { StructuredItem } from '../../structured-data/types.ts';

/**
 * What to tell a node that gives as text the property a required path reads into (an Event's `location` as
 * "Town hall, Springfield", where the rule reads `location.address|location.url`): the rule's `asText` advice for
 * that property, when every value of it is text. Undefined for any other path or node: "missing location.address"
 * would send the author looking for an address field text cannot hold.
 *
 * @example
 * ```ts
 * textAdvice(eventRule, event, 'location.address|location.url');
 * // { property: 'location', advice: 'give a Place with name and address, or a VirtualLocation with url' }
 * ```
 */
export function textAdvice(
  rule: TypeRule,
  item: StructuredItem,
  path: string,
): { property: string; advice: string } | undefined {
  if (rule.asText === undefined) return undefined;
  const heads = new Set(alternatives(path).map((name) => name.slice(0, name.indexOf('.'))));
  if (heads.size !== 1) return undefined;
  const [property] = heads;
  const advice = property ? rule.asText[property] : undefined;
  if (property === undefined || advice === undefined) return undefined;
  const given = values(item, property);
  return given.length > 0 && given.every((v) => typeof v === 'string') ? { property, advice } : undefined;
}
