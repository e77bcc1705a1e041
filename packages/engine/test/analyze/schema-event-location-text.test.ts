import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * An Event whose location is plain text cannot hold the address (or, online, the url) Google's event guide requires:
 * it is told to give the location as a Place with name and address, or a VirtualLocation with url, not to add a
 * `location.address` that text cannot have.
 */

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const event = (extra: Record<string, unknown>) =>
  analyzeSchema(
    contextFor(
      page(
        '',
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: 'Forging day',
          startDate: '2026-05-01T10:00',
          ...extra,
        }),
      ),
      { url: 'https://acme.example/events/forging' },
    ),
  );

describe('an Event whose location is text', () => {
  it('is told to give a Place with name and address, or a VirtualLocation with url', () => {
    const required = finding(
      event({ location: 'Town Hall, 1 Main St, Springfield' }),
      'schema.required_properties',
    );
    expect(whats(required)).toEqual([
      'Event: location is text; give a Place with name and address, or a VirtualLocation with url',
    ]);
    expect(required.fix).toContain(
      "Event: location.address or location.url (required by Google's event guide; location is text, so give a Place with name and address, or a VirtualLocation with url)",
    );
  });

  it('is told so beside what else it lacks', () => {
    const required = finding(event({ name: undefined, location: 'Online' }), 'schema.required_properties');
    expect(whats(required)).toEqual([
      'Event: missing name; location is text; give a Place with name and address, or a VirtualLocation with url',
    ]);
  });

  it('still asks a Place without an address for the address', () => {
    const required = finding(
      event({ location: { '@type': 'Place', name: 'Town Hall' } }),
      'schema.required_properties',
    );
    expect(whats(required)).toEqual(['Event: missing location.address or location.url']);
  });
});
