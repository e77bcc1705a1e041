import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';

/** A review page whose JSON-LD is a `@graph` of the Product and the one Review of it, as review plugins write it. */
function reviewPage(ogType: string, reviews: number, reviewer = 'Dana Ortiz'): string {
  const graph = [
    {
      '@type': 'Product',
      '@id': 'https://www.kitchenlab.example/anvil-pro-review/#product',
      name: 'Anvil Pro blender',
      offers: { '@type': 'Offer', price: '149.00', priceCurrency: 'USD' },
    },
    ...Array.from({ length: reviews }, (_, i) => ({
      '@type': 'Review',
      itemReviewed: { '@id': 'https://www.kitchenlab.example/anvil-pro-review/#product' },
      author: { '@type': 'Person', name: i === 0 ? reviewer : `Customer ${i}` },
      reviewRating: { '@type': 'Rating', ratingValue: '4' },
    })),
  ];
  return `<!DOCTYPE html><html lang="en"><head><title>Anvil Pro review – Kitchen Lab</title>
<meta property="og:type" content="${ogType}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })}</script></head>
<body><main><article><h1>Anvil Pro review: loud, fast and worth it</h1>
<p class="byline">By Dana Ortiz · <time datetime="2026-10-02">October 2, 2026</time></p>
<p>We blended 40 smoothies, 12 soups and a kilo of ice over three weeks to see whether the Anvil Pro earns its price.</p>
</article></main></body></html>`;
}

const typeOf = (html: string, path = '/anvil-pro-review/') => {
  const document = parsePage(html);
  return detectPageType(
    `https://www.kitchenlab.example${path}`,
    pageFacts(document),
    extractStructuredData(document),
  ).type;
};

describe('an editorial review written as a @graph of its Product and Review', () => {
  it('is an article: the product is what the review is about, not what the page sells', () => {
    expect(typeOf(reviewPage('article', 1))).toBe('article');
  });

  it('keeps a shop page with a customer review, or an article page listing several reviews, as it was', () => {
    expect(typeOf(reviewPage('product', 1))).toBe('product');
    expect(typeOf(reviewPage('article', 3))).toBe('product');
  });

  it('keeps a WooCommerce product page, which Yoast marks og:type article, with one customer review a product page', () => {
    // The one Review is a customer's: not the page's author (nor part of the author's name).
    expect(typeOf(reviewPage('article', 1, 'Sam Customer'))).toBe('product');
    expect(typeOf(reviewPage('article', 1, 'Dan'))).toBe('product');
    // Or the path names a product.
    expect(typeOf(reviewPage('article', 1), '/product/anvil-pro/')).toBe('product');
  });
});
