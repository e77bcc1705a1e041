import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's merchant listing guide (developers.google.com/search/docs/appearance/structured-data/merchant-listing,
 * "Offer details", price): "Unlike product snippets, merchant listing experiences require a price greater than
 * zero." An offer of a product one can buy on the page priced 0 fails the required properties; the guide says
 * nothing more of free products, which product snippets (editorial pages here) still take.
 */

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const anvil = (offers: Record<string, unknown>) => ({
  '@type': 'Product',
  name: 'Executive Anvil',
  image: 'https://shop.example/anvil.jpg',
  description: 'A sleek anvil for the business traveller.',
  brand: { '@type': 'Brand', name: 'Acme' },
  sku: 'A-1',
  offers: { '@type': 'Offer', priceCurrency: 'USD', ...offers },
});
const shop = (html: string) =>
  analyzeSchema(contextFor(html, { url: 'https://shop.example/products/anvil' }));
const ADVICE =
  'give the price one pays here, as merchant listings require a price greater than zero (a product given away free, or a free sample among paid variants, can show only as a product snippet, which accepts 0: leave it out of the merchant markup or list it apart)';

describe('an offer priced 0 on a page that sells the product', () => {
  it('fails the required properties, saying the price must be greater than zero', () => {
    const required = finding(shop(page('', ld(anvil({ price: '0.00' })))), 'schema.required_properties');
    expect(required.status).not.toBe('pass');
    expect(whats(required)).toEqual([`Offer: price is 0.00; ${ADVICE}`]);
    expect(required.fix).toContain(
      "Offer: price or priceSpecification (required by Google's merchant listing guide; price is 0.00, so give the price one pays here",
    );
  });

  it('fails as a number too, and in the active priceSpecification', () => {
    expect(whats(finding(shop(page('', ld(anvil({ price: 0 })))), 'schema.required_properties'))).toEqual([
      `Offer: price is 0; ${ADVICE}`,
    ]);
    const spec = anvil({
      priceCurrency: undefined,
      priceSpecification: [
        { '@type': 'UnitPriceSpecification', price: '0', priceCurrency: 'USD' },
        {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: '15.00',
          priceCurrency: 'USD',
        },
      ],
    });
    expect(whats(finding(shop(page('', ld(spec))), 'schema.required_properties'))).toEqual([
      `Offer: priceSpecification.price is 0; ${ADVICE}`,
    ]);
  });

  it('passes with a price above zero, "0,99" included', () => {
    for (const price of ['119.99', '0,99', 0.5]) {
      expect(finding(shop(page('', ld(anvil({ price })))), 'schema.required_properties').status).toBe('pass');
    }
  });
});

describe('an offer priced 0 where merchant listings do not apply', () => {
  it('passes on an article page, as product snippets accept 0', () => {
    const html = page('<meta property="og:type" content="article">', ld(anvil({ price: '0' })));
    const result = analyzeSchema(contextFor(html, { url: 'https://reviews.example/blog/free-anvil' }));
    expect(result.page_type).toBe('article');
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });

  it('passes for a free app and a free event ticket', () => {
    const app = ld({
      '@type': 'SoftwareApplication',
      name: 'Anvil Tracker',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 812 },
      offers: { '@type': 'Offer', price: 0 },
    });
    const appResult = analyzeSchema(contextFor(page('', app), { url: 'https://apps.example/anvil-tracker' }));
    expect(JSON.stringify(finding(appResult, 'schema.required_properties'))).not.toMatch(/price is 0/);
    const event = ld({
      '@type': 'Event',
      name: 'Anvil drop',
      startDate: '2026-12-01T19:00',
      location: { '@type': 'Place', name: 'Town hall', address: 'Main St 1, Springfield' },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    });
    const eventResult = analyzeSchema(
      contextFor(page('', event), { url: 'https://events.example/anvil-drop' }),
    );
    expect(finding(eventResult, 'schema.required_properties').status).toBe('pass');
  });
});
