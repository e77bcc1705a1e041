import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf, html } from '../content/context.ts';
import { matchedPage } from '../review-pages/pages.ts';

/**
 * Prices a page only reports: an editorial review's Review › itemReviewed › offers (the maker's price), and a news
 * article's paywall prompt ("Keep reading for $1 … Subscribe now"). From the review of 2026-11-24 (pages saved once in
 * review-pages/matched/), where the review was asked for a pricing feed and terms links, and the article for
 * a billing period on its $1.
 */
type Pricing = AgentPricingModule & { signals: { kind: string }[] };

const pricingOf = (page: string, url: string): Pricing =>
  AgentPricingModule.parse(analyzeAgentPricing(contextOf(page, { url }))) as Pricing;
const why = (result: Pricing) => result.findings?.[0]?.evidence.map((e) => e.what) ?? [];

describe('agent_pricing leaves out prices a page only reports', () => {
  it('does not apply to an editorial review whose only Offer is the reviewed product’s, and says so', () => {
    const result = pricingOf(
      matchedPage('robot-vacuum-review'),
      'https://www.cleanlabreviews.com/robot-vacuums/roborock-q7-max-review/',
    );
    expect(result.applicable).toBe(false);
    expect(why(result)).toContain(
      "the Offer in the structured data is the reviewed product's (Review › itemReviewed): a price the review reports, not one this site charges",
    );
  });

  it('does not apply to a news article whose only price is its paywall’s "Subscribe now"', () => {
    const result = pricingOf(
      matchedPage('news-paywalled'),
      'https://www.denverledger.com/news/2026/11/18/denver-council-approves-transit-levy-paywall/',
    );
    expect(result.applicable).toBe(false);
    expect(why(result)[0]).toBe(
      'not applicable: the only prices are an article\'s paywall prompt (price "$1" near "Subscribe now"): its publisher\'s subscription, not something the page sells; no pricing page or link, Offer markup or llms.txt pricing says the site sells anything',
    );
  });

  it('reads a meter wall’s "Keep reading for $1" as a paywall without the markup saying so', () => {
    const page = matchedPage('news-paywalled').replace(
      /"isAccessibleForFree": false/g,
      '"isAccessibleForFree": true',
    );
    const url = 'https://www.denverledger.com/news/2026/11/18/denver-council-approves-transit-levy-paywall/';
    expect(pricingOf(page, url).applicable).toBe(false);
  });

  const product = {
    '@type': 'Product',
    '@id': 'https://shop.example/products/trail-boot#product',
    name: 'Trail boot',
    offers: {
      '@type': 'Offer',
      price: '149.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/products/trail-boot',
    },
  };
  const review = (body: string) => ({
    '@type': 'Review',
    itemReviewed: { '@id': product['@id'] },
    author: { '@type': 'Person', name: 'Sam' },
    reviewBody: body,
    reviewRating: { '@type': 'Rating', ratingValue: 5 },
  });
  const shopPage = (reviews: unknown[]) =>
    html(
      `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [product, ...reviews] })}</script><main><h1>Trail boot</h1><p>$149.00</p><button>Add to cart</button><h2>Reviews</h2><p>Great boot.</p></main>`,
      '<title>Trail boot</title>',
    );

  it('keeps a shop’s product, whose customer reviews name it by @id, as what the shop sells', () => {
    const result = pricingOf(
      shopPage([review('Great boot.'), review('Dry feet all day.')]),
      'https://shop.example/products/trail-boot',
    );
    expect(result.applicable).toBe(true);
    expect(findingOf(result, 'agent_pricing.offer_schema').status).toBe('pass');
  });

  it('keeps a product page’s one customer review from turning its Offer into a reported price', () => {
    const result = pricingOf(shopPage([review('Great boot.')]), 'https://shop.example/products/trail-boot');
    expect(result.applicable).toBe(true);
    expect(findingOf(result, 'agent_pricing.offer_schema').status).toBe('pass');
  });

  it('still applies to an article that sells with "Add to cart"', () => {
    const page = html(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Our new trail boot","author":{"@type":"Person","name":"Sam Lee"}}</script><main><article><h1>Our new trail boot</h1><p>By Sam Lee</p><p>We made a boot for wet trails.</p><p>$149.00</p><button>Add to cart</button></article></main>',
      '<title>Our new trail boot</title>',
    );
    expect(pricingOf(page, 'https://shop.example/blog/our-new-trail-boot').applicable).toBe(true);
  });
});
