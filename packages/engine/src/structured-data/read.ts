import { isA } from '../schema-rules/hierarchy.ts';
import type { ItemRef, StructuredData, StructuredItem, StructuredValue } from './types.ts';

/** Accessors over structured-data nodes, shared by the schema, eeat and brand analyzers. */

export function isItem(value: StructuredValue | undefined): value is StructuredItem {
  return typeof value === 'object' && value !== null && 'properties' in value;
}

export function isRef(value: StructuredValue | undefined): value is ItemRef {
  return typeof value === 'object' && value !== null && 'ref' in value && !('properties' in value);
}

/** A value with `{"@id"}` references replaced by the node they name, when the page defines it. */
export function resolve(value: StructuredValue, data: StructuredData): StructuredValue {
  return isRef(value) ? (data.byId.get(value.ref) ?? value) : value;
}

/** The values of a property (any of `a|b`), references resolved. */
export function values(item: StructuredItem, property: string, data?: StructuredData): StructuredValue[] {
  const out: StructuredValue[] = [];
  for (const name of property.split('|')) {
    const list = item.properties[name];
    if (!list) continue;
    for (const v of list) out.push(data ? resolve(v, data) : v);
  }
  return out;
}

/** True when the property (any of `a|b`) has at least one non-empty value. */
export function hasProperty(item: StructuredItem, property: string): boolean {
  for (const name of property.split('|')) {
    const list = item.properties[name];
    if (!list) continue;
    for (const v of list) {
      if (typeof v === 'string' ? v.trim() !== '' : true) return true;
    }
  }
  return false;
}

const NAMED_REFERENCE: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
};

/**
 * A JSON-LD string with its HTML character references decoded, once: WordPress stores the site name HTML-encoded
 * and SEO plugins copy it into JSON-LD as is ("Salt &amp; Saffron", "WordLift&#039;s Blog"), where no HTML parser
 * decodes it. Decoded once only, so "&amp;amp;" reads "&amp;", as a browser shows it. The raw values stay in
 * `properties` for whatever reports the markup itself.
 */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_REFERENCE[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Text of a value: strings (HTML character references decoded) and numbers as they are, nodes by their `name`
 * (or `@id`).
 */
export function textOfValue(value: StructuredValue, data?: StructuredData): string | undefined {
  const v = data ? resolve(value, data) : value;
  if (typeof v === 'string') return decodeReferences(v).trim() || undefined;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isItem(v)) {
    for (const name of ['name', 'headline', 'alternateName', 'legalName']) {
      const first = v.properties[name]?.find((x) => typeof x === 'string' && x.trim() !== '');
      if (typeof first === 'string') return decodeReferences(first).trim();
    }
    return v.id;
  }
  return v.ref;
}

/** The first text of a property (any of `a|b`). */
export function firstText(item: StructuredItem, property: string, data?: StructuredData): string | undefined {
  for (const v of values(item, property, data)) {
    const text = textOfValue(v, data);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Every text of a property (URLs of `sameAs`, names of authors …). */
export function allTexts(item: StructuredItem, property: string, data?: StructuredData): string[] {
  const out: string[] = [];
  for (const v of values(item, property, data)) {
    const text = textOfValue(v, data);
    if (text !== undefined) out.push(text);
  }
  return out;
}

/** True when one of the node's types is `ancestor` or a subtype of it. */
export function itemIs(item: StructuredItem, ...ancestors: string[]): boolean {
  return item.types.some((t) => ancestors.some((a) => isA(t, a)));
}

/** Nodes of a type family, roots first then nested ones, each once. */
export function itemsOf(data: StructuredData, ...ancestors: string[]): StructuredItem[] {
  const roots = data.items.filter((i) => itemIs(i, ...ancestors));
  const nested = data.all.filter((i) => !i.root && itemIs(i, ...ancestors));
  return [...roots, ...nested];
}
