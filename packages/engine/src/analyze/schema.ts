import type { Evidence, SchemaModule } from '@geo-audit/core';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { PRICE_TEXT_CHARS, pageTextPrices, shownPricesIn } from '../pricing/page-prices.ts';
import { isAnyOf, ruleFor } from '../schema-rules/index.ts';
import { hasVisibleBreadcrumb } from '../structured-data/breadcrumb.ts';
import { collapse, lineAt } from '../structured-data/dom.ts';
import { organizationFacts } from '../structured-data/entities.ts';
import { extractStructuredData, isSchemaOrgType } from '../structured-data/extract.ts';
import { type NodeGraph, nodeGraph } from '../structured-data/merge.ts';
import { metaFirst, type PageFacts, pageFacts } from '../structured-data/metadata.ts';
import { aPageOfType, detectPageType, type PageType } from '../structured-data/page-type.ts';
import { classifyProfileUrl, platformDefinition } from '../structured-data/profiles.ts';
import { allTexts, firstText, hasProperty, isItem, itemIs, values } from '../structured-data/read.ts';
import { parsePrice, similarText } from '../structured-data/text.ts';
import type { StructuredData, StructuredDataIssue, StructuredItem } from '../structured-data/types.ts';
import type { CheckResult } from './checks.ts';
import { scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';
import { counted } from './plural.ts';
import {
  expectedCheck,
  missing,
  propertyContext,
  recommendedCheck,
  requiredCheck,
  requiredOf,
} from './schema/properties.ts';

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

const upperFirst = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * schema module: JSON-LD, microdata and RDFa read from the raw HTML. Checks (weight): structured data present
 * (3), markup parses (2), required properties per type (3), recommended properties on top-level nodes (1), fit
 * to the detected page type (2), consistency with the visible page (2), `sameAs` entity links (1); entity graph
 * and FAQ/HowTo notes are informational. Checks that cannot apply (no nodes, no comparable text, page type
 * `other`) weigh 0. FAQPage and HowTo are scored as machine-readable Q&A/steps, never as rich-result eligibility.
 */

const MAX_EVIDENCE = 15;

interface ExpectedGroup {
  label: string;
  anyOf: string[];
  weight: number;
  fix: string;
}

const EXPECTED: Record<PageType, ExpectedGroup[]> = {
  home: [
    {
      label: 'Organization (or LocalBusiness)',
      anyOf: ['Organization'],
      weight: 2,
      fix: 'an Organization (LocalBusiness for a local shop) with name, url, logo and sameAs',
    },
    { label: 'WebSite', anyOf: ['WebSite'], weight: 1, fix: 'a WebSite with name and url' },
  ],
  article: [
    {
      label: 'Article (or BlogPosting, NewsArticle …)',
      anyOf: ['Article'],
      weight: 2,
      fix: 'an Article (or BlogPosting/NewsArticle) with headline, author (a Person with url), datePublished and dateModified',
    },
    {
      label: 'BreadcrumbList',
      anyOf: ['BreadcrumbList'],
      weight: 1,
      fix: 'a BreadcrumbList matching the visible breadcrumb',
    },
  ],
  product: [
    {
      label: 'Product',
      anyOf: ['Product'],
      weight: 2,
      fix: 'a Product with name, image, description and brand',
    },
    {
      label: 'Offer',
      anyOf: ['Offer'],
      weight: 1,
      fix: 'an Offer in Product.offers with the price, priceCurrency and availability shown on the page',
    },
    { label: 'BreadcrumbList', anyOf: ['BreadcrumbList'], weight: 1, fix: 'a BreadcrumbList' },
  ],
  pricing: [
    {
      label: 'Product, SoftwareApplication or Service',
      anyOf: ['Product', 'SoftwareApplication', 'Service'],
      weight: 2,
      fix: 'a Product, SoftwareApplication or Service for what is sold',
    },
    {
      label: 'Offer (one per plan)',
      anyOf: ['Offer'],
      weight: 1,
      fix: 'one Offer per plan with the price, priceCurrency (and billing period in a UnitPriceSpecification) shown on the page',
    },
  ],
  about: [
    {
      label: 'AboutPage, Organization or Person',
      anyOf: ['AboutPage', 'Organization', 'Person'],
      weight: 2,
      fix: 'an AboutPage whose mainEntity is the Organization (or Person) with name, url, logo and sameAs',
    },
  ],
  contact: [
    {
      label: 'ContactPage or an Organization with contact details',
      anyOf: ['ContactPage', 'Organization'],
      weight: 2,
      fix: 'a ContactPage and an Organization with telephone, email, address or contactPoint as shown on the page',
    },
  ],
  faq: [
    {
      label: 'FAQPage or QAPage',
      anyOf: ['FAQPage', 'QAPage'],
      weight: 2,
      fix: 'a FAQPage whose mainEntity lists each visible Question with its acceptedAnswer (it states the questions and answers in machine-readable form; Google has shown no FAQ rich results since May 2026, so expect none)',
    },
  ],
  profile: [
    {
      label: 'ProfilePage or Person',
      anyOf: ['ProfilePage', 'Person'],
      weight: 2,
      fix: 'a ProfilePage whose mainEntity is the Person (name, jobTitle, sameAs, knowsAbout)',
    },
  ],
  event: [{ label: 'Event', anyOf: ['Event'], weight: 2, fix: 'an Event with name, startDate and location' }],
  recipe: [
    {
      label: 'Recipe',
      anyOf: ['Recipe'],
      weight: 2,
      fix: 'a Recipe with name, image, ingredients and steps',
    },
  ],
  video: [
    {
      label: 'VideoObject',
      anyOf: ['VideoObject'],
      weight: 2,
      fix: 'a VideoObject with name, thumbnailUrl and uploadDate',
    },
  ],
  category: [
    {
      label: 'CollectionPage, ItemList or BreadcrumbList',
      anyOf: ['CollectionPage', 'ItemList'],
      weight: 2,
      fix: 'a CollectionPage with an ItemList of the listed items',
    },
  ],
  other: [],
};

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

function schemaItems(data: StructuredData): StructuredItem[] {
  return data.all.filter((i) => i.types.length > 0 && i.types.some(isSchemaOrgType));
}

/** Where a JSON-LD issue sits in the page source: the block's line, plus the line inside it. */
function locate(issue: StructuredDataIssue, html: string): string {
  if (issue.snippet === undefined || issue.snippet.trim() === '') return issue.where;
  const probe = issue.snippet.slice(0, 200);
  const index = html.indexOf(probe);
  if (index === -1) return issue.where;
  const startLine = lineAt(html, index);
  const line = issue.line !== undefined ? startLine + issue.line - 1 : startLine;
  return `${issue.where} (line ${line} of the page)`;
}

function presentCheck(data: StructuredData, items: StructuredItem[]): CheckResult {
  const roots = items.filter((i) => i.root);
  const evidence: Evidence[] = [];
  for (const syntax of ['json-ld', 'microdata', 'rdfa'] as const) {
    if (data.counts[syntax] > 0)
      evidence.push({ what: counted(data.counts[syntax], `${syntax} node`), value: syntax });
  }
  if (data.types.length > 0) evidence.push({ what: 'types', value: data.types.slice(0, 40) });
  return {
    check: 'schema.present',
    title:
      roots.length > 0 ? 'Page has schema.org structured data' : 'No schema.org structured data on the page',
    weight: 3,
    score: roots.length > 0 ? 1 : 0,
    severity: 'high',
    evidence,
    fix: 'Add a JSON-LD block (in the server-rendered HTML) describing what the page visibly is: an Article with author and dates, a Product with its Offer, the Organization on the home page. Describe only what the page shows.',
  };
}

function markupCheck(data: StructuredData, html: string): CheckResult {
  const issues = [...data.issues];
  data.jsonLd.forEach((block, index) => {
    if ((block.status === 'ok' || block.status === 'repaired') && block.contexts.length === 0) {
      issues.push({
        syntax: 'json-ld',
        severity: 'warning',
        code: 'missing_context',
        message: 'JSON-LD without @context: consumers cannot tell which vocabulary the types belong to.',
        where: `JSON-LD block ${index + 1} of ${data.jsonLd.length}`,
      });
    }
  });
  const retired = data.types.filter((t) => /data-vocabulary\.org/i.test(t));
  if (retired.length > 0) {
    issues.push({
      syntax: 'microdata',
      severity: 'warning',
      code: 'retired_vocabulary',
      message: `data-vocabulary.org is retired (Google stopped reading it in 2021): ${retired.slice(0, 5).join(', ')}. Use schema.org.`,
      where: 'page',
    });
  }
  const applicable = data.all.length > 0 || data.jsonLd.length > 0 || issues.length > 0;
  const errors = issues.filter((i) => i.severity === 'error');
  const score = !applicable ? null : errors.length > 0 ? 0 : issues.length > 0 ? 0.5 : 1;
  return {
    check: 'schema.markup_valid',
    title: !applicable
      ? 'No structured data to validate'
      : errors.length > 0
        ? `${errors.length} structured-data block(s) do not parse`
        : issues.length > 0
          ? 'Structured data parses, with problems'
          : 'Structured data parses cleanly',
    weight: 2,
    score,
    severity: errors.length > 0 ? 'high' : 'low',
    evidence: issues.slice(0, MAX_EVIDENCE).map((issue) => ({
      what: `${issue.code}: ${issue.message}`,
      where: locate(issue, html),
      ...(issue.line !== undefined ? { value: { line: issue.line, column: issue.column } } : {}),
    })),
    fix: 'Make every JSON-LD block strict JSON (no comments, no trailing commas, escaped line breaks in strings) with "@context": "https://schema.org"; validate it with the Schema Markup Validator (validator.schema.org).',
  };
}

/** What the page itself shows that changes the fit advice. */
interface FitSignals {
  /** The page shows a breadcrumb trail. */
  visibleBreadcrumb: boolean;
  /**
   * A Product carries reviews or ratings but no offer: a review page, which Google's product snippet accepts
   * without a seller's Offer.
   */
  reviewedNotSold: boolean;
}

function fitSignals(
  document: Parameters<typeof hasVisibleBreadcrumb>[0],
  data: StructuredData,
  graph: NodeGraph,
): FitSignals {
  const products = data.all.filter((i) => itemIs(i, 'Product')).map((i) => graph.described(i));
  return {
    visibleBreadcrumb: hasVisibleBreadcrumb(document),
    reviewedNotSold:
      products.length > 0 &&
      !products.some((p) => hasProperty(p, 'offers')) &&
      products.some((p) => hasProperty(p, 'review|aggregateRating')),
  };
}

function groupFix(group: ExpectedGroup, signals: FitSignals): string {
  if (!group.anyOf.includes('BreadcrumbList')) return group.fix;
  return signals.visibleBreadcrumb
    ? 'a BreadcrumbList matching the visible breadcrumb'
    : "a BreadcrumbList that follows the site's hierarchy (home, section, this page); the page shows no breadcrumb trail, so show the same trail on the page or leave the BreadcrumbList out";
}

function fitCheck(
  pageType: ReturnType<typeof detectPageType>,
  items: StructuredItem[],
  signals: FitSignals,
): CheckResult {
  const groups = EXPECTED[pageType.type];
  const types = [...new Set(items.flatMap((i) => i.types))];
  const evidence: Evidence[] = [
    { what: `Detected page type: ${pageType.type}`, value: { confidence: pageType.confidence } },
    ...pageType.evidence.map((e) => ({ ...e, what: `page-type vote: ${e.what}` })),
  ];
  if (groups.length === 0) {
    return {
      check: 'schema.page_type_fit',
      title: 'Page type not recognised: no expected types',
      weight: 2,
      score: null,
      severity: 'medium',
      evidence,
    };
  }
  let total = 0;
  let earned = 0;
  const absent: ExpectedGroup[] = [];
  for (const group of groups) {
    if (group.anyOf.includes('Offer') && pageType.type === 'product' && signals.reviewedNotSold) {
      evidence.push({
        what: `expected ${group.label}: not needed (the Product has reviews or ratings and no offer: a review page, which Google's product snippet accepts without a seller)`,
      });
      continue;
    }
    total += group.weight;
    if (isAnyOf(types, group.anyOf)) {
      earned += group.weight;
      evidence.push({ what: `expected ${group.label}: present` });
    } else {
      absent.push(group);
      evidence.push({ what: `expected ${group.label}: missing` });
    }
  }
  return {
    check: 'schema.page_type_fit',
    title:
      absent.length === 0
        ? `Structured data fits ${aPageOfType(pageType.type)}`
        : `${upperFirst(aPageOfType(pageType.type))} lacks ${absent.map((g) => g.label).join(' and ')}`,
    weight: 2,
    score: earned / total,
    severity: 'medium',
    evidence,
    fix: `For ${aPageOfType(pageType.type)}, add ${absent.map((g) => groupFix(g, signals)).join('; and ')}.`,
  };
}

function consistencyCheck(data: StructuredData, facts: PageFacts): CheckResult {
  const evidence: Evidence[] = [];
  let compared = 0;
  let consistent = 0;
  // Descriptions not found word for word: a paraphrase may describe the page faithfully, so half credit and never
  // called a contradiction (Google asks that markup describe visible content, not that it copy it).
  let notVerbatim = 0;
  const visibleTitles = [
    ['title', facts.title],
    ['h1', facts.headings.find((h) => h.level === 1)?.text],
    ['og:title', metaFirst(facts, 'og:title', 'twitter:title')],
  ].filter((x): x is [string, string] => typeof x[1] === 'string' && x[1].trim() !== '');
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

function entityLinksCheck(data: StructuredData, pageUrl: string): CheckResult {
  const entities = data.items.filter((i) => itemIs(i, 'Organization', 'Person'));
  if (entities.length === 0) {
    return {
      check: 'schema.entity_links',
      title: 'No top-level Organization or Person to link',
      weight: 1,
      score: null,
      severity: 'low',
    };
  }
  let best = 0;
  const evidence: Evidence[] = [];
  for (const entity of entities.slice(0, 5)) {
    const links = allTexts(entity, 'sameAs', data);
    const profiles = links.map((l) => classifyProfileUrl(l, pageUrl)?.platform);
    const knowledgeGraph = profiles.some((p) => p === 'wikipedia' || p === 'wikidata');
    const score = links.length >= 2 || knowledgeGraph ? 1 : links.length === 1 ? 0.5 : 0;
    best = Math.max(best, score);
    evidence.push({
      what: `${entity.types.join(', ')} "${firstText(entity, 'name') ?? '(no name)'}": ${counted(links.length, 'sameAs link')}`,
      where: entity.where,
      value: links.slice(0, 20).map((url, i) => ({
        url,
        platform: profiles[i] ? (platformDefinition(profiles[i]!)?.label ?? profiles[i]) : null,
      })),
    });
  }
  return {
    check: 'schema.entity_links',
    title: best >= 1 ? 'Entities link to their profiles (sameAs)' : 'Entities have few or no sameAs links',
    weight: 1,
    score: best,
    severity: 'low',
    evidence,
    fix: 'Add sameAs with the URLs of the official profiles that exist (Wikipedia, Wikidata, LinkedIn, GitHub, X, YouTube, Crunchbase …); link only profiles that are really this entity.',
  };
}

function entityGraphCheck(data: StructuredData): CheckResult {
  const refs = data.refs;
  const dangling = [...new Set(refs.filter((r) => !data.byId.has(r)))];
  const evidence: Evidence[] = [
    { what: `${counted(data.byId.size, 'node')} with @id, ${counted(refs.length, 'reference')}` },
  ];
  if (dangling.length > 0) {
    evidence.push({ what: 'references to @id not defined on this page', value: dangling.slice(0, 20) });
  }
  return {
    check: 'schema.entity_graph',
    title:
      dangling.length > 0
        ? `${dangling.length} @id reference(s) point outside the page`
        : 'Entity graph (@id cross-references)',
    weight: 0,
    score: refs.length === 0 && data.byId.size === 0 ? null : dangling.length === 0 ? 1 : 0,
    severity: 'info',
    evidence,
    fix: 'Give the Organization, WebSite and WebPage stable @id values and reference them (publisher, isPartOf, about) so the nodes form one graph; define every referenced @id on the page or make it a public URL.',
  };
}

function richResultNote(items: StructuredItem[]): CheckResult {
  const noted = items.filter((i) => i.root && ruleFor(i.types)?.richResult !== undefined);
  return {
    check: 'schema.faq_howto',
    title:
      noted.length === 0
        ? 'No FAQPage or HowTo on the page'
        : 'FAQPage/HowTo are scored as machine-readable structure, not as rich-result eligibility',
    weight: 0,
    score: noted.length === 0 ? null : 0,
    severity: 'info',
    evidence: noted.slice(0, 5).map((i) => ({
      what: `${i.types.join(', ')}: ${ruleFor(i.types)?.note ?? ''}`,
      where: i.where,
    })),
    fix: 'Keep FAQPage/HowTo markup if it mirrors visible questions or steps; do not expect Google rich results from it.',
  };
}

export const analyzeSchema: Analyzer<SchemaModule> = (context) => {
  const data = extractStructuredData(context.document);
  const facts = pageFacts(context.document);
  const pageUrl = context.artifacts.page.finalUrl || context.artifacts.url;
  const pageType = detectPageType(pageUrl, facts, data);
  const items = schemaItems(data);
  const graph = nodeGraph(data);
  const properties = propertyContext(data, graph);
  const checks: CheckResult[] = [
    presentCheck(data, items),
    markupCheck(data, context.artifacts.page.body ?? ''),
    requiredCheck(items, properties),
    expectedCheck(items, properties),
    recommendedCheck(items, properties),
    fitCheck(pageType, items, fitSignals(context.document, data, graph)),
    consistencyCheck(data, facts),
    entityLinksCheck(data, pageUrl),
    entityGraphCheck(data),
    richResultNote(items),
  ];
  const { score, findings } = scoreChecks(checks);
  return {
    score,
    types_found: data.types,
    findings,
    page_type: pageType.type,
    page_type_confidence: pageType.confidence,
    syntaxes: data.counts,
    json_ld_blocks: data.jsonLd.map((b) => ({
      index: b.index,
      status: b.status,
      repairs: b.repairs,
      size: b.size,
    })),
    organization: organizationFacts(data),
    nodes: data.items.slice(0, 50).map((item) => {
      const rule = properties.ruleOf(item);
      const described = graph.described(item);
      return {
        types: item.types,
        syntax: item.syntax,
        where: item.where,
        missing_required: rule ? missing(described, requiredOf(rule, described)) : [],
        missing_expected: rule ? missing(described, rule.expected ?? []) : [],
        missing_recommended: rule ? missing(described, rule.recommended) : [],
      };
    }),
  };
};
