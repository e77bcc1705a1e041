import type { Evidence } from '@geo-audit/core';
import { type ResolvedAnchor, resolveHref } from '../../structured-data/links.ts';
import { metaValues, type PageFacts } from '../../structured-data/metadata.ts';
import { allTexts, firstText, hasProperty, isItem, itemIs } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';
import { type Byline, bylineOf, bylinePrefixFor } from './bylines.ts';
import { LINK_LIKE, type SchemaPerson } from './own-works.ts';
import { printedName } from './reviewer.ts';
import { roleAfterName, roleInElement } from './roles.ts';
import { MAX_EVIDENCE } from './signal-spec.ts';
import { CREDENTIALS_I18N } from './statements.ts';
import { readablePath } from './trust-links.ts';

/**
 * Who the page names as its author, and where: rel="author" links, meta tags, the markup's authors and Persons,
 * byline elements and the visible byline, with the author pages they link and the credentials they state.
 */

const GENERIC_AUTHOR =
  /^(?:admin(?:istrator)?|staff|editor(?:ial)?(?: team| staff)?|team|webmaster|guest|anonymous|user|author|unknown|redaktion|redakcja|redactie|rédaction|redacción|redação|redazione|редакция|编辑部|編集部|التحرير)$/iu;
/**
 * A site's collective signing as a person ("Home Improvement Hub Team", "Acme Staff", "The Daily Editors"): no one a
 * reader can look up. Generic unless the markup declares an Organization author, which stands behind the page as an
 * institution does ("Written by the WellPoint Health Editorial Team"). A newspaper's "Editorial Board" is not one.
 */
const COLLECTIVE_AUTHOR = /^.+\s(?:team|staff|editors)$/i;
/** A qualification written in English: a degree, a licence, a certification, years of experience. */
export const CREDENTIALS =
  /\b(?:Ph\.?\s?D|M\.?D\.|MD|D\.?O\.|RN|NP|PA-C|PharmD|DDS|DVM|MPH|MSc|M\.?Sc|MBA|CFA|CFP|CPA|CAIA|FRM|JD|Esq|LCSW|RD|LPC|PE|board[- ]certified|certified|licensed|accredited|professor|\d+\+?\s+years(?:\s+of)?\s+experience)\b/;
/**
 * An author's page: /author/<slug> and its kin, in English (also /reporter/, /journalist/, /columnist/) and as
 * Spanish, Portuguese, German, Polish, French, Italian and Dutch sites name it (/autor/, /autores/, /autoren/,
 * /auteur/, /autore/, /autrice/, /redacteur/, /redactrice/, /redakteur/, /equipo/), and Russian (/avtor/, /автор/),
 * Turkish (/yazar/), Indonesian (/penulis/), Vietnamese (/tac-gia/), Danish, Norwegian and Swedish (/forfatter/,
 * /skribent/), Japanese (/著者/, /執筆者/, /ライター/), Chinese (/作者/), Korean (/기자/), Arabic (/كاتب/), Hindi
 * (/लेखक/) and Hebrew (/כותב/) ones. Tested on the decoded path: /著者/ arrives as /%E8%91%97%E8%80%85/.
 */
const AUTHOR_PATH =
  /\/(?:authors?|team|people|staff|contributors?|writers?|experts?|editors?|profiles?|bio|reporters?|journalist(?:e|es|s|en)?|columnists?|autor(?:es|en|in|innen|ka|zy)?|auteurs?|autore|autori|autrice|redacteur(?:en|s)?|redactrices?|redakteur(?:e|in|innen)?|equipo|avtor[ysa]?|автор[аыи]?|yazar(?:lar)?|penulis|tac-gia|forfatter(?:e|ne)?|forfattare|skribent(?:er)?|著者|執筆者|ライター|作者|기자|저자|(?:ال)?كاتب|लेखक|כותב(?:ים)?)\/[^/?#]+/i;
/**
 * A German paper's newsroom section, /redaktion/<name>, which is an editor's page only in the content: the header's and
 * footer's /redaktion/kontakt or /redaktion/leitlinien are the newsroom's own pages.
 */
const NEWSROOM_PATH = /\/redaktion\/[^/?#]+/i;
/** The page's header, footer and sidebars, where a site links its own sections. */
const CHROME_REGIONS: ReadonlySet<string> = new Set(['header', 'footer', 'aside']);
/** A podcast's page about one of its hosts ("/hosts/nadia-brooks"); elsewhere "/host/" is a rental's host. */
const HOST_PATH = /\/hosts?\/[^/?#]+/i;

/** The authors a page names, with their author pages and stated credentials, as evidence. */
export interface Authors {
  names: Evidence[];
  pages: Evidence[];
  credentials: Evidence[];
  generic: boolean;
  /** The organization the markup names as author, when nothing else names an author (no byline, meta or Person). */
  schemaOrganizationOnly: string | undefined;
  /**
   * The person only the markup or a meta tag names as author, when the page shows no byline, byline element or
   * rel="author" link and its text never names them (a theme's Person author, a fake "Dr. … MD").
   */
  markupOnlyPerson: string | undefined;
}

/**
 * The page's authors: their names, the author pages linked to them and the credentials stated for them, read from
 * links, meta tags, the markup's people and the byline (or, on a podcast episode, the host line `page.host`).
 */
export function findAuthors(
  facts: PageFacts,
  anchors: ResolvedAnchor[],
  data: StructuredData,
  people: SchemaPerson[],
  pageUrl: string,
  byline: Byline | undefined,
  page: { english: boolean; indonesian: boolean; podcast: boolean; host?: string | undefined },
): Authors {
  const prefix = bylinePrefixFor(page);
  const names: Evidence[] = [];
  const pages: Evidence[] = [];
  const credentials: Evidence[] = [];
  const nameValues: string[] = [];
  let organizationInSchema: string | undefined;
  let elsewhere = false;
  // Whether a name came from what readers see (a byline, a byline element, a rel="author" link, a host line).
  let shown = false;
  const addName = (
    name: string | undefined,
    what: string,
    where?: string,
    organization = false,
    visible = false,
  ): void => {
    const clean = name?.replace(prefix, '').trim();
    if (!clean || clean.length > 80 || LINK_LIKE.test(clean)) return;
    if (visible) shown = true;
    if (!organization) elsewhere = true;
    else organizationInSchema ??= clean;
    nameValues.push(clean);
    if (names.length < MAX_EVIDENCE) names.push({ what, ...(where ? { where } : {}), value: clean });
  };
  const addPage = (href: string | undefined, what: string): void => {
    if (!href) return;
    const url = resolveHref(href, pageUrl);
    if (!url || !/^https?:$/.test(url.protocol)) return;
    if (pages.length < MAX_EVIDENCE && !pages.some((p) => p.value === url.href))
      pages.push({ what, value: url.href });
  };

  for (const a of anchors) {
    if (a.anchor.rel.includes('author')) {
      addName(a.text, 'rel="author" link', a.anchor.region, false, true);
      addPage(a.anchor.href, 'rel="author" link');
    }
  }
  for (const link of facts.links) if (link.rel.includes('author')) addPage(link.href, '<link rel="author">');
  for (const name of metaValues(
    facts,
    'author',
    'dc.creator',
    'dcterms.creator',
    'sailthru.author',
    'parsely-author',
  )) {
    addName(name, '<meta name="author">');
  }
  for (const value of metaValues(facts, 'article:author')) {
    if (/^https?:/i.test(value)) addPage(value, 'article:author');
    else addName(value, 'article:author');
  }

  const persons: StructuredItem[] = [];
  for (const { item, role, value: v } of people) {
    if (typeof v === 'string') {
      // Microdata often gives the author as a link (`<a itemprop="author" href="/author/jane">`): that is a page.
      if (LINK_LIKE.test(v.trim())) addPage(v.trim(), `${item.types.join(', ')}.${role} link`);
      else addName(v, `${item.types.join(', ')}.${role}`, item.where);
    } else if (isItem(v)) {
      addName(
        firstText(v, 'name', data),
        `${item.types.join(', ')}.${role} (${v.types.join(', ') || 'node'})`,
        item.where,
        itemIs(v, 'Organization') && !itemIs(v, 'Person'),
      );
      addPage(
        firstText(v, 'url', data) ?? (v.id && /^https?:/.test(v.id) ? v.id : undefined),
        `${role} url in schema`,
      );
      for (const s of allTexts(v, 'sameAs', data).slice(0, 3)) addPage(s, `${role} sameAs in schema`);
      if (itemIs(v, 'Person')) persons.push(v);
    }
  }
  for (const item of data.items) if (itemIs(item, 'Person') && !persons.includes(item)) persons.push(item);
  for (const person of persons) {
    addName(firstText(person, 'name', data), 'Person schema', person.where);
    const stated = [
      'jobTitle',
      'hasCredential',
      'alumniOf',
      'award',
      'knowsAbout',
      'honorificSuffix',
      'hasOccupation',
    ].filter((p) => hasProperty(person, p));
    if (stated.length > 0 && credentials.length < MAX_EVIDENCE) {
      credentials.push({
        what: `Person "${firstText(person, 'name', data) ?? ''}" states ${stated.join(', ')}`,
        where: person.where,
        value: Object.fromEntries(stated.map((p) => [p, firstText(person, p, data) ?? true])),
      });
    }
  }

  for (const hint of facts.hints) {
    if (hint.region === 'nav' || hint.region === 'footer') continue;
    if (hint.kind === 'author') {
      // A byline block that also holds the date ("Jane Doe · May 2, 2024") is not a name; its inner author element is.
      // A label in it goes ("김지훈 기자 kimjh@…" is 김지훈; "Auteur Marie Dupont" is Marie Dupont).
      addName(
        hint.text.length <= 80 && !/\p{Nd}{4}/u.test(hint.text)
          ? (bylineOf(hint.text, true, page.indonesian)?.name ?? hint.text)
          : undefined,
        'byline element',
        hint.where,
        false,
        true,
      );
      if (hint.href) addPage(hint.href, 'link in the byline');
    }
    if ((hint.kind === 'author' || hint.kind === 'bio') && credentials.length < MAX_EVIDENCE) {
      const m = CREDENTIALS.exec(hint.text) ?? CREDENTIALS_I18N.exec(hint.text);
      if (m)
        credentials.push({
          what: `credential "${m[0]}" in the author block`,
          where: hint.where,
          value: hint.text.slice(0, 160),
        });
    }
  }
  if (byline) addName(byline.name, 'visible byline', 'main content', false, true);
  if (page.host) addName(page.host, 'host named on the episode page', 'main content', false, true);
  // A job title after the name ("By Priya Nair, Senior Audio Editor") states the author's role, as jobTitle does.
  const role =
    roleAfterName(byline?.rest) ??
    facts.hints
      .filter((h) => h.kind === 'author' && h.region !== 'nav' && h.region !== 'footer')
      .map((h) => roleAfterName(bylineOf(h.text, true, page.indonesian)?.rest))
      .find((r) => r !== undefined);
  if (role && credentials.length < MAX_EVIDENCE)
    credentials.push({ what: `job title "${role}" after the byline's name`, where: 'byline', value: role });
  // Or before it ("By Fire Chief Dan Cole"): the office the person signs with.
  else if (byline?.title && credentials.length < MAX_EVIDENCE)
    credentials.push({
      what: `job title "${byline.title}" before the byline's name`,
      where: 'byline',
      value: byline.title,
    });
  // Or in its own element beside the byline ("Rosa Delgado" then `<span class="author-title">City Hall reporter`).
  for (const hint of role ? [] : facts.hints) {
    if (hint.kind !== 'author' || hint.region === 'nav' || hint.region === 'footer') continue;
    const titled = roleInElement(hint.where, hint.text);
    if (titled && credentials.length < MAX_EVIDENCE) {
      credentials.push({ what: `job title "${titled}" beside the byline`, where: hint.where, value: titled });
      break;
    }
  }
  // The texts of the links to author pages: a byline may print only the given name the markup spells in full
  // ("par <a href="/author/julie/">Julie</a>" for "Julie Martin").
  const authorLinkTexts: string[] = [];
  for (const a of anchors) {
    if (pages.length >= MAX_EVIDENCE) break;
    if (!a.url || !a.sameSite || a.anchor.region === 'nav') continue;
    const path = readablePath(a.url);
    if (AUTHOR_PATH.test(path) || (NEWSROOM_PATH.test(path) && !CHROME_REGIONS.has(a.anchor.region))) {
      addPage(a.url.href, `link to an author page ("${a.text.slice(0, 40)}")`);
      if (AUTHOR_PATH.test(path)) authorLinkTexts.push(a.text.trim().toLowerCase());
    } else if (page.podcast && HOST_PATH.test(path))
      addPage(a.url.href, `link to a host page ("${a.text.slice(0, 40)}")`);
  }
  const generic =
    nameValues.length > 0 &&
    nameValues.every(
      (n) => GENERIC_AUTHOR.test(n) || (organizationInSchema === undefined && COLLECTIVE_AUTHOR.test(n)),
    );
  // Read only when nothing visible named the author: one search of the page's text per name, for the few names the
  // markup gives ("Dr. Michael Stevens, MD" is shown as "Michael Stevens").
  const named = shown || !elsewhere ? [] : nameValues.filter((n) => n !== organizationInSchema).slice(0, 3);
  const markupOnlyPerson =
    named.length > 0 &&
    !named.some((n) => facts.text.includes(printedName(n)) || linkedByName(n, authorLinkTexts))
      ? named[0]
      : undefined;
  return {
    names,
    pages,
    credentials,
    generic,
    schemaOrganizationOnly: elsewhere ? undefined : organizationInSchema,
    markupOnlyPerson,
  };
}

/**
 * Whether a link to an author page names the person the markup names: by the printed name, or by one of its words
 * of at least three letters (a byline that gives the first name only).
 */
function linkedByName(name: string, linkTexts: readonly string[]): boolean {
  if (linkTexts.length === 0) return false;
  const printed = printedName(name).toLowerCase();
  const words = printed.split(/\s+/).filter((w) => w.length >= 3);
  return linkTexts.some((text) => text === printed || words.includes(text));
}
