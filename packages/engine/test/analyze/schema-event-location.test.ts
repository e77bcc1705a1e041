import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's event guide requires the event's location to say where it is: a Place with its address, or for an online
 * event a VirtualLocation with its url.
 */

const schemaOf = (html: string) =>
  analyzeSchema(contextFor(html, { url: 'https://acme.example/events/forging' }));
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const event = (location: unknown, extra: Record<string, unknown> = {}) =>
  page(
    '',
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Forging day',
      startDate: '2026-05-01T10:00',
      ...(location === undefined ? {} : { location }),
      ...extra,
    }),
  );
const required = (html: string) => finding(schemaOf(html), 'schema.required_properties');

describe('the location of an Event', () => {
  it('passes as a Place with an address, or a VirtualLocation with a url', () => {
    expect(
      required(event({ '@type': 'Place', name: 'Forge', address: '1 Main St, Springfield' })).status,
    ).toBe('pass');
    const address = { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Springfield' };
    expect(required(event({ '@type': 'Place', name: 'Forge', address })).status).toBe('pass');
    expect(
      required(
        event(
          { '@type': 'VirtualLocation', url: 'https://acme.example/live' },
          { eventAttendanceMode: 'Online' },
        ),
      ).status,
    ).toBe('pass');
  });

  it('needs the address of its Place, by Google', () => {
    const result = required(event({ '@type': 'Place', name: 'Forge' }));
    expect(whats(result)).toEqual(['Event: missing location.address or location.url']);
    expect(result.fix).toMatch(
      /Event: location\.address or location\.url \(required by Google's event guide\)/,
    );
  });

  it('follows a Place given by @id', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Event',
            name: 'Forging day',
            startDate: '2026-05-01T10:00',
            location: { '@id': '#forge' },
          },
          { '@type': 'Place', '@id': '#forge', name: 'Forge', address: '1 Main St, Springfield' },
        ],
      }),
    );
    expect(required(html).status).toBe('pass');
  });

  it('asks an event without a location for the location only', () => {
    expect(whats(required(event(undefined)))).toEqual(['Event: missing location']);
  });
});
