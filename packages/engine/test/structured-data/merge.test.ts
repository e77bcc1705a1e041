import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { nodeGraph } from '../../src/structured-data/merge.ts';
import { jsonLd, page } from './helpers.ts';

const extract = (value: unknown) => extractStructuredData(parsePage(page('', jsonLd(value))));

describe('nodeGraph', () => {
  it('merges the properties of node objects that share an @id', () => {
    const data = extract({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Person', '@id': '#jane', name: 'Jane Doe' },
        {
          '@type': 'Article',
          headline: 'x',
          author: { '@type': 'Person', '@id': '#jane', url: 'https://a.example/j' },
        },
      ],
    });
    const graph = nodeGraph(data);
    const nested = data.all.find((i) => !i.root && i.id === '#jane')!;
    const described = graph.described(nested);
    expect(described.properties.name).toEqual(['Jane Doe']);
    expect(described.properties.url).toEqual(['https://a.example/j']);
    expect(described.root).toBe(true);
    // The extraction itself is untouched.
    expect(nested.properties.name).toBeUndefined();
  });

  it('adds hasVariant to a group that variants name with isVariantOf', () => {
    const data = extract({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'ProductGroup', '@id': '#coat', name: 'Coat' },
        { '@type': 'Product', name: 'Small coat', isVariantOf: { '@id': '#coat' } },
      ],
    });
    const group = nodeGraph(data).described(data.items[0]!);
    expect(group.properties.hasVariant).toHaveLength(1);
  });

  it('returns a node without @id or inverse statements as it is', () => {
    const data = extract({ '@context': 'https://schema.org', '@type': 'Thing', name: 'x' });
    expect(nodeGraph(data).described(data.items[0]!)).toBe(data.items[0]);
  });
});
