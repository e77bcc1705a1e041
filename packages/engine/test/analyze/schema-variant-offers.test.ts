import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Shopify themes give a product's `offers` as an array with one Offer per variant (url `…?variant=123`). Each is held
 * to the merchant listing guide's Offer rule (availability, url, itemCondition recommended), every one of them, not
 * only the first; what they lack is said once for all of them, with how many lack it, not once per variant.
 */

const S = 'https://www.northfold.example';
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
/** A Shopify theme's Offer for one variant (Dawn's product JSON-LD). */
const variantOffer = (i: number, extra: Record<string, unknown> = {}) => ({
  '@type': 'Offer',
  availability: 'http://schema.org/InStock',
  price: '25.00',
  priceCurrency: 'USD',
  url: `${S}/products/logo-tee?variant=${41_000_000 + i}`,
  sku: `TEE-${i}`,
  seller: { '@type': 'Organization', name: 'Northfold' },
  ...extra,
});
const tee = (offers: unknown[]) =>
  jsonLd({
    '@context': 'http://schema.org/',
    '@type': 'Product',
    name: 'Logo tee',
    url: `${S}/products/logo-tee`,
    image: [`${S}/cdn/shop/products/tee.jpg`],
    description: 'Heavyweight cotton tee with the Northfold logo.',
    sku: 'TEE-0',
    brand: { '@type': 'Brand', name: 'Northfold' },
    offers,
  });
const audit = (offers: unknown[]) =>
  analyzeSchema(
    contextFor(
      page(
        '<meta property="og:type" content="product"><title>Logo tee – Northfold</title>',
        `${tee(offers)}<main><h1>Logo tee</h1><p>$25.00</p><select name="id"><option>S / Black</option></select><button>Add to cart</button><button>Buy it now</button></main>`,
      ),
      { url: `${S}/products/logo-tee` },
    ),
  );

describe('a Shopify product page with an Offer per variant (40 variants)', () => {
  it('holds every variant Offer to the merchant listing recommendations, in one row', () => {
    const result = audit(Array.from({ length: 40 }, (_, i) => variantOffer(i)));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    expect(whats(finding(result, 'schema.recommended_properties'))).toEqual([
      'Product "Logo tee" › offers: could add itemCondition (40 of 40 nodes)',
    ]);
  });

  it('counts the variants beyond the first that lack a property, in the same row', () => {
    const offers = Array.from({ length: 40 }, (_, i) =>
      variantOffer(i, {
        itemCondition: 'https://schema.org/NewCondition',
        ...(i >= 30 ? { url: undefined } : {}),
      }),
    );
    expect(whats(finding(audit(offers), 'schema.recommended_properties'))).toEqual([
      'Product "Logo tee" › offers: could add url (10 of 40 nodes)',
    ]);
  });

  it('says once that the variants lack a required currency, with their count', () => {
    const offers = Array.from({ length: 40 }, (_, i) => variantOffer(i, { priceCurrency: undefined }));
    expect(whats(finding(audit(offers), 'schema.required_properties'))).toEqual([
      'Offer: missing priceCurrency or priceSpecification (40 nodes)',
    ]);
  });
});
