import { isItem, isRef, itemIs } from './read.ts';
import type { StructuredData, StructuredItem, StructuredValue } from './types.ts';

/**
 * Inverse properties (schema.org declares each pair): a variant's `isVariantOf` puts it in the group's
 * `hasVariant`, as Google's product-variants guide lets a site write either side.
 */
const INVERSES: Readonly<Record<string, string>> = { isVariantOf: 'hasVariant' };

/** The graph as JSON-LD flattening reads it: one described node per `@id`. */
export interface NodeGraph {
  /**
   * The node as the page describes it: its own properties plus those of every other node with the same `@id`
   * (https://www.w3.org/TR/json-ld11/#flattened-document-form), plus inverse properties other nodes state, and a
   * ProductGroup's ID when only its variants give it (inProductGroupWithID).
   */
  described(item: StructuredItem): StructuredItem;
}

/**
 * Groups the page's nodes by `@id`, so an `author: {"@id": "#jane", "url": …}` whose name is given by the
 * `@graph`'s Person is read as one Person with both. The extraction itself is left as it is.
 *
 * @example
 * ```ts
 * const graph = nodeGraph(extractStructuredData(document));
 * const person = graph.described(authorNode); // has the name given elsewhere in the @graph
 * ```
 */
export function nodeGraph(data: StructuredData): NodeGraph {
  const byId = new Map<string, StructuredItem[]>();
  for (const item of [...data.items, ...data.all.filter((i) => !i.root)]) {
    if (item.id === undefined) continue;
    const list = byId.get(item.id);
    if (list) list.push(item);
    else byId.set(item.id, [item]);
  }
  // Inverse statements, keyed by the node object they point at or by its @id.
  const inverseByItem = new Map<StructuredItem, Map<string, StructuredValue[]>>();
  const inverseById = new Map<string, Map<string, StructuredValue[]>>();
  const add = <K>(
    map: Map<K, Map<string, StructuredValue[]>>,
    key: K,
    property: string,
    value: StructuredItem,
  ) => {
    let properties = map.get(key);
    if (!properties) {
      properties = new Map();
      map.set(key, properties);
    }
    const list = properties.get(property);
    if (list) list.push(value);
    else properties.set(property, [value]);
  };
  for (const item of data.all) {
    for (const [property, inverse] of Object.entries(INVERSES)) {
      for (const target of item.properties[property] ?? []) {
        if (isItem(target)) {
          add(inverseByItem, target, inverse, item);
          if (target.id !== undefined) add(inverseById, target.id, inverse, item);
        } else if (isRef(target)) add(inverseById, target.ref, inverse, item);
      }
    }
  }

  /** The node with the properties of every node that shares its @id, and the inverse statements about it. */
  function merge(item: StructuredItem): StructuredItem {
    const same = item.id === undefined ? [item] : (byId.get(item.id) ?? [item]);
    const inverses = [inverseByItem.get(item), item.id === undefined ? undefined : inverseById.get(item.id)];
    if (same.length === 1 && inverses.every((i) => i === undefined)) return item;
    const properties: Record<string, StructuredValue[]> = Object.create(null);
    const append = (property: string, values: readonly StructuredValue[]) => {
      const list = properties[property] ?? [];
      properties[property] = list;
      for (const v of values) if (!list.includes(v)) list.push(v);
    };
    for (const node of same) for (const [p, values] of Object.entries(node.properties)) append(p, values);
    for (const inverse of inverses) for (const [p, values] of inverse ?? []) append(p, values);
    return {
      ...item,
      types: [...new Set(same.flatMap((n) => n.types))],
      properties,
      root: same.some((n) => n.root),
    };
  }

  // Google's product variants guide takes a group's ID from its variants' inProductGroupWithID when the group
  // gives none: the two are one statement, written on either side.
  const withGroupId = (node: StructuredItem): StructuredItem => {
    if (node.properties.productGroupID || !itemIs(node, 'ProductGroup')) return node;
    const ids: StructuredValue[] = [];
    for (const variant of node.properties.hasVariant ?? []) {
      const id = isRef(variant) ? variant.ref : isItem(variant) ? variant.id : undefined;
      const pieces = id === undefined ? [] : (byId.get(id) ?? []);
      for (const piece of isItem(variant) ? [variant, ...pieces] : pieces) {
        for (const value of piece.properties.inProductGroupWithID ?? [])
          if (!ids.includes(value)) ids.push(value);
      }
    }
    if (ids.length === 0) return node;
    const properties: Record<string, StructuredValue[]> = Object.assign(Object.create(null), node.properties);
    properties.productGroupID = ids;
    return { ...node, properties };
  };
  const cache = new Map<StructuredItem, StructuredItem>();
  return {
    described(item) {
      const cached = cache.get(item);
      if (cached) return cached;
      const described = withGroupId(merge(item));
      cache.set(item, described);
      return described;
    },
  };
}
