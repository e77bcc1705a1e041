import { pageAddress } from '../../structured-data/links.ts';
import { firstText, isItem, isRef, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem, StructuredValue } from '../../structured-data/types.ts';
import { termScanner } from './term-scan.ts';
import {
  FINANCE_HEADS,
  FINANCE_TERMS,
  FINANCE_TERMS_EN,
  FINANCE_TERMS_EN_ONLY,
  HEALTH_HEADS,
  HEALTH_TERMS,
  HEALTH_TERMS_EN,
} from './ymyl-terms.ts';

/** Types that say what the page itself is or treats: a medical page, a condition, a drug, a loan. */
const YMYL_TYPES = ['MedicalWebPage', 'MedicalCondition', 'Drug', 'FinancialProduct'];
/**
 * Businesses in health or money (a dentist, a clinic, a bank, an accountant). Their node is usually the site's own,
 * printed on every page (home, contact, "we're moving offices"), so it says what the page is about only when it is
 * the page's main entity.
 */
const YMYL_BUSINESSES = ['MedicalOrganization', 'FinancialService'];
/** Properties that name the site's business as who stands behind a page or site, not what the page is about. */
const BEHIND =
  'publisher|provider|author|creator|brand|worksFor|parentOrganization|sourceOrganization|copyrightHolder|seller|manufacturer|memberOf';

/**
 * Health terms are list 0, finance terms list 1: one scan counts both topics. It finds exactly what a scan per topic
 * would: no term of one topic is a prefix of a term of the other, and none can start inside a term of the other,
 * so a match of one topic never hides a match of the other (test/analyze/eeat-ymyl.test.ts). German compounds'
 * heads ("Kranken|versicherung") are found too, by a scan of their own.
 */
const TOPIC_SCANNER = termScanner([HEALTH_TERMS, FINANCE_TERMS], [HEALTH_HEADS, FINANCE_HEADS]);
/** The English terms alone, with the short words read only in English, for text that reads as English (content/english.ts). */
const ENGLISH_TOPIC_SCANNER = termScanner([HEALTH_TERMS_EN, [...FINANCE_TERMS_EN, ...FINANCE_TERMS_EN_ONLY]]);

interface TermCount {
  distinct: string[];
  hits: number;
}

/** Distinct health and finance terms and their total mentions (English terms only when `english`). */
export function countTopicTerms(text: string, english = false): { health: TermCount; finance: TermCount } {
  const health = new Set<string>();
  const finance = new Set<string>();
  let healthHits = 0;
  let financeHits = 0;
  (english ? ENGLISH_TOPIC_SCANNER : TOPIC_SCANNER).scan(text, (list, term) => {
    if (list === 0) {
      health.add(term);
      healthHits++;
    } else {
      finance.add(term);
      financeHits++;
    }
  });
  return {
    health: { distinct: [...health], hits: healthHits },
    finance: { distinct: [...finance], hits: financeHits },
  };
}

export interface YmylDetection {
  ymyl: boolean;
  topic: 'health' | 'finance' | null;
  terms: string[];
}

/** The page address a value names: a URL string, a node's `@id` or url, or a reference. */
function addressOf(value: StructuredValue, pageUrl: string, data: StructuredData): string | undefined {
  const raw = isItem(value)
    ? (value.id ?? firstText(value, 'url', data))
    : isRef(value)
      ? value.ref
      : typeof value === 'string'
        ? value
        : undefined;
  return raw ? pageAddress(raw, pageUrl) : undefined;
}

function sameNode(a: StructuredValue, b: StructuredItem): boolean {
  return a === b || (b.id !== undefined && (isItem(a) || isRef(a)) && (isItem(a) ? a.id : a.ref) === b.id);
}

/**
 * True when a business node is what the page is about: a WebPage names it as mainEntity, it names this page as its
 * mainEntityOfPage, or its url is this page and no node names it as publisher, provider, employer or the like (a
 * doctor's profile page, not the practice's site-wide node).
 */
function isMainEntity(node: StructuredItem, data: StructuredData, pageUrl: string | undefined): boolean {
  for (const item of data.all)
    if (itemIs(item, 'WebPage') && values(item, 'mainEntity', data).some((v) => sameNode(v, node)))
      return true;
  if (pageUrl === undefined) return false;
  const page = pageAddress(pageUrl);
  if (page === undefined) return false;
  if (values(node, 'mainEntityOfPage', data).some((v) => addressOf(v, pageUrl, data) === page)) return true;
  const url = values(node, 'url', data)[0];
  if (url === undefined || addressOf(url, pageUrl, data) !== page) return false;
  return !data.all.some((item) => values(item, BEHIND, data).some((v) => sameNode(v, node)));
}

/**
 * Health or finance page ("Your Money or Your Life"): ≥4 distinct topic terms and ≥6 mentions in the main content's
 * text, or a YMYL type: a medical page, condition, drug or financial product anywhere in the markup, or a health or
 * finance business that is the page's main entity (`pageUrl` lets its url name the page). On authored content
 * (`authored`: an article, a FAQ, a how-to) any such business node counts: a practice's blog post on aftercare is
 * health advice in the practice's name, even when it names too few of the listed terms. Text that reads as English
 * (`english`) is searched for the English terms only.
 *
 * @example
 * ```ts
 * detectYmyl('本文介绍失眠的症状、诊断和治疗：医生建议…', data); // { ymyl: false, … } until 4 terms and 6 mentions
 * ```
 */
export function detectYmyl(
  prose: string,
  data: StructuredData,
  english = false,
  pageUrl?: string,
  authored = false,
): YmylDetection {
  const { health, finance } = countTopicTerms(prose.slice(0, 100_000), english);
  const typed =
    data.all.find((i) => itemIs(i, ...YMYL_TYPES)) ??
    data.all.find((i) => itemIs(i, ...YMYL_BUSINESSES) && (authored || isMainEntity(i, data, pageUrl)));
  const best =
    health.hits >= finance.hits
      ? { topic: 'health' as const, ...health }
      : { topic: 'finance' as const, ...finance };
  if (best.distinct.length >= 4 && best.hits >= 6)
    return { ymyl: true, topic: best.topic, terms: best.distinct };
  if (typed) {
    const topic = itemIs(typed, 'FinancialProduct', 'FinancialService') ? 'finance' : 'health';
    return { ymyl: true, topic, terms: typed.types };
  }
  return { ymyl: false, topic: null, terms: best.distinct };
}
