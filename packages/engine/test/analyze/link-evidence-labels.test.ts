import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { linkLabel } from '../../src/analyze/link-label.ts';
import { contextOf, findingOf } from '../content/context.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/** A link row's separators written inside the links ("Privacy Policy |") are not quoted as the link's words. */

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

const PAGE = `<!doctype html><html lang="en"><head><title>Anvil</title>${OFFER}</head><body>
<header><a href="/help/privacy">Privacy Policy |</a> <a href="/help/terms">Terms of Use&nbsp;|</a>
<a href="/help/returns">• Returns —</a></header><main><h1>Anvil</h1><p>€189</p></main></body></html>`;
const URL = 'https://shop.example/anvil';

describe('link texts quoted in evidence', () => {
  it('eeat quotes "Privacy Policy" and "Terms of Use", not the separators after them', () => {
    const eeat = EeatModule.parse(analyzeEeat(contextFor(PAGE, { url: URL, headers: HTTPS_HEADERS })));
    expect(finding(eeat, 'eeat.privacy_policy').evidence[0]).toEqual({
      what: 'link "Privacy Policy"',
      where: 'header',
      value: 'https://shop.example/help/privacy',
    });
    expect(finding(eeat, 'eeat.terms').evidence[0]?.what).toBe('link "Terms of Use"');
  });

  it('agent_pricing.terms_links quotes "Returns" without the bullet and dash around it', () => {
    const terms = findingOf(analyzeAgentPricing(contextOf(PAGE, { url: URL })), 'agent_pricing.terms_links');
    expect(terms.evidence.map((e) => e.what)).toContain('link "Returns"');
    expect(JSON.stringify(terms.evidence)).not.toMatch(/[|•—]/);
  });

  it('keeps what belongs to the words: a leading minus, a path, a footnote mark, an inner slash', () => {
    expect(linkLabel('-20% today')).toBe('-20% today');
    expect(linkLabel('/docs')).toBe('/docs');
    expect(linkLabel('Free delivery over £35*')).toBe('Free delivery over £35*');
    expect(linkLabel('AC/DC tickets / ')).toBe('AC/DC tickets');
    expect(linkLabel(' – Contact: ')).toBe('Contact');
  });
});
