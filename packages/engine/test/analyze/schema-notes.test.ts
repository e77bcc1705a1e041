import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/** The rule table's notes reach the schema module's findings, as information that costs nothing. */

const schemaOf = (html: string) => analyzeSchema(contextFor(html, { url: 'https://acme.example/' }));

const website = (extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: 'Acme',
  url: 'https://acme.example/',
  ...extra,
});

const searchAction = {
  '@type': 'SearchAction',
  target: 'https://acme.example/search?q={search_term_string}',
  'query-input': 'required name=search_term_string',
};

describe('schema.notes: the retired sitelinks search box', () => {
  it('notes a WebSite with a SearchAction, without costing points', () => {
    const withSearch = schemaOf(page('', jsonLd(website({ potentialAction: searchAction }))));
    const note = finding(withSearch, 'schema.notes');
    expect(note.status).toBe('info');
    expect(note.impact).toBe(0);
    expect(note.evidence.map((e) => e.what)).toEqual([
      'WebSite: Google retired the sitelinks search box (2024); a SearchAction is no longer recommended.',
    ]);
    expect(withSearch.score).toBe(schemaOf(page('', jsonLd(website()))).score);
  });

  it('finds the SearchAction when the WebSite names it by @id in a @graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { ...website(), '@context': undefined, potentialAction: { '@id': '#search' } },
        { ...searchAction, '@id': '#search' },
      ],
    };
    expect(finding(schemaOf(page('', jsonLd(graph))), 'schema.notes').status).toBe('info');
  });

  it('has nothing to say about a WebSite without a SearchAction, or with another action', () => {
    const plain = finding(schemaOf(page('', jsonLd(website()))), 'schema.notes');
    expect(plain.status).toBe('not_applicable');
    const read = website({ potentialAction: { '@type': 'ReadAction', target: 'https://acme.example/' } });
    expect(finding(schemaOf(page('', jsonLd(read))), 'schema.notes').status).toBe('not_applicable');
  });
});
