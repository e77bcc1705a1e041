import type { Evidence } from '@geo-audit/core';
import type { Document } from 'domhandler';
import {
  alternatives,
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
  ruleFor,
  SOFTWARE_APP_OFFER_RULE,
  type TypeRule,
  UNREAD_OFFER_RULE,
} from '../../schema-rules/index.ts';
import { organizationPartner } from '../../structured-data/entities.ts';
import type { NodeGraph } from '../../structured-data/merge.ts';
import type { PageFacts } from '../../structured-data/metadata.ts';
import type { PageType } from '../../structured-data/page-type.ts';
import { firstText, hasProperty, isItem, isRef, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem, StructuredValue } from '../../structured-data/types.ts';
import type { CheckResult } from '../checks.ts';
import { notThePageTest } from '../eeat/own-works.ts';
import { listed } from '../plural.ts';
import { textAdvice } from './as-text.ts';
import { conditionalGaps, scoredRecommendations } from './conditional.ts';
import { ratingShown } from './consistency.ts';
import { forumComments, isPostElsewhere } from './forum.ts';
import { mainProductTest } from './merchant.ts';
import { type NestedGroup, nestedGaps } from './nested.ts';
import { refusedAdvice, refusesSome } from './refused.ts';
import { scaleBounds } from './scale.ts';
import { sellingControls } from './selling.ts';

/**
 * The schema module's property checks: what the reference requires (schema.required_properties, weight 3), what
 * this engine expects beyond it as policy (schema.expected_properties, weight 1, always labelled so) and what the
 * reference recommends on top-level nodes, forum comments and the nested places Google reads (a review's rating,
 * a product's offers; schema.recommended_properties, weight 1). Nodes that share an `@id` are checked once, as one
 * node.
 */

const MAX_EVIDENCE = 15;

/** How many types a title or fix names before "and N more". */
const MAX_NAMED = 3;

/**
 * True when some value of `head` has `tail` (`author.name`): a nested node with it, text (which is a name, when
 * `tail` is `name`), or a nested node whose own rule requires `tail`, so that the gap is named once, on that node
 * (a Rating without its ratingValue). Without `context`, `@id` references cannot be followed and count as having it.
 */
function hasPath(item: StructuredItem, head: string, tail: string, context?: PropertyContext): boolean {
  for (const value of values(item, head)) {
    if (typeof value === 'string') {
      if (tail === 'name' && value.trim() !== '') return true;
      continue;
    }
    if (context === undefined && isRef(value)) return true;
    const node = context?.nodeOf(value) ?? (isItem(value) ? value : undefined);
    if (node === undefined) continue;
    if (hasProperty(context?.graph.described(node) ?? node, tail)) return true;
    const rule = context?.ruleOf(node);
    if (rule && requiredOf(rule, node).includes(tail)) return true;
  }
  return false;
}

/** True when the node has the property: any of `a|b`, each a name or a path into a nested node (`author.name`). */
export function has(item: StructuredItem, property: string, context?: PropertyContext): boolean {
  if (!property.includes('.')) return hasProperty(item, property);
  return alternatives(property).some((name) => {
    const dot = name.indexOf('.');
    return dot === -1
      ? hasProperty(item, name)
      : hasPath(item, name.slice(0, dot), name.slice(dot + 1), context);
  });
}

/**
 * The properties the node lacks. A path whose first property is itself listed and lacking is left out: a review
 * without an author is told to add one, not also its name.
 */
export function missing(item: StructuredItem, props: readonly string[], context?: PropertyContext): string[] {
  return worthNaming(props.filter((p) => !has(item, p, context)));
}

/** The lacking properties worth naming: a path is left out when its first property is named as lacking. */
function worthNaming(absent: readonly string[]): string[] {
  return absent.filter((p) => !p.includes('.') || !absent.includes(p.slice(0, p.indexOf('.'))));
}

const spell = (props: readonly string[]): string => props.map((p) => alternatives(p).join(' or ')).join(', ');

/** Google guides whose address does not read as their name. */
const GUIDE_NAMES: Readonly<Record<string, string>> = {
  qapage: 'Q&A page',
  faqpage: 'FAQ',
  'site-names': 'site name',
};

/** Who requires a rule's properties, for findings: "Google's review snippet guide", "schema.org". */
export function requiredBy(rule: TypeRule): string {
  const google = /developers\.google\.com\/search\/docs\/appearance\/structured-data\/([a-z-]+)/.exec(
    rule.reference,
  );
  if (!google) return 'schema.org';
  const slug = google[1]!;
  return `Google's ${GUIDE_NAMES[slug] ?? slug.replace(/-/g, ' ')} guide`;
}

/**
 * The rules that apply to nodes here: a QAPage's Question is held to the Q&A rule, a comment in a forum post's
 * thread to the forum comment rule, an app's or an event's Offer to that guide's offer rule, a service's or a
 * course's to schema.org's, a product's to the merchant listing or product snippet guide's, others to their type's.
 */
export interface PropertyContext {
  graph: NodeGraph;
  ruleOf(item: StructuredItem): TypeRule | undefined;
  /** What names a node in findings beyond its types (a forum comment's place and first words), if anything. */
  labelOf(item: StructuredItem): string | undefined;
  /**
   * The name findings give a node held to the merchant listing rules (a Product or Book one can buy here), quoted
   * (`"Passport cover"`), so its evidence says which product it means; undefined for other nodes or without a name.
   */
  nameOf(item: StructuredItem): string | undefined;
  /** The node a property value is: an inline node, or the node an `@id` reference names on the page. */
  nodeOf(value: StructuredValue): StructuredItem | undefined;
  /**
   * False when the node's aggregateRating is one the page does not show (see `ratingShown`): its rating and reviews
   * are not to be completed, as schema.consistency asks to show or remove them. True without the page's facts.
   */
  showsRating(item: StructuredItem): boolean;
}

/**
 * The nodes of type `type` that are the `property` of a node of type `owner` (inline, or by `@id`): a QAPage's
 * mainEntity Question, a SoftwareApplication's or an Event's Offer. `owner` may also be a test of the node.
 */
function valuesOf(
  data: StructuredData,
  graph: NodeGraph,
  owner: string | ((node: StructuredItem) => boolean),
  property: string,
  type: string,
) {
  const items = new Set<StructuredItem>();
  const ids = new Set<string>();
  for (const node of data.all) {
    if (typeof owner === 'string' ? !itemIs(node, owner) : !owner(node)) continue;
    for (const value of values(graph.described(node), property)) {
      if (isRef(value)) ids.add(value.ref);
      else if (isItem(value) && itemIs(value, type)) {
        items.add(value);
        if (value.id !== undefined) ids.add(value.id);
      }
    }
  }
  return (item: StructuredItem) =>
    items.has(item) || (item.id !== undefined && ids.has(item.id) && itemIs(item, type));
}

/**
 * The rules for the page's nodes; `pageUrl` (the audited page) tells a forum post shown here from one elsewhere, and
 * `pageType` an editorial page (an article), whose product offers Google reads as product snippets, from a shop's (a
 * product page, whatever Reviews it carries) and from a pricing page, whose Products and Offers are plans; `facts` (the page's links) a price comparison from a shop; `document` a rating a review app draws (its badge or widget) from one the page never shows.
 */
export function propertyContext(
  data: StructuredData,
  graph: NodeGraph,
  pageUrl?: string,
  pageType?: PageType,
  facts?: PageFacts,
  document?: Document,
): PropertyContext {
  const isQaQuestion = valuesOf(data, graph, 'QAPage', 'mainEntity', 'Question');
  const isAppOffer = valuesOf(data, graph, 'SoftwareApplication', 'offers', 'Offer');
  const isEventOffer = valuesOf(data, graph, 'Event', 'offers', 'Offer');
  // A service's or a course's offers, which no Google feature reads; a node that is also a Product keeps the
  // product's rules.
  const isUnreadOffer = valuesOf(
    data,
    graph,
    (node) => {
      const described = graph.described(node);
      return itemIs(described, 'Service', 'Course', 'CourseInstance') && !itemIs(described, 'Product');
    },
    'offers',
    'Offer',
  );
  // A product the page's own Review reviews is on an editorial review page: Google's merchant listing guide points
  // such pages to product snippets, whose offers need less. The page's own Review is its one top-level Review, as
  // eeat reads it: several are customer reviews (Judge.me and Yotpo emit each with itemReviewed the product's @id),
  // and a product page is a shop's whatever its reviews say.
  const notThePage = notThePageTest(data);
  const isReviewedProduct =
    pageType === 'product'
      ? () => false
      : valuesOf(
          data,
          graph,
          (node) => itemIs(node, 'Review') && !notThePage(node),
          'itemReviewed',
          'Product',
        );
  const isReviewedOffer = valuesOf(
    data,
    graph,
    (node) => itemIs(node, 'Product') && isReviewedProduct(node),
    'offers',
    'Offer',
  );
  const editorial = pageType === 'article';
  // A pricing page's Products and Offers are its plans (page type reads them so): subscriptions, not stock.
  const plans = pageType === 'pricing';
  // Google's merchant listing guide is for the product a shop sells on its product page: the products a category,
  // comparison or home page lists keep the product snippet rule.
  const isMainProduct = mainProductTest(data, graph, pageUrl, pageType, facts);
  // Its own offers take the merchant listing Offer rule (a price above 0); a listed product's take the snippet one.
  const isProductNode = (node: StructuredItem) => itemIs(graph.described(node), 'Product');
  // A Book that is no Product: sold on its page only where the page shows a buy control, as a library catalogue's
  // record page (its Offers are loans, without a price) reads as a product page too.
  const isBookNode = (node: StructuredItem) => {
    const described = graph.described(node);
    return itemIs(described, 'Book') && !itemIs(described, 'Product');
  };
  let buyControl: boolean | undefined;
  const sellsHere = () => {
    buyControl ??= facts !== undefined && sellingControls(facts).control !== undefined;
    return buyControl;
  };
  const isMainOffer = valuesOf(
    data,
    graph,
    (node) =>
      (isProductNode(node) && isMainProduct(node)) ||
      (isBookNode(node) && isMainProduct(node) && sellsHere()),
    'offers',
    'Offer',
  );
  const isProductOffer = valuesOf(data, graph, isProductNode, 'offers', 'Offer');
  // A shop's page for a free event or app: the theme's Product and an events or app plugin's Event (or
  // SoftwareApplication) of the same name describe one thing, whose Offer Google reads with the event's or app's
  // rules (0 for free), not as a merchant listing.
  const admissions = new Set<string>();
  for (const node of data.all) {
    const described = graph.described(node);
    if (!itemIs(described, 'Event', 'SoftwareApplication')) continue;
    const name = firstText(described, 'name', data)?.trim().toLowerCase();
    if (name) admissions.add(name);
  }
  const isAdmissionOffer =
    admissions.size === 0
      ? () => false
      : valuesOf(
          data,
          graph,
          (node) =>
            isProductNode(node) &&
            admissions.has(firstText(graph.described(node), 'name', data)?.trim().toLowerCase() ?? ''),
          'offers',
          'Offer',
        );
  const isBookOffer = valuesOf(data, graph, isBookNode, 'offers', 'Offer');
  // A product page's main Product without offers, on a page that shows a price beside a buy control: the page sells
  // it, so the merchant listing guide's offers are required. Not where another copy of the main product gives them
  // (a review app's Product beside the theme's), and the page is read only for such a Product.
  let unofferedSale: boolean | undefined;
  const sellsUnoffered = () => {
    unofferedSale ??=
      facts !== undefined &&
      !data.all.some(
        (node) => isProductNode(node) && isMainProduct(node) && hasProperty(graph.described(node), 'offers'),
      ) &&
      sellingControls(facts).priced;
    return unofferedSale;
  };
  // A variant whose ProductGroup (hasVariant, or the variant's isVariantOf) gives the image the variants share.
  const illustrated = (node: StructuredItem) =>
    itemIs(node, 'ProductGroup') && hasProperty(graph.described(node), 'image');
  const inIllustratedGroup = valuesOf(data, graph, illustrated, 'hasVariant', 'Product');
  const isIllustratedVariant = (item: StructuredItem) =>
    inIllustratedGroup(item) ||
    values(graph.described(item), 'isVariantOf').some((v) => {
      const group = isRef(v) ? data.byId.get(v.ref) : isItem(v) ? v : undefined;
      return group !== undefined && illustrated(group);
    });
  const comments = forumComments(data, graph);
  // Every check asks for the rules of the same nodes, several times each: each node's rule is worked out once.
  const rules = new Map<StructuredItem, TypeRule | undefined>();
  const ruleOf = (item: StructuredItem): TypeRule | undefined => {
    if (rules.has(item)) return rules.get(item);
    const rule = findRule(item);
    rules.set(item, rule);
    return rule;
  };
  const findRule = (item: StructuredItem): TypeRule | undefined => {
    if (isQaQuestion(item)) return QA_PAGE_QUESTION_RULE;
    if (comments.labelOf(item) !== undefined) return FORUM_COMMENT_RULE;
    if (isUnreadOffer(item)) return UNREAD_OFFER_RULE;
    // An AggregateOffer (a price range) keeps its own rule.
    if (isAppOffer(item) && !itemIs(item, 'AggregateOffer')) return SOFTWARE_APP_OFFER_RULE;
    if (isEventOffer(item) && !itemIs(item, 'AggregateOffer')) return EVENT_OFFER_RULE;
    // The types of every node with this @id: one piece may say Organization, another LocalBusiness.
    const described = graph.described(item);
    const rule = ruleFor(described.types);
    // An Organization named by its legalName, or a nameless one whose LocalBusiness twin names the business
    // (Squarespace prints both, the legal name on the Organization), is not asked for a name again.
    if (
      rule?.type === 'Organization' &&
      !hasProperty(described, 'name') &&
      (hasProperty(described, 'legalName') || organizationPartner(data, item) !== undefined)
    ) {
      const { expected: _name, expectedFor: _why, ...named } = rule;
      return named;
    }
    if (rule?.type === 'SocialMediaPosting' && isPostElsewhere(described, pageUrl)) {
      return FORUM_POST_ELSEWHERE_RULE;
    }
    // The merchant listing rules (an AggregateOffer has its own) are for the product one can buy on the page.
    if (rule?.type === 'Offer') {
      if (plans) return PLAN_OFFER_RULE;
      // A Book's offers off a page that sells it (a review, a library's catalogue): no Google feature reads them, as
      // the product snippet and merchant listing guides read a Product's.
      if (isBookOffer(item) && !isProductOffer(item) && !isMainOffer(item)) return UNREAD_OFFER_RULE;
      if (editorial || isReviewedOffer(item)) return PRODUCT_SNIPPET_OFFER_RULE;
      if (isMainOffer(item) && !isAdmissionOffer(item)) return MERCHANT_LISTING_OFFER_RULE;
      if (isProductOffer(item)) return PRODUCT_SNIPPET_OFFER_RULE;
      // A CreativeWork's … offer keeps the Offer rule, without the merchant listing's price above 0.
    }
    if (rule?.type === 'Product' && plans) return PLAN_PRODUCT_RULE;
    if (
      rule?.type === 'Product' &&
      isMainProduct(item) &&
      (hasProperty(described, 'offers') || sellsUnoffered())
    ) {
      return isIllustratedVariant(item) ? MERCHANT_LISTING_VARIANT_RULE : MERCHANT_LISTING_PRODUCT_RULE;
    }
    // A Book sold here (a bookshop's product page) is a merchant listing as a Product is.
    if (rule?.type === 'Book' && isMainProduct(item) && (isProductNode(item) || sellsHere())) {
      return MERCHANT_LISTING_BOOK_RULE;
    }
    return rule;
  };
  return {
    graph,
    ruleOf,
    labelOf: comments.labelOf,
    nameOf: (item) => {
      const rule = ruleOf(item);
      if (rule === undefined || rule.type === 'Offer' || !rule.reference.endsWith('merchant-listing')) {
        return undefined;
      }
      return quotedName(firstText(graph.described(item), 'name', data));
    },
    nodeOf: (value) => (isRef(value) ? data.byId.get(value.ref) : isItem(value) ? value : undefined),
    showsRating: (item) =>
      facts === undefined ||
      values(graph.described(item), 'aggregateRating', data).every(
        (v) =>
          !isItem(v) || !itemIs(v, 'AggregateRating') || ratingShown(graph.described(v), facts, document),
      ),
  };
}

/** Characters of a product's name quoted in findings. */
const MAX_NAME = 60;

/** A name as findings quote it: `"Passport cover"`, cut at MAX_NAME characters; undefined for none. */
function quotedName(name: string | undefined): string | undefined {
  const text = name?.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return `"${text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1).trimEnd()}…` : text}"`;
}

/**
 * The names a row of evidence speaks for, as it writes them: `"Black tee"`, `"Black tee" and "Blue tee"`, or
 * `"Black tee", "Blue tee" and 38 more`; empty for none.
 */
function namesPhrase(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length <= 2) return ` ${names.join(' and ')}`;
  return ` ${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/**
 * A nested node that only names something by its `@id` (`"mainEntityOfPage": {"@type": "WebPage", "@id": "…"}`,
 * as Google's own Article examples write it), with nothing more about it on the page: a pointer, not a
 * description that could lack properties.
 */
function isReference(item: StructuredItem): boolean {
  if (item.root || item.id === undefined) return false;
  for (const _ in item.properties) return false;
  return true;
}

/** Each described node once (one node per `@id`, a top-level one first), as the graph describes it. */
export function describedNodes(items: readonly StructuredItem[], context: PropertyContext) {
  const out: { item: StructuredItem; described: StructuredItem }[] = [];
  const seen = new Set<string>();
  for (const item of [...items.filter((i) => i.root), ...items.filter((i) => !i.root)]) {
    if (item.id !== undefined) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
    }
    const described = context.graph.described(item);
    if (!isReference(described)) out.push({ item, described });
  }
  return out;
}

/** The reference's required properties of a node (top-level-only ones included when it is top-level). */
export function requiredOf(rule: TypeRule, item: StructuredItem): readonly string[] {
  const required =
    item.root && rule.requiredAtTop ? [...rule.required, ...rule.requiredAtTop] : rule.required;
  // A type it lacks is named as `@type`, which no node gives as a property.
  const base =
    rule.alsoType === undefined || itemIs(item, rule.alsoType.type) ? required : [...required, '@type'];
  // A rating whose value lies outside the assumed 1–5 scale needs the bound it passes.
  const bounds = scaleBounds(rule, item).filter((b) => !base.includes(b.property));
  return bounds.length === 0 ? base : [...base, ...bounds.map((b) => b.property)];
}

interface Gap {
  /** The node's types, and its place when named one by one (a forum comment). */
  head: string;
  /** What it lacks: `missing image`. */
  tail: string;
  /** The names of the nodes held to the merchant listing rules (see `nameOf`), each once. */
  names: string[];
  where: string;
  value: string[];
  count: number;
}

/** Nodes lacking some of the properties `pick` lists, one evidence row per (types, missing) with a count. */
function gaps(
  items: readonly StructuredItem[],
  context: PropertyContext,
  pick: (rule: TypeRule, item: StructuredItem) => readonly string[],
  label: (absent: string[], rule: TypeRule, item: StructuredItem) => string,
  /** Name each node (a forum comment by its place), rather than group nodes of a type. */
  nameNodes = true,
  /** What a node could add beyond `pick`, uncounted, for the fix ("dateModified, if the post was edited"). */
  besides?: (rule: TypeRule, item: StructuredItem) => readonly string[],
) {
  let total = 0;
  let sum = 0;
  const groups = new Map<string, Gap>();
  // Fix text per node type (the node's own types, not the rule's: "HowToStep", not "ListItem").
  const byType = new Map<string, { props: Set<string>; rule: TypeRule; besides: Set<string> }>();
  for (const { item, described } of describedNodes(items, context)) {
    const rule = context.ruleOf(item);
    const props = rule ? pick(rule, described) : [];
    if (!rule || props.length === 0) continue;
    // Scored on every lacking property (a review without an author lacks its name too), named without repeats.
    // A property given only in a form the rule refuses (a merchant listing's AggregateOffer, or price 0) is lacking.
    const lacking = props.filter(
      (p) =>
        !has(described, p, context) ||
        (refusesSome(rule, p) && refusedAdvice(rule, described, p, context) !== undefined),
    );
    const absent = worthNaming(lacking);
    total++;
    sum += 1 - lacking.length / props.length;
    if (absent.length === 0) continue;
    const types = described.types.join(', ');
    const place = nameNodes ? context.labelOf(item) : undefined;
    const head = `${types}${place === undefined ? '' : ` ${place}`}`;
    const tail = label(absent, rule, described);
    // Products that lack the same are one row, which names them (a theme's and an app's copy of one product, once).
    const key = `${head}\n${tail}`;
    const name = context.nameOf(item);
    const group = groups.get(key);
    if (group) {
      group.count++;
      if (name !== undefined && !group.names.includes(name)) group.names.push(name);
    } else {
      groups.set(key, {
        head,
        tail,
        names: name === undefined ? [] : [name],
        where: item.where,
        value: absent,
        count: 1,
      });
    }
    const entry = byType.get(types) ?? { props: new Set<string>(), rule, besides: new Set<string>() };
    for (const p of absent) entry.props.add(p);
    for (const b of besides?.(rule, described) ?? []) entry.besides.add(b);
    byType.set(types, entry);
  }
  const evidence: Evidence[] = [...groups.values()].slice(0, MAX_EVIDENCE).map((g) => {
    const what = `${g.head}${namesPhrase(g.names)}: ${g.tail}`;
    return {
      what: g.count > 1 ? `${what} (${g.count} nodes)` : what,
      where: g.where,
      value: g.value,
    };
  });
  return { total, sum, score: total === 0 ? null : sum / total, evidence, byType };
}

function named<T>(entries: [string, T][], spellOne: (type: string, value: T) => string): string {
  const shown = entries.slice(0, MAX_NAMED).map(([type, value]) => spellOne(type, value));
  const more = entries.length - MAX_NAMED;
  return more > 0 ? `${shown.join('; ')}; and ${more} more type${more === 1 ? '' : 's'}` : shown.join('; ');
}

/**
 * What a node is told of a required property it gives in a form that does not meet it: as text where the rule reads
 * into a node ("location is text"), or in a form the rule refuses there ("offers is an AggregateOffer", "price is 0").
 */
function givenAdvice(rule: TypeRule, item: StructuredItem, property: string, context: PropertyContext) {
  const text = textAdvice(rule, item, property);
  if (text !== undefined) return { said: `${text.property} is text`, advice: text.advice };
  return refusedAdvice(rule, item, property, context);
}

/** What a node lacking required properties is told: what is missing, and what it gives in a form that does not do. */
function requiredLabel(
  absent: string[],
  rule: TypeRule,
  item: StructuredItem,
  context: PropertyContext,
): string {
  const plain: string[] = [];
  const parts: string[] = [];
  for (const p of absent) {
    if (p === '@type' && rule.alsoType !== undefined) {
      parts.push(`not a ${rule.alsoType.type}; ${rule.alsoType.advice}`);
      continue;
    }
    const given = givenAdvice(rule, item, p, context);
    if (given === undefined) plain.push(p);
    else parts.push(`${given.said}; ${given.advice}`);
  }
  if (plain.length > 0) {
    const why = [
      ...scaleBounds(rule, item)
        .filter((b) => plain.includes(b.property))
        .map((b) => b.why),
      ...plain.flatMap((p) => rule.absentAdvice?.[p] ?? []),
    ];
    parts.unshift(`missing ${spell(plain)}${why.length === 0 ? '' : ` (${why.join('; ')})`}`);
  }
  return parts.join('; ');
}

export function requiredCheck(items: readonly StructuredItem[], context: PropertyContext): CheckResult {
  const { total, score, evidence, byType } = gaps(
    items,
    context,
    requiredOf,
    (absent, rule, item) => requiredLabel(absent, rule, item, context),
    true,
    // For the fix: the properties given in a form that does not meet them (as text, of a refused type, or 0).
    (rule, item) =>
      requiredOf(rule, item)
        .filter((p) => !has(item, p, context) || refusesSome(rule, p))
        .flatMap((p) => {
          const given = givenAdvice(rule, item, p, context);
          if (given !== undefined) return [`${given.said}, so ${given.advice}`];
          if (p === '@type' && rule.alsoType !== undefined) return [rule.alsoType.advice];
          const absent = has(item, p, context) ? undefined : rule.absentAdvice?.[p];
          return absent === undefined ? [] : [`${p}: ${absent}`];
        }),
  );
  const incomplete = [...byType];
  return {
    check: 'schema.required_properties',
    title:
      total === 0
        ? 'No node of a type Google sets requirements for'
        : incomplete.length === 0
          ? 'Every node has the properties Google requires'
          : 'Some nodes lack properties Google requires',
    weight: 3,
    score,
    severity: 'medium',
    evidence,
    fix: `Add the missing properties, with values taken from the page itself: ${named(
      incomplete,
      (type, { props, rule, besides }) =>
        `${type}: ${spell([...props])} (required by ${requiredBy(rule)}${besides.size === 0 ? '' : `; ${[...besides].join('; ')}`})`,
    )}.`,
  };
}

export function expectedCheck(items: readonly StructuredItem[], context: PropertyContext): CheckResult {
  const { total, score, evidence, byType } = gaps(
    items,
    context,
    (rule) => rule.expected ?? [],
    (absent) => `no ${spell(absent)}`,
  );
  const incomplete = [...byType];
  const reasons = [...new Set(incomplete.map(([, { rule }]) => rule.expectedFor).filter(Boolean))];
  return {
    check: 'schema.expected_properties',
    title:
      total === 0
        ? 'No node with properties this audit expects'
        : incomplete.length === 0
          ? 'Nodes have the properties this audit expects (beyond what Google requires)'
          : `Some nodes lack properties this audit expects${reasons.length === 1 ? ` ${reasons[0]}` : ''} (not required by Google)`,
    weight: 1,
    score,
    severity: 'low',
    evidence: evidence.map((e) => ({
      ...e,
      what: `${e.what} (expected by this audit, not required by Google)`,
    })),
    fix: `If the page shows them, add ${named(incomplete, (type, { props, rule }) => `${type}: ${spell([...props])} (expected ${rule.expectedFor ?? 'by this audit'})`)}. These are this audit's expectations (the reason is given with each), not Google requirements. Never add a name, author, date or anything else the page does not show.`,
  };
}

/** One evidence row for the nodes at a nested place: `Product › offers: could add url (3 of 4 nodes)`. */
function nestedRow(group: NestedGroup): Evidence {
  const notes = group.rule.recommendedNotes ?? {};
  const noted = group.rule.recommended.find((p) => group.absent.has(p) && notes[p] !== undefined);
  const asides = [
    noted === undefined ? undefined : notes[noted],
    group.nodes > 1 ? `${group.lacking} of ${group.nodes} nodes` : undefined,
  ];
  const aside = asides.filter(Boolean).join('; ');
  // The product's name follows its types: `Product "Passport cover" › offers`.
  const [types, ...rest] = group.path.split(' › ');
  const path = group.name === undefined ? group.path : [`${types} ${group.name}`, ...rest].join(' › ');
  return {
    what: `${path}: could add ${spell([...group.absent])}${aside === '' ? '' : ` (${aside})`}`,
    where: group.where,
    value: [...group.absent],
  };
}

/**
 * The nodes a title asks to complete, each top-level type named once with the places inside it: "Product and its
 * offers", not "Product and Product › offers (AggregateOffer) and Product › offers". The evidence keeps one row per
 * place; a title is read in one glance.
 *
 * @example
 * ```ts
 * placesTitle(['Product', 'Product › offers (AggregateOffer)', 'Product › offers']); // 'Product and its offers'
 * placesTitle(['Product › aggregateRating']); // "Product's aggregateRating"
 * ```
 */
export function placesTitle(paths: readonly string[]): string {
  const byRoot = new Map<string, { itself: boolean; places: string[] }>();
  for (const path of paths) {
    const [root = path, place] = path.split(' › ');
    const group = byRoot.get(root) ?? { itself: false, places: [] };
    byRoot.set(root, group);
    // The property is the place: "offers (AggregateOffer)" and "offers" are both the product's offers.
    const property = place?.replace(/\s*\(.*\)$/, '');
    if (property === undefined) group.itself = true;
    else if (!group.places.includes(property)) group.places.push(property);
  }
  const phrases = [...byRoot].map(([root, { itself, places }]) => {
    if (places.length === 0) return root;
    const list = listed(places);
    return itself ? `${root} and its ${list}` : `${root}'s ${list}`;
  });
  const shown =
    phrases.length <= MAX_NAMED
      ? phrases
      : [...phrases.slice(0, MAX_NAMED), `${phrases.length - MAX_NAMED} more`];
  // A phrase holding "and" already ("Product and its offers") is set off by a comma, so the list stays readable.
  if (shown.length > 1 && shown.slice(0, -1).some((p) => p.includes(' and '))) {
    return `${shown.slice(0, -1).join(', ')}, and ${shown.at(-1)}`;
  }
  return listed(shown);
}

/**
 * The recommendations a node is scored on here. A top-level Organization or Person is not asked for `sameAs`:
 * schema.entity_links asks for its profile links, with the platforms to list, and one edit was asked twice.
 */
function ownRecommendations(rule: TypeRule, item: StructuredItem): readonly string[] {
  const all = scoredRecommendations(rule, item);
  return item.root && itemIs(item, 'Organization', 'Person') ? all.filter((p) => p !== 'sameAs') : all;
}

export function recommendedCheck(items: readonly StructuredItem[], context: PropertyContext): CheckResult {
  // Top-level nodes, and the comments of a forum thread, which Google's guide treats as posts of their own.
  const tops = items.filter((i) => i.root || context.labelOf(i) !== undefined);
  // A retired rich result recommends nothing: no property earns it any more. Comments lacking the same
  // recommendations are counted in one row, not named one by one.
  const top = gaps(
    tops,
    context,
    (rule, item) => (rule.richResult === 'retired' ? [] : ownRecommendations(rule, item)),
    (absent) => `could add ${spell(absent)}`,
    false,
    conditionalGaps,
  );
  // The nested places Google reads (a review's rating, a product's offers): each place counts as one node in the
  // score, so a catalogue's hundred offers do not outweigh the product.
  const roots = describedNodes(
    tops.filter((i) => i.root),
    context,
  );
  // A rating the page does not show is not to be completed: schema.consistency asks to show it or remove it. Its
  // places (the rating, the reviews and their ratings) are never named for completion, so the fix never asks to
  // fill in a fake rating; they still count in the score as they are, so leaving it unfinished earns nothing.
  const unshown = roots
    .filter(({ item }) => !context.showsRating(item))
    .map(({ described }) => described.types.join(', '));
  const isUnshown = (g: NestedGroup) =>
    unshown.some(
      (owner) => g.path.startsWith(`${owner} › aggregateRating`) || g.path.startsWith(`${owner} › review`),
    );
  const nested = nestedGaps(roots, context);
  const lacking = nested.filter((g) => g.lacking > 0 && !isUnshown(g));
  const unshownLacking = nested.filter((g) => g.lacking > 0 && isUnshown(g));
  const total = top.total + nested.length;
  const sum = top.sum + nested.reduce((acc, g) => acc + g.present / g.nodes, 0);
  const entries: [string, { props: Set<string>; besides: Set<string> }][] = [
    ...top.byType,
    ...lacking.map((g): [string, { props: Set<string>; besides: Set<string> }] => [
      g.path,
      { props: g.absent, besides: g.conditional },
    ]),
  ];
  const list = named(
    entries,
    (type, { props, besides }) =>
      `${type}: ${spell([...props])}${besides.size === 0 ? '' : ` (and ${[...besides].join(', ')})`}`,
  );
  const typeList = placesTitle(entries.map(([type]) => type));
  return {
    check: 'schema.recommended_properties',
    title:
      total === 0
        ? 'No node with recommended properties'
        : entries.length === 0
          ? unshownLacking.length > 0
            ? 'Recommended properties: none asked of a rating the page does not show'
            : 'Nodes have their recommended properties'
          : `Add recommended properties to ${typeList}`,
    weight: 1,
    score: total === 0 ? null : sum / total,
    severity: 'low',
    evidence: [
      ...top.evidence,
      ...lacking.map(nestedRow),
      ...unshownLacking.slice(0, 1).map((g) => ({
        what: `${g.path.split(' › ').slice(0, 2).join(' › ')}: not to be completed, as the page does not show this rating (see schema.consistency)`,
        where: g.where,
      })),
    ].slice(0, MAX_EVIDENCE),
    fix:
      entries.length === 0 && unshownLacking.length > 0
        ? 'Show the rating on the page (its value and count) before completing its markup, or remove the rating from the structured data: never mark up ratings readers cannot see.'
        : `Add the recommended properties the page can back with visible facts: ${list} (never invent ratings, prices or authors).`,
  };
}
