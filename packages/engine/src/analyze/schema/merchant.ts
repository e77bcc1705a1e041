import { pageAddress, resolvedAnchors } from '../../structured-data/links.ts';
import type { NodeGraph } from '../../structured-data/merge.ts';
import type { PageFacts } from '../../structured-data/metadata.ts';
import type { PageType } from '../../structured-data/page-type.ts';
import { isItem, isRef, itemIs, textOfValue, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem, StructuredValue } from '../../structured-data/types.ts';
import { sellingControls } from './selling.ts';

/**
 * Which Product Google's merchant listing guide is about: the product a shop sells on its product page. The guide
 * covers "pages where customers can buy", one product (and its variants) per page; products a category, comparison
 * or home page lists, and products on pages of any other type, are for product snippets at most.
 */

/**
 * Link texts that send the reader to another shop to buy, as a price comparison's table does ("Go to shop", "View
 * deal", "Buy at Amazon", "Check price").
 */
const TO_SHOP =
  /\b(?:go to|visit|to) (?:the )?(?:shop|store|retailer|seller|merchant)\b|\b(?:view|see|get|check|compare) (?:the )?(?:deals?|offers?|prices?)\b|\b(?:buy|view|see|shop) (?:it )?at\b/i;

/** A seller's name for comparing: lower case, letters and digits only, without a company form (Co., Ltd, Inc …). */
function sellerKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(?:co|company|ltd|limited|llc|inc|gmbh|ag|sa|sas|srl|bv|plc|corp|corporation)\b\.?/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether a seller (its `sellerKey`) is the site: its og:site_name or the name in its host ("amazon" of www.amazon.com). */
function isTheSite(key: string, pageUrl: string | undefined, facts: PageFacts | undefined): boolean {
  const names: string[] = [];
  const siteName = facts?.meta.get('og:site_name')?.[0];
  if (siteName) names.push(sellerKey(siteName));
  if (pageUrl !== undefined) {
    const labels =
      URL.parse(pageUrl)
        ?.hostname.replace(/^www\./, '')
        .split('.') ?? [];
    if (labels.length >= 2) names.push(sellerKey(labels[labels.length - 2]!));
  }
  return names.some((name) => name.length >= 3 && (key.includes(name) || name.includes(key)));
}

/**
 * True when the main products are compared across shops, not sold here, so no merchant listing (its seller must be
 * the shop) but product snippets, which take the comparison's AggregateOffer: their offers name two or more
 * sellers, or their only offers are price ranges and the page's content links to two or more other sites to buy
 * (by such a text, or as a sponsored link). A shop's variants given as one AggregateOffer have neither.
 */
function comparesShops(
  main: readonly StructuredItem[],
  data: StructuredData,
  graph: NodeGraph,
  pageUrl: string | undefined,
  facts: PageFacts | undefined,
): boolean {
  const nodeOf = (value: StructuredValue) =>
    isRef(value) ? data.byId.get(value.ref) : isItem(value) ? value : undefined;
  const offers: StructuredItem[] = [];
  for (const product of main) {
    for (const value of values(graph.described(product), 'offers')) {
      const offer = nodeOf(value);
      if (offer === undefined) continue;
      const described = graph.described(offer);
      offers.push(described);
      for (const inner of values(described, 'offers')) {
        const node = nodeOf(inner);
        if (node !== undefined) offers.push(graph.described(node));
      }
    }
  }
  const sellers: string[] = [];
  for (const offer of offers) {
    for (const seller of values(offer, 'seller')) {
      const name = textOfValue(seller, data);
      const key = name === undefined ? '' : sellerKey(name);
      // One shop spelled two ways ("Northfold", "Northfold Leather Co.") is one seller.
      if (key !== '' && !sellers.some((known) => known.includes(key) || key.includes(known)))
        sellers.push(key);
    }
  }
  // A marketplace sells here too: one of its sellers is the site itself ("Amazon.com" among third-party sellers).
  if (sellers.length >= 2 && !sellers.some((key) => isTheSite(key, pageUrl, facts))) return true;
  if (offers.length === 0 || !offers.every((o) => itemIs(o, 'AggregateOffer'))) return false;
  if (facts === undefined || pageUrl === undefined) return false;
  const shops = new Set<string>();
  for (const link of resolvedAnchors(facts, pageUrl)) {
    const { region, rel } = link.anchor;
    if (link.url === undefined || link.sameSite || !['main', 'body'].includes(region)) continue;
    if (rel.includes('sponsored') || TO_SHOP.test(link.text)) shops.add(link.host);
  }
  return shops.size >= 2;
}

/**
 * The one product a home page plainly sells, as a one-product shop's home page does: the page describes exactly one
 * Product (or Book), top-level or as its WebPage's mainEntity, naming this page or none, with an Offer that gives a price, and its main content has a
 * buy control ("Add to cart", "Buy now"), at most two of them (a product's own button and its sticky bar; a grid of
 * products has one per card). Undefined otherwise: a home page that lists products is a listing, for product snippets.
 */
function soldAtHome(
  data: StructuredData,
  graph: NodeGraph,
  isProduct: (node: StructuredItem) => boolean,
  pageOf: (node: StructuredItem) => string | undefined,
  page: string | undefined,
  facts: PageFacts | undefined,
): StructuredItem | undefined {
  if (facts === undefined) return undefined;
  let one: StructuredItem | undefined;
  for (const node of data.all) {
    if (!isProduct(node)) continue;
    // The nodes of one @id are one product.
    if (one !== undefined && (node.id === undefined || node.id !== one.id)) return undefined;
    if (one === undefined || node.root) one = node;
  }
  if (one === undefined || pageOf(one) !== page) return undefined;
  // Top-level, or what the page's WebPage is about (its mainEntity): not a product a Review or a catalogue names.
  const product = one;
  const isPageEntity = () =>
    data.all.some(
      (node) =>
        itemIs(node, 'WebPage') &&
        values(graph.described(node), 'mainEntity').some((value) =>
          isRef(value) ? value.ref === product.id : value === product,
        ),
    );
  if (!one.root && !isPageEntity()) return undefined;
  const priced = values(graph.described(one), 'offers').some((value) => {
    const offer = isRef(value) ? data.byId.get(value.ref) : isItem(value) ? value : undefined;
    if (offer === undefined) return false;
    const described = graph.described(offer);
    return (
      itemIs(described, 'Offer') &&
      !itemIs(described, 'AggregateOffer') &&
      (values(described, 'price').length > 0 || values(described, 'priceSpecification').length > 0)
    );
  });
  if (!priced) return undefined;
  const selling = sellingControls(facts);
  return selling.control !== undefined && selling.count <= 2 ? one : undefined;
}

/**
 * A test for "the page's main Product" on a product page (page type `product`), on a home page that plainly sells
 * one product (see `soldAtHome`), or for nothing on other pages:
 *
 * 1. the Product a WebPage (ItemPage …) names as its mainEntity, when one does;
 * 2. else the top-level Products whose url, or @id when they give no url, is the page itself;
 * 3. else the top-level Products: a product page's own claims (a theme's and an app's copy of the one product), as
 *    what it lists (an ItemList's items, related products) sits nested;
 * 4. else the page's only Product.
 *
 * The variants of a main ProductGroup (its hasVariant, or a Product whose isVariantOf names it) are main too: the
 * variants guide sells each on the group's page. A product a price comparison compares across shops (see
 * `comparesShops`; `facts` gives the page's links) is no main Product: the page does not sell it. A Book sold on its
 * page is main as a Product is, so its offers follow the same page kind (bookshops mark a book up as a Book).
 *
 * @example
 * ```ts
 * const isMain = mainProductTest(data, graph, 'https://shop.example/products/anvil', 'product');
 * isMain(anvil); // true; a Product in the page's "related products" ItemList: false
 * ```
 */
export function mainProductTest(
  data: StructuredData,
  graph: NodeGraph,
  pageUrl: string | undefined,
  pageType: PageType | undefined,
  facts?: PageFacts,
): (item: StructuredItem) => boolean {
  if (pageType !== 'product' && pageType !== 'home') return () => false;
  const nodeOf = (value: StructuredValue) =>
    isRef(value) ? data.byId.get(value.ref) : isItem(value) ? value : undefined;
  const isProduct = (node: StructuredItem) => itemIs(graph.described(node), 'Product', 'Book');
  const page = pageUrl === undefined ? undefined : pageAddress(pageUrl, undefined, false);
  // The page each names by its url, or its @id when it gives no url (undefined: it names none).
  const named = (node: StructuredItem): string | undefined => {
    const described = graph.described(node);
    const url = values(described, 'url').find((v): v is string => typeof v === 'string') ?? described.id;
    return url === undefined || url.startsWith('_:') ? undefined : pageAddress(url, pageUrl, false);
  };
  let main: StructuredItem[] = [];
  if (pageType === 'home') {
    const sold = soldAtHome(data, graph, isProduct, (node) => named(node) ?? page, page, facts);
    if (sold === undefined) return () => false;
    main = [sold];
  }
  for (const node of pageType === 'home' ? [] : data.all) {
    if (!itemIs(node, 'WebPage')) continue;
    for (const value of values(graph.described(node), 'mainEntity')) {
      const entity = nodeOf(value);
      if (entity !== undefined && isProduct(entity)) main.push(entity);
    }
  }
  if (main.length === 0) {
    const tops = data.items.filter(isProduct);
    if (page === undefined) main = tops;
    else {
      const own = tops.filter((node) => named(node) === page);
      // Else the top-level Products that name no page: a related product given top-level with its own url is not
      // this page's.
      main = own.length > 0 ? own : tops.filter((node) => named(node) === undefined);
    }
  }
  if (main.length === 0) {
    const products = data.all.filter(isProduct);
    const ids = new Set(products.map((p) => p.id ?? p));
    if (ids.size === 1) main = products;
  }
  if (main.length === 0 || comparesShops(main, data, graph, pageUrl, facts)) return () => false;
  const nodes = new Set<StructuredItem>();
  const ids = new Set<string>();
  const add = (node: StructuredItem) => {
    nodes.add(node);
    if (node.id !== undefined) ids.add(node.id);
  };
  for (const node of main) {
    add(node);
    for (const value of values(graph.described(node), 'hasVariant')) {
      const variant = nodeOf(value);
      if (variant !== undefined) add(variant);
    }
  }
  const isMain = (node: StructuredItem) => nodes.has(node) || (node.id !== undefined && ids.has(node.id));
  return (item) =>
    isMain(item) ||
    values(graph.described(item), 'isVariantOf').some((v) => {
      const group = nodeOf(v);
      return group !== undefined && isMain(group);
    });
}
