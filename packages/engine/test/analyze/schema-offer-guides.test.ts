import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A product's offers are held to the Google guide for the page they are on. Where one can buy the product, the
 * merchant listing guide's Offer table: price and currency required; availability, itemCondition and url
 * recommended; the sale dates only for a price that starts or ends, shipping and returns only where the offer departs
 * from the shop's policies under Organization (which the guide prefers). On an editorial review page, the product
 * snippet guide's: the price required; availability and currency recommended; no url or condition.
 */

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const product = (offers: Record<string, unknown>) => ({
  '@type': 'Product',
  name: 'Executive Anvil',
  image: 'https://shop.example/anvil.jpg',
  description: 'A sleek anvil for the business traveller.',
  brand: { '@type': 'Brand', name: 'Acme' },
  sku: 'A-1',
  offers: { '@type': 'Offer', ...offers },
});
const shop = (html: string) =>
  analyzeSchema(contextFor(html, { url: 'https://shop.example/products/anvil' }));

describe('the offers of a product one can buy on the page', () => {
  it('are not asked for an end date a regular price does not have', () => {
    const result = shop(
      page(
        '',
        ld(
          product({
            price: '119.99',
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url: 'https://shop.example/products/anvil',
            itemCondition: 'https://schema.org/NewCondition',
          }),
        ),
      ),
    );
    const recommended = finding(result, 'schema.recommended_properties');
    expect(recommended.status).toBe('pass');
    expect(JSON.stringify(recommended)).not.toMatch(/priceValidUntil/);
  });

  it('are told of the sale dates, shipping and returns with the case each applies in', () => {
    const result = shop(page('', ld(product({ price: '119.99', priceCurrency: 'USD' }))));
    const recommended = finding(result, 'schema.recommended_properties');
    expect(whats(recommended)).toEqual([
      'Product "Executive Anvil" › offers: could add availability, url, itemCondition',
    ]);
    expect(recommended.fix).toContain(
      'Product › offers: availability, url, itemCondition (and validThrough or priceValidUntil, if the price ends on a known date, validFrom, if a sale price starts on a known date, ' +
        "shippingDetails, if its shipping differs from the shop's policy under Organization, " +
        "hasMerchantReturnPolicy, if its returns differ from the shop's policy under Organization)",
    );
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });
});

describe('the offers of a product on an editorial review page', () => {
  it('need only a price where a Review reviews the product, by the product snippet guide', () => {
    const html = page(
      '',
      ld({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Fred Benson' },
        datePublished: '2026-03-01',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        itemReviewed: product({ price: 119.99 }),
      }),
    );
    const result = analyzeSchema(contextFor(html, { url: 'https://reviews.example/anvil-review' }));
    const required = finding(result, 'schema.required_properties');
    expect(required.status).toBe('pass');
    expect(JSON.stringify(required)).not.toMatch(/merchant listing/);
  });

  it('on an article page are recommended availability and currency, not a url or condition', () => {
    const html = page('<meta property="og:type" content="article">', ld(product({ price: 119.99 })));
    const result = analyzeSchema(contextFor(html, { url: 'https://reviews.example/blog/anvil-review' }));
    expect(result.page_type).toBe('article');
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    const recommended = finding(result, 'schema.recommended_properties');
    expect(whats(recommended)).toEqual([
      'Product › offers: could add availability, priceCurrency or priceSpecification',
    ]);
    expect(recommended.fix).toMatch(/priceValidUntil, if the price ends on a known date/);
    expect(recommended.fix).not.toMatch(/itemCondition|shippingDetails/);
  });
});
