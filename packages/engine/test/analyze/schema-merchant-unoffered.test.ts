import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A product page that shows a price and an Add to cart button sells its product, so Google's merchant listing guide
 * requires the Product's offers, even where its markup gives only a rating (which the product snippet guide takes
 * instead). The fix asks for the Offer the page shows, never an invented one.
 */

const S = 'https://www.northfold.example';
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const rated = {
  '@type': 'Product',
  name: 'Canvas weekender',
  image: `${S}/weekender.jpg`,
  description: 'A waxed canvas weekend bag.',
  brand: { '@type': 'Brand', name: 'Northfold' },
  sku: 'WK-1',
  aggregateRating: {
    '@type': 'AggregateRating',
    ratingValue: 4.7,
    reviewCount: 132,
    bestRating: 5,
    worstRating: 1,
  },
};
const head = '<meta property="og:type" content="product"><title>Canvas weekender – Northfold</title>';
const audit = (html: string) => analyzeSchema(contextFor(html, { url: `${S}/products/canvas-weekender` }));
const selling =
  '<main><h1>Canvas weekender</h1><div class="rating">★★★★★ 4.7 (132 reviews)</div><p class="price"><span class="money">$189.00</span></p><form action="/cart/add"><button type="submit" name="add">Add to cart</button></form><p>Free returns within 30 days.</p></main>';

describe('a product page that sells a Product marked up with only a rating', () => {
  it('is told the merchant listing guide requires its offers, as shown on the page', () => {
    const required = finding(audit(page(head, ld(rated) + selling)), 'schema.required_properties');
    expect(required.status).not.toBe('pass');
    expect(whats(required)).toEqual([
      'Product "Canvas weekender": missing offers (add the Offer you show on the page: price, priceCurrency)',
    ]);
    expect(required.fix).toContain(
      "Product: offers (required by Google's merchant listing guide; offers: add the Offer you show on the page: price, priceCurrency)",
    );
  });

  it('is not told so where a buy button shows no price near it', () => {
    const html = page(
      head,
      `${ld(rated)}<main><h1>Canvas weekender</h1><p>Ask in store for today's price.</p><a href="/stores">Find a store</a></main>`,
    );
    expect(finding(audit(html), 'schema.required_properties').status).toBe('pass');
  });

  it("is not told so when the theme's copy of the product gives the Offer (a review app's Product beside it)", () => {
    const theme = {
      ...rated,
      aggregateRating: undefined,
      offers: {
        '@type': 'Offer',
        price: '189.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${S}/products/canvas-weekender`,
        itemCondition: 'https://schema.org/NewCondition',
      },
    };
    const reviewApp = {
      '@type': 'Product',
      name: 'Canvas weekender',
      aggregateRating: rated.aggregateRating,
    };
    const required = finding(
      audit(page(head, ld(theme) + ld(reviewApp) + selling)),
      'schema.required_properties',
    );
    expect(JSON.stringify(required)).not.toMatch(/missing offers/);
  });
});
