import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, html } from '../content/context.ts';

/**
 * agent_pricing's advice fits what the page sells: a shop's product with a one-off price is told of its price,
 * currency and availability, never of plans, billing periods, cancellation or a pricing page; a software pricing
 * page still of plans with their period.
 */

type Finding = {
  check: string;
  status: string;
  title: string;
  fix?: string | null;
  evidence: { what: string; value?: unknown }[];
};

function findingsOf(page: string, url: string): Map<string, Finding> {
  const result = AgentPricingModule.parse(analyzeAgentPricing(contextOf(page, { url })));
  return new Map((result.findings as Finding[]).map((f) => [f.check, f]));
}

function product(offer: Record<string, unknown>, shown: string): string {
  return html(
    `<nav><a href="/">Shop Example</a> <a href="/vacuums/">Vacuums</a></nav><main><h1>Q7 robot vacuum</h1>${shown}<button>Add to cart</button>
<p>The Q7 maps your home with LiDAR on its first run, then cleans room by room. It runs 118 minutes in Balanced mode and returns to its dock to recharge.</p></main>`,
    `<title>Q7 robot vacuum</title><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Q7 robot vacuum',
      sku: 'Q7-US',
      offers: { '@type': 'Offer', ...offer },
    })}</script>`,
  );
}

const PRODUCT_URL = 'https://shop.example/products/q7-robot-vacuum';
/** Words of subscriptions and of a pricing page, which a product bought once has none of. */
const PLAN_WORDS = /\bplans?\b|billing|period|subscription|cancel|trial|pricing page/i;

describe('agent_pricing on a product with a one-off price', () => {
  const findings = findingsOf(
    product(
      { price: '289.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      '<p class="price">$289.99</p>',
    ),
    PRODUCT_URL,
  );

  it('speaks of the product, its price, currency and availability in every fix, never of plans or periods', () => {
    const fixes = [...findings.values()].filter((f) => f.fix).map((f) => [f.check, f.fix!]);
    // The Offer's price and currency pass the machine-readable check; its missing url is the Offer check's to ask.
    expect(fixes.map(([check]) => check)).toEqual([
      'agent_pricing.offer_schema',
      'agent_pricing.terms_links',
    ]);
    for (const [, fix] of fixes) expect(fix).not.toMatch(PLAN_WORDS);
    expect(findings.get('agent_pricing.offer_schema')!.fix).toMatch(
      /^Describe the product with a schema\.org Offer/,
    );
    expect(findings.get('agent_pricing.machine_readable')!.status).toBe('pass');
    expect(findings.get('agent_pricing.terms_links')!.fix).toContain('returns and refund policy');
  });

  it('does not say its price states a billing period, nor ask for trial or cancellation terms', () => {
    const currency = findings.get('agent_pricing.currency_and_period')!;
    expect(currency.status).toBe('pass');
    expect(currency.title).not.toMatch(/period/);
    const terms = findings.get('agent_pricing.terms_links')!;
    expect(terms.title).toBe('No terms or returns policy linked');
    expect(terms.evidence.map((e) => e.what).join(' ')).not.toMatch(PLAN_WORDS);
  });

  it('asks a price shown only in the markup for this page, not for a pricing page', () => {
    const hidden = findingsOf(
      product(
        {
          price: '289.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: PRODUCT_URL,
        },
        '<p class="price" data-price-id="q7"></p>',
      ),
      PRODUCT_URL,
    ).get('agent_pricing.pricing_in_html')!;
    expect(hidden.status).toBe('fail');
    expect(hidden.fix).not.toMatch(PLAN_WORDS);
    expect(hidden.fix).toMatch(/^Show the price you charge for the product, with the currency/);
  });
});

describe('agent_pricing Offer evidence', () => {
  const offer = { price: '289.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' };

  it('gives a product bought once its price and currency, without a billing field it has no use for', () => {
    const found = findingsOf(product(offer, '<p class="price">$289.99</p>'), PRODUCT_URL);
    const values = found.get('agent_pricing.offer_schema')!.evidence.map((e) => e.value);
    expect(values).toEqual([{ price: 289.99, currency: 'USD' }]);
  });

  it('keeps whether a subscription Offer states its billing period', () => {
    const page = html(
      `<main><h1>Pricing</h1><p>Team plan: US$49 per month, billed monthly.</p><a href="/signup">Sign up</a></main>`,
      `<title>Pricing</title><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: 'Forge',
        offers: { '@type': 'Offer', price: '49', priceCurrency: 'USD' },
      })}</script>`,
    );
    const values = findingsOf(page, 'https://forge.example.com/pricing')
      .get('agent_pricing.offer_schema')!
      .evidence.map((e) => e.value);
    expect(values).toEqual([{ price: 49, currency: 'USD', billing_specification: false }]);
  });
});

describe('agent_pricing on a software pricing page', () => {
  const findings = findingsOf(
    html(
      `<nav><a href="/">Forge</a></nav><main><h1>Pricing</h1>
<section><h2>Starter</h2><p>US$19 per month, billed monthly.</p><a href="/signup?plan=starter">Sign up</a></section>
<section><h2>Team</h2><p>US$49 per user per month.</p></section></main>`,
      '<title>Pricing</title>',
    ),
    'https://forge.example.com/pricing',
  );

  it('still speaks of plans with their price, currency and billing period', () => {
    expect(findings.get('agent_pricing.currency_and_period')!.title).toBe(
      'Prices state currency and billing period',
    );
    expect(findings.get('agent_pricing.machine_readable')!.fix).toContain(
      'listing each plan with price, currency and period',
    );
    expect(findings.get('agent_pricing.offer_schema')!.fix).toContain('billingDuration');
    expect(findings.get('agent_pricing.terms_links')!.fix).toContain('"can I cancel?"');
  });
});
