import type { NodeGraph } from '../../structured-data/merge.ts';
import { firstText, hasProperty, isItem, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem, StructuredValue } from '../../structured-data/types.ts';

/** Properties whose shared value shows two nodes describe one business. */
const IDENTIFYING = ['address', 'telephone', 'email', 'url', 'sameAs'] as const;

/** A value as it is compared: an address's street line, a phone's digits, a URL without its scheme or slash. */
function keyOf(property: string, value: StructuredValue, data: StructuredData): string | undefined {
  const text = isItem(value)
    ? property === 'address'
      ? firstText(value, 'streetAddress', data)
      : undefined
    : typeof value === 'string'
      ? value
      : undefined;
  if (text === undefined) return undefined;
  if (property === 'telephone') {
    const digits = text.replace(/\D/g, '');
    return digits.length >= 6 ? digits.slice(-9) : undefined;
  }
  const plain = text
    .toLowerCase()
    .replace(/^mailto:|^https?:\/\/(?:www\.)?/, '')
    .replace(/\/+$/, '');
  // An address's street line: "714 Haywood Rd\nAsheville, NC" and a PostalAddress's "714 Haywood Rd" are one place.
  const line = property === 'address' ? plain.split(/[\n,]/)[0]! : plain;
  const key = line.replace(/\s+/g, ' ').trim();
  return key.length >= 4 ? key : undefined;
}

function keysOf(node: StructuredItem, data: StructuredData): Set<string> {
  const keys = new Set<string>();
  for (const property of IDENTIFYING) {
    for (const value of values(node, property)) {
      const key = keyOf(property, value, data);
      if (key !== undefined) keys.add(`${property}:${key}`);
    }
  }
  return keys;
}

/**
 * A test of whether a nameless Organization (no name, no legalName) is named by a twin: another top-level
 * Organization node of the page, a LocalBusiness most often, that has a name and shares an address, telephone,
 * email, url or sameAs profile with it. Squarespace prints its Business Information so: an Organization with the
 * address, email and profiles, and a LocalBusiness with the same address and the name. Reads the top-level nodes
 * only, and only when some Organization lacks a name.
 *
 * @example
 * ```ts
 * const named = namedTwinTest(data, graph);
 * named(squarespaceOrganization); // true: the LocalBusiness "Bluebird Café" shares its address
 * ```
 */
export function namedTwinTest(data: StructuredData, graph: NodeGraph): (item: StructuredItem) => boolean {
  let named: { node: StructuredItem; keys: Set<string> }[] | undefined;
  return (item) => {
    named ??= data.items
      .map((node) => graph.described(node))
      .filter((node) => itemIs(node, 'Organization') && hasProperty(node, 'name'))
      .map((node) => ({ node, keys: keysOf(node, data) }));
    if (named.length === 0) return false;
    const own = keysOf(item, data);
    return named.some(({ node, keys }) => node !== item && [...own].some((key) => keys.has(key)));
  };
}
