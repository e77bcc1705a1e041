import { describe, expect, it } from 'vitest';
import { htmlTitle } from '../../src/gather/html-title.ts';
import { sampleLlmsLinks } from '../../src/gather/llms-link-sample.ts';

const BASE = 'https://acme.example/llms.txt';

describe('sampleLlmsLinks', () => {
  it('takes on-site links in file order before off-site ones, each page once, fragments dropped', () => {
    const body = [
      '# Acme',
      '- [Code](https://github.com/acme/acme)',
      '- [Guide](/guide.md#intro)',
      '- [Guide again](https://acme.example/guide.md#setup)',
      '- [API](https://docs.acme.example/api.md)',
      '- [Mail](mailto:hi@acme.example)',
      '- [Index](https://acme.example/llms.txt)',
    ].join('\n');
    expect(sampleLlmsLinks(body, BASE)).toEqual([
      'https://acme.example/guide.md',
      'https://docs.acme.example/api.md',
      'https://github.com/acme/acme',
    ]);
  });

  it('puts the conversion link first, wherever it is and whatever its host', () => {
    const docs = Array.from({ length: 12 }, (_, i) => `- [Doc ${i}](https://acme.example/doc-${i}.md)`);
    const body = [
      '# Acme',
      '## Docs',
      ...docs,
      '## Book a demo',
      '- [Calendar](https://cal.example/acme)',
    ].join('\n');
    const sample = sampleLlmsLinks(body, BASE);
    expect(sample).toHaveLength(10);
    expect(sample[0]).toBe('https://cal.example/acme');
    expect(sample.slice(1)).toEqual(docs.slice(0, 9).map((_, i) => `https://acme.example/doc-${i}.md`));
  });

  it('honours a smaller sample size and an index without links', () => {
    expect(
      sampleLlmsLinks('# A\n- [x](https://acme.example/x)\n- [y](https://acme.example/y)\n', BASE, 1),
    ).toEqual(['https://acme.example/x']);
    expect(sampleLlmsLinks('# A\n\n> Nothing to link.\n', BASE)).toEqual([]);
  });
});

describe('htmlTitle', () => {
  it('reads the page title, not an inline icon title', () => {
    expect(htmlTitle('<html><head><title> Page not found &ndash;\n Acme </title></head></html>')).toBe(
      'Page not found – Acme',
    );
    expect(htmlTitle('<body><svg><title>Menu</title></svg><title>Real</title></body>')).toBe('Real');
    expect(htmlTitle('<html><head></head><body>No title</body></html>')).toBeNull();
  });
});
