import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html, prose } from '../content/context.ts';

/**
 * A page's own figures owe no outside source (decision 0113): a documentation page's defaults and limits ("retries a
 * failed request up to 3 times by default", "a random jitter of up to 20%") are its product's, and a recipe's "Rated
 * 4.8 out of 5 by 212 readers" is its readers' ratings, which the site collects. "4 out of 5 dentists" and a rating
 * that says neither who nor how many still owe one.
 */

const unsourced = (page: string, url: string) => {
  const finding = findingOf(citabilityOf(page, url), 'citability.source_citations');
  return {
    status: finding.status,
    figures: finding.evidence.filter((e) => e.what.startsWith('figures without a source')).map((e) => e.what),
    reason: finding.evidence[0]!.what,
  };
};

const DOCS = html(
  `<main><h1>Configuring retries</h1><p>The Relay SDK retries a failed request up to 3 times by default, waiting 200 ms, 400 ms and then 800 ms between attempts. ${prose(60)}</p><h2>Change the backoff</h2><p>The delay doubles after each attempt. A random jitter of up to 20% is added so that many clients do not retry at the same moment. ${prose(80)}</p></main>`,
  '<title>Configuring retries – Relay SDK documentation</title>',
);

function recipe(rating: string): string {
  return html(
    `<main><article><h1>Classic Banana Bread</h1><p>This banana bread is moist, deeply flavoured and ready in 75 minutes. ${prose(60)}</p><p>${rating}</p><h2>Why brown the butter?</h2><p>${prose(90)}</p></article></main>`,
    '<title>Classic Banana Bread – Salt &amp; Crumb</title>',
  );
}

describe('citability: the page’s own settings and ratings owe no source', () => {
  it('asks a documentation page no source for its product’s defaults', () => {
    const found = unsourced(DOCS, 'https://relay.example/docs/retries');
    expect(found.status).toBe('not_applicable');
    expect(found.reason).toBe(
      "not applicable: the figures on a documentation page are its product's own (defaults, limits, timings), of which the vendor is the source",
    );
    // Nothing under "not applicable" reads as a fault the page has.
    expect(found.figures).toEqual([]);
  });

  it('still asks a blog post stating the same figures for their source', () => {
    const found = unsourced(DOCS, 'https://relay.example/blog/retries');
    expect(found.figures).toEqual(['figures without a source (3 times)', 'figures without a source (20%)']);
  });

  it.each([
    'Rated 4.8 out of 5 by 212 readers.',
    '4.8 out of 5 stars from 1,024 reviews.',
    'Our readers give it an average rating of 4 out of 5 (212 ratings).',
  ])('takes "%s" for the site’s own rating', (rating) => {
    expect(unsourced(recipe(rating), 'https://saltandcrumb.example/banana-bread/').figures).toEqual([]);
  });

  it.each([
    ['4 out of 5 dentists recommend baking with very ripe bananas.', '4 out of 5'],
    ['Rated 4.8 out of 5 by home bakers.', '4.8 out of 5'],
  ])('still asks a source of "%s"', (rating, figure) => {
    expect(unsourced(recipe(rating), 'https://saltandcrumb.example/banana-bread/').figures).toEqual([
      `figures without a source (${figure})`,
    ]);
  });
});
