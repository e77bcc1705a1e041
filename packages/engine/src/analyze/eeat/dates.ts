import {
  type DateKind,
  dateLabelKind,
  daysApart,
  parseLooseDate,
  slashedOrder,
  visibleDates,
} from '../../structured-data/dates.ts';
import { isThisPage, resolveHref } from '../../structured-data/links.ts';
import { metaValues, type PageFacts } from '../../structured-data/metadata.ts';
import { firstText, itemIs } from '../../structured-data/read.ts';
import { leadingItem, titleBlockLines } from '../../structured-data/title-block.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';
import type { Byline } from './bylines.ts';
import { ownDateZone } from './own-date-zone.ts';

/**
 * The page's own publication, update and review dates, read from its markup, its meta tags and what it shows, each
 * with where it was found; the date checks (eeat/date-signals.ts) compare them.
 */

/** A date the page gives itself, with where it was read. */
export interface DateSource {
  kind: DateKind;
  source: 'schema' | 'meta' | 'visible';
  date: Date;
  raw: string;
  where: string;
}

/** A link to another page: a date inside it is that page's (a "More posts" list in the main column). */
function linksElsewhere(href: string | undefined, pageUrl: string): boolean {
  const url = href === undefined ? undefined : resolveHref(href, pageUrl);
  return url !== undefined && !isThisPage(url, pageUrl);
}

/**
 * Publication and update dates from schema (the page's own nodes, not comments or reviews), meta tags and the
 * visible page (the first `<time>`, date element or "Published/Updated <date>" statement of each kind, then an
 * unlabelled date in the byline or the title block, outside navigation, sidebars and footers and outside links to
 * other pages, so lists of other posts do not count). `now` is when the page was fetched.
 */
export function findDates(
  facts: PageFacts,
  data: StructuredData,
  notThePage: (item: StructuredItem) => boolean,
  pageUrl: string,
  byline: Byline | undefined,
  authorNames: readonly string[],
  english: boolean,
  now: number,
): DateSource[] {
  // "12/03/2025" on a page in a language that writes the day first (not English, whatever lang says) is 12 March, and
  // on a British page too; on other English pages only a date one order alone allows is read ("Mon, 09/15/2025").
  const slashed = slashedOrder(facts.lang, english) ?? false;
  const out: DateSource[] = [];
  const add = (
    kind: DateSource['kind'],
    source: DateSource['source'],
    raw: string | undefined,
    where: string,
  ): boolean => {
    const date = parseLooseDate(raw, source === 'visible' && slashed);
    if (!date || !raw || out.length >= 40) return false;
    out.push({ kind, source, date, raw: raw.slice(0, 80), where });
    return true;
  };
  for (const item of data.all) {
    const own = item.root
      ? itemIs(item, 'CreativeWork') || item.types.length === 0
      : itemIs(item, 'Article', 'WebPage');
    if (!own || notThePage(item)) continue;
    add('published', 'schema', firstText(item, 'datePublished|dateCreated'), `${item.where} datePublished`);
    add('modified', 'schema', firstText(item, 'dateModified'), `${item.where} dateModified`);
    add('reviewed', 'schema', firstText(item, 'lastReviewed'), `${item.where} lastReviewed`);
  }
  // Drupal 7 marks its node's dates up in RDFa with Dublin Core terms (property="dc:date dc:created" content="…" on
  // the "Submitted by … on …" date), on the node's own subject; a comment's are on the comment's (sioct:Comment).
  for (const item of data.items) {
    if (item.types.some((t) => DC_COMMENT.test(t)) || notThePage(item)) continue;
    add('published', 'schema', firstText(item, DC_CREATED), `${item.where} dc:created`);
    add('modified', 'schema', firstText(item, DC_MODIFIED), `${item.where} dc:modified`);
  }
  for (const key of [
    'article:published_time',
    'og:published_time',
    'datepublished',
    'date',
    'dc.date',
    'dcterms.created',
    'pubdate',
    'publish-date',
    'parsely-pub-date',
    'sailthru.date',
  ]) {
    for (const v of metaValues(facts, key)) add('published', 'meta', v, `<meta ${key}>`);
  }
  for (const key of [
    'article:modified_time',
    'og:updated_time',
    'datemodified',
    'dcterms.modified',
    'last-modified',
  ]) {
    for (const v of metaValues(facts, key)) add('modified', 'meta', v, `<meta ${key}>`);
  }
  // The first visible date of each kind is the page's. Dates that say what they are come first (a <time> or a
  // date block marked published or updated, then "Published 1 March …" in the text); a <time> that says nothing
  // comes after them, and one marked as another date (a sale's end, an event's start) never counts.
  const outside = (region: string): boolean => region === 'nav' || region === 'footer' || region === 'aside';
  const h1 =
    facts.headings.find((h) => h.level === 1 && h.inMain) ?? facts.headings.find((h) => h.level === 1);
  // A <time> that says nothing dates the page only where themes print the page's date: around the title or in the
  // byline. In the body it dates what the text is about (a concert, a webinar, a deadline), which is not compared.
  let zone: string | undefined;
  const ownPlace = (text: string): boolean => {
    const shown = text.trim();
    if (shown === '') return false;
    zone ??= `${ownDateZone(facts.mainText, h1?.text)}\n${byline?.rest ?? ''}`;
    return zone.includes(shown);
  };
  const candidates: { rank: number; kind: DateSource['kind']; raw: string | undefined; where: string }[] = [];
  for (const t of facts.times) {
    if (outside(t.region) || OTHER_DATE.test(t.hint) || linksElsewhere(t.href, pageUrl)) continue;
    const label = `${t.hint} ${t.before}`;
    const said = dateLabelKind(label);
    const labelled = PAGE_DATE_HINT.test(label) || said !== undefined;
    if (!labelled && !ownPlace(t.text)) continue;
    candidates.push({
      rank: labelled ? 0 : 2,
      kind: said === 'modified' || said === 'reviewed' ? said : 'published',
      raw: t.datetime ?? t.text,
      where: `<time> "${t.text.slice(0, 40)}"`,
    });
  }
  // A date inside the byline ("Autor: Katarzyna Nowak · 12 marca 2025", or the first byline element: "Dr. Jana
  // Brandt · 10. Februar 2025") is the publication date: bylines date the post. Later byline elements may be other
  // posts' (a list of related posts), and dates that say which they are come from the statements below.
  const bylineDates: string[] = [];
  if (byline && visibleDates(byline.rest, 1, english).length === 0) bylineDates.push(byline.rest);
  const firstAuthor = facts.hints.find((h) => h.kind === 'author' && !outside(h.region));
  if (
    firstAuthor &&
    /\p{Nd}{4}/u.test(firstAuthor.text) &&
    visibleDates(firstAuthor.text, 1, english).length === 0
  )
    bylineDates.push(firstAuthor.text);
  for (const hint of facts.hints) {
    if (
      hint.kind !== 'date' ||
      outside(hint.region) ||
      OTHER_DATE.test(hint.where.toLowerCase()) ||
      linksElsewhere(hint.href, pageUrl)
    )
      continue;
    const label = `${hint.where} ${hint.text}`;
    const said = dateLabelKind(label);
    const labelled = PAGE_DATE_HINT.test(label) || said !== undefined;
    // A plain `.date` is read as an unlabelled <time> is: around the title or in the byline only. In the body it dates
    // what the text is about (an events box, a "Next meetup" panel). A theme's post-date class names the post's.
    if (!labelled && !POST_DATE_CLASS.test(hint.where) && !ownPlace(hint.text)) continue;
    candidates.push({
      rank: labelled ? 0 : 2,
      kind: said === 'modified' || said === 'reviewed' ? said : 'published',
      raw: hint.text,
      where: hint.where,
    });
  }
  for (const statement of visibleDates(facts.mainText.slice(0, 6000), 20, english)) {
    candidates.push({
      rank: 1,
      kind: statement.kind,
      raw: statement.raw,
      where: `visible text "${statement.text.slice(0, 50)}"`,
    });
  }
  for (const text of bylineDates) {
    candidates.push({ rank: 1, kind: 'published', raw: text, where: `byline "${text.trim().slice(0, 50)}"` });
  }
  // A date without a label in the title block, between the H1 and the first paragraph ("June 2, 2025 · 3 min · Jane
  // Doe"), is the post's: below the dates that say what they are. It must lead the line: one after a venue is an
  // event's. One in the future is an event's too, and so is one more than two days from the markup's datePublished
  // (an event recap's "Saturday, October 17 · Riverside Park"): the markup is kept, and no disagreement is raised
  // from a date that does not say it is the publication's.
  const marked = out.filter((d) => d.kind === 'published');
  const names = byline ? [byline.name, ...authorNames] : authorNames;
  for (const line of titleBlockLines(facts.mainText, h1?.text)) {
    if (visibleDates(line, 1, english).length > 0) continue;
    const item = leadingItem(line, names);
    const date = parseLooseDate(item, slashed);
    if (date === undefined || (Number.isFinite(now) && date.getTime() > now + 86_400_000)) continue;
    if (marked.length > 0 && marked.every((d) => daysApart(d.date, date) > SAME_EDITION_DAYS)) continue;
    candidates.push({ rank: 2, kind: 'published', raw: item, where: `title block "${line.slice(0, 50)}"` });
  }
  const seen = { published: false, modified: false, reviewed: false };
  // A stable sort: within a rank, document order.
  for (const c of candidates.sort((a, b) => a.rank - b.rank)) {
    if (!seen[c.kind] && add(c.kind, 'visible', c.raw, c.where)) seen[c.kind] = true;
  }
  // A review date that is the publication date in the markup, with no other visible one, dates the publication (a
  // product review's "Reviewed June 20, 2026"); else it is the content's last review.
  const shown = out.find((d) => d.kind === 'reviewed' && d.source === 'visible');
  if (
    shown &&
    !out.some((d) => d.kind === 'published' && d.source === 'visible') &&
    out.some((d) => d.kind === 'published' && d.source !== 'visible' && daysApart(d.date, shown.date) <= 1)
  )
    shown.kind = 'published';
  return out;
}

/** Dublin Core's creation and update terms as RDFa expands them (dc:created, dc:issued, dc:date; dc:modified). */
const DC_CREATED =
  'http://purl.org/dc/terms/created|http://purl.org/dc/terms/issued|http://purl.org/dc/terms/date';
const DC_MODIFIED = 'http://purl.org/dc/terms/modified';
/** A comment's RDFa type (SIOC's, as Drupal 7 prints it): its dates are the comment's. */
const DC_COMMENT = /[#/]Comment$/;

/** An update this close to the publication is the same edition (a save after publishing), not a revision. */
export const SAME_EDITION_DAYS = 2;
/** class, id or itemprop of a date that is not the page's own: an offer's validity, an event's times, a life's dates. */
const OTHER_DATE =
  /pricevaliduntil|startdate|enddate|validfrom|validthrough|availabilitystarts|availabilityends|doortime|expires|birthdate|deathdate|foundingdate|duedate|event-?date|sale-?ends?/i;
/** Words that mark a date as the page's publication or update. */
const PAGE_DATE_HINT = /publish|posted|pubdate|entry-date|datecreated|byline|updat|modif|revis/i;
/** A theme's class for the post's own date, which says so wherever the theme prints it ("post-date", "postdate"). */
const POST_DATE_CLASS = /post-?date/i;
