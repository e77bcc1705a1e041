import { firstText, isItem, values } from './read.ts';
import type { StructuredData, StructuredItem, StructuredValue } from './types.ts';

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
 * Whether two organization nodes describe one business: they share an address (its street line), a telephone
 * number, an e-mail address, a url or a sameAs profile. Squarespace prints its Business Information so: an
 * Organization with the address, email and profiles, and a LocalBusiness with the same address and the name.
 *
 * @example
 * ```ts
 * sameBusiness(squarespaceOrganization, bluebirdCafe, data); // true: one street address
 * ```
 */
export function sameBusiness(a: StructuredItem, b: StructuredItem, data: StructuredData): boolean {
  const keys = keysOf(b, data);
  if (keys.size === 0) return false;
  for (const key of keysOf(a, data)) if (keys.has(key)) return true;
  return false;
}
