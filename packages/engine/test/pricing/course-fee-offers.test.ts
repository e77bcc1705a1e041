import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf, html } from '../content/context.ts';
import { reviewPricing } from './review-pages.ts';

/**
 * A course's Offer is its tuition or fee, not stock: like a SaaS plan, it is not asked for `availability` (Google's
 * Course info markup asks for a price and category, never for availability). A product's Offer still is.
 */
const offerCheck = (result: { findings?: { check: string }[] }) =>
  findingOf(result as ReturnType<typeof reviewPricing>, 'agent_pricing.offer_schema');

const programmePage = (node: string) =>
  html(
    `<main><h1>MSc Data Science</h1><p>A one-year taught programme in statistics and machine learning. Tuition is £12,400 for the full programme.</p><script type="application/ld+json">${node}</script></main>`,
    '<title>MSc Data Science | Northfield University</title>',
  );

describe('Offers of courses and study programmes', () => {
  it('does not ask a Drupal university course page’s tuition Offer for availability', () => {
    const check = offerCheck(reviewPricing('drupal-university'));
    const missing = check.evidence.map((e) => e.what);
    expect(missing).toEqual(['Offer missing url']);
    expect(missing.join(' ')).not.toMatch(/availability/);
  });

  it('does not ask an EducationalOccupationalProgram’s fee Offer for availability', () => {
    const node = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: 'MSc Data Science',
      provider: { '@type': 'CollegeOrUniversity', name: 'Northfield University' },
      offers: {
        '@type': 'Offer',
        category: 'Tuition',
        price: '12400',
        priceCurrency: 'GBP',
        url: 'https://www.northfield.ac.uk/study/msc-data-science/fees',
      },
    });
    const result = AgentPricingModule.parse(
      analyzeAgentPricing(
        contextOf(programmePage(node), { url: 'https://www.northfield.ac.uk/study/msc-data-science' }),
      ),
    );
    expect(result.applicable).toBe(true);
    const check = offerCheck(result);
    expect(check.status).toBe('pass');
    expect(check.evidence.map((e) => e.what)).toEqual(['complete Offer (12400 GBP)']);
  });

  it('still asks a product’s Offer for availability', () => {
    const node = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Data Science Handbook (print)',
      offers: {
        '@type': 'Offer',
        price: '12400',
        priceCurrency: 'GBP',
        url: 'https://www.northfield.ac.uk/shop/handbook',
      },
    });
    const check = offerCheck(
      AgentPricingModule.parse(
        analyzeAgentPricing(
          contextOf(programmePage(node), { url: 'https://www.northfield.ac.uk/shop/handbook' }),
        ),
      ),
    );
    expect(check.evidence.map((e) => e.what)).toEqual(['Offer missing availability']);
  });
});
