import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * The recommended-properties title names each top-level type once, with the places inside it ("Product and its
 * offers"); the evidence keeps one row per place, so nothing is lost from what the reader acts on.
 */

const recommended = (node: Record<string, unknown>) =>
  finding(
    analyzeSchema(
      contextFor(page('', jsonLd({ '@context': 'https://schema.org', ...node })), {
        url: 'https://shop.example/tablets',
      }),
    ),
    'schema.recommended_properties',
  );

describe('schema.recommended_properties title', () => {
  it('says "Product and its offers" for a product whose AggregateOffer and Offers lack properties', () => {
    const f = recommended({
      '@type': 'Product',
      name: 'Flea tablets',
      offers: [
        { '@type': 'AggregateOffer', lowPrice: 5.29, highPrice: 9.56, priceCurrency: 'GBP' },
        { '@type': 'Offer', price: 9.56, priceCurrency: 'GBP' },
      ],
    });
    expect(f.title).toBe('Add recommended properties to Product and its offers');
    expect(f.title).not.toMatch(/›/);
    // Each place keeps its own evidence row.
    const places = f.evidence.map((e) => e.what.split(':')[0]);
    expect(places).toEqual(
      expect.arrayContaining([
        'Product "Flea tablets"',
        'Product "Flea tablets" › offers (AggregateOffer)',
        'Product "Flea tablets" › offers',
      ]),
    );
  });

  it('names a place alone as the type\'s: "Product\'s offers"', () => {
    const f = recommended({
      '@type': 'Product',
      name: 'Flea tablets',
      description: 'Tablets that kill fleas within 15 minutes.',
      brand: { '@type': 'Brand', name: 'Johnsons' },
      sku: 'J4F-3',
      image: 'https://shop.example/tablets.jpg',
      offers: { '@type': 'Offer', price: 9.56, priceCurrency: 'GBP' },
    });
    expect(f.title).toBe("Add recommended properties to Product's offers");
  });
});
