import { isA, lineage } from './hierarchy.ts';
import { TYPE_RULES, type TypeRule } from './rules.ts';

export { isA, isAnyOf, lineage } from './hierarchy.ts';
export { NESTED_PLACES, type NestedPlace } from './nested.ts';
export {
  EVENT_OFFER_RULE,
  FORUM_COMMENT_RULE,
  FORUM_POST_ELSEWHERE_RULE,
  MERCHANT_LISTING_BOOK_RULE,
  MERCHANT_LISTING_OFFER_RULE,
  MERCHANT_LISTING_PRODUCT_RULE,
  MERCHANT_LISTING_VARIANT_RULE,
  PLAN_OFFER_RULE,
  PLAN_PRODUCT_RULE,
  PRODUCT_SNIPPET_OFFER_RULE,
  QA_PAGE_QUESTION_RULE,
  SOFTWARE_APP_OFFER_RULE,
  TYPE_RULES,
  type TypeRule,
  UNREAD_OFFER_RULE,
} from './rules.ts';

const BY_TYPE = new Map(TYPE_RULES.map((rule) => [rule.type, rule]));

/**
 * The rule for a node with these types. Each type brings its nearest ancestor that has a rule and reaches it
 * (a `Restaurant` brings `LocalBusiness`; a `BlogPosting` brings `Article`, as the forum rule on its parent
 * `SocialMediaPosting` is `notFor` it). Of two such rules the more specific wins, whatever the order
 * of the types (`["Organization", "Bakery"]` gets `LocalBusiness`); of unrelated ones the closer, then the first.
 * Undefined when no rule applies.
 */
export function ruleFor(types: readonly string[]): TypeRule | undefined {
  let best: TypeRule | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const type of types) {
    const chain = lineage(type);
    for (let i = 0; i < chain.length; i++) {
      const rule = BY_TYPE.get(chain[i]!);
      if (!rule || rule.notFor?.some((excluded) => isA(type, excluded))) continue;
      const wins =
        best === undefined ||
        (rule !== best && isA(rule.type, best.type)) ||
        (i < bestDistance && !isA(best.type, rule.type));
      if (wins) {
        best = rule;
        bestDistance = i;
      }
      break;
    }
  }
  return best;
}

/** The alternatives of a rule property (`offers|aggregateRating` → both names). */
export function alternatives(property: string): string[] {
  return property.split('|');
}

/**
 * True when a node with these types is a forum or social media post under Google's discussion forum guide
 * (DiscussionForumPosting, SocialMediaPosting), not a BlogPosting.
 *
 * @example
 * ```ts
 * isForumPost(['SocialMediaPosting']); // true
 * isForumPost(['BlogPosting']); // false: an article
 * ```
 */
export function isForumPost(types: readonly string[]): boolean {
  return ruleFor(types)?.type === 'SocialMediaPosting';
}
