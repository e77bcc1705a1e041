import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * A shop's product page whose customer reviews are top-level Review nodes pointing at the Product by `@id` (as
 * Judge.me, Yotpo and many themes emit them) is still a page where one buys the product: its Offer is held to
 * Google's merchant listing guide, which requires the currency. Only the page's own Review (its one top-level
 * Review, on a page that is no product page) makes it an editorial review, whose offers take the product snippet rule.
 */

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const SHOP = 'https://www.acme-shop.example/products/anvil/';
const PRODUCT_ID = `${SHOP}#product`;

const customerReview = (name: string, rating: number, body: string) => ({
  '@type': 'Review',
  itemReviewed: { '@id': PRODUCT_ID },
  author: { '@type': 'Person', name },
  reviewRating: { '@type': 'Rating', ratingValue: rating },
  reviewBody: body,
});

/** The product, with an Offer that gives a price but no currency. */
const anvil = {
  '@type': 'Product',
  '@id': PRODUCT_ID,
  name: 'Executive Anvil',
  image: 'https://www.acme-shop.example/anvil.jpg',
  description: 'A 50 kg anvil.',
  sku: 'AN-50',
  brand: { '@type': 'Brand', name: 'Acme' },
  offers: {
    '@type': 'Offer',
    price: '119.99',
    availability: 'https://schema.org/InStock',
    url: SHOP,
  },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 2 },
};

/** A WordPress-themed page (WooCommerce), as the reviewer's `shop-product-with-review-nodes`. */
const wpPage = (title: string, ogType: string, graph: unknown[], body: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${title} – Acme Shop</title>
<meta property="og:type" content="${ogType}"><meta property="og:site_name" content="Acme Shop">
<meta property="og:title" content="${title}"><meta name="generator" content="WordPress 6.6">
<meta property="article:published_time" content="2026-10-02T08:00:00+00:00">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })}</script>
</head><body class="post-template-default single single-post"><header class="site-header"><a href="/" class="logo"><img src="/logo.png" alt="Acme Shop logo"></a><nav><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main><article class="post"><h1>${title}</h1>
${body}
</article></main>
<footer class="site-footer"><p>© 2026 Acme Shop. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

const shopBody =
  '<p>Executive Anvil — $119.99 — In stock. <button>Add to cart</button></p><p>A 50 kg anvil forged from tool steel.</p>';

const required = (html: string, url = SHOP) =>
  finding(analyzeSchema(contextFor(html, { url })), 'schema.required_properties');

describe('a shop product page with top-level customer Review nodes', () => {
  it('holds the Offer to the merchant listing guide: a missing priceCurrency is flagged again', () => {
    const html = wpPage(
      'Executive Anvil',
      'product',
      [anvil, customerReview('Wile E.', 5, 'Heavy.'), customerReview('Road Runner', 4, 'Missed me.')],
      shopBody,
    );
    const result = analyzeSchema(contextFor(html, { url: SHOP }));
    expect(result.page_type).toBe('product');
    const check = finding(result, 'schema.required_properties');
    expect(check.status).not.toBe('pass');
    expect(whats(check)).toEqual(['Offer: missing priceCurrency or priceSpecification']);
    expect(check.fix).toContain(
      "Offer: priceCurrency or priceSpecification (required by Google's merchant listing guide)",
    );
  });

  it('holds it there with one customer review too, as the page is a product page', () => {
    const html = wpPage(
      'Executive Anvil',
      'product',
      [anvil, customerReview('Wile E.', 5, 'Heavy.')],
      shopBody,
    );
    expect(whats(required(html))).toEqual(['Offer: missing priceCurrency or priceSpecification']);
  });

  // Merchant listings are read on product pages (review s21b, item 3): a home page's product, one-product shop or
  // not, takes the product snippet rule, which only recommends the currency; its Reviews do not make it an article.
  it("holds a one-product shop's home page to the product snippet rule: the currency is recommended", () => {
    const html = wpPage(
      'Executive Anvil',
      'website',
      [
        anvil,
        customerReview('Wile E.', 5, 'Heavy.'),
        customerReview('Road Runner', 4, 'Missed me.'),
        customerReview('Coyote', 3, 'Fell on me.'),
      ],
      shopBody,
    );
    const result = analyzeSchema(contextFor(html, { url: 'https://www.acme-shop.example/' }));
    expect(result.page_type).toBe('home');
    const check = finding(result, 'schema.required_properties');
    expect(check.status).toBe('pass');
    expect(JSON.stringify(check)).not.toMatch(/merchant listing/);
    expect(JSON.stringify(finding(result, 'schema.recommended_properties'))).toMatch(
      /Product › offers: could add priceCurrency or priceSpecification/,
    );
  });
});

describe('an editorial review page, whose one top-level Review is the page', () => {
  it('keeps the product snippet rule for the product it reviews', () => {
    const url = 'https://www.gadget-notes.example/reviews/executive-anvil/';
    const review = {
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Jane Smith' },
      datePublished: '2026-10-02',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      itemReviewed: anvil,
    };
    const html = wpPage(
      'Executive Anvil review',
      'article',
      [review],
      '<p class="byline">By Jane Smith · <time datetime="2026-10-02">October 2, 2026</time></p><p>The anvil to buy: $119.99.</p>',
    );
    const check = required(html, url);
    expect(check.status).toBe('pass');
    expect(JSON.stringify(check)).not.toMatch(/merchant listing/);
  });
});
