import type { AnyNode, Document, Element } from 'domhandler';
import { isCjk, isUnspaced, segmentedWords } from '../content/words.ts';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import {
  attr,
  collapse,
  describeElement,
  hasNonBlank,
  INLINE_TAGS,
  isBlank,
  isElement,
  isHeading,
  textOf,
  tokens,
} from './dom.ts';

/**
 * Page facts the schema, eeat and brand analyzers read besides structured data: title, `<meta>` (name and
 * property, so Open Graph too), `<link rel>`, anchors with the page region they sit in, headings, `<time>`
 * elements, byline/date/bio hints from class names, logo images, players, form fields, and the visible text (all of
 * it, and the main content's). Collected in one iterative walk and memoized per document.
 */

export type Region = 'head' | 'header' | 'nav' | 'main' | 'aside' | 'footer' | 'body';

export interface AnchorFact {
  href: string;
  /** Visible text, or aria-label / title / an inner image's alt for icon links. */
  text: string;
  rel: string[];
  region: Region;
  /** Inside `<main>`, `<article>` or `role=main`. */
  inMain: boolean;
}

export interface TimeFact {
  datetime?: string;
  text: string;
  /** class, id and itemprop of the element and its parent, lower-cased. */
  hint: string;
  /** The last visible text before the element (up to 60 characters), e.g. "Updated". */
  before: string;
  region: Region;
  /** href of the link around the element or inside it, if any: a date in a link is usually the linked post's. */
  href?: string;
}

/** An element whose class, id, rel or itemprop names it a byline, author, bio or date block. */
export interface HintFact {
  kind: 'author' | 'bio' | 'date';
  text: string;
  /** The first link inside it, if any. */
  href?: string;
  where: string;
  region: Region;
}

export interface LogoFact {
  src: string;
  alt: string;
  where: string;
  region: Region;
  /** href of the link around the image, if any (a site logo usually links to the home page). */
  href?: string;
}

export interface PageFacts {
  title?: string;
  lang?: string;
  /** `<meta>` by lower-cased name, property or http-equiv → contents in order. */
  meta: Map<string, string[]>;
  links: { rel: string[]; href: string }[];
  anchors: AnchorFact[];
  headings: { level: number; text: string; inMain: boolean }[];
  times: TimeFact[];
  hints: HintFact[];
  logos: LogoFact[];
  /** Texts of `<address>` elements. */
  addresses: string[];
  /** Texts of the main content's `<figcaption>` elements: a photo's caption, which says nothing of the page's own. */
  captions: string[];
  /** `<audio>` and `<iframe>` elements (a podcast's player, an embedded one), with their `src` (or `data-src`). */
  players: PlayerFact[];
  /** Form fields and buttons the visitor sees (`<input>` but hidden ones, `<select>`, `<textarea>`, `<button>`). */
  fields: FieldFact[];
  /** Visible body text, one block per line, capped. */
  text: string;
  /** Text of the main content: `<main>`/`<article>` when present, else the body minus header, nav, aside, footer. */
  mainText: string;
  /** True when the page marks its main content (`<main>`, `<article>` or role=main). */
  hasMainLandmark: boolean;
}

/** An `<audio>` or `<iframe>` of the page: what page type reads to tell an episode page from a post about one. */
export interface PlayerFact {
  element: 'audio' | 'iframe';
  src: string;
  inMain: boolean;
}

/**
 * A form field or button: what page type reads to tell a donation form (an amount to pick or type) from a donate
 * button at the end of a post.
 */
export interface FieldFact {
  element: 'input' | 'select' | 'textarea' | 'button';
  /** name, id and class, lower-cased. */
  hint: string;
  region: Region;
  inMain: boolean;
}

/** The elements `FieldFact` records. */
const FIELDS: ReadonlySet<string> = new Set(['input', 'select', 'textarea', 'button']);

export const PAGE_FACT_LIMITS = {
  textChars: 400_000,
  anchors: 5_000,
  headings: 500,
  times: 200,
  hints: 200,
  logos: 20,
  players: 20,
  fields: 100,
  captions: 30,
} as const;

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'canvas',
]);

const AUTHOR_HINT =
  /(?:^|[-_\s])(?:author|byline|by-line|writer|contributor|posted-?by|written-?by)(?:$|[-_\s])/i;
const BIO_HINT =
  /(?:^|[-_\s])(?:bio|author-?(?:info|box|card|details|profile)|about-?(?:the-?)?author)(?:$|[-_\s])/i;
const DATE_HINT =
  /(?:^|[-_\s])(?:date|dateline|published|updated|modified|posted-?on|timestamp|pubdate)(?:$|[-_\s])/i;

const LOGO = /logo/i;

const COMMENT_HINT = /comment/i;

/**
 * One cheap test before the precise ones: most class names mention none of these. It holds the review widgets'
 * names too (`REVIEW_WIDGET`; Okendo's `okeReviews` by "review"), so telling a widget's root costs no expression of
 * its own on other elements. Their first letters are factored out: one character class tried at each position
 * keeps the test as fast as it was without them (seven more alternatives made it half as slow again; the Google
 * reviews embeds' three letters cost nothing measurable over the corpus pages' 5,200 class names).
 */
const ANY_HINT =
  /author|by-?line|writer|contributor|posted|written|bio|date|published|updated|modified|timestamp|[rjystegw](?:eview|vw-|dgm|otpo|tamped|rustpilot|estimonial|i-widget|apps-|lfsight-|mbedsocial-|p-gr|rw-)/i;

/**
 * The root of a customer review or testimonial widget, by a class or id that starts with its name: Judge.me
 * (`jdgm-rev`), Yotpo, Stamped, Shopify Product Reviews (`spr-review`), Okendo, WooCommerce (`woocommerce-Reviews`,
 * `woocommerce-review__author`), Trustpilot and Reviews.io embeds, themes' `customer-reviews` and `product-reviews`
 * (plural: a lone `product-review` may be an editor's article), and testimonials. The Google reviews embeds of local
 * businesses by their roots: Trustindex (`ti-widget`, `ti-review-item`; not any `ti-`, which timelines' `ti-date`
 * and Themify Icons' `ti-calendar` use too), Elfsight (`elfsight-app-…`, `eapps-…`), Widget for Google Reviews
 * (`wp-gr`, `grw-…`, `wp-google-review`) and EmbedSocial (`embedsocial-reviews`). The names in it are customers',
 * the dates their reviews': never the page's byline or date.
 */
export const REVIEW_WIDGET =
  /(?:^|\s)(?:jdgm-|yotpo|stamped-|spr-review|oke-|okereviews|okendo|woocommerce-review|trustpilot|reviews-io|rvw-|(?:(?:customer|user)-?reviews?|product-?reviews)(?:$|[\s_-])|testimonials?(?:$|[\s_-])|ti-widget|ti-review|elfsight-|eapps-|wp-gr(?:$|\s)|grw-|wp-google-review|embedsocial-)/i;

/**
 * A schema.org Review given as another item's `review` property (of a Product, a LocalBusiness): a customer's
 * review. A Review that is the page's own item (an editor's review of a camera) is left alone: its author is the
 * page's.
 */
const NESTED_REVIEW = /\/(?:User)?Review(?:\s|$)/;

interface Frame {
  region: Region;
  inMain: boolean;
  hidden: boolean;
  /** href of the enclosing link. */
  href?: string;
  /** Inside a customer review or testimonial widget, whose bylines and dates are not the page's. */
  review: boolean;
  /** Inside a Drupal 7 node's `.submitted` line ("Submitted by <span class="username">…</span> on …"). */
  submitted: boolean;
}

const CLOSE = Symbol('close');

const cache = new AnalysisMemo<Document, PageFacts>();

export function pageFacts(document: Document): PageFacts {
  const known = cache.get(document);
  if (known) return known;
  const facts = collect(document);
  cache.set(document, facts);
  return facts;
}

function regionOf(element: Element, parent: Frame): { region: Region; inMain: boolean } {
  const name = element.name;
  const role = element.attribs.role;
  if (name === 'main' || role === 'main') return { region: 'main', inMain: true };
  // An <article> in the footer or a sidebar is a teaser card there, not the page's main content.
  if ((name === 'article' || role === 'article') && (parent.inMain || parent.region === 'body')) {
    return { region: 'main', inMain: true };
  }
  if (parent.inMain) return parent;
  if (name === 'head') return { region: 'head', inMain: false };
  if (name === 'header' || role === 'banner') return { region: 'header', inMain: false };
  if (name === 'nav' || role === 'navigation') return { region: 'nav', inMain: false };
  if (name === 'footer' || role === 'contentinfo') return { region: 'footer', inMain: false };
  if (name === 'aside' || role === 'complementary') return { region: 'aside', inMain: false };
  return parent;
}

function isHidden(element: Element): boolean {
  const a = element.attribs;
  if (a.hidden !== undefined || a['aria-hidden'] === 'true') return true;
  const style = a.style;
  return style !== undefined && /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style);
}

function collect(document: Document): PageFacts {
  const facts: PageFacts = {
    meta: new Map(),
    links: [],
    anchors: [],
    headings: [],
    times: [],
    hints: [],
    logos: [],
    addresses: [],
    captions: [],
    players: [],
    fields: [],
    text: '',
    mainText: '',
    hasMainLandmark: false,
  };
  // The texts grow by concatenation, not as arrays joined at the end: V8 joins an array of many short strings at
  // about 35 ns a part, several times what building the string as it goes and flattening it once costs. Whether
  // each text's last part was a line break is tracked apart, as reading the last character would flatten it.
  let all = '';
  let main = '';
  let rest = '';
  let allBreak = false;
  let mainBreak = false;
  let restBreak = false;
  let allLength = 0;
  let lastText = '';
  // A line break between blocks, written once however many block boundaries meet.
  const breakLine = (frame: Frame): void => {
    if (allLength >= PAGE_FACT_LIMITS.textChars) return;
    if (!allBreak) {
      all += '\n';
      allBreak = true;
    }
    if (frame.inMain) {
      if (!mainBreak) {
        main += '\n';
        mainBreak = true;
      }
    } else if (frame.region === 'body' && !restBreak) {
      rest += '\n';
      restBreak = true;
    }
  };

  const nodes: (AnyNode | typeof CLOSE)[] = [document];
  const frames: Frame[] = [{ region: 'body', inMain: false, hidden: false, review: false, submitted: false }];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const frame = frames.pop()!;
    if (node === CLOSE) {
      if (!frame.hidden) breakLine(frame);
      continue;
    }
    if (node.type === 'text') {
      if (frame.hidden || frame.region === 'head' || allLength >= PAGE_FACT_LIMITS.textChars) continue;
      const data = node.data;
      // The limit counts the text as written; what is kept may be shorter (see blankAs).
      allLength += data.length;
      const blank = blankAs(data);
      const kept = blank ?? data;
      const isBreak = kept === '\n';
      all += kept;
      allBreak = isBreak;
      if (frame.inMain) {
        main += kept;
        mainBreak = isBreak;
      } else if (frame.region === 'body') {
        rest += kept;
        restBreak = isBreak;
      }
      if (blank === undefined && hasNonBlank(data)) lastText = data;
      continue;
    }
    let next = frame;
    if (isElement(node)) {
      const name = node.name;
      const a = node.attribs;
      if (name === 'title' && facts.title === undefined) {
        facts.title = textOf(node, 500);
        continue;
      }
      if (name === 'html' && a.lang) facts.lang = a.lang.trim();
      if (name === 'meta') {
        const key = (a.name ?? a.property ?? a['http-equiv'])?.trim().toLowerCase();
        if (key && a.content !== undefined) {
          const list = facts.meta.get(key);
          if (list) list.push(a.content.trim());
          else facts.meta.set(key, [a.content.trim()]);
        }
        continue;
      }
      if (name === 'link') {
        if (a.href && a.rel) facts.links.push({ rel: tokens(a.rel.toLowerCase()), href: a.href.trim() });
        continue;
      }
      if ((name === 'iframe' || name === 'audio') && facts.players.length < PAGE_FACT_LIMITS.players) {
        const inMain = frame.inMain || (name === 'audio' && regionOf(node, frame).inMain);
        facts.players.push({ element: name, src: (a.src ?? a['data-src'] ?? '').trim(), inMain });
      }
      if (
        FIELDS.has(name) &&
        !frame.hidden &&
        a.type?.toLowerCase() !== 'hidden' &&
        facts.fields.length < PAGE_FACT_LIMITS.fields
      ) {
        facts.fields.push({
          element: name as FieldFact['element'],
          hint: `${a.name ?? ''} ${a.id ?? ''} ${a.class ?? ''}`.toLowerCase(),
          region: frame.region,
          inMain: frame.inMain,
        });
      }
      if (SKIP.has(name)) continue;
      const region = regionOf(node, frame);
      if (region.inMain) facts.hasMainLandmark = true;
      const hidden = frame.hidden || isHidden(node);
      const href = name === 'a' && a.href !== undefined ? a.href.trim() : frame.href;
      // Drupal names a node's author by its field, not by a word for author: a native search first, as for most
      // elements the class holds neither name.
      const drupalAuthor =
        a.class !== undefined &&
        (a.class.includes('field--name-uid') || (frame.submitted && a.class.includes('username')));
      const submitted = frame.submitted || (a.class?.includes('submitted') === true && isSubmittedLine(node));
      // Inside a review widget nothing is a hint, so its elements' attributes need no test at all.
      const hinted = !frame.review && (drupalAuthor || mayHint(a));
      const review = frame.review || (hinted && isReviewWidget(a));
      // Most elements change nothing: share the parent's frame rather than allocate one per element.
      next =
        region.region === frame.region &&
        region.inMain === frame.inMain &&
        hidden === frame.hidden &&
        href === frame.href &&
        review === frame.review &&
        submitted === frame.submitted
          ? frame
          : { region: region.region, inMain: region.inMain, hidden, href, review, submitted };

      if (name === 'a' && a.href !== undefined && facts.anchors.length < PAGE_FACT_LIMITS.anchors) {
        facts.anchors.push({
          href: a.href.trim(),
          text: textOf(node, 200) || a['aria-label'] || a.title || imageAlt(node) || '',
          rel: tokens(a.rel?.toLowerCase()),
          region: next.region,
          inMain: next.inMain,
        });
      } else if (isHeading(name) && facts.headings.length < PAGE_FACT_LIMITS.headings && !next.hidden) {
        facts.headings.push({ level: Number(name[1]), text: textOf(node, 300), inMain: next.inMain });
      } else if (
        // A review widget's <time> dates a customer's review: not the page's date, nor a sign that it is a post.
        name === 'time' &&
        !review &&
        facts.times.length < PAGE_FACT_LIMITS.times
      ) {
        const parent = node.parent && isElement(node.parent) ? node.parent : undefined;
        const link = next.href ?? firstHref(node);
        facts.times.push({
          datetime: a.datetime?.trim() || undefined,
          text: textOf(node, 100),
          hint: [hintOf(node), parent ? hintOf(parent) : ''].join(' ').toLowerCase(),
          before: collapse(lastText).slice(-60),
          region: next.region,
          ...(link !== undefined ? { href: link } : {}),
        });
      } else if (name === 'img' && facts.logos.length < PAGE_FACT_LIMITS.logos) {
        const src = a.src ?? a['data-src'] ?? '';
        const alt = a.alt ?? '';
        // Each value alone: "logo" cannot span the spaces that joining them would put between.
        if (LOGO.test(a.class ?? '') || LOGO.test(a.id ?? '') || LOGO.test(alt) || LOGO.test(src)) {
          facts.logos.push({
            src,
            alt: collapse(alt),
            where: describeElement(node),
            region: next.region,
            ...(next.href !== undefined ? { href: next.href } : {}),
          });
        }
      } else if (name === 'address') {
        facts.addresses.push(textOf(node, 300));
      } else if (
        name === 'figcaption' &&
        next.inMain &&
        !next.hidden &&
        facts.captions.length < PAGE_FACT_LIMITS.captions
      ) {
        facts.captions.push(textOf(node, 300));
      }
      // A byline or date of a review widget is a customer's, not the page's.
      if (hinted && !review && facts.hints.length < PAGE_FACT_LIMITS.hints) {
        const hint = hintOf(node);
        // A comment's author, or the comment form's "Name" field, is not the page's byline.
        const kind = COMMENT_HINT.test(hint)
          ? undefined
          : BIO_HINT.test(hint)
            ? 'bio'
            : drupalAuthor || AUTHOR_HINT.test(hint)
              ? 'author'
              : DATE_HINT.test(hint)
                ? 'date'
                : undefined;
        if (kind) {
          facts.hints.push({
            kind,
            text: textOf(node, kind === 'bio' ? 600 : 160),
            href: firstHref(node),
            where: describeElement(node),
            region: next.region,
          });
        }
      }
      if (!INLINE_TAGS.has(name)) {
        nodes.push(CLOSE);
        frames.push(next);
        if (!next.hidden) breakLine(next);
      }
    } else if (node.type !== 'root' && node.type !== 'cdata') {
      continue;
    }
    const children = (node as Element).children;
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]!);
      frames.push(next);
    }
  }
  facts.text = tidy(all);
  facts.mainText = tidy(facts.hasMainLandmark ? main : rest);
  return facts;
}

/**
 * Indentation between tags (text of spaces, tabs and line breaks only) as what `tidy` would make of it anyway: one
 * space, or one line break when it holds one (tidy turns a line break and the blanks around it into a single line
 * break). Keeps the joined page text, and the expressions `tidy` runs over it, short. Other whitespace (\v, U+3000 …)
 * is left as written: tidy keeps it in some places.
 */
function blankAs(data: string): ' ' | '\n' | undefined {
  let newline = false;
  for (let i = 0; i < data.length; i++) {
    const c = data.charCodeAt(i);
    if (c === 10) newline = true;
    else if (c !== 32 && c !== 9 && c !== 13 && c !== 12 && c !== 0xa0) return undefined;
  }
  if (data.length === 0) return undefined;
  return newline ? '\n' : ' ';
}

/** Runs of spaces become one space, and a run holding line breaks becomes one break. */
function tidy(collected: string): string {
  let text = collected;
  // Blanks other than a single space are rare in page text: five native substring searches rule them out far
  // faster than an expression that tries every character.
  if (
    text.indexOf('\t') !== -1 ||
    text.indexOf('\f') !== -1 ||
    text.indexOf('\r') !== -1 ||
    text.indexOf('\u00a0') !== -1 ||
    text.indexOf('  ') !== -1
  ) {
    text = text.replace(/[ \t\f\r\u00a0]{2,}|[\t\f\r\u00a0]/g, ' ');
  }
  return tidyBreaks(text).trim();
}

/**
 * Replaces each ` ?\n\s*` with one line break (a line break, the space before it and every blank after it),
 * hopping from line break to line break with a native search instead of running an expression over every
 * character; only the breaks that change are cut out.
 */
export function tidyBreaks(text: string): string {
  let out: string[] | null = null;
  let from = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i)) {
    let end = i + 1;
    while (end < text.length && isBlank(text.charCodeAt(end))) end++;
    const start = i > from && text.charCodeAt(i - 1) === 32 ? i - 1 : i;
    if (start !== i || end !== i + 1) {
      out ??= [];
      out.push(text.slice(from, start), '\n');
      from = end;
    }
    i = end;
  }
  if (out === null) return text;
  out.push(text.slice(from));
  return out.join('');
}

/**
 * `ANY_HINT.test(hintOf(element))` without joining the attributes first: no word of ANY_HINT holds a space, so a
 * match never spans the space that joins two values, and most elements carry none of these words in any of them.
 */
function mayHint(a: Record<string, string>): boolean {
  return (
    (a.class !== undefined && ANY_HINT.test(a.class)) ||
    (a.id !== undefined && ANY_HINT.test(a.id)) ||
    (a.itemprop !== undefined && ANY_HINT.test(a.itemprop)) ||
    (a.rel !== undefined && ANY_HINT.test(a.rel))
  );
}

/**
 * Whether the element is a review widget's root: its class or id names one (`REVIEW_WIDGET`), or it is a Review
 * item given as another item's `review` property (`NESTED_REVIEW`). Only asked of elements `mayHint` passed, as
 * both hold "review" or a widget's name.
 */
function isReviewWidget(a: Record<string, string>): boolean {
  return (
    (a.class !== undefined && REVIEW_WIDGET.test(a.class)) ||
    (a.id !== undefined && REVIEW_WIDGET.test(a.id)) ||
    (a.itemtype !== undefined && a.itemprop !== undefined && NESTED_REVIEW.test(a.itemtype))
  );
}

/** How far up a `.submitted` line a comment around it is looked for. */
const SUBMITTED_DEPTH = 8;

/**
 * Whether the element is a Drupal 7 node's "Submitted by … on …" line: a class `submitted`, outside a comment (Drupal 7
 * prints each comment's author in a `.submitted` line too, inside `.comment`). Asked only of elements whose class
 * holds "submitted".
 */
function isSubmittedLine(element: Element): boolean {
  if (!tokens(element.attribs.class).includes('submitted')) return false;
  let node = element.parent;
  for (let depth = 0; node && isElement(node) && depth < SUBMITTED_DEPTH; depth++, node = node.parent) {
    const { class: cls, id } = node.attribs;
    if (cls?.includes('comment') || id?.includes('comment')) return false;
  }
  return true;
}

function hintOf(element: Element): string {
  const a = element.attribs;
  let out = '';
  if (a.class) out = a.class;
  if (a.id) out = out === '' ? a.id : `${out} ${a.id}`;
  if (a.itemprop) out = out === '' ? a.itemprop : `${out} ${a.itemprop}`;
  if (a.rel) out = out === '' ? a.rel : `${out} ${a.rel}`;
  return out;
}

function imageAlt(element: Element): string | undefined {
  const stack: AnyNode[] = [...element.children];
  let steps = 0;
  while (stack.length > 0 && steps++ < 50) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (node.name === 'img' && node.attribs.alt) return node.attribs.alt.trim();
    if (node.name === 'svg') {
      const label = node.attribs['aria-label'];
      if (label) return label;
    }
    stack.push(...node.children);
  }
  return undefined;
}

function firstHref(element: Element): string | undefined {
  if (element.name === 'a') return attr(element, 'href');
  // Breadth first, through a queue read by index (shift() would move the whole queue at each step).
  const queue: AnyNode[] = [...element.children];
  for (let head = 0; head < queue.length && head < 200; head++) {
    const node = queue[head]!;
    if (!isElement(node)) continue;
    if (node.name === 'a' && node.attribs.href) return node.attribs.href.trim();
    for (const child of node.children) queue.push(child);
  }
  return undefined;
}

// Marks belong to the word: Hindi and Thai write vowels as marks.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
/**
 * A run of letters counts one word; in Chinese and Japanese each character counts one; Thai, Lao, Myanmar and
 * Khmer, written without spaces, are split by the word breaker. The scripts are those of quickWords
 * (content/words.ts), so both counters agree; Korean writes spaces and counts by them.
 */
function wordsIn(run: string): number {
  let cjk = 0;
  let other = false;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (c < 0x0e00) other = true;
    else if (isUnspaced(c)) return segmentedWords(run);
    else if (isCjk(c)) cjk++;
    else other = true;
  }
  return cjk === 0 ? 1 : cjk + (other ? 1 : 0);
}

/** Words in a text. Counting stops at `limit`: callers comparing with a threshold need not read on. */
export function countWords(text: string, limit = Number.POSITIVE_INFINITY): number {
  let count = 0;
  // The module's own global expression, rewound: a copy per call costs as much as counting a short text.
  const re = WORD;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null && count < limit; m = re.exec(text)) count += wordsIn(m[0]);
  return Math.min(count, limit);
}

/** Values of a `<meta>` name or property (lower-cased key). */
export function metaValues(facts: PageFacts, ...keys: string[]): string[] {
  const out: string[] = [];
  for (const key of keys) for (const v of facts.meta.get(key) ?? []) if (v !== '') out.push(v);
  return out;
}

export function metaFirst(facts: PageFacts, ...keys: string[]): string | undefined {
  return metaValues(facts, ...keys)[0];
}
