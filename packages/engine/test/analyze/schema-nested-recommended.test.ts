import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's guides read some nested nodes where they sit: a review's reviewRating, the aggregateRating and reviews of
 * a product, a local business or an app, a product's offers. Their recommended properties are suggested by place,
 * one row per place with counts, never one row per node.
 */

const schemaOf = (html: string) => analyzeSchema(contextFor(html, { url: 'https://shop.example/anvil' }));
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
/** A page with the node's markup, and `shown` as its visible text (a rating is completed only where it is shown). */
const ld = (node: Record<string, unknown>, shown = '') =>
  page('', `${jsonLd({ '@context': 'https://schema.org', ...node })}${shown}`);
const recommended = (html: string) => finding(schemaOf(html), 'schema.recommended_properties');

const offer = (extra: Record<string, unknown> = {}) => ({
  '@type': 'Offer',
  price: '120.00',
  priceCurrency: 'EUR',
  availability: 'https://schema.org/InStock',
  url: 'https://shop.example/anvil',
  priceValidUntil: '2026-12-31',
  itemCondition: 'https://schema.org/NewCondition',
  ...extra,
});
const complete = {
  '@type': 'Product',
  name: 'Anvil 50 kg',
  image: 'https://shop.example/anvil.jpg',
  description: 'A forged steel anvil.',
  brand: { '@type': 'Brand', name: 'Acme' },
  sku: 'AN-50',
};

describe('recommended properties of nested nodes', () => {
  it('suggest a Product’s aggregateRating scale, naming the place and the 1–5 default', () => {
    const product = ld(
      {
        ...complete,
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 89 },
      },
      '<p>4.4 out of 5 (89 reviews)</p>',
    );
    const result = recommended(product);
    expect(whats(result)).toEqual([
      'Product › aggregateRating: could add bestRating, worstRating (the scale is read as 1–5 unless stated)',
    ]);
    expect(result.status).not.toBe('pass');
    expect(result.title).toBe("Add recommended properties to Product's aggregateRating");
    expect(result.fix).toMatch(/Product › aggregateRating: bestRating, worstRating/);

    const scaled = ld({
      ...complete,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.4,
        reviewCount: 89,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(recommended(scaled).status).toBe('pass');
  });

  it('follow a Product’s reviews down to each review’s rating, in one row for all of them with counts', () => {
    const review = (rating: Record<string, unknown>) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Jo' },
      datePublished: '2026-02-01',
      reviewRating: { '@type': 'Rating', ratingValue: 4, ...rating },
    });
    const result = recommended(
      ld({
        ...complete,
        review: [review({}), review({}), review({ bestRating: 5, worstRating: 1 })],
      }),
    );
    expect(whats(result)).toEqual([
      'Product › review › reviewRating: could add bestRating, worstRating (the scale is read as 1–5 unless stated; 2 of 3 nodes)',
    ]);
  });

  it('suggest what a Product’s offers lack, and a top-level Review’s rating scale', () => {
    const result = recommended(
      page(
        '',
        jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            { ...complete, offers: [offer({ url: undefined }), offer({ url: undefined }), offer()] },
            {
              '@type': 'Review',
              itemReviewed: { '@type': 'LocalBusiness', name: 'Forge & Co' },
              author: { '@type': 'Person', name: 'Jo' },
              datePublished: '2026-02-01',
              reviewRating: { '@type': 'Rating', ratingValue: 8, bestRating: 10 },
            },
          ],
        }),
      ),
    );
    expect(whats(result)).toEqual([
      'Product "Anvil 50 kg" › offers: could add url (2 of 3 nodes)',
      'Review › reviewRating: could add worstRating (the lowest rating is read as 1 unless stated)',
    ]);
  });

  it('read nested nodes given by @id, and leave top-level ones to their own row', () => {
    const result = recommended(
      page(
        '',
        jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'SoftwareApplication',
              name: 'Forge Planner',
              applicationCategory: 'BusinessApplication',
              operatingSystem: 'Web',
              offers: { '@type': 'Offer', price: 0 },
              aggregateRating: { '@id': '#rating' },
            },
            { '@type': 'AggregateRating', '@id': '#rating', ratingValue: 4.1, ratingCount: 30 },
          ],
        }),
      ),
    );
    // The rating is a top-level node of the graph: one row for it, not a second one under the app.
    expect(whats(result)).toEqual(['AggregateRating: could add bestRating, worstRating']);
  });

  it('pass a Product whose nested nodes have their recommendations, and lower the score when they do not', () => {
    const good = schemaOf(ld({ ...complete, offers: offer() }));
    expect(finding(good, 'schema.recommended_properties').status).toBe('pass');
    const bare = schemaOf(
      ld({
        ...complete,
        offers: offer({ availability: undefined, url: undefined, itemCondition: undefined }),
      }),
    );
    expect(whats(finding(bare, 'schema.recommended_properties'))).toEqual([
      'Product "Anvil 50 kg" › offers: could add availability, url, itemCondition',
    ]);
    expect(bare.score).toBeLessThan(good.score);
  });

  it('do not hold nested nodes Google does not read there: a Place’s address, a Service’s offers', () => {
    const result = recommended(
      ld({
        '@type': 'Service',
        name: 'Anvil repair',
        serviceType: 'Repair',
        provider: { '@type': 'LocalBusiness', name: 'Forge', address: { '@type': 'PostalAddress' } },
        areaServed: { '@type': 'Place', name: 'Springfield', address: { '@type': 'PostalAddress' } },
        offers: { '@type': 'Offer', price: 10, priceCurrency: 'EUR' },
        description: 'We fix anvils.',
      }),
    );
    expect(JSON.stringify(result.evidence)).not.toMatch(/›/);
  });
});

describe('nested nodes of two rules at one place', () => {
  it('get a row each: an AggregateOffer among a product’s offers is named by its type', () => {
    const result = recommended(
      ld({
        ...complete,
        offers: [
          offer({ url: undefined }),
          { '@type': 'AggregateOffer', lowPrice: 100, highPrice: 140, priceCurrency: 'EUR' },
        ],
      }),
    );
    expect(whats(result)).toEqual([
      'Product "Anvil 50 kg" › offers: could add url',
      'Product "Anvil 50 kg" › offers (AggregateOffer): could add offerCount',
    ]);
  });
});
