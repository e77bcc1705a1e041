import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { ruleFor } from '../../src/schema-rules/index.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A node described in pieces that share an @id is held to the rule of all its types together: the piece that
 * says Organization and the piece that says LocalBusiness make one LocalBusiness.
 */

const schemaOf = (html: string) => analyzeSchema(contextFor(html, { url: 'https://bakery.example/' }));
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const graph = (...nodes: Record<string, unknown>[]) =>
  page('', jsonLd({ '@context': 'https://schema.org', '@graph': nodes }));

describe('the rule of a node merged from pieces that share an @id', () => {
  it('comes from the merged types: an Organization piece and a LocalBusiness piece need an address', () => {
    const result = schemaOf(
      graph(
        { '@type': 'Organization', '@id': '#acme', name: 'Acme Bakery', url: 'https://bakery.example/' },
        { '@type': 'LocalBusiness', '@id': '#acme', telephone: '+1 555 0100' },
      ),
    );
    const required = finding(result, 'schema.required_properties');
    expect(whats(required)).toEqual(['Organization, LocalBusiness: missing address']);
    expect(required.fix).toMatch(/Google's local business guide/);
    expect(result.nodes).toContainEqual(
      expect.objectContaining({ types: ['Organization'], missing_required: ['address'] }),
    );
  });

  it('passes once a piece gives the address', () => {
    const result = schemaOf(
      graph(
        { '@type': 'Organization', '@id': '#acme', name: 'Acme Bakery' },
        { '@type': 'LocalBusiness', '@id': '#acme', address: '1 Main St, Springfield' },
      ),
    );
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });

  it('prefers the more specific of two related rules, whatever the order of the types', () => {
    expect(ruleFor(['Organization', 'LocalBusiness'])?.type).toBe('LocalBusiness');
    expect(ruleFor(['LocalBusiness', 'Organization'])?.type).toBe('LocalBusiness');
    expect(ruleFor(['Organization', 'Bakery'])?.type).toBe('LocalBusiness');
    expect(ruleFor(['Bakery', 'Organization'])?.type).toBe('LocalBusiness');
    // Unrelated rules: the closer one, then the first.
    expect(ruleFor(['BlogPosting', 'ProfilePage'])?.type).toBe('ProfilePage');
    expect(ruleFor(['Article', 'WebPage'])?.type).toBe('Article');
  });
});
