import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { findPrices } from '../../src/pricing/prices.ts';
import { contextOf, findingOf } from '../content/context.ts';

/**
 * A product name that ends in a number ("iPhone 16", "Pace Runner 3", "Pack of 12") stands before its price in
 * English shops: the number is no amount with the sign after it ("16 $"), and the real price is not lost.
 */

const raws = (text: string, lang = 'en') => findPrices(text, 500, { lang }).map((p) => p.raw);

describe('a number before a price', () => {
  it('leaves the model number and reads the price after it', () => {
    expect(raws('iPhone 16 $799')).toEqual(['$799']);
    expect(raws('Galaxy S24 $799 or Air Max 90 $130')).toEqual(['$799', '$130']);
    expect(raws('Pace Runner 3\n$129.95')).toEqual(['$129.95']);
    expect(raws('Pack of 12\n$24.99')).toEqual(['$24.99']);
    expect(raws('Windows 11 £139 at the store')).toEqual(['£139']);
  });

  it('still reads amounts written before their sign, one after the other', () => {
    expect(raws('12,90 € 15,90 €', 'fr')).toEqual(['12,90 €', '15,90 €']);
    expect(raws('5 € 10 €', 'de')).toEqual(['5 €', '10 €']);
    expect(raws('99 Kč 120 Kč', 'cs')).toEqual(['99 Kč', '120 Kč']);
    expect(raws('Prix : 5 $ par mois', 'fr-CA')).toEqual(['5 $ par mois']);
  });

  it('holds the product page’s Offer against the price under an H1 that ends in a number', () => {
    const page = `<!doctype html><html lang="en"><head><title>Pace Runner 3</title><script type="application/ld+json">${JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Pace Runner 3',
        offers: {
          '@type': 'Offer',
          price: '129.95',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
      },
    )}</script></head><body><main><h1>Pace Runner 3</h1><p class="price">$129.95</p><form action="/cart/add" method="post"><button>Add to cart</button></form></main></body></html>`;
    const result = AgentPricingModule.parse(
      analyzeAgentPricing(contextOf(page, { url: 'https://shop.example/products/pace-runner-3' })),
    );
    const inHtml = findingOf(result, 'agent_pricing.pricing_in_html');
    expect(inHtml.evidence[0]).toMatchObject({ value: { amount: 129.95, currency: 'USD' } });
    expect(findingOf(result, 'agent_pricing.consistency').status).toBe('pass');
  });
});
