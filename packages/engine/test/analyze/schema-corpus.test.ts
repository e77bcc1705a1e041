import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalizeTerm } from '../../src/structured-data/iri.ts';
import { analyzeAll, contextFor } from '../structured-data/helpers.ts';

/**
 * Acceptance: the schema module held against scrapinghub/extruct's test samples, read in place from
 * `../shared/corpus/extruct-samples/` beside the clone. For every page with an expected extraction, every
 * `@type` of its JSON-LD, microdata and RDFa output appears in `types_found`; no page makes any analyzer throw.
 */

const corpus = path.resolve(
  process.env.GEO_AUDIT_SHARED ?? fileURLToPath(new URL('../../../../../shared/', import.meta.url)),
  'corpus/extruct-samples',
);
const available = existsSync(corpus);
if (!available && process.env.CI) {
  throw new Error(`The shared corpus is missing at ${corpus}; CI expects shared/ beside the clone.`);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/**
 * Expected files that are the output of extractors for other syntaxes (not schema.org structured data):
 * their "types" are microformat classes or Open Graph types, which `types_found` does not report.
 */
const OTHER_SYNTAXES: Record<string, string> = {
  'misc/microformat_test.json': 'microformats2 classes (h-card, h-entry …), not schema.org types',
  'misc/microformat_flat_test.json': 'microformats2 classes, flattened',
  'misc/opengraph_test.json': 'Open Graph properties',
  'misc/opengraph_flat_test.json': 'Open Graph properties; its "@type" is og:type ("article")',
  'misc/opengraph_ns_product_test.json': 'Open Graph properties',
  'misc/expanded_OG_support_test.json': 'Open Graph properties, expanded',
  'misc/dublincore_test.json': 'Dublin Core meta elements',
};

/**
 * Samples whose expectation we cannot meet, with the reason. Kept empty on purpose: add an entry only for an
 * expectation that depends on an extruct quirk rather than on the page.
 */
const IMPOSSIBLE: Record<string, string> = {};

/** Sections of extruct's combined output that hold the syntaxes the schema module reads. */
const OUR_SECTIONS = ['json-ld', 'microdata', 'rdfa'];

/** The page an expected file describes: same stem, minus extruct's variant suffixes. */
function pageFor(expected: string): string | undefined {
  let stem = expected.replace(/\.(?:json|jsonld)$/, '');
  const variants = [
    /\.expanded$/,
    /\.withtext$/,
    /\.flat$/,
    /_custom_url_and_node_id$/,
    /_custom_url$/,
    /_with_node_id/,
    /_flat/,
  ];
  for (let i = 0; i <= variants.length; i++) {
    if (existsSync(`${stem}.html`)) return `${stem}.html`;
    if (i < variants.length) stem = stem.replace(variants[i]!, '');
  }
  return undefined;
}

/**
 * Every node type in an extruct expectation: `@type` of JSON-LD nodes (not of `@value` literals, where it is
 * a datatype such as xsd:date) and `type` of microdata items (`{type, properties}`), normalized like ours.
 */
function expectedTypes(json: unknown): string[] {
  const out = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const obj = value as Record<string, unknown>;
    if ('@value' in obj) return;
    const add = (t: unknown) => {
      for (const type of Array.isArray(t) ? t : [t])
        if (typeof type === 'string' && type.trim() !== '') out.add(normalizeTerm(type));
    };
    if ('@type' in obj) add(obj['@type']);
    if ('type' in obj && 'properties' in obj) add(obj.type);
    for (const [key, child] of Object.entries(obj)) if (key !== '@type') visit(child);
  };
  const isCombined =
    json !== null && typeof json === 'object' && !Array.isArray(json) && OUR_SECTIONS.some((k) => k in json);
  if (isCombined) for (const section of OUR_SECTIONS) visit((json as Record<string, unknown>)[section]);
  else visit(json);
  return [...out].sort();
}

describe.skipIf(!available)('schema module on the extruct corpus', () => {
  const files = available ? walk(corpus) : [];
  const rel = (file: string) => path.relative(corpus, file).split(path.sep).join('/');
  const pages = files.filter((f) => f.endsWith('.html'));
  const expectations = files.filter((f) => /\.(?:json|jsonld)$/.test(f) && !(rel(f) in OTHER_SYNTAXES));

  it('finds the corpus and pairs every expected file with a page', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(expectations.length).toBeGreaterThan(40);
    expect(expectations.filter((f) => pageFor(f) === undefined).map(rel)).toEqual([]);
    for (const name of [...Object.keys(OTHER_SYNTAXES), ...Object.keys(IMPOSSIBLE)]) {
      expect(files.map(rel), `${name} is listed but absent`).toContain(name);
    }
    // The expectations really carry types from all three syntaxes (the per-file checks are not vacuous).
    const all = new Set(expectations.flatMap((f) => expectedTypes(JSON.parse(readFileSync(f, 'utf8')))));
    expect(all.size).toBeGreaterThan(40);
    for (const type of [
      'NewsArticle',
      'MusicEvent',
      'Restaurant',
      'Product',
      'http://xmlns.com/foaf/0.1/Image',
      'http://md.example.com/loco',
    ]) {
      expect(all).toContain(type);
    }
    expect(all).not.toContain('http://www.w3.org/2001/XMLSchema#date');
  });

  const results = new Map<string, ReturnType<typeof analyzeAll>>();
  const analyze = (file: string) => {
    let result = results.get(file);
    if (!result) {
      result = analyzeAll(contextFor(readFileSync(file, 'utf8'), { url: 'https://example.com/page' }));
      results.set(file, result);
    }
    return result;
  };

  it('analyzes every page without throwing, and every output matches its wire schema', () => {
    for (const file of pages) {
      expect(() => analyze(file), rel(file)).not.toThrow();
    }
  });

  it.each(expectations.map((f) => [rel(f), f] as const))(
    '%s: every expected @type is in types_found',
    (name, file) => {
      const expected = expectedTypes(JSON.parse(readFileSync(file, 'utf8')));
      const found = analyze(pageFor(file)!).schema.types_found;
      const missing = expected.filter((t) => !found.includes(t));
      if (name in IMPOSSIBLE) {
        expect(missing.length, `${name} is listed as impossible but now passes: remove it`).toBeGreaterThan(
          0,
        );
        return;
      }
      expect(missing, `types_found = ${JSON.stringify(found)}`).toEqual([]);
    },
  );

  it('reports the broken JSON-LD samples as repaired, with their location', () => {
    const broken = pages.filter((f) => /JSONLD_with_|\.invalid\//.test(rel(f)));
    expect(broken.length).toBeGreaterThanOrEqual(5);
    for (const file of broken) {
      const markup = analyze(file).schema.findings?.find((f) => f.check === 'schema.markup_valid');
      expect(markup?.status, rel(file)).toBe('warn');
      expect(
        markup?.evidence.some(
          (e) => /json_repaired/.test(e.what) && /JSON-LD block 1 of 1/.test(e.where ?? ''),
        ),
      ).toBe(true);
    }
  });
});
