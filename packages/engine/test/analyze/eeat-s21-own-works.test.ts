import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A testimonials page lists many top-level Reviews, none of them the page's own: eeat counts them once, so a page
 * of thousands of reviews is read in about the time a short one is, and still finds none of them its author or date.
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
  // 3,000 reviews stay under the 512 KB a JSON-LD block may hold.
  return contextFor(html, { url: 'https://plumbing.example/testimonials', headers: HTTPS_HEADERS });
}

describe('a page of many customer reviews', () => {
  it('is analysed quickly and reads none of the reviews as the page’s author or date', () => {
    const context = testimonials(3000);
    const started = performance.now();
    const result = EeatModule.parse(analyzeEeat(context));
    const took = performance.now() - started;
    // Counting the top-level Reviews for every review took about 8 s here; counting them once, well under 1 s.
    expect(took).toBeLessThan(3000);
    expect(finding(result, 'eeat.byline').evidence.map((e) => e.value)).not.toContain('Customer 0');
    expect(result.signals.find((s) => s.id === 'date_published')?.present).toBe(false);
  });
});
