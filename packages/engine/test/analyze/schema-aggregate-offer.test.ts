import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's merchant listing guide (developers.google.com/search/docs/appearance/structured-data/merchant-listing,
 * "Product information", offers): "Product snippets accept an Offer or AggregateOffer but merchant listings require
 * an Offer as the merchant has to be the seller of the product". A product one can buy on the page whose only offers
 * is an AggregateOffer lacks the Offer the guide requires; on an editorial review page the AggregateOffer serves.
 */

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const range = {
  '@type': 'AggregateOffer',
  lowPrice: '89.00',
  highPrice: '119.99',
  priceCurrency: 'USD',
  offerCount: 3,
};
const anvil = (offers: unknown) => ({
  '@type': 'Product',
  name: 'Executive Anvil',
  image: 'https://shop.example/anvil.jpg',
  description: 'A sleek anvil for the business traveller.',
  brand: { '@type': 'Brand', name: 'Acme' },
  sku: 'A-1',
  offers,
});
const shop = (html: string) =>
  analyzeSchema(contextFor(html, { url: 'https://shop.example/products/anvil' }));

describe('a product one can buy on the page, offered only as an AggregateOffer', () => {
  it('fails the required properties and is told to give an Offer per variant one can buy', () => {
    const required = finding(shop(page('', ld(anvil(range)))), 'schema.required_properties');
    expect(required.status).not.toBe('pass');
    expect(whats(required)).toEqual([
      'Product "Executive Anvil": offers is an AggregateOffer; give an Offer, with its own price, for each variant one can buy here (a product with variants, such as a WooCommerce variable product, can be a ProductGroup whose hasVariant lists one Product and Offer per variant): merchant listings need the shop to be the seller, and an AggregateOffer\'s price range is for product snippets on review and comparison pages',
    ]);
    expect(required.fix).toContain(
      "Product: offers (required by Google's merchant listing guide; offers is an AggregateOffer, so give an Offer, with its own price, for each variant",
    );
  });

  it('is told the same when the AggregateOffer is named by @id', () => {
    const html = page(
      '',
      ld({
        '@graph': [{ ...anvil({ '@id': '#range' }) }, { ...range, '@id': '#range' }],
      }),
    );
    expect(whats(finding(shop(html), 'schema.required_properties'))).toEqual([
      expect.stringMatching(/^Product "Executive Anvil": offers is an AggregateOffer; give an Offer/),
    ]);
  });

  it('passes once an Offer is given beside the range', () => {
    const offer = { '@type': 'Offer', price: '119.99', priceCurrency: 'USD' };
    expect(finding(shop(page('', ld(anvil([range, offer])))), 'schema.required_properties').status).toBe(
      'pass',
    );
  });
});

describe('a product offered as an AggregateOffer on an editorial page', () => {
  it('passes on an article page, as product snippets accept a price range', () => {
    const html = page('<meta property="og:type" content="article">', ld(anvil(range)));
    const result = analyzeSchema(contextFor(html, { url: 'https://reviews.example/blog/best-anvils' }));
    expect(result.page_type).toBe('article');
    const required = finding(result, 'schema.required_properties');
    expect(required.status).toBe('pass');
    expect(JSON.stringify(required)).not.toMatch(/AggregateOffer/);
  });

  it('passes where a Review reviews it', () => {
    const html = page(
      '',
      ld({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Fred Benson' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        itemReviewed: anvil(range),
      }),
    );
    const result = analyzeSchema(contextFor(html, { url: 'https://reviews.example/anvil-review' }));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });
});
