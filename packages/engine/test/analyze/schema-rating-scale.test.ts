import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google reads a rating without bestRating and worstRating on a 1 to 5 scale. The bounds are only recommended, but a
 * rating whose value lies outside that scale cannot be read without the bound it passes: that bound is required.
 */

const schemaOf = (html: string) => analyzeSchema(contextFor(html, { url: 'https://acme.example/anvil' }));
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
// The page shows its 40 ratings: a rating it does not show is not asked to be completed.
const product = (aggregateRating: Record<string, unknown>) =>
  page(
    '',
    `<p>40 ratings</p>${jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Anvil',
      image: 'https://acme.example/anvil.jpg',
      description: 'A forged anvil.',
      brand: { '@type': 'Brand', name: 'Acme' },
      sku: 'AN-1',
      aggregateRating: { '@type': 'AggregateRating', ratingCount: 40, ...aggregateRating },
    })}`,
  );

describe('a rating outside the 1–5 scale Google assumes', () => {
  it('requires bestRating when its value is above 5, and says why', () => {
    const result = schemaOf(product({ ratingValue: '8.7' }));
    const required = finding(result, 'schema.required_properties');
    expect(whats(required)).toEqual([
      'AggregateRating: missing bestRating (ratingValue 8.7 is above 5, the best rating read without it)',
    ]);
    // Not asked for again among the recommendations: only the other bound is.
    expect(whats(finding(result, 'schema.recommended_properties'))).toEqual([
      'Product › aggregateRating: could add worstRating (the lowest rating is read as 1 unless stated)',
    ]);
  });

  it('requires worstRating when its value is below 1, a comma decimal read as one', () => {
    const required = finding(schemaOf(product({ ratingValue: '0,5' })), 'schema.required_properties');
    expect(whats(required)).toEqual([
      'AggregateRating: missing worstRating (ratingValue 0.5 is below 1, the worst rating read without it)',
    ]);
  });

  it('requires nothing more of a rating on the 1–5 scale, or one that states its scale', () => {
    for (const rating of [{ ratingValue: 4.5 }, { ratingValue: 5 }, { ratingValue: 87, bestRating: 100 }]) {
      expect(finding(schemaOf(product(rating)), 'schema.required_properties').status).toBe('pass');
    }
  });

  it('holds a review’s rating to the same', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Review',
        itemReviewed: { '@type': 'Book', name: 'Anvils' },
        author: { '@type': 'Person', name: 'Fred' },
        reviewRating: { '@type': 'Rating', ratingValue: 9 },
      }),
    );
    expect(whats(finding(schemaOf(html), 'schema.required_properties'))).toEqual([
      'Rating: missing bestRating (ratingValue 9 is above 5, the best rating read without it)',
    ]);
  });
});
