import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * The rule table against the property tables of Google's software app and review snippet guides: nothing is
 * recommended that Google does not recommend, and what Google does not require is not required.
 */

const schemaOf = (html: string, url = 'https://acme.example/apps/calc') =>
  analyzeSchema(contextFor(html, { url }));
const ld = (value: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...value });
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const rating = { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 120 };

describe('SoftwareApplication (Google software app guide)', () => {
  const app = (offers: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    ld({
      '@type': 'SoftwareApplication',
      name: 'AnvilCalc',
      offers,
      // The rating states its scale, so only the app's own recommendations are left.
      aggregateRating: { ...rating, bestRating: 5, worstRating: 1 },
      ...extra,
    });

  it('accepts a free app whose offer gives the price 0 and no currency', () => {
    const result = schemaOf(page('', app({ '@type': 'Offer', price: 0 })));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });

  it('still requires the offer’s price', () => {
    const result = schemaOf(page('', app({ '@type': 'Offer', priceCurrency: 'USD' })));
    expect(whats(finding(result, 'schema.required_properties'))).toEqual(['Offer: missing price']);
    expect(finding(result, 'schema.required_properties').fix).toMatch(
      /Offer: price \(required by Google's software app guide\)/,
    );
  });

  it('recommends the category and operating system only, not a description or url', () => {
    const result = schemaOf(page('', app({ '@type': 'Offer', price: 0 })));
    const recommended = finding(result, 'schema.recommended_properties');
    expect(whats(recommended)).toEqual([
      'SoftwareApplication: could add applicationCategory, operatingSystem',
    ]);
    const complete = schemaOf(
      page(
        '',
        app(
          { '@type': 'Offer', price: 0 },
          { applicationCategory: 'BusinessApplication', operatingSystem: 'Web' },
        ),
      ),
    );
    expect(finding(complete, 'schema.recommended_properties').status).toBe('pass');
  });

  it('leaves a product’s offer to the merchant listing rule, which needs a currency', () => {
    const product = ld({ '@type': 'Product', name: 'Anvil', offers: { '@type': 'Offer', price: 0 } });
    const result = schemaOf(page('', product), 'https://acme.example/products/anvil');
    // A free app's price of 0 is no merchant listing price either, which must be greater than zero.
    expect(whats(finding(result, 'schema.required_properties'))).toContainEqual(
      expect.stringMatching(/^Offer: missing priceCurrency or priceSpecification; price is 0; /),
    );
  });
});

describe('Review and AggregateRating (Google review snippet guide)', () => {
  const review = (extra: Record<string, unknown>) => ({
    '@type': 'Review',
    itemReviewed: { '@type': 'Product', name: 'Anvil' },
    author: { '@type': 'Person', name: 'Fred' },
    reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    ...extra,
  });

  it('recommends the review’s date, not its body', () => {
    const result = schemaOf(page('', ld(review({}))), 'https://acme.example/reviews/1');
    expect(whats(finding(result, 'schema.recommended_properties'))).toEqual([
      'Review: could add datePublished',
    ]);
    const dated = schemaOf(
      page('', ld(review({ datePublished: '2026-01-01' }))),
      'https://acme.example/reviews/1',
    );
    expect(finding(dated, 'schema.recommended_properties').status).toBe('pass');
  });

  it('recommends the rating scale, worst as well as best', () => {
    const aggregate = {
      '@type': 'AggregateRating',
      itemReviewed: { '@type': 'Game', name: 'Firefly' },
      ratingValue: 88,
      ratingCount: 20,
      bestRating: 100,
    };
    const result = schemaOf(page('', ld(aggregate)), 'https://acme.example/ratings');
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    expect(whats(finding(result, 'schema.recommended_properties'))).toEqual([
      'AggregateRating: could add worstRating',
    ]);
  });
});

describe('ProductGroup (Google product variants guide)', () => {
  const variant = (sku: string, extra: Record<string, unknown> = {}) => ({
    '@type': 'Product',
    name: `Wool coat ${sku}`,
    sku,
    offers: { '@type': 'Offer', price: '39.99', priceCurrency: 'USD' },
    ...extra,
  });
  const group = (extra: Record<string, unknown>) => ({
    '@type': 'ProductGroup',
    name: 'Wool coat',
    description: 'A coat for cold days.',
    brand: { '@type': 'Brand', name: 'Acme' },
    variesBy: 'https://schema.org/size',
    review: {
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Fred' },
      datePublished: '2026-01-01',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    },
    ...extra,
  });
  const schemaAt = (value: Record<string, unknown>) =>
    schemaOf(page('', ld(value)), 'https://acme.example/products/coat');

  it('takes the group ID from the variants’ inProductGroupWithID, as Google allows', () => {
    const onVariants = schemaAt(
      group({
        hasVariant: [
          variant('S', { inProductGroupWithID: '44E01' }),
          variant('M', { inProductGroupWithID: '44E01' }),
        ],
      }),
    );
    expect(finding(onVariants, 'schema.recommended_properties').status).toBe('pass');
    const nowhere = schemaAt(group({ hasVariant: [variant('S'), variant('M')] }));
    expect(whats(finding(nowhere, 'schema.recommended_properties'))).toEqual([
      'ProductGroup: could add productGroupID',
    ]);
  });

  it('reads the ID of variants that point at the group with isVariantOf', () => {
    const result = schemaAt({
      '@graph': [
        { ...group({}), '@id': '#coat' },
        variant('S', { isVariantOf: { '@id': '#coat' }, inProductGroupWithID: '44E01' }),
      ],
    });
    // The variant, a top-level Product here, has recommendations of its own; the group has none left.
    expect(
      whats(finding(result, 'schema.recommended_properties')).filter((w) => w.startsWith('ProductGroup')),
    ).toEqual([]);
  });
});
