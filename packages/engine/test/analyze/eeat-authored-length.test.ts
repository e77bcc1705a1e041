import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { contextOf, findingOf } from '../content/context.ts';
import { pageFor } from './word-amount-page.ts';

/**
 * Decision 0056. A page with no byline, date, article markup or post path is read as authored content by its length.
 * It used to be all at once at 300 words: the byline, date, citation and first-hand checks arrived with their full
 * weight, and a sentence taking the page past 300 words cost its E-E-A-T score 13 points. An editor adding words
 * must never see the score drop by more than a point or two.
 */

// No <article>, no post path: nothing but its length says whether the page is authored.
const URL = 'https://example.com/anvils';
const unmarked = (n: number) => pageFor(n).replace('<article>', '<div>').replace('</article>', '</div>');
const eeatAt = (n: number) => analyzeEeat(contextOf(unmarked(n), { url: URL }));

describe('E-E-A-T of an unmarked page as it grows', () => {
  it('never costs more than two points for the next ten words', () => {
    let previous = eeatAt(100).score;
    for (let n = 110; n <= 400; n += 10) {
      const score = eeatAt(n).score;
      expect(previous - score, `at ${n} words`).toBeLessThanOrEqual(2);
      previous = score;
    }
  });

  it('asks nothing of authors below 150 words, part of their weight between, and all of it from 300', () => {
    expect(eeatAt(140).authored_content).toBe(false);
    expect(findingOf(eeatAt(140), 'eeat.byline').status).toBe('not_applicable');

    const growing = eeatAt(200);
    expect(growing.authored_content).toBe(true);
    const byline = findingOf(growing, 'eeat.byline');
    expect(byline.status).toBe('fail');
    expect(byline.evidence.map((e) => e.what).join(' ')).toMatch(
      /weighs \d\.\d of its \d+(?:\.\d+)? until the page has 300 words \(it has 2\d\d\): a page with no byline, date or article markup is read as authored content in step with its length/,
    );
    const bylineWeight = (module: ReturnType<typeof eeatAt>) =>
      Number(module.signals.find((s) => s.id === 'byline')!.weight);
    expect(bylineWeight(growing)).toBeGreaterThan(0);
    expect(bylineWeight(growing)).toBeLessThan(bylineWeight(eeatAt(300)));

    expect(
      findingOf(eeatAt(300), 'eeat.byline')
        .evidence.map((e) => e.what)
        .join(' '),
    ).not.toMatch(/weighs/);
  });
});
