import type { Evidence } from '@geo-audit/core';
import type { Document, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { AnalysisMemo } from '../../memo/analysis-memo.ts';
import { PRICE_TEXT_CHARS, pageTextPrices, priceLanguage, shownPricesIn } from '../../pricing/page-prices.ts';
import { findPrices } from '../../pricing/prices.ts';
import { collapse, describeElement, pushChildElements } from '../../structured-data/dom.ts';
import { metaFirst, type PageFacts } from '../../structured-data/metadata.ts';
import { firstText, isItem, itemIs, values } from '../../structured-data/read.ts';
import { parsePrice, similarText } from '../../structured-data/text.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';
import type { CheckResult } from '../checks.ts';
import { listed } from '../plural.ts';
import { businessDetailChecks } from './business-contact.ts';

/**
 * schema.consistency: names, descriptions, Offer prices, FAQ questions, ratings, the people named as author or
 * reviewer and a LocalBusiness's telephone and street address in the structured data against what the page shows.
 * A name, price, question, rating or person the page does not show, or a telephone or street address other than
 * the page's, fails (Google's structured data policies ask that markup describe visible content); a description
 * not found word for word is only a warning.
 */

/**
 * A description as text: Google defines JobPosting.description as HTML, and other types' descriptions carry markup
 * too; the page shows the text, not the tags.
 */
function plainText(value: string | undefined): string | undefined {
  if (value === undefined || !value.includes('<')) return value;
  // Block tags end a line on the page: a space keeps "…workshop.</p><li>Five" two words.
  const spaced = value.replace(/<\/?(?:p|div|li|ul|ol|br|h[1-6]|tr|td|th|dd|dt)\b[^>]*>/gi, ' $&');
  return collapse(textContent(parseDocument(spaced, { decodeEntities: true })));
}

/** Words a page uses for a price of 0, in the languages the engine reads. */
const FREE = /\b(?:free|gratis|kostenlos|gratuit|gratuite|gratuito|gratuita|gratuitamente|umsonst)\b/gi;
/**
 * What "free" is said of when it is not the item: its shipping, returns or trial ("$79, free shipping"), after the
 * word or, in Romance languages and Dutch, before it ("livraison gratuite", "envío gratis").
 */
const FREE_EXTRA_AFTER =
  /^[\s-]*(?:shipping|delivery|returns?|exchanges?|postage|trial|consultation|quotes?|estimates?|gift|samples?|updates?|parking|wi-?fi|cancellation|versand|lieferung|r(?:ü|ue)cksendung)/i;
const FREE_EXTRA_BEFORE =
  /(?:-|\b(?:toll|duty|tax|interest|feel|livraison|retours?|envíos?|envios?|devoluci(?:ó|o)n|spedizione|consegna|reso|frete|verzending|retourneren|versand))\s*$/i;
/** The "free" words read per page: a page saying it this often says it of the item somewhere among them. */
const MAX_FREE_WORDS = 40;

/**
 * Whether the text says the item is free: "free" (or its kin) not said of the shipping, returns or trial, nor in
 * "gluten-free", "toll-free" or "feel free".
 */
function saysFree(text: string): boolean {
  FREE.lastIndex = 0;
  let seen = 0;
  for (let m = FREE.exec(text); m !== null && seen < MAX_FREE_WORDS; m = FREE.exec(text), seen++) {
    const before = text.slice(Math.max(0, m.index - 20), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (!FREE_EXTRA_AFTER.test(after) && !FREE_EXTRA_BEFORE.test(before)) return true;
  }
  return false;
}

/** The prices the page's text shows, as schema.consistency reads them: shared with agent_pricing, once per page. */
const shownPrices = new AnalysisMemo<PageFacts, ReadonlySet<number>>();
function visiblePricesOf(facts: PageFacts): ReadonlySet<number> {
  let prices = shownPrices.get(facts);
  if (prices === undefined) {
    // Shared with agent_pricing's own reading when the whole text is within what it reads.
    prices = facts.text.length <= PRICE_TEXT_CHARS ? pageTextPrices(facts) : shownPricesIn(facts.text);
    shownPrices.set(facts, prices);
  }
  return prices;
}

/** The prices the markup's Offers give, once per page: a shown price one of them names is not the free item's. */
const markupPrices = new AnalysisMemo<StructuredData, ReadonlySet<number>>();
function markupPricesOf(data: StructuredData): ReadonlySet<number> {
  let prices = markupPrices.get(data);
  if (prices === undefined) {
    prices = new Set(
      data.all
        .filter((i) => itemIs(i, 'Offer', 'AggregateOffer'))
        .slice(0, MAX_OFFERS)
        .map((o) => offerPrice(o))
        .filter((p): p is number => p !== undefined)
        .map((p) => Math.round(p * 100) / 100),
    );
    markupPrices.set(data, prices);
  }
  return prices;
}

/**
 * Whether the markup gives an Event or a SoftwareApplication an Offer of 0, once per page: Google asks for 0 on a
 * free event's or free app's Offer, and such a page says "free" of it whatever fees it lists besides.
 */
const freeAdmissions = new AnalysisMemo<StructuredData, boolean>();
function freeAdmissionOf(data: StructuredData): boolean {
  let free = freeAdmissions.get(data);
  if (free === undefined) {
    free = data.all.some(
      (node) =>
        itemIs(node, 'Event', 'SoftwareApplication') &&
        values(node, 'offers', data).some(
          (offer) => isItem(offer) && itemIs(offer, 'Offer') && offerPrice(offer) === 0,
        ),
    );
    freeAdmissions.set(data, free);
  }
  return free;
}

/** An Offer's own price or lowPrice, as a number. */
function offerPrice(offer: StructuredItem): number | undefined {
  const raw = values(offer, 'price|lowPrice').find((v) => typeof v === 'string' || typeof v === 'number');
  return raw === undefined ? undefined : parsePrice(raw as string | number);
}

/** Offers compared per page. */
const MAX_OFFERS = 30;

/**
 * Whether the page shows an Offer price as schema.consistency reads it: the amount among the prices its text shows,
 * or, for 0, the item said to be free while the page shows no price but the markup's other Offers' ("Free plan"
 * beside "Pro $29"). Google asks for 0 on free apps and events, whose pages say "free"; "$79, free shipping", or
 * "$119.99" on a product the markup prices at 0, is a paid item's wrong price (a theme's unpriced variant), which
 * makes engines and shopping agents read it as free. agent_pricing leaves to schema.consistency exactly the prices
 * this fails.
 *
 * @example
 * ```ts
 * offerPriceShown(0, data, facts); // false on a page showing "$79, free shipping"
 * ```
 */
export function offerPriceShown(price: number, data: StructuredData, facts: PageFacts): boolean {
  const amount = Math.round(price * 100) / 100;
  const visible = visiblePricesOf(facts);
  if (visible.has(amount)) return true;
  if (amount !== 0 || !saysFree(facts.text)) return false;
  // A free event's or app's page writes other fees beside its free admission or download (parking, a coat check,
  // in-app purchases): they are not the offer's price, as a paid product's price beside its 0 is.
  if (freeAdmissionOf(data)) return true;
  const others = markupPricesOf(data);
  for (const shown of writtenPricesOf(facts)) if (shown !== 0 && !others.has(shown)) return false;
  return true;
}

/**
 * The amounts the page writes with a currency ("$79", "119,99 €"), once per page: the prices that say a "free" item
 * costs money. Plain numbers ("10-hour course", "40 pages") say nothing of it. Read only for an Offer price of 0 the
 * text does not show.
 */
const writtenPrices = new AnalysisMemo<PageFacts, ReadonlySet<number>>();
function writtenPricesOf(facts: PageFacts): ReadonlySet<number> {
  let prices = writtenPrices.get(facts);
  if (prices === undefined) {
    const found = findPrices(facts.text.slice(0, PRICE_TEXT_CHARS), 2_000, { lang: priceLanguage(facts) });
    prices = new Set(found.map((p) => Math.round(p.amount * 100) / 100));
    writtenPrices.set(facts, prices);
  }
  return prices;
}

/** Types whose top-level node is "what the page is about" for the consistency check. */
const PRIMARY_TYPES = [
  'Article',
  'Product',
  'Event',
  'Recipe',
  'VideoObject',
  'SoftwareApplication',
  'Service',
  'Course',
  'Book',
  'JobPosting',
  'Dataset',
  'HowTo',
];

/** The names the page shows for itself (its title, first H1 and og:title), each with where it was read. */
export function visibleTitlesOf(facts: PageFacts): [string, string][] {
  return [
    ['title', facts.title],
    ['h1', facts.headings.find((h) => h.level === 1)?.text],
    ['og:title', metaFirst(facts, 'og:title', 'twitter:title')],
  ].filter((x): x is [string, string] => typeof x[1] === 'string' && x[1].trim() !== '');
}

// Only blanks that are not already a single space are replaced: on the whole page text, replacing every space with
// itself built a new string of thousands of parts (about twice the time).
const BLANKS = /\s{2,}|[^\S ]/g;
const CURLY = /[\u2018\u2019]/g;

/** Every run of blanks as one space, lower-cased, with curly apostrophes straight: how texts are compared here. */
function probeOf(value: string): string {
  const spaced = value.toLowerCase().replace(BLANKS, ' ');
  const straight =
    spaced.indexOf('\u2019') === -1 && spaced.indexOf('\u2018') === -1 ? spaced : spaced.replace(CURLY, "'");
  return straight.trim();
}

/** The page text as `probeOf` makes it, once per page: the consistency check and the property checks share it. */
const lowered = new WeakMap<PageFacts, string>();
function lowerTextOf(facts: PageFacts): string {
  let text = lowered.get(facts);
  if (text === undefined) {
    text = probeOf(facts.text);
    lowered.set(facts, text);
  }
  return text;
}

/** True when a character code is a letter or digit of the texts compared here (ASCII and Latin letters). */
function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    (code >= 0xdf && code <= 0x24f && code !== 0xf7)
  );
}

/** True when `probe` stands in `text` as a word of its own (no letter or digit against either end). */
function hasWord(text: string, probe: string): boolean {
  if (probe === '') return false;
  for (let at = text.indexOf(probe); at !== -1; at = text.indexOf(probe, at + 1)) {
    const before = at === 0 ? 32 : text.charCodeAt(at - 1);
    const after = at + probe.length >= text.length ? 32 : text.charCodeAt(at + probe.length);
    // "4.9" in "4.95" or "1287" in "1,287.5" is another number.
    const next = text.charCodeAt(at + probe.length + 1);
    const numberGoesOn = (after === 46 || after === 44) && next >= 48 && next <= 57;
    if (!isWordChar(before) && !isWordChar(after) && !numberGoesOn) return true;
  }
  return false;
}

/**
 * The ways a page writes a count: 12408, 12,408, 12.408, 12 408 (a no-break or thin space too), and 12.4k or 12K
 * from a thousand up.
 */
function countForms(count: number): string[] {
  const plain = String(count);
  const grouped = plain.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const forms = [plain, grouped, ...['.', ' ', '\u00a0', '\u202f'].map((sep) => grouped.replace(/,/g, sep))];
  for (const [unit, size] of [
    ['k', 1_000],
    ['m', 1_000_000],
  ] as const) {
    if (count < size) continue;
    for (const short of [`${Math.round(count / size)}`, (count / size).toFixed(1)])
      forms.push(`${short}${unit}`, `${short}${unit.toUpperCase()}`);
  }
  return [...new Set(forms)];
}

/** The ways a page writes a rating value: 4.98, 5.0, 5, 4,98 (a value of 4.7 is also read in 4.70). */
function valueForms(value: number): string[] {
  const forms = [String(value), value.toFixed(1), value.toFixed(2), String(Math.round(value * 10) / 10)];
  return [...new Set([...forms, ...forms.map((f) => f.replace('.', ','))])];
}

/** A number given as markup text or a number: "12408", "12,408", 4.98. */
function numberOf(item: StructuredItem, property: string): number | undefined {
  const raw = values(item, property).find((v) => typeof v === 'string' || typeof v === 'number');
  if (raw === undefined) return undefined;
  const n = parsePrice(raw as string | number);
  return n === undefined || !Number.isFinite(n) ? undefined : n;
}

/**
 * Whether the page shows an AggregateRating: its count (ratingCount, else reviewCount) in any usual form, or, when
 * the markup gives no count, its value. The value alone is not asked for when the count is shown: stars are often
 * drawn, and "(318 reviews)" is what text gives.
 */
export function ratingShown(rating: StructuredItem, facts: PageFacts, document?: Document): boolean {
  // Numbers have no case: read in the page text as it is, which is not lower-cased for them.
  const text = facts.text;
  const count = numberOf(rating, 'ratingCount') ?? numberOf(rating, 'reviewCount');
  const value = numberOf(rating, 'ratingValue');
  const inText =
    count !== undefined && count >= 1
      ? countForms(Math.round(count)).some((f) => hasWord(text, f))
      : value !== undefined && valueForms(value).some((f) => hasWord(text, f));
  // Read only when the text does not show it: one walk of the page, once.
  return inText || (document !== undefined && reviewWidgetOf(document) !== undefined);
}

/**
 * A review app's widget, whose stars and count its script draws (Yotpo's empty `div.yotpo.bottomLine`, Okendo,
 * Stamped, Loox, Reviews.io, Trustpilot's TrustBox) or un-hides (Judge.me's `jdgm-prev-badge`, printed with
 * display:none and `data-number-of-reviews`): shoppers see the rating the app marks up, and Google renders the
 * script, so the static text's silence is no sign of a rating nobody sees. Testimonials and a theme's static
 * "customer reviews" section draw nothing: they are not counted.
 */
const RATING_WIDGET =
  /(?:^|\s)(?:jdgm-|yotpo|stamped-|oke-|okereviews|okendo|loox-|trustpilot-widget|reviews-io|ruk_rating_snippet|ruk-rating-snippet|spr-badge|shopify-product-reviews-badge)/i;
/** The count a badge holds in its data: Judge.me's, Okendo's and others' names for it. */
const COUNT_DATA = ['data-number-of-reviews', 'data-reviews-count', 'data-review-count', 'data-rating-count'];
/** Elements read for a widget: a page with more has its widgets among the first. */
const MAX_WIDGET_ELEMENTS = 50_000;

const widgets = new AnalysisMemo<Document, string | null>();

/** The first review widget on the page (see `RATING_WIDGET`), described as page facts describe elements. */
function reviewWidgetOf(document: Document): string | undefined {
  let found = widgets.get(document);
  if (found === undefined) {
    found = null;
    const nodes: Element[] = [];
    const depths: number[] = [];
    pushChildElements(document, 0, nodes, depths);
    for (let seen = 0; nodes.length > 0 && seen < MAX_WIDGET_ELEMENTS; seen++) {
      const element = nodes.pop()!;
      depths.pop();
      const a = element.attribs;
      if (
        (a.class !== undefined && RATING_WIDGET.test(a.class)) ||
        (a.id !== undefined && RATING_WIDGET.test(a.id)) ||
        COUNT_DATA.some((name) => a[name] !== undefined)
      ) {
        found = describeElement(element);
        break;
      }
      if (element.type === 'tag') pushChildElements(element, 0, nodes, depths);
    }
    widgets.set(document, found);
  }
  return found ?? undefined;
}

/** Names that are a role, not a person ("Editor", "Admin", "Health Team"): the eeat module judges those bylines. */
const ROLE_NAME =
  /^(?:the\s+)?(?:(?:[\w&.-]+\s+){0,3}(?:team|staff|editors?|editorial(?:\s+(?:team|staff|board))?|desk|newsroom)|admin(?:istrator)?|webmaster|guest|anonymous|user|author|unknown)$/i;
/** A title before a name ("Dr.", "Prof.") and credentials after it (", MD", " PhD", " RN"). */
const NAME_TITLE = /^(?:(?:dr|prof|mr|mrs|ms|mx|sir|dame)\.?\s+)+/i;
const NAME_CREDENTIALS = /(?:,.*$|(?:\s+[A-Z][A-Za-z]?\.?[A-Z]{1,4}\.?)+$)/;

/**
 * A link to an author's page (/author/julie/, /auteur/, /autor/ …): its text is the byline, however short. The
 * common paths only; eeat reads the full list.
 */
const AUTHOR_LINK =
  /\/(?:authors?|writers?|contributors?|autor(?:es|en|in)?|auteurs?|autore|autori|autrice|redacteur|redactrice|redakteur(?:in)?|forfatter|yazar)\/[^/?#]+/i;

/**
 * Whether the page shows a person by the given name alone, as a first-name byline does ("par <a href="/author/julie/">
 * Julie</a>" for "Julie Martin"): the text of a link to an author page, or a word of a byline element. The given
 * name is not looked for in the rest of the text, where "Julie" may be anyone.
 */
function givenNameShown(given: string, facts: PageFacts): boolean {
  const probe = probeOf(given);
  for (const a of facts.anchors) {
    if (a.region === 'nav' || !AUTHOR_LINK.test(a.href)) continue;
    const text = probeOf(a.text);
    if (text === probe || hasWord(text, probe)) return true;
  }
  return facts.hints.some(
    (h) => h.kind === 'author' && h.region !== 'nav' && hasWord(probeOf(h.text), probe),
  );
}

/**
 * Whether the page names a person: the name as given, without its title and credentials, or the family name; or the
 * given name alone where a byline prints it (see `givenNameShown`).
 */
function personShown(name: string, facts: PageFacts): boolean {
  const core = name.replace(NAME_CREDENTIALS, '').replace(NAME_TITLE, '').trim();
  // A byline writes the name as the markup does: found so, the page text is not lower-cased for it.
  if (core.length >= 3 && facts.text.includes(core)) return true;
  const text = lowerTextOf(facts);
  const words = core.split(/\s+/);
  const family = words.at(-1) ?? '';
  if (
    [name, core, family.length >= 3 ? family : '']
      .filter((f) => f !== '')
      .some((f) => hasWord(text, probeOf(f)))
  )
    return true;
  const given = words[0] ?? '';
  return words.length >= 2 && given.length >= 2 && givenNameShown(given, facts);
}

/** FAQ questions compared per page: Yoast's and RankMath's FAQ blocks hold a handful, and a long FAQ is sampled. */
const MAX_QUESTIONS = 5;
/** AggregateRatings and people compared per page. */
const MAX_RATINGS = 5;
const MAX_PEOPLE = 5;

/** The first questions of the page's FAQPage nodes, by name. */
function faqQuestions(data: StructuredData): { name: string; where: string }[] {
  const out: { name: string; where: string }[] = [];
  for (const faq of data.all) {
    if (!itemIs(faq, 'FAQPage')) continue;
    for (const q of values(faq, 'mainEntity', data)) {
      if (!isItem(q) || !itemIs(q, 'Question')) continue;
      const name = firstText(q, 'name');
      if (name !== undefined && name.trim() !== '') out.push({ name: collapse(name), where: q.where });
      if (out.length >= MAX_QUESTIONS) return out;
    }
  }
  return out;
}

/** Whether the page shows an FAQ question: as a heading that says it, or word for word in the text. */
function questionShown(name: string, facts: PageFacts): boolean {
  if (facts.headings.some((h) => similarText(name, h.text, 0.8)) || facts.text.includes(name)) return true;
  const probe = probeOf(name).replace(/[?？!.:]+$/, '');
  return probe.length > 0 && lowerTextOf(facts).includes(probe);
}

/**
 * The people the markup names as the page's author or reviewer (author or reviewedBy of its main nodes and of its
 * WebPage nodes, as Person nodes with a name), each once; roles ("Editor", "Health Team") are left to eeat.
 */
function namedPeople(data: StructuredData, pageNodes: readonly StructuredItem[]) {
  const out = new Map<string, { name: string; role: string; where: string }>();
  const owners = new Set([...pageNodes, ...data.items.filter((i) => itemIs(i, 'WebPage'))]);
  for (const owner of owners) {
    for (const role of ['author', 'reviewedBy']) {
      for (const value of values(owner, role, data)) {
        if (!isItem(value) || !itemIs(value, 'Person')) continue;
        const name = collapse(firstText(value, 'name', data) ?? '');
        if (name.length < 3 || ROLE_NAME.test(name)) continue;
        const known = out.get(name.toLowerCase());
        // The same person as author and reviewer is named once, as the reviewer: the claim of an expert's review.
        if (known !== undefined) {
          if (role === 'reviewedBy') known.role = role;
          continue;
        }
        out.set(name.toLowerCase(), { name, role, where: value.where });
        if (out.size >= MAX_PEOPLE) return [...out.values()];
      }
    }
  }
  return [...out.values()];
}

/**
 * schema.consistency of a page: `document`, when given, lets a rating a review app draws count as shown (see
 * `RATING_WIDGET`).
 */
export function consistencyCheck(data: StructuredData, facts: PageFacts, document?: Document): CheckResult {
  const evidence: Evidence[] = [];
  let compared = 0;
  let consistent = 0;
  // Descriptions not found word for word: a paraphrase may describe the page faithfully, so half credit and never
  // called a contradiction (Google asks that markup describe visible content, not that it copy it).
  let notVerbatim = 0;
  const visibleTitles = visibleTitlesOf(facts);
  const descriptions = [
    ['meta description', metaFirst(facts, 'description')],
    ['og:description', metaFirst(facts, 'og:description', 'twitter:description')],
  ].filter((x): x is [string, string] => typeof x[1] === 'string' && x[1].trim() !== '');

  const primary = data.items.filter((i) => itemIs(i, ...PRIMARY_TYPES)).slice(0, 5);
  const pageNodes = primary.length > 0 ? primary : data.items.filter((i) => itemIs(i, 'WebPage')).slice(0, 1);
  // Lower-cased only when a name or description is not matched otherwise (a copy of the whole page text). Every run
  // of blanks is one space on both sides: the page text keeps a line break where the source wrapped a sentence.
  const lower = (): string => lowerTextOf(facts);
  // What the page does not show, by kind, for the title and fix.
  const unshown = new Set<string>();
  let unshownCount = 0;
  for (const item of pageNodes) {
    const label = item.types.join(', ');
    const name = firstText(item, 'headline|name');
    if (name && visibleTitles.length > 0) {
      compared++;
      const match = visibleTitles.find(([, text]) => similarText(name, text));
      if (match || (name.length >= 8 && lower().includes(probeOf(name)))) {
        consistent++;
      } else {
        evidence.push({
          what: `${label} name "${name.slice(0, 120)}" matches neither the title, the H1 nor og:title`,
          where: item.where,
          value: Object.fromEntries(visibleTitles.map(([k, v]) => [k, v.slice(0, 160)])),
        });
      }
    }
    const description = plainText(firstText(item, 'description'));
    if (description && description.length >= 20) {
      compared++;
      const probe = probeOf(description).slice(0, 80);
      if (descriptions.some(([, d]) => similarText(description, d, 0.5)) || lower().includes(probe)) {
        consistent++;
      } else {
        notVerbatim++;
        evidence.push({
          what: `${label} description is not found verbatim on the page (neither in the visible text nor as its meta description); a paraphrase is fine if it says what the page shows`,
          where: item.where,
          value: description.slice(0, 200),
        });
      }
    }
  }

  // Prices: every Offer price must be visible on the page (Google's and answer engines' rule alike).
  const offers = data.all.filter((i) => itemIs(i, 'Offer')).slice(0, MAX_OFFERS);
  for (const offer of offers) {
    const price = offerPrice(offer);
    if (price === undefined) continue;
    compared++;
    if (offerPriceShown(price, data, facts)) {
      consistent++;
    } else {
      const currency = firstText(offer, 'priceCurrency') ?? '';
      evidence.push({
        what: `Offer price ${price} ${currency} is not shown in the page's HTML text`,
        where: offer.where,
        value: price,
      });
    }
  }

  // FAQ questions, ratings and named people: Google's policies ask that each be visible to readers, so one the page
  // never shows is a contradiction, as a price is. A FAQ counts once, so that five questions do not outweigh a price.
  const questions = faqQuestions(data);
  if (questions.length > 0) {
    compared++;
    const missingQuestions = questions.filter((q) => !questionShown(q.name, facts));
    if (missingQuestions.length === 0) consistent++;
    else {
      unshown.add('FAQ questions');
      unshownCount++;
      evidence.push({
        what: `${missingQuestions.length} of ${questions.length} FAQPage questions ${missingQuestions.length === 1 ? 'is' : 'are'} not on the page (neither as a heading nor in its text)`,
        where: missingQuestions[0]!.where,
        value: missingQuestions.map((q) => q.name.slice(0, 120)),
      });
    }
  }
  for (const rating of data.all.filter((i) => itemIs(i, 'AggregateRating')).slice(0, MAX_RATINGS)) {
    const value = numberOf(rating, 'ratingValue');
    const count = numberOf(rating, 'ratingCount') ?? numberOf(rating, 'reviewCount');
    if (value === undefined && count === undefined) continue;
    compared++;
    if (ratingShown(rating, facts, document)) consistent++;
    else {
      unshown.add('ratings');
      unshownCount++;
      evidence.push({
        what: `AggregateRating ${[value, count === undefined ? undefined : `from ${count} ratings`].filter((x) => x !== undefined).join(' ')} is not shown on the page (its ${count === undefined ? 'value' : 'count'} appears nowhere in the text)`,
        where: rating.where,
        value: { ratingValue: value ?? null, count: count ?? null },
      });
    }
  }
  for (const person of namedPeople(data, pageNodes)) {
    compared++;
    if (personShown(person.name, facts)) consistent++;
    else {
      unshown.add(person.role === 'reviewedBy' ? 'reviewers' : 'authors');
      unshownCount++;
      evidence.push({
        what: `${person.role === 'reviewedBy' ? 'Reviewer' : 'Author'} "${person.name.slice(0, 80)}" is named in the markup but nowhere on the page`,
        where: person.where,
        value: person.name.slice(0, 120),
      });
    }
  }

  // A business's phone number and street address are compared only where the page shows its own (business-contact.ts).
  // Those that agree count only when nothing else was compared: nearly every business page shows its own phone, and
  // counted beside a rating the page never states they would make that claim a warning instead of a failure.
  const otherDetails = new Set<string>();
  let otherDetailCount = 0;
  let detailsAgreed = false;
  for (const detail of businessDetailChecks(data, facts, lowerTextOf(facts))) {
    if (detail.consistent) {
      detailsAgreed = true;
      continue;
    }
    compared++;
    otherDetails.add(detail.kind);
    otherDetailCount++;
    if (detail.evidence) evidence.push(detail.evidence);
  }
  if (compared === 0 && detailsAgreed) {
    compared++;
    consistent++;
  }

  const contradictions = compared - consistent - notVerbatim;
  const claims = [...unshown];
  const details = [...otherDetails];
  // Contradictions that are all of the business's details: said as such, so the fix names them.
  const onlyDetails = claims.length === 0 && details.length > 0 && contradictions === otherDetailCount;
  return {
    check: 'schema.consistency',
    title:
      compared === 0
        ? 'Nothing in the structured data to compare with the visible page'
        : consistent === compared
          ? 'Structured data agrees with the visible page'
          : claims.length > 0
            ? `Structured data claims ${listed(claims)} the page does not show`
            : onlyDetails
              ? `The business's ${listed(details)} in the structured data ${details.length === 1 ? 'differs' : 'differ'} from the page's`
              : contradictions > 0
                ? 'Structured data disagrees with the visible page'
                : 'A structured-data description is not found verbatim on the page',
    weight: 2,
    // Half credit per description not found verbatim, so on its own it is at most a warning.
    score: compared === 0 ? null : (consistent + notVerbatim / 2) / compared,
    severity: contradictions > 0 ? 'medium' : 'low',
    evidence,
    fix:
      claims.length > 0
        ? `Mark up only what readers see: show the ${listed(claims)} on the page, or remove them from the structured data. Google's structured data policies require marked-up content (FAQ questions, ratings, authors and reviewers included) to be visible to readers and treat the rest as misleading, and answer engines cannot check such claims against the page.${contradictions > unshownCount ? ` Make ${details.length > 0 ? 'names, headlines, prices, phone numbers and addresses' : 'names, headlines and prices'} in the markup say what the page says, too.` : ''}`
        : onlyDetails
          ? `Give the business's ${listed(details)} in the structured data as the page shows ${details.length === 1 ? 'it' : 'them'} (or correct the page, if the markup is right). Google's local results and answer engines read them from the markup, and a business with two of either leaves them unsure which one to give people.`
          : contradictions > 0
            ? `Make names, headlines, descriptions${details.length > 0 ? ', prices, phone numbers and addresses' : ' and prices'} in the structured data say what the page visibly says (and put the price in the server-rendered HTML). Google and answer engines ignore or distrust markup that contradicts the page.`
            : 'Check that each description says what the page visibly shows: a faithful paraphrase is fine, but markup must not describe content readers cannot see. Reusing the page’s own sentence (or its meta description) makes the match plain.',
  };
}
