import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * The offers of a Service, a Course or a course instance are read by no Google feature: Service has no rich result,
 * Google retired the Course Info result (June 2025) whose guide asked for a course's offers, and a course instance is
 * no event in Google's event guide. They are held to schema.org, which requires nothing, not to the merchant listing
 * guide, which is for products.
 */

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const schemaOf = (node: Record<string, unknown>, url: string) =>
  analyzeSchema(contextFor(page('', jsonLd({ '@context': 'https://schema.org', ...node })), { url }));

describe('the offers of a Service or a Course', () => {
  it('are not told that the merchant listing guide requires a price and currency', () => {
    const service = schemaOf(
      {
        '@type': 'Service',
        name: 'Anvil repair',
        serviceType: 'Repair',
        provider: { '@type': 'LocalBusiness', name: 'Forge', address: '1 Main St, Springfield' },
        offers: { '@type': 'Offer', description: 'Quoted on inspection' },
      },
      'https://forge.example/services/repair',
    );
    const required = finding(service, 'schema.required_properties');
    expect(whats(required)).toEqual([]);
    expect(JSON.stringify(required)).not.toMatch(/merchant listing/);

    const course = schemaOf(
      {
        '@type': 'Course',
        name: 'Blacksmithing 101',
        description: 'Forge your first hook.',
        provider: { '@type': 'Organization', name: 'Forge School' },
        offers: { '@type': 'Offer', category: 'Paid', price: 99 },
      },
      'https://forge.example/courses/blacksmithing-101',
    );
    expect(whats(finding(course, 'schema.required_properties'))).toEqual([]);
  });

  it('of a course instance are not held to the event guide’s ticket recommendations', () => {
    const result = schemaOf(
      {
        '@type': 'CourseInstance',
        name: 'Blacksmithing 101, spring',
        courseMode: 'Onsite',
        startDate: '2027-03-01',
        location: { '@type': 'Place', name: 'Forge', address: '1 Main St, Springfield' },
        offers: { '@type': 'Offer', price: 99 },
      },
      'https://forge.example/courses/blacksmithing-101/spring',
    );
    expect(JSON.stringify(finding(result, 'schema.recommended_properties'))).not.toMatch(/offers/);
    expect(whats(finding(result, 'schema.required_properties'))).toEqual([]);
  });

  it('keep the merchant listing rule when the node is also a Product', () => {
    const result = schemaOf(
      {
        '@type': ['Product', 'Service'],
        name: 'Anvil repair kit',
        image: 'https://forge.example/repair-kit.jpg',
        offers: { '@type': 'Offer', price: 49 },
      },
      'https://forge.example/products/repair-kit',
    );
    expect(whats(finding(result, 'schema.required_properties'))).toEqual([
      'Offer: missing priceCurrency or priceSpecification',
    ]);
  });
});
