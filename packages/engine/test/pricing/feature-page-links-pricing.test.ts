import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf, resource } from '../content/context.ts';
import { REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/**
 * A Next.js SaaS feature page (Tasklane's time-tracking page) shows no prices and links "Pricing" from its menu. It
 * is judged on what an agent needs there, the pricing page linked by name and open to the answer engines' bots, and
 * is not failed for Offer markup of prices it never shows.
 */

const URL_ = REVIEW_PAGE_URLS.content['nextjs-feature'];
const page = reviewPageFile('content', 'nextjs-feature');
const llmsTxt = reviewPageFile('content', 'nextjs-feature', 'llms.txt');
const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /app/\n\nSitemap: https://www.tasklane.io/sitemap.xml\n';

function pricingOf(options: { robots?: string; html?: string; pricingPage?: string } = {}) {
  const context = contextOf(options.html ?? page, {
    url: URL_,
    llmsTxt,
    ...(options.pricingPage !== undefined
      ? { extra: { pricing: resource('https://www.tasklane.io/pricing', options.pricingPage) } }
      : {}),
  });
  context.artifacts.robotsTxt = resource('https://www.tasklane.io/robots.txt', options.robots ?? ROBOTS, {
    headers: { 'content-type': 'text/plain' },
  });
  return AgentPricingModule.parse(analyzeAgentPricing(context));
}

describe('a feature page that links its pricing page and shows no prices', () => {
  it('is judged on the named, reachable pricing link, not failed for Offer markup', () => {
    const result = pricingOf();
    expect(result.applicable).toBe(true);
    expect(result.score).toBe(100);
    const offers = findingOf(result, 'agent_pricing.offer_schema');
    expect(offers.status).toBe('not_applicable');
    expect(offers.title).toBe('Offer markup: not verified (on the pricing page)');
    const link = findingOf(result, 'agent_pricing.pricing_link');
    expect(link.status).toBe('pass');
    expect(link.evidence[0]?.what).toBe('link "Pricing" names the pricing page');
  });

  it('fails the link when robots.txt keeps AI crawlers off the pricing page', () => {
    const result = pricingOf({ robots: `${ROBOTS}Disallow: /pricing\n` });
    const link = findingOf(result, 'agent_pricing.pricing_link');
    expect(link.status).toBe('fail');
    expect(link.severity).toBe('high');
    expect(link.evidence.map((e) => e.what)).toContain(
      'robots.txt keeps OAI-SearchBot off the pricing page though it may read this page (Disallow: /pricing)',
    );
    expect(result.score).toBeLessThan(100);
  });

  it('gives half credit to a link that reaches the pricing page without naming it', () => {
    const html = page.replace('<a href="/pricing">Pricing</a>', '<a href="/pricing">See what fits</a>');
    const link = findingOf(pricingOf({ html }), 'agent_pricing.pricing_link');
    expect(link.status).toBe('warn');
    expect(link.evidence[0]?.what).toBe('link "See what fits" leads to the pricing page without naming it');
  });

  it('still asks for Offer markup on the pricing page once it is fetched', () => {
    const pricingPage =
      '<!doctype html><html lang="en"><head><title>Pricing | Tasklane</title></head><body><main><h1>Pricing</h1><h2>Team</h2><p>$12 per user per month, billed annually</p><h2>Business</h2><p>$24 per user per month, billed annually</p><a href="/terms">Terms</a></main></body></html>';
    const offers = findingOf(pricingOf({ pricingPage }), 'agent_pricing.offer_schema');
    expect(offers.status).toBe('fail');
    expect(offers.title).toBe('No Offer markup');
  });
});
