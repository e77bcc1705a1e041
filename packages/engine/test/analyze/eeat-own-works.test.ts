import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A testimonials page lists many top-level Reviews, none of them the page's own: none is read as its author or date.
 * (How long such a page takes is the bench's business, not a test's.)
 */

function testimonials(n: number) {
  const reviews = Array.from({ length: n }, (_, i) => ({
    '@context': 'https://schema.org',
    '@type': 'Review',
    author: { '@type': 'Person', name: `Customer ${i}` },
    datePublished: '2025-01-02',
  }));
  const html = page(
    `<title>What customers say</title>${jsonLd(reviews)}`,
    '<main><h1>What customers say</h1><p>Thank you all.</p></main>',
  );
  return contextFor(html, { url: 'https://plumbing.example/testimonials', headers: HTTPS_HEADERS });
}

describe('a page of many customer reviews', () => {
  it('reads none of the reviews as the page’s author or date', () => {
    const result = EeatModule.parse(analyzeEeat(testimonials(300)));
    expect(finding(result, 'eeat.byline').evidence.map((e) => e.value)).not.toContain('Customer 0');
    expect(result.signals.find((s) => s.id === 'date_published')?.present).toBe(false);
  });
});
