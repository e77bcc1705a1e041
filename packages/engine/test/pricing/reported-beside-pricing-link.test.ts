import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf, resource } from '../content/context.ts';

/**
 * A SaaS site links "Pricing" in its menu; its careers page states salaries and its blog quotes a competitor's price.
 * Those are not what the site charges: the module judges the site's pricing page, fetched for it, instead.
 */

type Pricing = AgentPricingModule & {
  prices: { amount: number }[];
  signals: { kind: string }[];
  pricing_url: string | null;
};

const PRICING_URL = 'https://tallyform.example/pricing';
const pricingPage = resource(
  PRICING_URL,
  '<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Pricing</h1><h2>Team</h2><p>$20 per user / month, billed annually</p><h2>Business</h2><p>$45 per user / month, billed annually</p><a href="/signup">Start free trial</a></main></body></html>',
);
const nav =
  '<header><nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/careers">Careers</a></nav></header>';
const prose =
  'We are a small team building form software for people who collect data in the field, and we work in the open: our roadmap, our salaries and our handbook are public, and we write about what we learn.';

const pricingOf = (page: string, url: string): Pricing =>
  AgentPricingModule.parse(
    analyzeAgentPricing(contextOf(page, { url, extra: { pricing: pricingPage } })),
  ) as Pricing;

describe('prices a page reports, on a site that sells', () => {
  it('judges the pricing page, not the salaries of a careers page', () => {
    const page = `<!doctype html><html lang="en"><head><title>Senior engineer</title></head><body>${nav}<main><h1>Senior backend engineer</h1><p>${prose}</p><p>The salary for this role is $165,000 – $195,000 per year, plus a learning budget of $1,500 a year.</p><p>${prose}</p></main></body></html>`;
    const result = pricingOf(page, 'https://tallyform.example/careers/senior-backend-engineer');
    expect(result.applicable).toBe(true);
    expect(result.pricing_url).toBe(PRICING_URL);
    expect(result.prices.map((p) => p.amount)).toEqual([20, 45]);
    expect(result.signals.map((s) => s.kind)).not.toContain('prices_in_text');
    expect(
      findingOf(result, 'agent_pricing.offer_schema')
        .evidence.map((e) => e.what)
        .join(' '),
    ).not.toMatch(/165,000/);
  });

  it('still reads the prices of the site’s own product page that links its pricing', () => {
    const page = `<!doctype html><html lang="en"><head><title>Tallyform for teams</title></head><body>${nav}<main><h1>Tallyform for teams</h1><p>${prose}</p><p>Team plan: $20 per user per month.</p><a href="/signup">Start free trial</a></main></body></html>`;
    const result = pricingOf(page, 'https://tallyform.example/teams');
    expect(result.pricing_url).toBe('https://tallyform.example/teams');
    expect(result.prices.map((p) => p.amount)).toEqual([20]);
  });
});
