import type { Evidence } from '@geo-audit/core';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { PRICE_TEXT_CHARS, pageTextPrices, shownPricesIn } from '../../pricing/page-prices.ts';
import { collapse } from '../../structured-data/dom.ts';
import { metaFirst, type PageFacts } from '../../structured-data/metadata.ts';
import { firstText, isItem, itemIs, values } from '../../structured-data/read.ts';
import { parsePrice, similarText } from '../../structured-data/text.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import type { CheckResult } from '../checks.ts';

/**
 * schema.consistency: names, descriptions and Offer prices in the structured data against what the page shows.
 * A name or price the page contradicts fails; a description not found word for word is only a warning.
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
const FREE = /\b(?:free|gratis|kostenlos|gratuit|gratuite|gratuito|gratuita|gratuitamente|umsonst)\b/i;

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

export function consistencyCheck(data: StructuredData, facts: PageFacts): CheckResult {
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
  const probeOf = (value: string): string => value.toLowerCase().replace(/\s+/g, ' ').trim();
  let lowerText: string | undefined;
  const lower = (): string => {
    lowerText ??= probeOf(facts.text);
    return lowerText;
  };
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
  const offers = data.all.filter((i) => itemIs(i, 'Offer')).slice(0, 30);
  let visiblePrices: ReadonlySet<number> | undefined;
  for (const offer of offers) {
    const raw = values(offer, 'price|lowPrice').find((v) => typeof v === 'string' || typeof v === 'number');
    if (raw === undefined || typeof raw === 'boolean' || isItem(raw)) continue;
    const price = parsePrice(raw as string | number);
    if (price === undefined) continue;
    compared++;
    // Shared with agent_pricing when the whole text is within what it reads.
    visiblePrices ??=
      facts.text.length <= PRICE_TEXT_CHARS ? pageTextPrices(facts) : shownPricesIn(facts.text);
    // Google asks for price 0 on free events and apps; the page then says "free", not "0".
    if (visiblePrices.has(Math.round(price * 100) / 100) || (price === 0 && FREE.test(facts.text))) {
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

  const contradictions = compared - consistent - notVerbatim;
  return {
    check: 'schema.consistency',
    title:
      compared === 0
        ? 'Nothing in the structured data to compare with the visible page'
        : consistent === compared
          ? 'Structured data agrees with the visible page'
          : contradictions > 0
            ? 'Structured data disagrees with the visible page'
            : 'A structured-data description is not found verbatim on the page',
    weight: 2,
    // Half credit per description not found verbatim, so on its own it is at most a warning.
    score: compared === 0 ? null : (consistent + notVerbatim / 2) / compared,
    severity: contradictions > 0 ? 'medium' : 'low',
    evidence,
    fix:
      contradictions > 0
        ? 'Make names, headlines, descriptions and prices in the structured data say what the page visibly says (and put the price in the server-rendered HTML). Google and answer engines ignore or distrust markup that contradicts the page.'
        : 'Check that each description says what the page visibly shows: a faithful paraphrase is fine, but markup must not describe content readers cannot see. Reusing the page’s own sentence (or its meta description) makes the match plain.',
  };
}
