import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, html } from '../content/context.ts';

/**
 * agent_pricing's machine-readable check tells a shop of its Offer markup and product feed, the machine-readable
 * price of a thing bought once, never of a /pricing.json feed, which lists subscription plans. A software pricing
 * page is still told of the pricing feed. A shop's Offer with a price and currency passes the check: that markup is
 * the machine-readable price (how complete the Offer is, is the Offer check's to say).
 */

type Finding = {
  check: string;
  status: string;
  title: string;
  fix?: string | null;
  evidence: { what: string; value?: unknown }[];
};

function feedFinding(page: string, url: string): Finding {
  const result = AgentPricingModule.parse(analyzeAgentPricing(contextOf(page, { url })));
  return (result.findings as Finding[]).find((f) => f.check === 'agent_pricing.machine_readable')!;
}

const PRODUCT_URL = 'https://shop.example/products/q7-robot-vacuum';

function product(offer: Record<string, unknown> | null): string {
  const markup =
    offer === null
      ? ''
      : `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Q7 robot vacuum',
          sku: 'Q7-US',
          offers: { '@type': 'Offer', ...offer },
        })}</script>`;
  return html(
    `<nav><a href="/">Shop Example</a> <a href="/vacuums/">Vacuums</a></nav><main><h1>Q7 robot vacuum</h1><p class="price">$289.99</p><button>Add to cart</button>
<p>The Q7 maps your home with LiDAR on its first run, then cleans room by room. It runs 118 minutes in Balanced mode and returns to its dock to recharge.</p></main>`,
    `<title>Q7 robot vacuum</title>${markup}`,
  );
}

const PRICING_FEED = /pricing\.json|pricing\.llmfeed|pricing feed with/i;

describe('agent_pricing.machine_readable on a shop product', () => {
  it('with a complete Offer: passes, on the Offer markup', () => {
    const finding = feedFinding(
      product({
        price: '289.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: PRODUCT_URL,
      }),
      PRODUCT_URL,
    );

    expect(finding.status).toBe('pass');
    expect(finding.title).toBe('Price machine-readable in the Offer markup');
    expect(finding.evidence).toEqual([
      { what: 'the Offer markup states the price with a currency', value: '289.99 USD' },
    ]);
  });

  it('with an Offer that lacks availability and url: still passes (the Offer check asks for those)', () => {
    const result = AgentPricingModule.parse(
      analyzeAgentPricing(
        contextOf(product({ price: '289.99', priceCurrency: 'USD' }), { url: PRODUCT_URL }),
      ),
    );
    const findings = result.findings as Finding[];
    const feed = findings.find((f) => f.check === 'agent_pricing.machine_readable')!;

    expect(feed.status).toBe('pass');
    expect(feed.evidence[0]).toEqual({
      what: 'the Offer markup states the price with a currency',
      value: '289.99 USD',
    });
    expect(findings.find((f) => f.status !== 'pass' && /availability/.test(f.fix ?? ''))).toBeDefined();
    for (const finding of findings) expect(finding.fix ?? '').not.toMatch(PRICING_FEED);
  });

  it('without Offer markup: asks for an Offer with price, currency, availability and url', () => {
    const finding = feedFinding(product(null), PRODUCT_URL);

    expect(finding.title).toBe(
      'No machine-readable price: no Offer markup with a price and currency, nor prices in llms.txt',
    );
    expect(finding.fix).toMatch(
      /^Give the product a schema\.org Offer with its price, priceCurrency \(ISO 4217\), availability and url: /,
    );
    expect(finding.fix).not.toMatch(PRICING_FEED);
  });
});

describe('agent_pricing.machine_readable on a course sold once', () => {
  it('passes on its Offer markup, and never speaks of a shop’s product feed', () => {
    const page = html(
      `<main><h1>Evening pottery course</h1><p>Eight Tuesday evenings at our studio: €240, clay and firing included.</p><a href="/book">Book a place</a></main>`,
      `<title>Evening pottery course</title><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: 'Evening pottery course',
        description: 'Eight evenings of wheel throwing.',
        provider: { '@type': 'Organization', name: 'Clay Studio' },
        offers: { '@type': 'Offer', price: '240', priceCurrency: 'EUR', category: 'Paid' },
      })}</script>`,
    );
    const url = 'https://clay.example/courses/evening-pottery';
    const finding = feedFinding(page, url);

    expect(finding.status).toBe('pass');
    expect(finding.title).toBe('Price machine-readable in the Offer markup');
    const module = AgentPricingModule.parse(analyzeAgentPricing(contextOf(page, { url })));
    for (const f of module.findings as Finding[]) {
      expect(f.fix ?? '').not.toMatch(/Merchant Center|product feed/);
      expect(f.fix ?? '').not.toMatch(PRICING_FEED);
    }
  });
});

describe('agent_pricing.machine_readable on a software pricing page', () => {
  it('is still told of a pricing feed listing each plan with its period', () => {
    const finding = feedFinding(
      html(
        `<nav><a href="/">Forge</a></nav><main><h1>Pricing</h1>
<section><h2>Starter</h2><p>US$19 per month, billed monthly.</p><a href="/signup?plan=starter">Sign up</a></section>
<section><h2>Team</h2><p>US$49 per user per month.</p></section></main>`,
        '<title>Pricing</title>',
      ),
      'https://forge.example.com/pricing',
    );

    expect(finding.title).toBe('No machine-readable pricing feed');
    expect(finding.fix).toContain('or a /pricing.json feed with a version and valid_from date');
  });
});
