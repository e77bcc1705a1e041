import { POST_PATH } from '../../structured-data/page-type.ts';
import { isItem, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';

/**
 * What a general page (`other`, or an FAQ or video page) is by its nature, for eeat's authored-content test: a post
 * someone wrote, a business's own page, or neither. Length alone decided before (300 words made any page "authored
 * content"), so a plumber's service page grown past it was asked for a byline, credentials and first-hand experience
 * that no business page carries, and cutting sections raised its score (review s23-3, decision 0045).
 */
export type PageNature =
  /** A post: its path, an Article node, a Person credited by the markup, or a byline readers see says so. */
  | { kind: 'post'; why: string }
  /** A business's own page (its service, product or shop page): the business stands behind it, not a byline. */
  | { kind: 'business'; why: string };

/** The nodes that make a page a business's own: what it is or sells. */
const BUSINESS_TYPES = ['LocalBusiness', 'Service', 'Product', 'SoftwareApplication', 'FinancialProduct'];

/**
 * The page's nature from its URL path (a blog or news path, a dated /2026/05/ one), its top-level schema nodes and
 * whether a byline is shown; undefined when nothing tells (an unmarked essay, still judged by its length). A post's
 * markers win over a business's nodes: a plumber's blog post under /blog/ beside its Plumber node is a post.
 * Reads the top-level nodes only.
 *
 * @example
 * ```ts
 * pageNature('https://www.barton-plumbing.com/emergency-plumber-austin/', data, false);
 * // { kind: 'business', why: 'schema Plumber' }
 * ```
 */
export function pageNature(
  pageUrl: string,
  data: StructuredData,
  visibleByline: boolean,
): PageNature | undefined {
  if (visibleByline) return { kind: 'post', why: 'a byline on the page' };
  let path = '/';
  try {
    path = new URL(pageUrl).pathname;
  } catch {
    // An unparseable URL says nothing: the markup still may.
  }
  if (POST_PATH.test(path)) return { kind: 'post', why: `URL path ${path}` };
  const article = data.items.find((i) => itemIs(i, 'Article'));
  if (article) return { kind: 'post', why: `schema ${article.types.join(', ')}` };
  const credited = data.items.find(
    (i) =>
      !itemIs(i, ...BUSINESS_TYPES, 'Review') &&
      values(i, 'author', data).some((v) => typeof v === 'string' || (isItem(v) && itemIs(v, 'Person'))),
  );
  if (credited) return { kind: 'post', why: `schema ${credited.types.join(', ')} credits a Person author` };
  const business = data.items.find((i) => itemIs(i, ...BUSINESS_TYPES));
  if (business) return { kind: 'business', why: `schema ${business.types.join(', ')}` };
  return undefined;
}
