import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * An editorial review whose Review node is the page's own (its one top-level Review) is dated and authored by that
 * node; customer reviews nested in a Product, and a list of top-level testimonials, are other people's.
 */

const PROSE = `<p>${'The noise cancelling is strong and the sound is warm and clear on long flights. '.repeat(20)}</p>`;
const review = (name: string, date: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Review',
  author: { '@type': 'Person', name },
  datePublished: date,
  itemReviewed: { '@type': 'Product', name: 'WH-1000XM6' },
  reviewRating: { '@type': 'Rating', ratingValue: 4.5 },
});

function eeat(schema: unknown, visible = '') {
  const html = page(
    `<title>Review</title><meta property="og:type" content="article">${jsonLd(schema)}`,
    `<main><article><h1>WH-1000XM6 review</h1>${visible}${PROSE}</article></main>`,
  );
  return EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://soundcheck.example/reviews/xm6/', headers: HTTPS_HEADERS })),
  );
}
const evidence = (result: ReturnType<typeof eeat>, check: string) =>
  finding(result, `eeat.${check}`).evidence.map((e) => e.what);

describe('an editorial review', () => {
  it("reads the one top-level Review's datePublished and author as the page's", () => {
    const result = eeat(review('Priya Nair', '2026-06-20'), '<p>June 20, 2026</p>');
    expect(evidence(result, 'date_published')).toContain('published (schema) 2026-06-20');
    expect(evidence(result, 'byline').join(' ')).toContain('Review.author (Person)');
  });

  it("does not read customer reviews nested in a Product as the page's", () => {
    const product = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'WH-1000XM6',
      review: [review('Sam', '2025-01-02')],
    };
    const result = eeat([{ '@context': 'https://schema.org', '@type': 'Article', headline: 'XM6' }, product]);
    expect(finding(result, 'eeat.date_published').status).toBe('fail');
    expect(finding(result, 'eeat.byline').status).toBe('fail');
  });

  it("does not read a list of top-level testimonials as the page's", () => {
    const result = eeat([review('Sam', '2025-01-02'), review('Alex', '2025-02-03')]);
    expect(finding(result, 'eeat.date_published').status).toBe('fail');
    expect(finding(result, 'eeat.byline').status).toBe('fail');
  });
});
