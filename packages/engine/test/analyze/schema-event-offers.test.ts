import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * An event's offers are its tickets: Google's event guide requires none of their properties and recommends the
 * price, its currency, the availability, the url and the date sales start. The merchant listing rule, which
 * requires a price and a currency, stays with products.
 */

const schemaOf = (html: string) =>
  analyzeSchema(contextFor(html, { url: 'https://acme.example/events/forging' }));
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const event = (offers: Record<string, unknown>) =>
  page(
    '',
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Forging day',
      startDate: '2026-05-01T10:00',
      endDate: '2026-05-01T16:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Forge', address: '1 Main St, Springfield' },
      performer: { '@type': 'Person', name: 'Jo' },
      organizer: { '@type': 'Organization', name: 'Acme', url: 'https://acme.example/' },
      image: 'https://acme.example/forging.jpg',
      description: 'A day at the forge.',
      offers,
    }),
  );

describe('the offers of an Event', () => {
  it('are not required to give a price or currency, which Google only recommends for tickets', () => {
    const result = schemaOf(
      event({ '@type': 'Offer', url: 'https://acme.example/tickets', availability: 'InStock' }),
    );
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(/merchant listing/);
  });

  it('are told, by their place, to add the currency of a price they give', () => {
    const result = schemaOf(
      event({
        '@type': 'Offer',
        price: 25,
        url: 'https://acme.example/tickets',
        availability: 'https://schema.org/InStock',
        validFrom: '2026-03-01T09:00',
      }),
    );
    expect(whats(finding(result, 'schema.recommended_properties'))).toEqual([
      'Event › offers: could add priceCurrency',
    ]);
  });

  it('pass with the price, currency, availability, url and sale date', () => {
    const result = schemaOf(
      event({
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'EUR',
        url: 'https://acme.example/tickets',
        availability: 'https://schema.org/InStock',
        validFrom: '2026-03-01T09:00',
      }),
    );
    expect(finding(result, 'schema.recommended_properties').status).toBe('pass');
  });
});

describe('the offers of a Product', () => {
  it('still need a price and a currency, by Google’s merchant listing guide', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Anvil',
        image: 'https://acme.example/anvil.jpg',
        offers: { '@type': 'Offer', url: 'https://acme.example/anvil' },
      }),
    );
    const required = finding(schemaOf(html), 'schema.required_properties');
    expect(whats(required)).toEqual([
      'Offer: missing price or priceSpecification, priceCurrency or priceSpecification',
    ]);
    expect(required.fix).toMatch(/merchant listing/);
  });
});
