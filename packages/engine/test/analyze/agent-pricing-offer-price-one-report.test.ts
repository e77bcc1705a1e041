import { describe, expect, it } from 'vitest';
import type { Artifacts } from '../../src/artifacts.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';

/**
 * A product page whose Offer says 299.99 while the page shows $289.99: one edit, which the action plan listed twice
 * (schema.consistency and agent_pricing.consistency, items 1 and 2 of a review page's plan in the review of
 * 2026-11-24). schema.consistency reports it; agent_pricing.consistency names it without counting it.
 */

const URL_ = 'https://shop.example/products/q7-robot-vacuum';

const PAGE = `<!doctype html><html lang="en"><head><title>Q7 robot vacuum | Shop Example</title>
<meta name="description" content="The Q7 robot vacuum with LiDAR mapping, 118-minute runtime and a two-year warranty.">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Q7 robot vacuum',
  image: 'https://shop.example/img/q7.jpg',
  description: 'The Q7 robot vacuum with LiDAR mapping, 118-minute runtime and a two-year warranty.',
  sku: 'Q7-US',
  brand: { '@type': 'Brand', name: 'Shop Example' },
  offers: {
    '@type': 'Offer',
    price: '299.99',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: URL_,
  },
})}</script></head>
<body><header><a href="/">Shop Example</a><nav><a href="/vacuums/">Vacuums</a> <a href="/returns/">Returns</a> <a href="/terms/">Terms</a></nav></header>
<main><h1>Q7 robot vacuum</h1><p class="price">$289.99</p><button>Add to cart</button>
<h2>What it does</h2><p>The Q7 maps your home with LiDAR on its first run, then cleans room by room. It runs 118 minutes in Balanced mode and returns to its dock to recharge. No-go zones and room-by-room suction are set in the free app.</p>
<h2>In the box</h2><ul><li>Q7 robot vacuum</li><li>Charging dock</li><li>Mop pad and water tank</li></ul>
<p>Free shipping over $50. Returns within 30 days.</p></main>
<footer><a href="/about/">About</a> · <a href="/contact/">Contact</a> · <a href="/privacy/">Privacy</a></footer></body></html>`;

function artifacts(): Artifacts {
  return {
    url: URL_,
    page: {
      url: URL_,
      finalUrl: URL_,
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: PAGE,
      truncated: false,
      redirects: [],
    },
    probes: [],
    fetchedAt: '2026-11-24T02:00:00.000Z',
  };
}

describe('a product page’s Offer price that the page does not show', () => {
  const result = analyzeArtifacts(artifacts(), { now: () => new Date('2026-11-24T02:00:00Z') });
  const findingOf = (module: string, check: string) =>
    (
      result.modules as Record<
        string,
        { findings?: { check: string; status: string; evidence: { what: string }[] }[] }
      >
    )[module]?.findings?.find((f) => f.check === check);

  it('is reported once, by schema.consistency', () => {
    const schema = findingOf('schema', 'schema.consistency');
    expect(schema?.status).not.toBe('pass');
    expect(schema?.evidence.map((e) => e.what)).toContain(
      "Offer price 299.99 USD is not shown in the page's HTML text",
    );
    const pricing = findingOf('agent_pricing', 'agent_pricing.consistency');
    expect(pricing?.status).toBe('not_applicable');
    expect(pricing?.evidence.map((e) => e.what)).toEqual([
      'schema price 299.99 USD is not shown on this page (reported by schema.consistency, not counted here)',
    ]);
  });

  it('is one item of the action plan', () => {
    const checks = result.action_plan.map((i) => i.check);
    expect(checks).toContain('schema.consistency');
    expect(checks).not.toContain('agent_pricing.consistency');
  });
});
