import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';
import { reviewCitability } from './citability-review-pages.ts';

/**
 * Passage quality judges the passages an engine could quote: not a references list, a byline or kicker, customer
 * reviews or a row of links, which no edit makes quotable; and a short answer under a question heading is quoted
 * whole, so it is not a stub.
 */

const weak = (result: CitabilityModule) =>
  findingOf(result, 'citability.passage_quality')
    .evidence.filter((e) => e.what.startsWith('weak passage'))
    .map((e) => e.where ?? '');

describe('citability: passage quality on the passages an engine could quote', () => {
  it('a medical page written answer-first, with a reviewer line and a sources list, passes', () => {
    const result = reviewCitability('health-ymyl');
    const finding = findingOf(result, 'citability.passage_quality');
    expect(finding.status).toBe('pass');
    expect(weak(result).filter((w) => /Medically reviewed|"Sources"/.test(w))).toEqual([]);
    expect(finding.evidence[0]?.what).toMatch(/not judged: .*a references list/);
  });

  it('a news article passes, and its section kicker is no weak passage', () => {
    const result = reviewCitability('news-arc');
    expect(findingOf(result, 'citability.passage_quality').status).toBe('pass');
    expect(weak(result).filter((w) => /Local Politics/.test(w))).toEqual([]);
  });

  it('customer reviews under a product description are not judged', () => {
    const result = reviewCitability('shopify-dawn-product');
    expect(weak(result).filter((w) => /Customer Reviews/.test(w))).toEqual([]);
  });

  it('a short FAQ answer that answers first gets the length of a whole answer', () => {
    const result = reviewCitability('wp-yoast-howto');
    const passages = result.passages as { heading: string | null; words: number; score: number }[];
    const faq = passages.find((p) => p.heading === 'Can I prune tomatoes too much?');
    expect(faq?.words).toBeLessThan(30);
    expect(faq?.score).toBeGreaterThanOrEqual(60);
  });

  it('a byline-only introduction and a row of links are left out, and said to be', () => {
    const links = Array.from(
      { length: 8 },
      (_, i) => `<li><a href="/guides/topic-${i}">Read our full guide to topic number ${i}</a></li>`,
    ).join('');
    const page = html(
      `<main><article><h1>How to descale a kettle</h1><p>By Ana Ruiz · Updated March 3, 2025 · 4 min read</p>
<h2>How do you descale a kettle?</h2><p>Fill the kettle halfway with equal parts white vinegar and water, boil it, leave it for an hour, then rinse it three times. ${prose(40)}</p>
<h2>Related guides</h2><ul>${links}</ul></article></main>`,
    );
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://home.example/guides/descale-kettle/' })),
    );
    const finding = findingOf(result, 'citability.passage_quality');
    expect(finding.evidence[0]?.what).toMatch(/not judged: .*a passage of mostly links/);
    expect(weak(result).filter((w) => /Related guides|By Ana Ruiz/.test(w))).toEqual([]);
  });

  it('a short opening sentence is a stub, not a byline', () => {
    const page = html(
      `<main><article><h1>Install the CLI</h1><p>Install the CLI first.</p><h2>How do you install it on macOS?</h2><p>Run brew install quill in a terminal, then run quill login and paste the token from your dashboard. ${prose(40)}</p></article></main>`,
    );
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://docs.example/cli/install' })),
    );
    const first = findingOf(result, 'citability.passage_quality').evidence[0]?.what ?? '';
    expect(first).toMatch(/not judged: 1 under 30 words\)$/);
  });
});
