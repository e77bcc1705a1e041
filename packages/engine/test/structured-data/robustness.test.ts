import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorIndex, parseJsonLenient } from '../../src/structured-data/json-ld.ts';
import { analyzeAll, contextFor } from './helpers.ts';

/** No analyzer of this family throws, whatever the body; every output still matches its wire schema. */

function run(html: string, url?: string) {
  return analyzeAll(contextFor(html, url ? { url } : {}));
}

describe('robustness', () => {
  it('handles empty, whitespace-only and non-HTML bodies', () => {
    for (const body of ['', '   \n\t', 'plain text, no tags', '%PDF-1.7\n%âãÏÓ\n1 0 obj', '{"json": true}']) {
      const result = run(body);
      expect(result.schema.types_found).toEqual([]);
    }
  });

  it('handles binary bodies', () => {
    const bytes = new Uint8Array(64 * 1024);
    let seed = 7;
    for (let i = 0; i < bytes.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      bytes[i] = seed & 0xff;
    }
    expect(() => run(new TextDecoder('latin1').decode(bytes))).not.toThrow();
    expect(() => run(new TextDecoder('utf-8').decode(bytes))).not.toThrow();
  });

  it('handles malformed HTML and broken structured data together', () => {
    const html = `<html><head><title>x</title><script type="application/ld+json">{"@type": [1, null, {"a": 2}], "@id": 5, "name": {"@value": {}}}</script>
      <script type="application/ld+json">{"@graph": "not an array", "@context": [null, 3, {"@vocab": 7}]}</script>
      <script type="application/ld+json">[[[{"@type": "Thing", "sameAs": [{}, null, "not a url", "javascript:alert(1)"]}]]]</script>
      <div itemscope itemtype itemref="a a a" id="a"><span itemprop>no name</span><div itemprop="x" itemscope itemref="a">
      <div typeof vocab prefix="::: bad" property="">
      <a href="http://[::1">broken url</a><a href="javascript:void(0)">About</a><a href="">Contact</a>
      <time datetime="2024-13-45">never</time><time datetime="">empty</time>
      </p></div></span></html></body>`;
    const result = run(html);
    expect(result.schema.types_found).toContain('Thing');
  });

  it('handles unparseable and odd page URLs', () => {
    expect(() => run('<a href="/about">About</a>', 'not a url')).not.toThrow();
    expect(() => run('<a href="/about">About</a>', 'https://[::1]:8080/a?b#c')).not.toThrow();
  });

  // Correctness, not speed (the bench measures speed): two analyses of 60,000 nested elements can outlast Vitest's
  // default 5 s on a loaded two-core CI machine.
  it('handles very deep nesting without overflowing the stack', { timeout: 60_000 }, () => {
    const depth = 60_000;
    const html = `${'<div itemscope itemprop="x">'.repeat(depth)}<span itemprop="name">deep</span>${'</div>'.repeat(depth)}`;
    expect(() => run(html)).not.toThrow();
    const rdfa = `<div vocab="https://schema.org/">${'<div typeof="Thing" property="part">'.repeat(depth)}</div>`;
    expect(() => run(rdfa)).not.toThrow();
  });

  it('handles a page over 1 MB', { timeout: 60_000 }, () => {
    const block = `<div class="post"><h2>Heading</h2><p>${'Words and more words with a number 42. '.repeat(40)}</p>
      <a href="https://other.example/x">source</a><time datetime="2024-01-01">Jan 1</time>
      <div itemscope itemtype="https://schema.org/Offer"><span itemprop="price">9.99</span></div></div>`;
    const html = `<html><head><title>Big</title></head><body>${block.repeat(800)}</body></html>`;
    expect(html.length).toBeGreaterThan(1_000_000);
    const result = run(html);
    expect(result.schema.types_found).toEqual(['Offer']);
  });

  it('never throws on random HTML-like input (property test)', () => {
    const fragments = [
      '<script type="application/ld+json">',
      '</script>',
      '{"@type":"Product","name":',
      '"x"}',
      '[',
      ']',
      ',',
      '//',
      '/*',
      '<div itemscope itemtype="https://schema.org/Thing">',
      '<span itemprop="name">',
      '<div vocab="https://schema.org/" typeof="Person">',
      '<span property="name">',
      '</div>',
      '</span>',
      '<a href="/about">About</a>',
      '<time datetime="2024-05-01">',
      '<article>',
      '<!--',
      '-->',
      '&quot;',
      '\u0000',
      '\ud800',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 20 })), { maxLength: 60 }),
        (parts) => {
          run(parts.join(''));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('JSON-LD parsing properties', () => {
  it('jsonErrorIndex accepts exactly what JSON.parse accepts', () => {
    const jsonish = fc.array(
      fc.constantFrom('{', '}', '[', ']', ',', ':', '"a"', '1', '-0.5e2', 'true', 'null', ' ', '"\\n"', '"'),
      {
        maxLength: 14,
      },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          jsonish.map((a) => a.join('')),
        ),
        (text) => {
          let valid = true;
          try {
            JSON.parse(text);
          } catch {
            valid = false;
          }
          expect(jsonErrorIndex(text) === -1).toBe(valid);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the tolerant parser returns what strict JSON.parse returns for valid JSON, and never throws', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(parseJsonLenient(text)).toEqual({ ok: true, value: JSON.parse(text), repairs: [] });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        parseJsonLenient(text);
      }),
      { numRuns: 1000 },
    );
  });
});
