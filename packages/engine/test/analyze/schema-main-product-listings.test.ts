import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's merchant listing guide (developers.google.com/search/docs/appearance/structured-data/merchant-listing) is
 * for the product a shop sells on its product page: its image and Offer rules hold for the page's main Product there,
 * not for the products a category page lists (review s21b, item 3b) or a product page's related products.
 */

const S = 'https://www.acmenotes.example';
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const range = (i: number) => ({
  '@type': 'AggregateOffer',
  lowPrice: 90 + i,
  highPrice: 120 + i,
  priceCurrency: 'USD',
});
const listed = (i: number) => ({
  '@type': 'Product',
  name: `Anvil ${i}`,
  url: `${S}/products/anvil-${i}/`,
  offers: range(i),
});
const itemList = (items: unknown[]) => ({
  '@type': 'ItemList',
  itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, item })),
});

describe("a shop's category page listing products (s21b category-itemlist-products)", () => {
  const html = page(
    '<title>Anvils – Anvil Shop</title>',
    `${ld(itemList([1, 2, 3].map(listed)))}<main><h1>Anvils</h1><ul><li><a href="/products/anvil-1/">Anvil 1</a> from $91</li><li><a href="/products/anvil-2/">Anvil 2</a></li><li><a href="/products/anvil-3/">Anvil 3</a></li></ul></main>`,
  );
  const result = analyzeSchema(contextFor(html, { url: `${S}/collections/anvils/` }));

  it('is no product page', () => {
    expect(result.page_type).not.toBe('product');
  });

  it('does not ask its listed products for an image or an Offer', () => {
    const required = finding(result, 'schema.required_properties');
    expect(required.status).toBe('pass');
    expect(JSON.stringify(required)).not.toMatch(/missing image|AggregateOffer|merchant listing/);
  });
});

describe("a shop's product page", () => {
  const anvil = {
    '@type': 'Product',
    name: 'Executive Anvil',
    description: 'A 50 kg anvil.',
    brand: { '@type': 'Brand', name: 'Acme' },
    sku: 'AN-50',
    offers: range(0),
  };
  const shop = (html: string) => analyzeSchema(contextFor(html, { url: `${S}/products/anvil/` }));

  it('holds its product to the merchant listing guide: image required, AggregateOffer refused', () => {
    const result = shop(page('<meta property="og:type" content="product">', ld(anvil)));
    expect(result.page_type).toBe('product');
    expect(whats(finding(result, 'schema.required_properties'))).toEqual([
      expect.stringMatching(
        /^Product "Executive Anvil": missing image; offers is an AggregateOffer; give an Offer/,
      ),
    ]);
  });

  it('holds only its main product to it, not the related products it lists', () => {
    const offer = { '@type': 'Offer', price: '119.99', priceCurrency: 'USD' };
    const main = { ...anvil, image: `${S}/anvil.jpg`, offers: offer };
    const html = page(
      '<meta property="og:type" content="product">',
      ld(main) + ld(itemList([1, 2].map(listed))),
    );
    const required = finding(shop(html), 'schema.required_properties');
    expect(required.status).toBe('pass');
  });

  it("names its main product as the WebPage's mainEntity, however many products the page holds", () => {
    const graph = {
      '@graph': [
        { '@type': 'ItemPage', '@id': `${S}/products/anvil/`, mainEntity: { '@id': '#anvil' } },
        { ...anvil, '@id': '#anvil' },
        { ...listed(1), image: `${S}/a1.jpg` },
      ],
    };
    const html = page('<meta property="og:type" content="product">', ld(graph));
    expect(whats(finding(shop(html), 'schema.required_properties'))).toEqual([
      expect.stringMatching(/^Product "Executive Anvil": missing image; offers is an AggregateOffer/),
    ]);
  });
});
