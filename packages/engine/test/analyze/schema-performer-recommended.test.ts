import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * review2, artist1.html (a ticket seller's band page): "MusicGroup: could add … contactPoint or email or telephone,
 * address", Organization's contact recommendations asked of a band the site only sells tickets for.
 */

function recommendedOf(node: Record<string, unknown>) {
  const html = page(
    '<title>Elysian Fields tickets</title>',
    `${jsonLd({ '@context': 'https://schema.org', ...node })}<main><h1>Elysian Fields</h1></main>`,
  );
  return finding(
    analyzeSchema(contextFor(html, { url: 'https://tickets.example/artists/elysian-fields' })),
    'schema.recommended_properties',
  );
}

describe('schema.recommended_properties of performers', () => {
  it('asks a MusicGroup, a DanceGroup or a TheaterGroup for no phone, e-mail or address', () => {
    for (const type of ['MusicGroup', 'DanceGroup', 'TheaterGroup']) {
      const f = recommendedOf({
        '@type': type,
        name: 'Elysian Fields',
        url: 'https://tickets.example/artists/elysian-fields',
      });
      const text = JSON.stringify(f.evidence);
      expect(text, type).toContain(type);
      expect(text, type).not.toMatch(/contactPoint|telephone|address/);
    }
  });

  it('leaves sameAs of a top-level Organization or Person to schema.entity_links, which asks for it once', () => {
    for (const type of ['MusicGroup', 'Organization', 'Person']) {
      const node = {
        '@type': type,
        name: 'Elysian Fields',
        url: 'https://tickets.example/artists/elysian-fields',
      };
      expect(JSON.stringify(recommendedOf(node).evidence), type).not.toContain('sameAs');
      const html = page(
        '<title>Elysian Fields</title>',
        `${jsonLd({ '@context': 'https://schema.org', ...node })}<main><h1>Elysian Fields</h1></main>`,
      );
      const links = finding(
        analyzeSchema(contextFor(html, { url: 'https://tickets.example/artists/elysian-fields' })),
        'schema.entity_links',
      );
      expect(links.status, type).toBe('fail');
    }
  });

  it('still asks an Organization for its contact details and address', () => {
    const f = recommendedOf({
      '@type': 'Organization',
      name: 'Elysian Records',
      url: 'https://tickets.example/',
    });
    expect(JSON.stringify(f.evidence)).toMatch(/contactPoint\|email\|telephone/);
    expect(JSON.stringify(f.evidence)).toContain('address');
  });
});
