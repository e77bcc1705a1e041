import { itemIs } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { termScanner } from './term-scan.ts';
import {
  FINANCE_TERMS,
  FINANCE_TERMS_EN,
  FINANCE_TERMS_EN_ONLY,
  HEALTH_TERMS,
  HEALTH_TERMS_EN,
} from './ymyl-terms.ts';

const YMYL_TYPES = [
  'MedicalWebPage',
  'MedicalCondition',
  'Drug',
  'MedicalOrganization',
  'FinancialProduct',
  'FinancialService',
];

/**
 * Health terms are list 0, finance terms list 1: one scan counts both topics. It finds exactly what a scan per topic
 * would: no term of one topic is a prefix of a term of the other, and none can start inside a term of the other,
 * so a match of one topic never hides a match of the other (test/analyze/eeat-ymyl.test.ts).
 */
const TOPIC_SCANNER = termScanner([HEALTH_TERMS, FINANCE_TERMS]);
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

/**
 * Health or finance page ("Your Money or Your Life"): ≥4 distinct topic terms and ≥6 mentions in the main content's
 * text, or a YMYL type. Text that reads as English (`english`) is searched for the English terms only.
 *
 * @example
 * ```ts
 * detectYmyl('本文介绍失眠的症状、诊断和治疗：医生建议…', data); // { ymyl: false, … } until 4 terms and 6 mentions
 * ```
 */
export function detectYmyl(prose: string, data: StructuredData, english = false): YmylDetection {
  const { health, finance } = countTopicTerms(prose.slice(0, 100_000), english);
  const typed = data.all.find((i) => itemIs(i, ...YMYL_TYPES));
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
