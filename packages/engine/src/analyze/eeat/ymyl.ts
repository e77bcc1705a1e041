import { itemIs } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { FINANCE_TERMS, HEALTH_TERMS } from './ymyl-terms.ts';

const YMYL_TYPES = [
  'MedicalWebPage',
  'MedicalCondition',
  'Drug',
  'MedicalOrganization',
  'FinancialProduct',
  'FinancialService',
];

/** How a term may start: anywhere (Chinese, Japanese), after Arabic clitics, or at a word start (the rest). */
export type TermStart = 'anywhere' | 'arabic' | 'word';

const CJK = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
const ARABIC = /^\p{sc=Arabic}/u;

export function termStart(term: string): TermStart {
  return CJK.test(term) ? 'anywhere' : ARABIC.test(term) ? 'arabic' : 'word';
}

/** Not after a letter, mark or digit: `\b` for every script (`\b` itself knows ASCII only). */
const WORD_START = '(?<![\\p{L}\\p{M}\\p{N}])';
/** A word start, or after a clitic (و ف ب ل ك, the article ال, and both) that starts a word. */
const ARABIC_START = '(?<=(?:^|[^\\p{L}\\p{M}\\p{N}])(?:[وفبك]?ال|لل|[وفبلك])?)';
const WORD_END = '(?![\\p{L}\\p{M}\\p{N}])';
const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** The terms as alternatives, longest first so a longer term wins over its own prefix; 'term ' ends the word. */
function alternatives(terms: readonly string[]): string {
  return [...terms]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((t) =>
      t.endsWith(' ') ? `${t.trimEnd().replace(SPECIAL, '\\$&')}${WORD_END}` : t.replace(SPECIAL, '\\$&'),
    )
    .join('|');
}

const STARTS: Record<TermStart, string> = { word: WORD_START, arabic: ARABIC_START, anywhere: '' };

/**
 * One expression for several term lists, the terms of list i in capture group i + 1 (grouped by how they may
 * start, so each start condition is tested once per position, not once per term).
 *
 * @example
 * ```ts
 * const re = termsPattern([['diagnos'], ['loan']]);
 * re.exec('Diagnose')?.[1]; // 'Diagnose'
 * ```
 */
export function termsPattern(lists: readonly (readonly string[])[]): RegExp {
  const branches: string[] = [];
  for (const start of ['word', 'anywhere', 'arabic'] as const) {
    const groups = lists.map((list) => list.filter((t) => termStart(t) === start));
    if (groups.every((g) => g.length === 0)) continue;
    const inner = groups.map((g) => `(${g.length > 0 ? alternatives(g) : '[^\\s\\S]'})`).join('|');
    branches.push(`${STARTS[start]}(?:${inner})`);
  }
  return new RegExp(branches.join('|'), 'giu');
}

/**
 * Health terms in the first group, finance terms in the second: one scan counts both topics. It finds exactly what
 * a scan per topic would: no term of one topic is a prefix of a term of the other, and none can start inside a term
 * of the other, so a match of one topic never hides a match of the other (test/analyze/eeat-ymyl.test.ts).
 */
const TOPIC_PATTERN = termsPattern([HEALTH_TERMS, FINANCE_TERMS]);
const LIST_COUNT = 2;

interface TermCount {
  distinct: string[];
  hits: number;
}

/** Distinct health and finance terms and their total mentions, in one pass over the text. */
export function countTopicTerms(text: string): { health: TermCount; finance: TermCount } {
  const health = new Set<string>();
  const finance = new Set<string>();
  let healthHits = 0;
  let financeHits = 0;
  const re = new RegExp(TOPIC_PATTERN.source, TOPIC_PATTERN.flags);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    // Groups run health, finance, health, finance … one pair per start condition.
    let isHealth = false;
    for (let g = 1; g < m.length; g += LIST_COUNT) {
      if (m[g] !== undefined) {
        isHealth = true;
        break;
      }
    }
    if (isHealth) {
      health.add(m[0].toLowerCase());
      healthHits++;
    } else {
      finance.add(m[0].toLowerCase());
      financeHits++;
    }
  }
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
 * text, or a YMYL type.
 *
 * @example
 * ```ts
 * detectYmyl('本文介绍失眠的症状、诊断和治疗：医生建议…', data); // { ymyl: false, … } until 4 terms and 6 mentions
 * ```
 */
export function detectYmyl(prose: string, data: StructuredData): YmylDetection {
  const { health, finance } = countTopicTerms(prose.slice(0, 100_000));
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
