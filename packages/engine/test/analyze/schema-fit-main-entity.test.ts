import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * An article-like page whose markup names what it is (a Review, a HowTo, a MedicalWebPage) is not asked to add an
 * Article for the same text: one main item with its author and date is what a reader of the markup needs.
 */
const fitOf = (node: Record<string, unknown>) =>
  finding(
    analyzeSchema(
      contextFor(
        page(
          '<title>Review</title><meta property="og:type" content="article">',
          `${jsonLd({ '@context': 'https://schema.org', ...node })}<main><h1>X review</h1><p class="byline">By Pat Doyle</p><p>After three months with it, the headphones still hold a charge for a week.</p></main>`,
        ),
        { url: 'https://reviews.example/x-review' },
      ),
    ),
    'schema.page_type_fit',
  );
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what).join(' | ');

describe('the main item of an article page', () => {
  it('takes a Review or a MedicalWebPage for the article the page is', () => {
    const review = fitOf({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'P' },
      datePublished: '2026-06-20',
      itemReviewed: { '@type': 'Product', name: 'X' },
      reviewRating: { '@type': 'Rating', ratingValue: 4 },
    });
    expect(whats(review)).not.toMatch(/Article[^|]*: missing/);
    const medical = fitOf({ '@type': 'MedicalWebPage', name: 'AFib', lastReviewed: '2026-08-12' });
    expect(whats(medical)).not.toMatch(/Article[^|]*: missing/);
  });

  it('still asks an article page with only an Organization for its Article', () => {
    expect(
      whats(fitOf({ '@type': 'Organization', name: 'Reviews Inc', url: 'https://reviews.example/' })),
    ).toMatch(/Article[^|]*: missing/);
  });
});
