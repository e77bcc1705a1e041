import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * An Offer's sale dates (validThrough or priceValidUntil) are recommended only for a price that ends, which the
 * markup cannot show, so an Offer without them lacks nothing. One that gives them shows its price ends and has met
 * that recommendation: it is scored on it, 3 of 4 for an Offer with priceValidUntil but no url, not the 2 of 3 an
 * Offer without either gets. A page that does more never scores worse.
 */

const SHOP = 'https://shop.example/products/anvil';

/** A shop page: the anvil for sale and two related products named in its "you may also like" list. */
const shopPage = (offer: Record<string, unknown>) =>
  page(
    '',
    jsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Product',
          name: 'Executive Anvil',
          image: 'https://shop.example/anvil.jpg',
          description: "Sleeker than ACME's Classic Anvil.",
          brand: { '@type': 'Brand', name: 'ACME' },
          mpn: '925872',
          offers: {
            '@type': 'Offer',
            price: '119.99',
            priceCurrency: 'USD',
            itemCondition: 'https://schema.org/UsedCondition',
            availability: 'https://schema.org/InStock',
            ...offer,
          },
        },
        { '@type': 'Product', name: 'Classic Anvil', image: 'https://shop.example/classic.jpg' },
        { '@type': 'Product', name: 'Anvil stand', url: 'https://shop.example/products/stand' },
      ],
    }),
  );

const recommended = (html: string) =>
  finding(analyzeSchema(contextFor(html, { url: SHOP })), 'schema.recommended_properties');

describe('an Offer that gives a sale date', () => {
  it('scores no worse than one without: the page whose sale ends on a date warns, where it failed', () => {
    const withDate = recommended(shopPage({ priceValidUntil: '2026-12-31' }));
    const without = recommended(shopPage({}));
    expect(withDate.evidence.map((e) => e.what)).toContain(
      'Product "Executive Anvil" › offers: could add url',
    );
    expect(withDate.status).toBe('warn');
    expect(without.status).toBe('fail');
    expect(Number(withDate.impact)).toBeLessThan(Number(without.impact));
  });

  it('is not told to add the date it gives, and one without is told of it with its case', () => {
    expect(recommended(shopPage({ validThrough: '2026-12-31' })).fix).not.toMatch(/priceValidUntil/);
    expect(recommended(shopPage({})).fix).toContain(
      'validThrough or priceValidUntil, if the price ends on a known date',
    );
  });
});

const corpus = path.resolve(
  process.env.GEO_AUDIT_SHARED ?? fileURLToPath(new URL('../../../../../shared/', import.meta.url)),
  'corpus/extruct-samples',
);
const productRef = path.join(corpus, 'schema.org/product-ref.html');

describe.skipIf(!existsSync(productRef))('the extruct sample schema.org/product-ref.html', () => {
  it("warns on its recommended properties, as before priceValidUntil left the Offer's plain list", () => {
    const html = readFileSync(productRef, 'utf8');
    const result = analyzeSchema(
      contextFor(html, { url: 'https://www.example-site.com/schema.org/product-ref/' }),
    );
    const check = finding(result, 'schema.recommended_properties');
    expect(check.status).toBe('warn');
    expect(check.evidence.map((e) => e.what)).toContain('Product "Executive Anvil" › offers: could add url');
  });
});
