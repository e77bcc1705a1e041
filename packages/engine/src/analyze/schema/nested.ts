import { NESTED_PLACES, type TypeRule } from '../../schema-rules/index.ts';
import { hasProperty, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredItem } from '../../structured-data/types.ts';
import { conditionalGaps, scoredRecommendations } from './conditional.ts';
import type { PropertyContext } from './properties.ts';

/** Places below a top-level node that are walked: Product › review › reviewRating is three. */
const MAX_DEPTH = 3;
/** Nested nodes checked per page, so a catalogue page with thousands of offers stays cheap. */
const MAX_NODES = 500;

/** The nested nodes found at one place (`Product › aggregateRating`), and what they lack of their recommendations. */
export interface NestedGroup {
  /** Where they sit, by the top-level node's types and the properties that lead there: `Product › offers`. */
  path: string;
  /**
   * The quoted name of the product whose place it is, when that product is held to the merchant listing rules (see
   * PropertyContext.nameOf): evidence says `Product "Passport cover" › offers`.
   */
  name?: string;
  /** The first such node's location. */
  where: string;
  rule: TypeRule;
  /** How many nodes sit there, and how many of them lack a recommended property. */
  nodes: number;
  lacking: number;
  /** The sum over the nodes of the share of the recommended properties each has (for the score). */
  present: number;
  /** Every recommended property some node there lacks. */
  absent: Set<string>;
  /** What some node there could add in a case the markup cannot show, with the case (uncounted). */
  conditional: Set<string>;
}

/**
 * The recommended properties lacking on the nested nodes Google's guides read where they sit (NESTED_PLACES: a
 * review's rating, a reviewed thing's aggregateRating and reviews, a product's offers), grouped by place. Walks the
 * top-level nodes' properties only (each as the graph describes it), never the page. Nested nodes that are also
 * top-level are left to the top-level check.
 *
 * @example
 * ```ts
 * nestedGaps([{ item, described }], context); // [{ path: 'Product › aggregateRating', absent: Set {'bestRating'}, … }]
 * ```
 */
export function nestedGaps(
  tops: readonly { item: StructuredItem; described: StructuredItem }[],
  context: PropertyContext,
): NestedGroup[] {
  const groups = new Map<string, NestedGroup>();
  const seen = new Set<StructuredItem | string>();
  let budget = MAX_NODES;
  const walk = (owner: StructuredItem, path: string, depth: number, name: string | undefined) => {
    if (depth >= MAX_DEPTH) return;
    for (const place of NESTED_PLACES) {
      if (!itemIs(owner, ...place.owners)) continue;
      for (const value of values(owner, place.property)) {
        if (budget <= 0) return;
        const node = context.nodeOf(value);
        if (node === undefined || !itemIs(node, place.type)) continue;
        const described = context.graph.described(node);
        const key = described.id ?? described;
        // A node that is only an @id pointer describes nothing that could lack a property.
        if (described.root || seen.has(key) || Object.keys(described.properties).length === 0) continue;
        seen.add(key);
        budget--;
        const here = `${path} › ${place.property}`;
        const rule = context.ruleOf(node);
        const props = rule && rule.richResult !== 'retired' ? scoredRecommendations(rule, described) : [];
        if (rule && props.length > 0) {
          const absent = props.filter((p) => !hasProperty(described, p));
          // One row per place and rule: an AggregateOffer among a product's offers has recommendations of its own.
          const label = rule.type === place.type ? here : `${here} (${described.types.join(', ')})`;
          const group = groups.get(`${here}\n${rule.type}`) ?? {
            path: label,
            ...(name === undefined ? {} : { name }),
            where: node.where,
            rule,
            nodes: 0,
            lacking: 0,
            present: 0,
            absent: new Set<string>(),
            conditional: new Set<string>(),
          };
          group.nodes++;
          group.present += 1 - absent.length / props.length;
          if (absent.length > 0) group.lacking++;
          for (const p of absent) group.absent.add(p);
          for (const c of conditionalGaps(rule, described)) group.conditional.add(c);
          groups.set(`${here}\n${rule.type}`, group);
        }
        walk(described, here, depth + 1, name);
      }
    }
  };
  for (const { item, described } of tops)
    walk(described, described.types.join(', '), 0, context.nameOf(item));
  return [...groups.values()];
}
