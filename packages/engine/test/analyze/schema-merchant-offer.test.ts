import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's merchant listing guide ("Offer details": "merchant listing experiences require a price greater than
 * zero") is about the offers of the product a shop sells on its product page. A free ebook's Offer (a Book is no
 * Product) and the offers of products a category page lists are no merchant listings and keep a price of 0 (review
 * s21b, item 3c); the shop's own product priced 0 is still told.
 */

const S = 'https://www.acmenotes.example';
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const free = {
  '@type': 'Offer',
  price: '0.00',
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock',
};
const ebook = {
  '@type': 'Book',
  name: 'The Sourdough Primer',
  author: { '@type': 'Person', name: 'Jane Smith' },
  bookFormat: 'https://schema.org/EBook',
  offers: free,
};

describe('a free ebook (s21b free-ebook-book-offer-0)', () => {
  it('keeps its price of 0: a Book offer is no merchant listing', () => {
    const html = page(
      '<title>The Sourdough Primer – free ebook</title>',
      `${ld(ebook)}<main><h1>The Sourdough Primer</h1><p>Download our free ebook: 40 pages on starters, flours and shaping.</p><a href="/primer.pdf">Download free</a></main>`,
    );
    const result = analyzeSchema(contextFor(html, { url: `${S}/books/sourdough-primer/` }));
    const required = finding(result, 'schema.required_properties');
    // A Book's offers off a page that sells it are held to nothing: no Google feature reads them.
    expect(required.status).not.toBe('fail');
    expect(JSON.stringify(required)).not.toMatch(/greater than zero/);
  });

  it('keeps it on a product page too, where the Book is the page', () => {
    const html = page('<meta property="og:type" content="product">', ld(ebook));
    const result = analyzeSchema(contextFor(html, { url: `${S}/products/sourdough-primer/` }));
    expect(result.page_type).toBe('product');
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(/greater than zero/);
  });
});

describe('products a category page lists', () => {
  it('keep their offers of 0, held to the product snippet rule', () => {
    const sample = (i: number) => ({
      '@type': 'Product',
      name: `Sticker ${i}`,
      url: `${S}/products/sticker-${i}/`,
      image: `${S}/sticker-${i}.png`,
      offers: { '@type': 'Offer', price: '0.00' },
    });
    const list = {
      '@type': 'ItemList',
      itemListElement: [1, 2].map((i) => ({ '@type': 'ListItem', position: i, item: sample(i) })),
    };
    const result = analyzeSchema(contextFor(page('', ld(list)), { url: `${S}/collections/free-stickers/` }));
    expect(result.page_type).not.toBe('product');
    const required = finding(result, 'schema.required_properties');
    expect(required.status).toBe('pass');
    expect(JSON.stringify(required)).not.toMatch(/greater than zero|priceCurrency/);
  });
});

describe("a shop's product page (s21b shop-free-sticker-0, shop-product-no-image)", () => {
  it('still holds its product to the merchant listing guide: image required, price above 0', () => {
    const sticker = { '@type': 'Product', name: 'Free sticker', offers: free };
    const html = page(
      '<meta property="og:type" content="product"><title>Free sticker – Anvil Shop</title>',
      `${ld(sticker)}<main><h1>Free sticker</h1><p class="price">$0.00</p><button class="single_add_to_cart_button">Add to cart</button></main>`,
    );
    const result = analyzeSchema(contextFor(html, { url: `${S}/products/free-sticker/` }));
    expect(result.page_type).toBe('product');
    expect(whats(finding(result, 'schema.required_properties'))).toEqual([
      'Product "Free sticker": missing image',
      'Offer: price is 0.00; give the price one pays here, as merchant listings require a price greater than zero (a product given away free, or a free sample among paid variants, can show only as a product snippet, which accepts 0: leave it out of the merchant markup or list it apart)',
    ]);
  });
});
