import { describe, expect, it } from 'vitest';
import { findingOf, html, prose } from '../content/context.ts';
import { auditPage, citabilityOfPage, reviewPage } from './citability-pages.ts';

// Shopify's Dawn theme prints "Regular price" twice, "Sale price" and "Unit price" on each product card for screen
// readers (`span.visually-hidden`): on a collection of 16 products, "price" was 16% of the words and keyword stuffing
// was the page's first action. No visitor sees those labels and the merchant wrote none of them.
describe('citability: screen-reader labels are not keyword stuffing', () => {
  it('shopify-dawn-collection: no keyword stuffing, and no stuffing item in the action plan', () => {
    const stuffing = findingOf(citabilityOfPage('shopify-dawn-collection'), 'citability.keyword_stuffing');
    expect(stuffing.status).toBe('pass');
    expect(stuffing.evidence.map((e) => e.what).join(' ')).not.toMatch(/price/);
    // The cards' currency codes ("$18.00 USD") belong to their amounts, and the product names are link texts.
    expect(stuffing.evidence[0]?.what).not.toMatch(/"usd"|"sock"/);
    const plan = auditPage('shopify-dawn-collection').action_plan;
    expect(plan.map((item) => item.check)).not.toContain('citability.keyword_stuffing');
  });

  it('category-page: the plain grid is no stuffing either', () => {
    const stuffing = findingOf(citabilityOfPage('category-page'), 'citability.keyword_stuffing');
    expect(stuffing.status).not.toMatch(/fail|warn/);
  });

  it('still sees a keyword repeated in visible text beside the labels', () => {
    const { html: page } = reviewPage('shopify-dawn-collection');
    const stuffed = page.replace(
      '<div class="facets-container">',
      `<div class="rte"><p>${'Buy cheap wool socks online. '.repeat(14)}</p></div><div class="facets-container">`,
    );
    const stuffing = findingOf(
      citabilityOfPage('shopify-dawn-collection', { html: stuffed }),
      'citability.keyword_stuffing',
    );
    expect(stuffing.status).toBe('fail');
    expect(stuffing.title).toMatch(/wool socks|cheap wool/);
  });

  it('still reads text hidden in bulk under a screen-reader class: it is no label', () => {
    const block = `<p class="sr-only">${'cheap car insurance miami best cheap car insurance miami quotes '.repeat(6)}</p>`;
    const page = html(`<main><h1>Car insurance in Miami</h1><p>${prose(200)}</p>${block}</main>`);
    const result = citabilityOfPage('press-release', {
      html: page,
      url: 'https://example.com/car-insurance-miami',
    });
    expect(findingOf(result, 'citability.keyword_stuffing').status).toBe('fail');
  });
});
