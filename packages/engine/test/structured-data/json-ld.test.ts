import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { extractStructuredData, STRUCTURED_DATA_LIMITS } from '../../src/structured-data/extract.ts';
import { parseJsonLenient } from '../../src/structured-data/json-ld.ts';
import { firstText, isItem, resolve, values } from '../../src/structured-data/read.ts';

function extract(html: string) {
  return extractStructuredData(parsePage(html));
}

function script(text: string): string {
  return `<script type="application/ld+json">${text}</script>`;
}

describe('parseJsonLenient', () => {
  it('parses valid JSON strictly, with no repairs', () => {
    expect(parseJsonLenient('{"@type":"Thing","a":[1,2]}')).toEqual({
      ok: true,
      value: { '@type': 'Thing', a: [1, 2] },
      repairs: [],
    });
  });

  it('drops // and /* */ comments outside strings, keeping URLs inside strings', () => {
    const result = parseJsonLenient(`{
      // a comment
      "url": "https://example.com/a//b", /* block */
      "name": "x" // trailing
    }`);
    expect(result).toMatchObject({ ok: true, value: { url: 'https://example.com/a//b', name: 'x' } });
    expect(result.ok && result.repairs).toContain('comments');
  });

  it('drops trailing commas, even after a comment', () => {
    const result = parseJsonLenient('{"a": [1, 2, ], "b": "c", // note\n}');
    expect(result).toMatchObject({ ok: true, value: { a: [1, 2], b: 'c' } });
    expect(result.ok && result.repairs).toEqual(expect.arrayContaining(['trailing_commas', 'comments']));
  });

  it('escapes raw control characters inside strings', () => {
    const result = parseJsonLenient('{"data": "line 1\n  line 2\tend"}');
    expect(result).toMatchObject({ ok: true, value: { data: 'line 1\n  line 2\tend' } });
    expect(result.ok && result.repairs).toEqual(['control_characters']);
  });

  it('drops a whole HTML comment but only the markers of one wrapping the JSON', () => {
    expect(parseJsonLenient('<!-- John joined -->\n{"a": 1}')).toMatchObject({ ok: true, value: { a: 1 } });
    expect(parseJsonLenient('<!--\n{"a": 1}\n-->')).toMatchObject({ ok: true, value: { a: 1 } });
    expect(parseJsonLenient('{"html": "<!-- kept --><b>x</b>"}')).toMatchObject({
      ok: true,
      value: { html: '<!-- kept --><b>x</b>' },
      repairs: [],
    });
  });

  it('unwraps CDATA markers', () => {
    expect(parseJsonLenient('//<![CDATA[\n{"a": 1}\n//]]>')).toMatchObject({ ok: true, value: { a: 1 } });
  });

  it('decodes HTML-escaped JSON-LD', () => {
    const result = parseJsonLenient(
      '{&quot;@type&quot;: &quot;Person&quot;, &quot;name&quot;: &quot;A &amp; B&quot;}',
    );
    expect(result).toMatchObject({ ok: true, value: { '@type': 'Person', name: 'A & B' } });
    expect(result.ok && result.repairs).toContain('html_entities');
  });

  it('reads several objects written one after another, and a BOM', () => {
    expect(parseJsonLenient('{"a": 1}\n{"b": 2}')).toMatchObject({ ok: true, value: [{ a: 1 }, { b: 2 }] });
    expect(parseJsonLenient('\ufeff{"a": 1}')).toMatchObject({ ok: true, value: { a: 1 }, repairs: [] });
  });

  it('reports line and column of what cannot be repaired', () => {
    const result = parseJsonLenient('{\n  "a": 1,\n  "b": tru\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.line).toBe(3);
      expect(result.column).toBeGreaterThan(0);
      expect(result.message).toMatch(/JSON/);
    }
  });
});

describe('JSON-LD extraction', () => {
  it('reads @graph, arrays, multiple @types and nested nodes; dedupes types', () => {
    const data = extract(
      script(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': ['Organization', 'Brand'], '@id': '#org', name: 'Acme' },
            { '@type': 'WebSite', '@id': '#site', publisher: { '@id': '#org' } },
            { '@type': 'Article', author: { '@type': 'Person', name: 'Jane' }, publisher: { '@id': '#org' } },
          ],
        }),
      ) + script(JSON.stringify([{ '@context': 'http://schema.org', '@type': 'Person', name: 'Jane' }])),
    );
    expect(data.types).toEqual(['Organization', 'Brand', 'WebSite', 'Article', 'Person']);
    expect(data.items.map((i) => i.types[0])).toEqual(['Organization', 'WebSite', 'Article', 'Person']);
    const article = data.items[2]!;
    const author = values(article, 'author')[0];
    expect(isItem(author) && author.root).toBe(false);
    expect(isItem(author) && author.where).toBe('JSON-LD block 1 of 2 › author');
    // @id references resolve to the node the page defines.
    const publisher = resolve(values(article, 'publisher')[0]!, data);
    expect(isItem(publisher) && firstText(publisher, 'name')).toBe('Acme');
    expect(data.byId.get('#site')?.types).toEqual(['WebSite']);
  });

  it('normalizes schema.org IRIs, the schema: prefix and inline prefixes; keeps other vocabularies whole', () => {
    const data = extract(
      script(
        JSON.stringify({
          '@context': { '@vocab': 'http://schema.org/', foaf: 'http://xmlns.com/foaf/0.1/' },
          '@graph': [
            { '@type': 'https://schema.org/Product', 'http://schema.org/name': 'P' },
            { '@type': 'schema:Offer', price: { '@value': '10' } },
            { '@type': 'foaf:Person', 'foaf:name': 'Bob' },
            { '@type': 'Event', 'sub:list': { '@list': ['a', 'b'] } },
          ],
        }),
      ),
    );
    expect(data.types).toEqual(['Product', 'Offer', 'http://xmlns.com/foaf/0.1/Person', 'Event']);
    expect(firstText(data.items[0]!, 'name')).toBe('P');
    expect(values(data.items[1]!, 'price')).toEqual(['10']);
    expect(Object.keys(data.items[2]!.properties)).toEqual(['http://xmlns.com/foaf/0.1/name']);
    expect(values(data.items[3]!, 'sub:list')).toEqual(['a', 'b']);
  });

  it('records repaired and broken blocks as issues with their block number', () => {
    const data = extract(
      `<html><body>${script('{"@type": "Thing", // c\n}')}${script('{"@type": ')}${script('   ')}${script('null')}</body></html>`,
    );
    expect(data.jsonLd.map((b) => b.status)).toEqual(['repaired', 'error', 'empty', 'ok']);
    expect(data.types).toEqual(['Thing']);
    const error = data.issues.find((i) => i.code === 'json_parse_error');
    expect(error).toMatchObject({ severity: 'error', block: 1, line: 1 });
    expect(error?.where).toMatch(/^JSON-LD block 2 of 4, line 1 column \d+ of the block$/);
    expect(data.issues.find((i) => i.code === 'json_repaired')?.where).toBe('JSON-LD block 1 of 4');
    expect(data.issues.find((i) => i.code === 'empty_block')?.block).toBe(2);
  });

  it('accepts the type attribute in any case and with parameters; ignores other scripts', () => {
    const data = extract(
      '<script type="Application/LD+JSON; charset=utf-8">{"@type":"A"}</script><script type="text/javascript">{"@type":"B"}</script><script>{"@type":"C"}</script>',
    );
    expect(data.types).toEqual(['A']);
  });

  it('caps the number and the size of blocks', () => {
    const many = Array.from({ length: STRUCTURED_DATA_LIMITS.maxScripts + 3 }, (_, i) =>
      script(JSON.stringify({ '@type': `T${i}` })),
    ).join('');
    const data = extract(many);
    expect(data.types).toHaveLength(STRUCTURED_DATA_LIMITS.maxScripts);
    expect(data.jsonLd.filter((b) => b.status === 'skipped')).toHaveLength(3);
    expect(data.issues.filter((i) => i.code === 'too_many_scripts')).toHaveLength(1);

    const huge = script(`{"@type":"Big","x":"${'a'.repeat(STRUCTURED_DATA_LIMITS.maxScriptChars)}"}`);
    const big = extract(huge);
    expect(big.types).toEqual([]);
    expect(big.issues[0]?.code).toBe('script_too_large');
  });

  it('survives deep nesting and keeps a node budget', () => {
    let deep = '"leaf"';
    for (let i = 0; i < 5000; i++) deep = `{"@type":"N","child":${deep}}`;
    const data = extract(script(deep));
    expect(data.all.length).toBeLessThanOrEqual(70);
    expect(data.types).toEqual(['N']);
  });
});

describe('jsonErrorIndex', () => {
  it('agrees with JSON.parse on what is valid, and points at the first error', async () => {
    const { jsonErrorIndex } = await import('../../src/structured-data/json-ld.ts');
    const valid = ['{}', '[]', '{"a":[1,-2.5e3,true,false,null,"x\\u00e9\\n"]}', ' "s" ', '0', '[[[]]]'];
    for (const text of valid) expect(jsonErrorIndex(text), text).toBe(-1);
    const invalid: [string, number][] = [
      ['{"a" 1}', 5],
      ['[1,,2]', 3],
      ['{"a":1,}', 7],
      ['{"a":tru}', 5],
      ['{"a":1', 6],
      ['"x\ny"', 2],
      ['{} {}', 3],
      ['{"a":01}', 6],
      ['[1}', 2],
    ];
    for (const [text, index] of invalid) {
      expect(jsonErrorIndex(text), text).toBe(index);
      expect(() => JSON.parse(text)).toThrow();
    }
  });
});
