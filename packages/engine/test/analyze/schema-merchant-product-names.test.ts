import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * The merchant listing guide's evidence names the Product it means (`Product "Passport cover": missing image`), so a
 * page with a ProductGroup's variants, or a theme's and an app's copy of one product, says which lacks what. Products
 * that lack the same share one row, which names them.
 */

const S = 'https://shop.example';
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const offer = (price: string) => ({ '@type': 'Offer', price, priceCurrency: 'USD' });
const shop = (html: string) => analyzeSchema(contextFor(html, { url: `${S}/products/passport-cover` }));
const head = '<meta property="og:type" content="product"><title>Passport cover – Shop</title>';

describe("a product page's merchant listing evidence", () => {
  it('names the product that lacks an image, in the required and the recommended rows', () => {
    const result = shop(
      page(
        head,
        ld({
          '@type': 'Product',
          name: 'Passport cover',
          offers: { ...offer('49.00'), availability: 'https://schema.org/InStock' },
        }),
      ),
    );
    expect(whats(finding(result, 'schema.required_properties'))).toEqual([
      'Product "Passport cover": missing image',
    ]);
    expect(whats(finding(result, 'schema.recommended_properties'))).toEqual([
      'Product "Passport cover": could add description, brand, sku or gtin or gtin8 or gtin12 or gtin13 or gtin14 or mpn',
      'Product "Passport cover" › offers: could add url, itemCondition',
    ]);
  });

  it("names each of a ProductGroup's variants, in one row", () => {
    const variant = (colour: string) => ({
      '@type': 'Product',
      name: `Passport cover – ${colour}`,
      color: colour,
      offers: offer('49.00'),
    });
    const group = {
      '@type': 'ProductGroup',
      name: 'Passport cover',
      url: `${S}/products/passport-cover`,
      productGroupID: 'PC',
      variesBy: 'https://schema.org/color',
      hasVariant: ['Tan', 'Black', 'Navy', 'Olive'].map(variant),
    };
    const rows = whats(finding(shop(page(head, ld(group))), 'schema.required_properties'));
    expect(rows).toEqual([
      'Product "Passport cover – Tan", "Passport cover – Black" and 2 more: missing image (4 nodes)',
    ]);
  });

  it("names a theme's and a review app's copy of one product once", () => {
    const copy = { '@type': 'Product', name: 'Passport cover', offers: offer('49.00') };
    const rows = whats(finding(shop(page(head, ld(copy) + ld(copy))), 'schema.required_properties'));
    expect(rows).toEqual(['Product "Passport cover": missing image (2 nodes)']);
  });

  it('keeps the rows of products a category page lists unnamed, as they are no merchant listings', () => {
    const listed = (i: number) => ({
      '@type': 'Product',
      name: `Card wallet ${i}`,
      url: `${S}/products/card-wallet-${i}`,
      offers: offer('39.00'),
    });
    const list = {
      '@type': 'ItemList',
      itemListElement: [1, 2].map((i) => ({ '@type': 'ListItem', position: i, item: listed(i) })),
    };
    const result = analyzeSchema(contextFor(page('', ld(list)), { url: `${S}/collections/wallets` }));
    expect(whats(finding(result, 'schema.recommended_properties')).join('\n')).not.toMatch(/"Card wallet/);
  });
});
