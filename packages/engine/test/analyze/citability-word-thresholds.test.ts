import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf } from '../content/context.ts';
import { pageFor } from './word-amount-page.ts';

/**
 * Decision 0050. The checks that need an amount of text (statistics and sources from 150 words, quotations and lists
 * from 300) used to apply with their full weight the moment a page reached the amount: a home page of plain prose
 * fell 10 points when a sentence took it past 150 words, and 4 more past 300. An editor adding words must never see
 * the score drop by more than a point or two.
 */

const POST = 'https://example.com/guide/anvils';
const HOME = 'https://example.com/';

const scoreAt = (n: number, url: string) => citabilityOf(pageFor(n), url).score;

describe('citability as a page grows past the amounts its checks need', () => {
  it('never costs more than two points for the next few words, on a post or a home page', () => {
    for (const url of [POST, HOME]) {
      let previous = scoreAt(100, url);
      for (let n = 110; n <= 400; n += 10) {
        const score = scoreAt(n, url);
        expect(previous - score, `${url} at ${n} words`).toBeLessThanOrEqual(2);
        previous = score;
      }
    }
  });

  it('scores a home page of 160 words within two points of its 140-word draft, and 310 words of 290', () => {
    expect(scoreAt(140, HOME) - scoreAt(160, HOME)).toBeLessThanOrEqual(2);
    expect(scoreAt(290, HOME) - scoreAt(310, HOME)).toBeLessThanOrEqual(2);
  });

  it('says a check weighs nothing below its amount, and how much it weighs until the full amount', () => {
    const short = citabilityOf(pageFor(140), POST);
    for (const check of ['citability.statistics', 'citability.quotations', 'citability.lists_tables']) {
      const finding = findingOf(short, check);
      expect(finding.status).toBe('not_applicable');
      expect(finding.impact).toBe(0);
      expect(finding.evidence[0]!.what).toBe('not applicable: fewer than 150 words of main content');
    }
    const growing = citabilityOf(pageFor(250), POST);
    const statistics = findingOf(growing, 'citability.statistics');
    expect(statistics.status).toBe('fail');
    expect(statistics.evidence.map((e) => e.what)).toContain(
      'weighs 1.3 of its 2 until the page has 300 words (it has 250): a check that needs text counts in step with the text',
    );
    const full = citabilityOf(pageFor(300), POST);
    expect(
      findingOf(full, 'citability.statistics')
        .evidence.map((e) => e.what)
        .join(' '),
    ).not.toMatch(/weighs/);
  });
});
