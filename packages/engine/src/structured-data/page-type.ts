import type { Evidence } from '@geo-audit/core';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import type { PageFacts } from './metadata.ts';
import { metaFirst } from './metadata.ts';
import { itemIs } from './read.ts';
import type { StructuredData } from './types.ts';

export const PAGE_TYPES = [
  'home',
  'article',
  'product',
  'pricing',
  'about',
  'contact',
  'faq',
  'category',
  'profile',
  'event',
  'recipe',
  'video',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * The page type with its article, for sentences: "an article page", "a product page", "a general page" (for
 * `other`).
 *
 * @example
 * ```ts
 * aPageOfType('event'); // 'an event page'
 * ```
 */
export function aPageOfType(type: PageType): string {
  const word = type === 'other' ? 'general' : type;
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word} page`;
}

export interface PageTypeDetection {
  type: PageType;
  /** Sum of the votes for the chosen type, relative to all votes (0..1). */
  confidence: number;
  evidence: Evidence[];
}

const PATH_RULES: [RegExp, PageType][] = [
  [/^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?)?(?:index\.(?:html?|php))?$/i, 'home'],
  [/\/(?:pricing|plans|prices|tarifs?|preise|precios|prezzi)(?:[/.]|$)/i, 'pricing'],
  [
    /\/(?:about(?:-us)?|company|who-we-are|our-story|ueber-uns|uber-uns|a-propos|quienes-somos|chi-siamo)(?:[/.]|$)/i,
    'about',
  ],
  [/\/(?:contact(?:-us)?|kontakt|contacto|contatti|nous-contacter)(?:[/.]|$)/i, 'contact'],
  [/\/(?:faqs?|frequently-asked-questions)(?:[/.]|$)/i, 'faq'],
  [/\/(?:authors?|people|team|profile|profiles|users?)\/[^/]+/i, 'profile'],
  [/\/(?:recipes?)\/[^/]+/i, 'recipe'],
  [/\/(?:events?)\/[^/]+/i, 'event'],
  [/\/(?:videos?|watch)\/[^/]+/i, 'video'],
  [/\/(?:products?|p|item|items|shop|store|dp)\/[^/]+/i, 'product'],
  [/\/(?:category|categories|tag|tags|collections?|topics?)\/[^/]+\/?$/i, 'category'],
  [
    /\/(?:blog|news|articles?|posts?|stories|insights|guides?|magazine|journal)\/[^/]+|\/\d{4}\/\d{2}\/[^/]+/i,
    'article',
  ],
];

const OG_TYPES: [RegExp, PageType][] = [
  [/^article$/i, 'article'],
  [/^(?:product|product\.item|og:product)$/i, 'product'],
  [/^profile$/i, 'profile'],
  [/^video(?:\.|$)/i, 'video'],
  [/^(?:event|music\.event)$/i, 'event'],
];

const SCHEMA_TYPES: [string[], PageType][] = [
  [['AboutPage'], 'about'],
  [['ContactPage'], 'contact'],
  [['FAQPage', 'QAPage'], 'faq'],
  [['ProfilePage'], 'profile'],
  [['CollectionPage', 'SearchResultsPage'], 'category'],
  [['Article'], 'article'],
  [['Product'], 'product'],
  [['Recipe'], 'recipe'],
  [['Event'], 'event'],
  [['VideoObject'], 'video'],
];

/**
 * The last detection per page (schema, eeat and brand each ask for the same page). The result is shared: callers
 * only read it.
 */
const detected = new AnalysisMemo<
  StructuredData,
  { url: string; facts: PageFacts; result: PageTypeDetection }
>();

/**
 * Guesses what kind of page this is from its URL path, og:type, the schema.org types of its top-level nodes and
 * its content. Each source votes (URL 3, schema 3, og:type 2 — `website` counts for home only at the root —
 * content 1); the highest total wins, `other` when nothing votes. Deterministic; evidence lists the votes.
 */
export function detectPageType(url: string, facts: PageFacts, data: StructuredData): PageTypeDetection {
  const known = detected.get(data);
  if (known !== undefined && known.url === url && known.facts === facts) return known.result;
  const result = detect(url, facts, data);
  detected.set(data, { url, facts, result });
  return result;
}

function detect(url: string, facts: PageFacts, data: StructuredData): PageTypeDetection {
  const votes = new Map<PageType, number>();
  const evidence: Evidence[] = [];
  const vote = (type: PageType, weight: number, what: string, value?: string): void => {
    votes.set(type, (votes.get(type) ?? 0) + weight);
    evidence.push({ what, where: type, ...(value !== undefined ? { value } : {}) });
  };

  let path = '/';
  try {
    path = new URL(url).pathname;
  } catch {
    // Keep '/' for unparseable URLs; other sources still vote.
  }
  for (const [re, type] of PATH_RULES) {
    if (re.test(path)) {
      vote(type, 3, 'URL path', path);
      break;
    }
  }

  const ogType = metaFirst(facts, 'og:type');
  if (ogType) {
    const match = OG_TYPES.find(([re]) => re.test(ogType));
    if (match) vote(match[1], 2, 'og:type', ogType);
    else if (/^website$/i.test(ogType) && votes.has('home')) vote('home', 1, 'og:type', ogType);
  }

  const seen = new Set<PageType>();
  for (const item of data.items) {
    for (const [types, type] of SCHEMA_TYPES) {
      if (seen.has(type) || !itemIs(item, ...types)) continue;
      seen.add(type);
      vote(type, 3, 'schema.org type', item.types.join(', '));
      break;
    }
  }

  if (facts.times.some((t) => t.region === 'main') && facts.headings.some((h) => h.level === 1 && h.inMain)) {
    vote('article', 1, 'content: <article>/<main> with an H1 and a <time>');
  }

  let best: PageType = 'other';
  let bestVotes = 0;
  let total = 0;
  for (const [type, count] of votes) {
    total += count;
    if (count > bestVotes || (count === bestVotes && PAGE_TYPES.indexOf(type) < PAGE_TYPES.indexOf(best))) {
      best = type;
      bestVotes = count;
    }
  }
  return { type: best, confidence: total === 0 ? 0 : Math.round((bestVotes / total) * 100) / 100, evidence };
}
