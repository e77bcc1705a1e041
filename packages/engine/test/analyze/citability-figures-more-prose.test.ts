import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf } from '../content/context.ts';
import { figuresPage } from './figures-page.ts';

/**
 * Decision 0060. The statistics check scored figures per 1,000 words in steps (5 or more passing, 2 or more half), so
 * an editor who added a paragraph of plain prose to a passing page could tip it to half credit and lose points though
 * the page lost nothing. It now counts the figures against a small target (3), and only on a page past 1,500 words
 * against its length (2 per 1,000 words).
 */

const POST = 'https://example.com/guide/anvils';

const statisticsAt = (words: number, figures: number) => {
  const result = citabilityOf(figuresPage(words, figures), POST);
  const finding = findingOf(result, 'citability.statistics');
  return { score: result.score, finding, impact: finding.impact ?? 0 };
};

describe('the statistics check as an editor adds plain prose', () => {
  it('keeps a passing page passing up to 1,500 words, then costs only the share of the added text', () => {
    let previous = statisticsAt(400, 3);
    expect(previous.finding.status).toBe('pass');
    for (let words = 500; words <= 3_000; words += 100) {
      const now = statisticsAt(words, 3);
      if (words <= 1_500) expect(now.finding.status, `${words} words`).toBe('pass');
      // A tenth more text costs a tenth of the check's weight at most: never the half of it a band took at once.
      expect(now.impact - previous.impact, `${words} words`).toBeLessThanOrEqual(0.5);
      expect(previous.score - now.score, `${words} words`).toBeLessThanOrEqual(1);
      previous = now;
    }
    // Twice the long-page length with the same three figures: half credit, as the density argument warrants.
    expect(previous.finding.status).toBe('warn');
    expect(previous.finding.evidence[0]!.what).toBe(
      '3 figures (percentages, amounts and measurements, not dates), 1 per 1,000 words: 6 expected on a page of 3,000 words (2 per 1,000 words past 1,500)',
    );
    // The finding still points at the passages that state them.
    expect(previous.finding.evidence.slice(1, 3)).toEqual([
      { what: 'figures: 12 cm', where: expect.stringContaining('h2 "What matters about the face?"') },
      { what: 'figures: 13 cm', where: expect.stringContaining('h2 "What matters about the horn?"') },
    ]);
  });

  it('scores pages either side of the former steps (5 and 2 figures per 1,000 words) alike', () => {
    for (const [figures, below, above] of [
      [3, 590, 610],
      [2, 390, 410],
      [1, 470, 530],
      [4, 1_900, 2_100],
      [10, 1_980, 2_020],
    ] as const) {
      const a = statisticsAt(below, figures);
      const b = statisticsAt(above, figures);
      const step = `${figures} figures, ${below} and ${above} words`;
      expect(Math.abs(a.impact - b.impact), step).toBeLessThanOrEqual(0.5);
      expect(Math.abs(a.score - b.score), step).toBeLessThanOrEqual(1);
    }
    // Below the long-page length the credit is the figures' own, whatever the words: 2 of 3 on both sides.
    expect(statisticsAt(390, 2).finding.status).toBe('warn');
    expect(statisticsAt(410, 2).finding.status).toBe('warn');
    expect(statisticsAt(610, 3).finding.status).toBe('pass');
  });

  it('still flags a page that states no figure, without asking for invented ones', () => {
    for (const words of [600, 3_000]) {
      const { finding } = statisticsAt(words, 0);
      expect(finding.status).toBe('fail');
      expect(finding.title).toBe('No specific figures in the text');
      expect(finding.evidence[0]!.what).toMatch(/^0 figures .*: (3|6) expected/);
      expect(finding.fix).toMatch(/Where you have real figures/);
      expect(finding.fix).toMatch(/say where each comes from/);
      expect(finding.fix).toMatch(/never invent facts, figures/);
    }
  });
});
