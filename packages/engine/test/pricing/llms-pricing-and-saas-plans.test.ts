import { describe, expect, it } from 'vitest';
import { findingOf, reviewFile, reviewPricing } from './review-pages.ts';

/**
 * A SaaS site's llms.txt that lists its pricing page, with the plans' prices, under "## Product" gives pricing as
 * surely as a "## Pricing" section; and its plans (Offers of a SoftwareApplication, or billed by a
 * UnitPriceSpecification) have no stock to state, so they are not asked for `availability`.
 */
describe('pricing in llms.txt under another heading', () => {
  const llmsTxt = reviewFile('nextjs-saas-home', 'llms.txt');

  it('counts the Pricing item under "## Product" as machine-readable pricing', () => {
    const result = reviewPricing('nextjs-saas-home', { llmsTxt });
    const check = findingOf(result, 'agent_pricing.machine_readable');
    expect(check.status).toBe('pass');
    expect(check.evidence[0]?.what).toBe(
      'llms.txt lists pricing under "## Product": "- [Pricing](https://www.relaywise.com/pricing): Free for up to 5 users; Pro $19 per user per month; Enterprise on request."',
    );
    expect(result.signals.map((s) => s.kind)).toContain('llms_txt_pricing');
  });

  it('counts an item that links the pricing page with no price in its note, and not an item that does neither', () => {
    const linked = reviewPricing('nextjs-saas-home', {
      llmsTxt:
        '# Relaywise\n\n## Company\n\n- [Plans](https://www.relaywise.com/pricing)\n- [About](https://www.relaywise.com/about)\n',
    });
    expect(findingOf(linked, 'agent_pricing.machine_readable').status).toBe('pass');
    const none = reviewPricing('nextjs-saas-home', {
      llmsTxt: '# Relaywise\n\n## Company\n\n- [About](https://www.relaywise.com/about): Founded in 2019.\n',
    });
    expect(findingOf(none, 'agent_pricing.machine_readable').status).toBe('fail');
  });
});

describe('SaaS plans and availability', () => {
  it('asks the SoftwareApplication’s Offer for no availability', () => {
    const check = findingOf(reviewPricing('nextjs-saas-home'), 'agent_pricing.offer_schema');
    expect(check.evidence.map((e) => e.what)).toEqual(['Offer missing url']);
  });

  it('asks no plan of a product billed by a UnitPriceSpecification for availability', () => {
    const check = findingOf(reviewPricing('saas-pricing'), 'agent_pricing.offer_schema');
    expect(check.evidence.map((e) => e.what)).toEqual([
      'Offer missing url',
      'Offer missing url',
      'Offer missing url',
    ]);
  });

  it('still asks a shop’s product Offer for availability', () => {
    const check = findingOf(
      reviewPricing('shopify-dawn-product', {
        edit: (h) => h.replace('"availability":"http://schema.org/InStock",', ''),
      }),
      'agent_pricing.offer_schema',
    );
    expect(check.evidence.map((e) => e.what)).toEqual(['Offer missing availability']);
  });
});
