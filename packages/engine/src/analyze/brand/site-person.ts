import { isSameSite, pathOf, resolveHref } from '../../structured-data/links.ts';
import { firstText, isItem, isRef, itemIs, itemsOf, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';

/**
 * The Person a site is about, when the site names no organization: a personal site's owner. An article's author or
 * a forum member is a person the page is by or about, not the site's own entity, and their profiles are not the
 * site's.
 */

/** A page among a directory of people (/authors/jane, /team/sam, /users/123): its ProfilePage is one of many. */
const PEOPLE_DIRECTORY = /\/(?:authors?|people|team|members?|users?|profiles?|u)\/[^/]+/i;

function firstPerson(
  item: StructuredItem,
  property: string,
  data: StructuredData,
): StructuredItem | undefined {
  for (const v of values(item, property, data)) if (isItem(v) && itemIs(v, 'Person')) return v;
  return undefined;
}

/**
 * Whether a top-level work is the page's own: an article or a web page (a plain CreativeWork too), not a book or a
 * film the page is about, whose publisher is theirs, and naming no other page as its own (`url`, `mainEntityOfPage`):
 * a listing's posts do.
 */
function isOwnWork(item: StructuredItem, pageUrl: string): boolean {
  if (!item.root) return false;
  if (!itemIs(item, 'Article', 'WebPage') && !item.types.includes('CreativeWork')) return false;
  const page = resolveHref(pageUrl, pageUrl);
  if (page === undefined) return false;
  const samePath = (raw: string): boolean => {
    const url = resolveHref(raw, pageUrl);
    return (
      url === undefined ||
      (isSameSite(url, pageUrl) && url.pathname.replace(/\/$/, '') === page.pathname.replace(/\/$/, ''))
    );
  };
  for (const v of values(item, 'url|mainEntityOfPage')) {
    const raw =
      typeof v === 'string' ? v : isRef(v) ? v.ref : isItem(v) ? (v.id ?? firstText(v, 'url')) : undefined;
    if (raw !== undefined && !samePath(raw)) return false;
  }
  return true;
}

/**
 * The Person who publishes the page's own article: in Google's Article guide the publisher is the site's entity, so
 * on a personal blog with no WebSite node the owner is found there. Only `publisher`: an author may be a guest. Undefined
 * when the page's works name different people as publisher.
 */
function articlePublisher(data: StructuredData, pageUrl: string): StructuredItem | undefined {
  let found: StructuredItem | undefined;
  for (const work of data.items) {
    if (!isOwnWork(work, pageUrl)) continue;
    const publisher = firstPerson(work, 'publisher', data);
    if (publisher === undefined || publisher === found) continue;
    if (found !== undefined) return undefined;
    found = publisher;
  }
  return found;
}

function isHomeUrl(raw: string, pageUrl: string): boolean {
  const url = resolveHref(raw, pageUrl);
  return url !== undefined && isSameSite(url, pageUrl) && /^\/?(?:index\.\w+)?$/.test(url.pathname);
}

/**
 * The Person whose profiles are the site's: the WebSite's publisher or author; the publisher of the page's own
 * top-level article (`articlePublisher`); the main entity of an AboutPage, or
 * of a ProfilePage that is not one of a directory of people; else a Person whose url is the site's home page or
 * whose name is the brand's (`namesBrand`, read from the title and og:site_name). Undefined when no Person is the
 * site's: on an article page with no such sign, the Person is the author.
 *
 * @example
 * ```ts
 * // WebSite { publisher: { '@id': '#jane' } }, Person { '@id': '#jane', sameAs: [...] }
 * sitePerson(data, 'https://jane.example/notes/x/', () => false); // the Person #jane
 * ```
 */
export function sitePerson(
  data: StructuredData,
  pageUrl: string,
  namesBrand: (name: string) => boolean,
): StructuredItem | undefined {
  for (const site of itemsOf(data, 'WebSite')) {
    const owner = firstPerson(site, 'publisher|author', data);
    if (owner) return owner;
  }
  const publisher = articlePublisher(data, pageUrl);
  if (publisher) return publisher;
  const directory = PEOPLE_DIRECTORY.test(pathOf(pageUrl));
  for (const webPage of itemsOf(data, 'AboutPage', 'ProfilePage')) {
    if (directory && !itemIs(webPage, 'AboutPage')) continue;
    const subject = firstPerson(webPage, 'mainEntity|about', data);
    if (subject) return subject;
  }
  return itemsOf(data, 'Person').find((person) => {
    // Not its @id: generators give every author one under the home page ("https://blog.example/#/schema/person/…").
    const url = firstText(person, 'url', data);
    if (url !== undefined && isHomeUrl(url, pageUrl)) return true;
    const name = firstText(person, 'name', data);
    return name !== undefined && namesBrand(name);
  });
}
