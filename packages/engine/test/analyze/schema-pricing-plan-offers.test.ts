import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/index.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A SaaS's /pricing marks its plans up as a Product with an Offer per plan, or as an Offer per plan: subscriptions,
 * which have no stock, condition, shipping, returns or GTIN. Trimmed from a Next.js SaaS's pricing page.
 */
const perUser = (price: string) => ({
  '@type': 'UnitPriceSpecification',
  price,
  priceCurrency: 'USD',
  unitCode: 'MON',
  referenceQuantity: { '@type': 'QuantitativeValue', value: '1', unitText: 'user' },
});

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Relaywise',
  description: 'Incident management for on-call teams.',
  brand: { '@type': 'Brand', name: 'Relaywise' },
  offers: [
    { '@type': 'Offer', name: 'Free', price: '0', priceCurrency: 'USD' },
    { '@type': 'Offer', name: 'Pro', price: '19', priceCurrency: 'USD', priceSpecification: perUser('19') },
    {
      '@type': 'Offer',
      name: 'Business',
      price: '39',
      priceCurrency: 'USD',
      priceSpecification: perUser('39'),
    },
  ],
};

const offers = [
  { '@context': 'https://schema.org', '@type': 'Offer', name: 'Starter', price: '9', priceCurrency: 'USD' },
  { '@context': 'https://schema.org', '@type': 'Offer', name: 'Growth', price: '29', priceCurrency: 'USD' },
];

const pricing = (markup: string) =>
  page(
    `<title>Pricing - Relaywise</title><meta name="description" content="Relaywise plans and pricing">${markup}`,
    `<header><a href="/">Relaywise</a></header>
<main><h1>Simple pricing that scales with your team</h1><p>Incident management for on-call teams.</p>
<div class="plan"><h2>Free</h2><p>$0, up to 5 users.</p></div>
<div class="plan"><h2>Pro</h2><p>$19 per user per month.</p></div>
<div class="plan"><h2>Business</h2><p>$39 per user per month.</p></div></main>`,
  );

const GOODS = /availability|itemCondition|shippingDetails|hasMerchantReturnPolicy|gtin|sku/;

describe('the Offers of a pricing page’s plans', () => {
  const url = 'https://www.relaywise.com/pricing';

  it('are not asked for stock, condition, shipping, returns or a GTIN', () => {
    const schema = SchemaModule.parse(analyzeSchema(contextFor(pricing(jsonLd(product)), { url })));
    expect(schema.page_type).toBe('pricing');
    const recommended = finding(schema, 'schema.recommended_properties');
    expect(JSON.stringify(recommended)).not.toMatch(GOODS);
    expect(finding(schema, 'schema.required_properties').status).toBe('pass');
  });

  it('are not when each plan is an Offer of its own either, and a missing price is still asked for', () => {
    const schema = SchemaModule.parse(
      analyzeSchema(contextFor(pricing(offers.map(jsonLd).join('')), { url })),
    );
    expect(schema.page_type).toBe('pricing');
    expect(JSON.stringify(finding(schema, 'schema.recommended_properties'))).not.toMatch(GOODS);
    const unpriced = [{ ...offers[0], price: undefined }, offers[1]];
    const required = finding(
      SchemaModule.parse(analyzeSchema(contextFor(pricing(unpriced.map(jsonLd).join('')), { url }))),
      'schema.required_properties',
    );
    expect(required.evidence.map((e) => e.what)).toContain('Offer: missing price or priceSpecification');
  });
});
