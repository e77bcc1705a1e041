import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd } from '../structured-data/helpers.ts';

/**
 * Which Product of a product page takes Google's merchant listing rules: not a related product that names its own
 * page, and still the product of a marketplace that sells it beside third-party sellers (review s21d, items 1–2).
 */

const S = 'https://www.northfold.example';
const page = (ld: unknown, siteName = 'Northfold') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Passport cover – ${siteName}</title><meta property="og:type" content="product"><meta property="og:site_name" content="${siteName}">${jsonLd(ld)}</head><body><main><h1>Passport cover</h1><p>Full-grain leather, hand-stitched. €49.00 <a href="/cart/add/77">Add to cart</a></p></main></body></html>`;
const required = (html: string, url = `${S}/products/passport-cover`) =>
  finding(analyzeSchema(contextFor(html, { url })), 'schema.required_properties');

const cover = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Passport cover',
  image: `${S}/cover.jpg`,
  offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'EUR' },
};

/** An Offer of the cover by the seller `name`. */
const seller = (name: string) => ({
  '@type': 'Offer',
  price: '49.00',
  priceCurrency: 'EUR',
  seller: { '@type': 'Organization', name },
});

describe('the main Product of a product page', () => {
  it('is not a related product that names its own page', () => {
    const tag = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Luggage tag',
      url: `${S}/products/luggage-tag`,
      offers: { '@type': 'AggregateOffer', lowPrice: '19.00', highPrice: '24.00', priceCurrency: 'EUR' },
    };
    const result = required(page([cover, tag]));
    expect(JSON.stringify(result)).not.toMatch(/missing image|AggregateOffer/);
  });

  it("is a marketplace's product, though third-party sellers offer it too", () => {
    const product = {
      ...cover,
      image: undefined,
      offers: [seller('Bazaar.example'), seller('Leather Goods GmbH')],
    };
    const result = required(page(product, 'Bazaar'), 'https://www.bazaar.example/dp/B0PASS');
    expect(JSON.stringify(result)).toMatch(/missing image/);
  });

  it('is a shop that spells its own name two ways, which is one seller', () => {
    const product = {
      ...cover,
      image: undefined,
      offers: [seller('Northfold'), seller('Northfold Leather Co.')],
    };
    expect(JSON.stringify(required(page(product, 'Shop')))).toMatch(/missing image/);
  });
});
