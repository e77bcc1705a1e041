import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { findPrices, givenAmounts } from '../../src/pricing/prices.ts';
import { type ContextOptions, contextOf, findingOf, html, resource } from '../content/context.ts';

/**
 * A SaaS careers page lists its benefits ("$2,000 yearly learning budget", "Home office budget of $1,500"), and a
 * bank's job posting its salary (£68,000–£78,000 a year, with a JobPosting): from the review of 2026-11-24, where the
 * careers page became the site's pricing page, its benefits its prices, and it was asked for Offer markup.
 */
type Pricing = AgentPricingModule & {
  prices: { amount: number }[];
  signals: { kind: string }[];
  pricing_url: string | null;
};

const pages = join(import.meta.dirname, 'careers-pages');
const careers = readFileSync(join(pages, 'relaywise-careers.html'), 'utf8');
const jobPosting = readFileSync(join(pages, 'harbourbank-job-posting.html'), 'utf8');
const CAREERS_URL = 'https://www.relaywise.com/careers';

const pricingOf = (page: string, options: ContextOptions): Pricing =>
  AgentPricingModule.parse(analyzeAgentPricing(contextOf(page, options))) as Pricing;

const pricingPage = resource(
  'https://www.relaywise.com/pricing',
  html(
    '<main><h1>Pricing</h1><h2>Starter</h2><p>$49 per month</p><h2>Growth</h2><p>$199 per month</p><a href="/signup">Start free trial</a></main>',
  ),
);

describe('a careers page’s benefits are not prices', () => {
  it('judge the linked pricing page, not the careers page, on a site that sells', () => {
    const result = pricingOf(careers, { url: CAREERS_URL });
    expect(result.applicable).toBe(true);
    expect(result.prices).toEqual([]);
    expect(result.pricing_url).toBe('https://www.relaywise.com/pricing');
    expect(result.signals.map((s) => s.kind)).toEqual(['pricing_link']);
    const offers = findingOf(result, 'agent_pricing.offer_schema');
    expect(offers.status).toBe('not_applicable');
    expect(offers.title).toBe('Offer markup: not verified (on the pricing page)');

    const read = pricingOf(careers, { url: CAREERS_URL, extra: { pricing: pricingPage } });
    expect(read.pricing_url).toBe('https://www.relaywise.com/pricing');
    expect(read.prices.map((p) => p.amount)).toEqual([49, 199]);
  });

  it('do not apply on a site that sells nothing, and say the amounts are benefits', () => {
    const alone = careers.replace(/<a href="\/pricing">Pricing<\/a>/, '');
    const result = pricingOf(alone, { url: CAREERS_URL });
    expect(result.applicable).toBe(false);
    expect(result.findings[0]!.evidence[0]!.what).toMatch(
      /only amounts are pay or benefits staff receive \("learning budget" beside "\$2,000 yearly", "Home office budget" beside "\$1,500"\)/,
    );
  });

  it('read a salary range without a period, and stipends and allowances, as given', () => {
    for (const line of [
      'Salary range: $140,000 – $170,000 depending on experience',
      'Every hire gets a $1,500 home-office stipend',
      'A wellness allowance of €60 per month',
      'Referral bonus: $3,000 for every hire you refer',
      'Jährliches Weiterbildungsbudget von 1.500 €',
    ]) {
      const page = html(
        `<main><h1>Careers at Relaywise</h1><h2>Benefits</h2><ul><li>${line}</li></ul></main>`,
      );
      expect(pricingOf(page, { url: CAREERS_URL }).applicable, line).toBe(false);
    }
  });
});

describe('a job posting is not a pricing page', () => {
  const url = 'https://careers.harbourbank.co.uk/jobs/senior-data-engineer-leeds-4821';

  it('do not apply to a bank’s posting with its JobPosting and salary', () => {
    const result = pricingOf(jobPosting, { url });
    expect(result.applicable).toBe(false);
    expect(result.prices).toEqual([]);
  });

  it('judge the pricing page on a SaaS posting whose menu links it', () => {
    const saas = jobPosting.replace('<a href="/jobs">All jobs</a>', '<a href="/pricing">Pricing</a>');
    const result = pricingOf(saas, { url, extra: { pricing: pricingPage } });
    expect(result.applicable).toBe(true);
    expect(result.pricing_url).toBe('https://www.relaywise.com/pricing');
    expect(result.prices.map((p) => p.amount)).toEqual([49, 199]);
  });
});

describe('what a benefit word does not take from a page that sells', () => {
  it('keep a benefits platform’s price per employee beside the stipend it funds', () => {
    const page = html(
      '<main><h1>Perkbox for teams</h1><p>Give every employee a $100 monthly wellness stipend.</p><p>Plans from $4 per employee per month. <a href="/signup">Start free trial</a></p></main>',
    );
    const result = pricingOf(page, { url: 'https://perks.example/' });
    expect(result.applicable).toBe(true);
    expect(result.prices.map((p) => p.amount)).toEqual([4]);
  });

  it('keep a travel agency’s and a shop’s prices beside "travel budget" or "office budget"', () => {
    for (const text of [
      'Holidays for every travel budget: Lisbon city break from £199 per person.',
      'Desks for any office budget, from $149.',
      'Travel packages from $999.',
    ]) {
      expect(givenAmounts(text, findPrices(text)).size, text).toBe(0);
    }
  });

  it('keep a product page’s prices whatever stands beside them', () => {
    const page = html(
      '<main><h1>Payroll</h1><p>Pay salaries in 150 countries: $29 per month, billed annually.</p></main>',
    );
    expect(
      pricingOf(page, { url: 'https://payroll.example/products/payroll' }).prices.map((p) => p.amount),
    ).toEqual([29]);
  });
});
