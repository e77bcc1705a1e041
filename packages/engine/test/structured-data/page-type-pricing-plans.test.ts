import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeSchema, parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { contextFor, finding, jsonLd, page } from './helpers.ts';

/**
 * A SaaS's pricing page marks its plans up as a Product with an Offer per plan (a free plan at $0, a price per user
 * per month): on a pricing path that confirms the pricing page, which shop rules do not fit. Trimmed from a Next.js
 * SaaS's /pricing.
 */
const plans = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Relaywise',
  description: 'Incident management platform',
  brand: { '@type': 'Brand', name: 'Relaywise' },
  offers: [
    { '@type': 'Offer', name: 'Free', price: '0', priceCurrency: 'USD' },
    {
      '@type': 'Offer',
      name: 'Pro',
      price: '19',
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '19',
        priceCurrency: 'USD',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: '1', unitText: 'user' },
      },
    },
    { '@type': 'Offer', name: 'Business', price: '39', priceCurrency: 'USD' },
  ],
};
const faq = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    {
      '@type': 'Question',
      name: 'Is there a free trial?',
      acceptedAnswer: { '@type': 'Answer', text: 'Yes. Every paid plan starts with a 14-day free trial.' },
    },
  ],
};
const saasPricing = page(
  `<title>Pricing - Relaywise</title><meta name="description" content="Relaywise plans and pricing"><meta property="og:type" content="website"/>${jsonLd(plans)}${jsonLd(faq)}`,
  `<header><a href="/">Relaywise</a><nav><a href="/product">Product</a> <a href="/pricing">Pricing</a></nav></header>
<main><section><h1>Simple pricing that scales with your team</h1><p>Start free. Upgrade when you need more. All prices in US dollars.</p>
<div class="plan"><h2>Free</h2><p class="price">$0</p><p>For small teams getting started. Up to 5 users.</p><a href="https://app.relaywise.com/signup?plan=free">Start free</a></div>
<div class="plan"><h2>Pro</h2><p class="price">$19<span>/user/mo</span></p><p>billed annually, or $23 month-to-month</p><a href="https://app.relaywise.com/signup?plan=pro">Start 14-day trial</a></div>
<div class="plan"><h2>Business</h2><p class="price">$39<span>/user/mo</span></p><p>billed annually, or $47 month-to-month</p><a href="https://app.relaywise.com/signup?plan=business">Start 14-day trial</a></div>
</section><section><h2>Frequently asked questions</h2><h3>Is there a free trial?</h3><p>Yes. Every paid plan starts with a 14-day free trial.</p></section></main>
<footer><a href="/about">About</a> <p>© 2026 Relaywise, Inc.</p></footer>`,
);

const detect = (html: string, url: string) => {
  const document = parsePage(html);
  return detectPageType(url, pageFacts(document), extractStructuredData(document));
};

describe('a pricing page that marks its plans up as a Product', () => {
  const url = 'https://www.relaywise.com/pricing';

  it('is a pricing page, held to a pricing page’s expectations and not to a merchant listing’s', () => {
    expect(detect(saasPricing, url).type).toBe('pricing');
    const schema = SchemaModule.parse(analyzeSchema(contextFor(saasPricing, { url })));
    expect(finding(schema, 'schema.page_type_fit').title).toBe('Structured data fits a pricing page');
    // The free plan's $0 is no merchant listing's missing price.
    const required = finding(schema, 'schema.required_properties');
    expect(JSON.stringify(required)).not.toMatch(/greater than zero/);
  });

  it('is so for a SoftwareApplication or a Service too, and at /plans-and-pricing', () => {
    for (const type of ['SoftwareApplication', 'Service']) {
      const html = saasPricing.replace('"@type":"Product"', `"@type":"${type}"`);
      expect(detect(html, 'https://www.relaywise.com/plans-and-pricing').type, type).toBe('pricing');
    }
  });

  it('leaves a product sold once at one price under /plans/ a product page', () => {
    const housePlan = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'The Aspen cottage plan',
        offers: { '@type': 'Offer', price: '1295', priceCurrency: 'USD' },
      }),
      '<main><h1>The Aspen cottage plan</h1><p>Two bedrooms, 1,150 sq ft.</p></main>',
    );
    expect(detect(housePlan, 'https://houseplans.example/plans/the-aspen-cottage').type).toBe('product');
  });
});
