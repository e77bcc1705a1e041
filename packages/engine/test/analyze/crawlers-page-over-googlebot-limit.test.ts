import { describe, expect, it } from 'vitest';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { artifactsFor, findingOf } from './crawlers-helpers.ts';

/**
 * A page between Googlebot's 2 MB and the audit's 5 MB cap is read whole by the audit, but Google indexes only its
 * first 2 MB: the result says so, and names what lies past that point when it matters (the main content's end, a
 * robots meta, the JSON-LD). A catalogue page built here: 3 MB of product rows in its main content.
 */

const MB = 1024 * 1024;
const ROW = `<li>Item 1234, merino wool sock, in stock, ships in two days, $14.</li>`;
const rows = (bytes: number) => `<ul>${ROW.repeat(Math.ceil(bytes / ROW.length))}</ul>`;
const JSON_LD =
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"CollectionPage","name":"Socks"}</script>';

function crawlersOn(html: string) {
  const artifacts = artifactsFor({ path: '/catalogue', html });
  return analyzeArtifacts(artifacts, { modules: ['crawlers'] }).modules.crawlers!;
}

describe('crawlers: a page read whole but larger than Googlebot reads', () => {
  it('names the main content’s end and the JSON-LD past the first 2 MB of a 3 MB page', () => {
    const html = `<!doctype html><html><head><title>Socks</title><meta name="robots" content="max-image-preview:large"></head><body><main><h1>Socks</h1>${rows(3 * MB)}</main>${JSON_LD}</body></html>`;
    const partial = findingOf(crawlersOn(html), 'crawlers.page_read_in_part');
    expect(partial.status).toBe('info');
    expect(partial.impact).toBe(0);
    expect(partial.severity).toBe('medium');
    expect(partial.title).toBe(
      'The page is 3 MB: the audit read all of it, but Googlebot indexes only its first 2 MB, and the end of the main content and the JSON-LD lie past that',
    );
    expect(partial.evidence.map((e) => e.what)).toEqual([
      'the HTML is 3 MB; past its first 2 MB: the end of the main content and the JSON-LD, which Google does not see',
      "Googlebot indexes only the first 2 MB of an HTML file and drops the rest (Google's Googlebot documentation); other crawlers set limits of their own, which may be lower still",
    ]);
    expect(partial.fix).toMatch(/^Bring the HTML well under 2 MB/);
  });

  it('names a robots meta printed late in the body, and the text past the limit of a page without <main>', () => {
    const html = `<!doctype html><html><head><title>Socks</title>${JSON_LD}</head><body><h1>Socks</h1>${rows(2.5 * MB)}<meta name="robots" content="noindex"></body></html>`;
    expect(findingOf(crawlersOn(html), 'crawlers.page_read_in_part').title).toMatch(
      /indexes only its first 2 MB, and part of the page's text and a robots meta lie past that$/,
    );
  });

  it('never says the content lies within the first 2 MB of a page without <main> whose text runs past it', () => {
    const section = (i: number) =>
      `<h2>Chapter ${i}</h2><p>${'The long report goes on with its findings, one sentence after another. '.repeat(400)}</p>`;
    const html = `<!doctype html><html><head><title>Report</title></head><body><h1>Report</h1>${Array.from({ length: 160 }, (_, i) => section(i)).join('')}</body></html>`;
    const partial = findingOf(crawlersOn(html), 'crawlers.page_read_in_part');
    expect(partial.severity).toBe('medium');
    expect(partial.evidence[0]!.what).toMatch(
      /past its first 2 MB: part of the page's text, which Google does not see$/,
    );
    expect(partial.evidence[0]!.what).not.toContain('all lie within');
  });

  it('says only the size when what matters lies within the first 2 MB', () => {
    // The main content and JSON-LD come first; a framework's inline page data fills the rest.
    const data = `<script>window.__DATA__=${JSON.stringify({ rows: 'x'.repeat(3 * MB) })}</script>`;
    const html = `<!doctype html><html><head><title>Socks</title>${JSON_LD}</head><body><main><h1>Socks</h1>${rows(100_000)}</main>${data}</body></html>`;
    const partial = findingOf(crawlersOn(html), 'crawlers.page_read_in_part');
    expect(partial.severity).toBe('low');
    expect(partial.title).toBe(
      'The page is 3.1 MB: the audit read all of it, but Googlebot indexes only its first 2 MB',
    );
  });

  it('says nothing of a page under 2 MB', () => {
    const html = `<!doctype html><html><head><title>Socks</title></head><body><main>${rows(1.5 * MB)}</main>${JSON_LD}</body></html>`;
    expect(crawlersOn(html).findings!.some((f) => f.check === 'crawlers.page_read_in_part')).toBe(false);
  });
});
