import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's merchant listing guide (developers.google.com/search/docs/appearance/structured-data/merchant-listing,
 * "Product information") requires a Product's name, image and offers; the product snippet guide, which editorial
 * review pages take, requires no image. A product one can buy on the page without an image is told so.
 */

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const offer = { '@type': 'Offer', price: '119.99', priceCurrency: 'USD' };
const anvil = (extra: Record<string, unknown> = {}) => ({
  '@type': 'Product',
  name: 'Executive Anvil',
  description: 'A sleek anvil for the business traveller.',
  brand: { '@type': 'Brand', name: 'Acme' },
  sku: 'A-1',
  offers: offer,
  ...extra,
});

describe('a product one can buy on the page', () => {
  it('without an image fails the required properties, by the merchant listing guide', () => {
    const html = page('', ld(anvil()));
    const result = analyzeSchema(contextFor(html, { url: 'https://shop.example/products/anvil' }));
    const required = finding(result, 'schema.required_properties');
    expect(required.status).not.toBe('pass');
    expect(whats(required)).toEqual(['Product "Executive Anvil": missing image']);
    expect(required.fix).toContain("Product: image (required by Google's merchant listing guide)");
  });

  it('with an image passes', () => {
    const html = page('', ld(anvil({ image: 'https://shop.example/anvil.jpg' })));
    const result = analyzeSchema(contextFor(html, { url: 'https://shop.example/products/anvil' }));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });

  it('as a variant takes the image its ProductGroup gives all its variants', () => {
    const group = {
      '@type': 'ProductGroup',
      name: 'Executive Anvil',
      image: 'https://shop.example/anvil.jpg',
      productGroupID: 'A',
      variesBy: ['https://schema.org/size'],
      hasVariant: [anvil({ sku: 'A-S', size: 'S' }), anvil({ sku: 'A-M', size: 'M' })],
    };
    const result = analyzeSchema(
      contextFor(page('', ld(group)), { url: 'https://shop.example/products/anvil' }),
    );
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });
});

describe('a product on an editorial review page', () => {
  it('needs no image, by the product snippet guide', () => {
    const html = page('<meta property="og:type" content="article">', ld(anvil()));
    const result = analyzeSchema(contextFor(html, { url: 'https://reviews.example/blog/anvil-review' }));
    expect(result.page_type).toBe('article');
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });

  it('needs no image where a Review reviews it', () => {
    const html = page(
      '',
      ld({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Fred Benson' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        itemReviewed: anvil(),
      }),
    );
    const result = analyzeSchema(contextFor(html, { url: 'https://reviews.example/anvil-review' }));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });
});
