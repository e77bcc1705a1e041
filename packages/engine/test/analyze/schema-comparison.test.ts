import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd } from '../structured-data/helpers.ts';

/**
 * Google's merchant listing guide: "Product snippets accept an Offer or AggregateOffer but merchant listings require
 * an Offer as the merchant has to be the seller of the product". A price comparison page is no seller: its product's
 * AggregateOffer serves product snippets, and it is not told to give an Offer (review s21b, item 3a). A shop's
 * product page whose only offers is an AggregateOffer still is.
 */

const S = 'https://www.acmenotes.example';
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const headphones = (offers: unknown) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Sony WH-1000XM6',
  image: `${S}/xm6.jpg`,
  description: 'Noise-cancelling headphones',
  brand: { '@type': 'Brand', name: 'Sony' },
  gtin13: '4548736123456',
  offers,
});
const range = {
  '@type': 'AggregateOffer',
  lowPrice: '329.00',
  highPrice: '429.00',
  priceCurrency: 'EUR',
  offerCount: 14,
};
const row = (shop: string, price: string, rel = '') =>
  `<tr><td>${shop}</td><td>€${price}</td><td><a href="https://${shop.toLowerCase().replace(' ', '-')}.example/xm6"${rel}>Go to shop</a></td></tr>`;
const doc = (ld: unknown, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sony WH-1000XM6 – compare prices from 14 shops – PriceHunt</title><meta property="og:type" content="product">${jsonLd(ld)}</head><body><header><a href="/">PriceHunt</a></header><main><h1>Sony WH-1000XM6</h1>${main}</main><footer>© PriceHunt</footer></body></html>`;
const analyze = (html: string, url = `${S}/p/sony-wh-1000xm6/`) => analyzeSchema(contextFor(html, { url }));

describe('a price comparison page (s21b price-comparison-aggregateoffer)', () => {
  const table = `<p>Compare prices from 14 shops: from €329.00.</p><table>${row('Shop A', '329.00', ' rel="nofollow sponsored"')}${row('Shop B', '349.00')}</table>`;

  it('is a product page whose AggregateOffer is not refused', () => {
    const result = analyze(doc(headphones(range), table));
    expect(result.page_type).toBe('product');
    const required = finding(result, 'schema.required_properties');
    expect(required.status).toBe('pass');
    expect(JSON.stringify(required)).not.toMatch(/AggregateOffer|merchant listing/);
  });

  it('is read from its offers too, when they name two sellers', () => {
    const seller = (name: string, price: string) => ({
      '@type': 'Offer',
      price,
      priceCurrency: 'EUR',
      seller: { '@type': 'Organization', name },
    });
    const offers = { ...range, offers: [seller('Shop A', '329.00'), seller('Shop B', '349.00')] };
    const required = finding(
      analyze(doc(headphones(offers), '<p>Compare prices.</p>')),
      'schema.required_properties',
    );
    expect(required.status).toBe('pass');
  });
});

describe("a shop's product page offered only as an AggregateOffer", () => {
  it('is still told to give an Offer, with one link out to the maker', () => {
    const main =
      '<p>€329.00 – €429.00</p><button>Add to cart</button><p><a href="https://www.sony.example/xm6">Visit the maker\'s site</a></p>';
    const html = doc(headphones({ ...range, offerCount: 3 }), main);
    const result = analyze(html, 'https://shop.example/products/xm6/');
    expect(result.page_type).toBe('product');
    expect(whats(finding(result, 'schema.required_properties'))).toEqual([
      expect.stringMatching(/^Product "Sony WH-1000XM6": offers is an AggregateOffer; give an Offer/),
    ]);
  });
});
