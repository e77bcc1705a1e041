import { AgentPricingModule, EeatModule, SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextOf, findingOf } from '../content/context.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/** A link in both the header and the footer is listed once, where the page first has it. */

const OFFER = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Anvil',
  offers: {
    '@type': 'Offer',
    price: '189',
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
  },
})}</script>`;

describe('link evidence: each link once', () => {
  it('agent_pricing.terms_links lists the returns page once, by URL, with the header as its place', () => {
    const page = `<!doctype html><html lang="en"><head><title>Anvil</title>${OFFER}</head><body>
<header><a href="/returns">Returns</a></header><main><h1>Anvil</h1><p>€189</p></main>
<footer><a href="https://shop.example/returns">Returns</a> <a href="/returns">Return policy</a> <a href="/terms">Terms of sale</a></footer></body></html>`;
    const result = AgentPricingModule.parse(
      analyzeAgentPricing(contextOf(page, { url: 'https://shop.example/anvil' })),
    );
    const terms = findingOf(result, 'agent_pricing.terms_links');
    expect(terms.status).toBe('pass');
    expect(terms.evidence).toEqual([
      { what: 'link "Returns"', where: 'header', value: 'https://shop.example/returns' },
      { what: 'link "Terms of sale"', where: 'footer', value: 'https://shop.example/terms' },
    ]);
  });

  it('eeat trust links and agent_pricing.terms_links keep the same links: one per URL, the first label', () => {
    // Decision 0094: one rule for both, so a page linked under two labels is one page found in either finding.
    const page = `<!doctype html><html lang="en"><head><title>Anvil</title>${OFFER}</head><body>
<header><a href="/terms">Terms of Use</a></header><main><h1>Anvil</h1><p>€189</p></main>
<footer><a href="/terms">Terms and conditions</a> <a href="/legal/terms-of-sale">Terms of sale</a></footer></body></html>`;
    const url = 'https://shop.example/anvil';
    const pricing = findingOf(analyzeAgentPricing(contextOf(page, { url })), 'agent_pricing.terms_links');
    const eeat = finding(
      EeatModule.parse(analyzeEeat(contextFor(page, { url, headers: HTTPS_HEADERS }))),
      'eeat.terms',
    );
    const expected = [
      { what: 'link "Terms of Use"', where: 'header', value: 'https://shop.example/terms' },
      { what: 'link "Terms of sale"', where: 'footer', value: 'https://shop.example/legal/terms-of-sale' },
    ];
    expect(pricing.evidence).toEqual(expected);
    expect(eeat.evidence).toEqual(expected);
  });

  it('eeat.contact_details lists a mailto: link in header and footer once', () => {
    const page = `<!doctype html><html lang="en"><head><title>Forge &amp; Co</title></head><body>
<header><a href="mailto:hello@forge.example">Email us</a></header><main><h1>Services</h1><p>We repair anvils.</p></main>
<footer><a href="mailto:hello@forge.example">hello@forge.example</a> <a href="tel:+441134960000">0113 496 0000</a></footer></body></html>`;
    const eeat = EeatModule.parse(
      analyzeEeat(contextFor(page, { url: 'https://forge.example/services', headers: HTTPS_HEADERS })),
    );
    expect(finding(eeat, 'eeat.contact_details').evidence).toEqual([
      { what: 'mailto link', where: 'header', value: 'mailto:hello@forge.example' },
      { what: 'tel link', where: 'footer', value: 'tel:+441134960000' },
    ]);
  });
});

describe('schema.entity_links: a sameAs listed twice', () => {
  it('counts and lists it once, so one profile is not taken for two', () => {
    const page = `<!doctype html><html lang="en"><head><title>Forge</title><script type="application/ld+json">${JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Forge',
        sameAs: ['https://x.com/forge', 'https://x.com/forge', ' https://x.com/forge'],
      },
    )}</script></head><body><main><h1>Forge</h1></main></body></html>`;
    const schema = SchemaModule.parse(analyzeSchema(contextFor(page, { url: 'https://forge.example/' })));
    const links = finding(schema, 'schema.entity_links');
    expect(links.status).toBe('warn');
    expect(links.evidence[0]).toMatchObject({
      what: 'Organization "Forge": 1 sameAs link',
      value: [{ url: 'https://x.com/forge', platform: 'X (Twitter)' }],
    });
  });
});
