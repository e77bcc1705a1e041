import { firstText, isItem, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem, StructuredValue } from '../../structured-data/types.ts';
import { peopleProperties } from './authorship.ts';

/**
 * Which of the page's schema nodes are the page's own content, and the people they name: the byline, the author
 * checks and the dates all read the page's own works, never a comment's or a customer review's.
 */

/** Creative works on a page that are not the page's own content (their authors and dates are someone else's). */
const NOT_THE_PAGE = ['Comment', 'Review', 'Question', 'Answer', 'ImageObject', 'VideoObject'];

/** A URL or a site path, not a name: "https://…", "www.…", "/author/jane.html". */
export const LINK_LIKE = /^(?:https?:|www\.|\/)|^\S+\.html?$/i;

/**
 * A test for "someone else's content rather than the page's": a comment, a nested review, an image. An editorial
 * review that is the page's one top-level Review is the page itself (its author wrote the page, its datePublished
 * dates it); several top-level Reviews are a testimonials list. The top-level Reviews are counted once, here: a
 * count per node made a page of many reviews cost their number squared.
 *
 * @example
 * ```ts
 * const notThePage = notThePageTest(data);
 * data.all.filter((i) => !notThePage(i)); // the page's own nodes
 * ```
 */
export function notThePageTest(data: StructuredData): (item: StructuredItem) => boolean {
  let reviews = 0;
  for (const i of data.items) if (itemIs(i, 'Review')) reviews++;
  return (item) => {
    if (!itemIs(item, ...NOT_THE_PAGE)) return false;
    if (!item.root || !itemIs(item, 'Review') || itemIs(item, 'Comment', 'Question', 'Answer')) return true;
    return reviews !== 1;
  };
}

/** One value of a people property of one of the page's own works: `role` is what evidence calls it ("author"). */
export interface SchemaPerson {
  item: StructuredItem;
  role: string;
  value: StructuredValue;
}

/**
 * The people the page's own creative works name (author, creator; an episode's actors), in document order.
 *
 * @example
 * ```ts
 * schemaPeople(data, notThePageTest(data)); // [{ item: BlogPosting, role: 'author', value: Person }]
 * ```
 */
export function schemaPeople(
  data: StructuredData,
  notThePage: (item: StructuredItem) => boolean,
): SchemaPerson[] {
  const out: SchemaPerson[] = [];
  for (const item of data.all) {
    if (!itemIs(item, 'CreativeWork') || notThePage(item)) continue;
    for (const [property, role] of peopleProperties(item))
      for (const value of values(item, property, data)) out.push({ item, role, value });
  }
  return out;
}

/**
 * The names among them, links left out: a visible byline that agrees with one is the byline.
 *
 * @example
 * ```ts
 * schemaAuthorNames(people, data); // ['Jane Doe']
 * ```
 */
export function schemaAuthorNames(people: SchemaPerson[], data: StructuredData): string[] {
  const names: string[] = [];
  for (const { value: v } of people) {
    const name = typeof v === 'string' ? v : isItem(v) ? firstText(v, 'name', data) : undefined;
    if (name && !LINK_LIKE.test(name.trim())) names.push(name.trim());
  }
  return names;
}

/**
 * Hosts of public bodies: gov.uk, service.gov.uk, europa.eu, a .gov, a .mil, and the national forms (gov.au, gc.ca,
 * govt.nz, gouv.fr, gob.mx, go.jp, gv.at, bund.de).
 */
const PUBLIC_HOST =
  /(?:^|\.)(?:gov|mil|europa\.eu|(?:gov|gouv|gob|govt|go|gv|gc)\.[a-z]{2}|bund\.de|admin\.ch)$/i;

/**
 * True for a public body's host (gov.uk, a .gov, gouv.fr, gov.au, bund.de …).
 *
 * @example
 * ```ts
 * publicHost('www.gov.uk'); // true
 * ```
 */
export function publicHost(hostname: string): boolean {
  return PUBLIC_HOST.test(hostname);
}

/** The organization that authors the page, and whether it is a public body or a newsroom. */
export interface OrganizationAuthor {
  name: string;
  /**
   * A government body or a news organization: its authority is institutional, so no person's qualifications are
   * asked of it even on a health or money page (a company's "editorial team" on a loan guide is asked).
   */
  institutional: boolean;
  /** A government body (GovernmentOrganization, or its url on a public body's host): the state publishes the page. */
  government: boolean;
}

function institutional(node: StructuredItem, data: StructuredData): boolean {
  return itemIs(node, 'NewsMediaOrganization') || government(node, data);
}

function government(node: StructuredItem, data: StructuredData): boolean {
  if (itemIs(node, 'GovernmentOrganization')) return true;
  const url = firstText(node, 'url', data) ?? node.id;
  if (!url) return false;
  try {
    return PUBLIC_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The organization that authors the page, when the page's own works name only organizations as their author (a
 * government agency's guide, a company's team) and no visible byline names anyone else. `shown` are the names the
 * page shows as its byline.
 *
 * @example
 * ```ts
 * organizationAuthor(people, data, []); // { name: 'Driver and Vehicle Licensing Agency', institutional: true, government: true }
 * ```
 */
export function organizationAuthor(
  people: SchemaPerson[],
  data: StructuredData,
  shown: readonly string[],
): OrganizationAuthor | undefined {
  const names: string[] = [];
  let official = false;
  let state = false;
  for (const { role, value } of people) {
    if (role !== 'author') continue;
    if (!isItem(value) || !itemIs(value, 'Organization') || itemIs(value, 'Person')) return undefined;
    const name = firstText(value, 'name', data)?.trim();
    if (name) names.push(name);
    official ||= institutional(value, data);
    state ||= government(value, data);
  }
  const lower = names.map((n) => n.toLowerCase());
  const someoneElse = shown.some((s) => {
    const said = s.trim().toLowerCase();
    return said !== '' && !lower.some((n) => n.includes(said) || said.includes(n));
  });
  return someoneElse || names[0] === undefined
    ? undefined
    : { name: names[0], institutional: official, government: state };
}
