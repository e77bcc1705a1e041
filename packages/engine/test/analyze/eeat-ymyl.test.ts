import { describe, expect, it } from 'vitest';
import { detectYmyl, FINANCE_TERMS, HEALTH_TERMS } from '../../src/analyze/eeat.ts';
import { parsePage } from '../../src/parse/page.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';

const isWord = (c: string): boolean => /\w/.test(c);

/** Word starts of `term` (where `\b` holds inside it), the first character included. */
function wordStarts(term: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < term.length; i++) if (i === 0 || isWord(term[i - 1]!) !== isWord(term[i]!)) out.push(i);
  return out;
}

/** What one scan per topic finds: the reference the single scan must reproduce. */
function perTopic(text: string, terms: readonly string[]): { distinct: string[]; hits: number } {
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`\\b(?:${escaped.join('|')})`, 'gi');
  const distinct = new Set<string>();
  let hits = 0;
  for (const m of text.matchAll(re)) {
    distinct.add(m[0].toLowerCase());
    hits++;
  }
  return { distinct: [...distinct], hits };
}

function ymylOf(text: string) {
  const document = parsePage(`<html><body><main><p>${text}</p></main></body></html>`);
  return detectYmyl(text, extractStructuredData(document));
}

describe('eeat: YMYL topic terms', () => {
  it('no term of one topic begins with, or starts a word inside, a term of the other', () => {
    for (const [own, other] of [
      [HEALTH_TERMS, FINANCE_TERMS],
      [FINANCE_TERMS, HEALTH_TERMS],
    ] as const) {
      for (const term of own) {
        for (const at of wordStarts(term)) {
          const tail = term.slice(at);
          for (const rival of other) {
            expect(tail.startsWith(rival) || rival.startsWith(tail), `${term} @${at} / ${rival}`).toBe(false);
          }
        }
      }
    }
  });

  it('counts each topic as its own scan would, with the terms of both topics side by side', () => {
    const words = [...HEALTH_TERMS, ...FINANCE_TERMS];
    // Every term next to every other, in mixed case, so that any term hiding another would show.
    const text = words
      .flatMap((a, i) => words.map((b, j) => `${(i + j) % 2 ? a.toUpperCase() : a} ${b}.`))
      .join(' ');
    const health = perTopic(text, HEALTH_TERMS);
    const finance = perTopic(text, FINANCE_TERMS);
    const result = ymylOf(text);
    const best = health.hits >= finance.hits ? health : finance;
    expect(result.ymyl).toBe(true);
    expect(result.topic).toBe(health.hits >= finance.hits ? 'health' : 'finance');
    expect(result.terms).toEqual(best.distinct);
  });

  it('reports finance when finance terms dominate a page that also mentions health', () => {
    const text =
      'Your mortgage and loan, your pension and retirement savings, your stocks and dividend income, and the interest rate on your debt. A supplement aside.';
    const result = ymylOf(text);
    expect(result).toMatchObject({ ymyl: true, topic: 'finance' });
    expect(result.terms).toEqual(perTopic(text, FINANCE_TERMS).distinct);
  });
});
