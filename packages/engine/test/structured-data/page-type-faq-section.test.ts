import { describe, expect, it } from 'vitest';
import { analyzeAll, contextFor, finding, jsonLd, page } from './helpers.ts';

/**
 * A FAQPage marks up an FAQ section as often as an FAQ page: a SaaS's /pricing ends in billing questions, an about
 * page in "Questions about us". Trimmed from a Webflow SaaS's pricing page, whose plan cards carry no markup and whose
 * FAQ accordion is a FAQPage.
 */
const faq = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    {
      '@type': 'Question',
      name: 'Can I cancel anytime?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: 'Yes. Cancel from Settings and you will not be charged again.',
      },
    },
    {
      '@type': 'Question',
      name: 'Do you offer discounts for nonprofits?',
      acceptedAnswer: { '@type': 'Answer', text: 'Yes, registered nonprofits get 50% off any paid plan.' },
    },
  ],
};

const pricingPage = page(
  `<title>Pricing | Tasklane</title><meta name="description" content="Tasklane plans for every team.">
<meta property="og:type" content="website">${jsonLd(faq)}`,
  `<header><a href="/">Tasklane</a><nav><a href="/features">Features</a> <a href="/pricing">Pricing</a></nav></header>
<main><h1>Plans for teams of every size</h1>
<div class="plan"><h2>Free</h2><p>$0 forever, up to 3 projects.</p><a href="/signup?plan=free">Start free</a></div>
<div class="plan"><h2>Team</h2><p>$12 per user per month, billed annually.</p><a href="/signup?plan=team">Start trial</a></div>
<div class="plan"><h2>Business</h2><p>$24 per user per month, SSO and audit logs.</p><a href="/signup?plan=business">Start trial</a></div>
<section class="faq"><h2>Frequently asked questions</h2>
<h3>Can I cancel anytime?</h3><p>Yes. Cancel from Settings and you will not be charged again.</p>
<h3>Do you offer discounts for nonprofits?</h3><p>Yes, registered nonprofits get 50% off any paid plan.</p></section></main>
<footer><p>© 2026 Tasklane, Inc.</p></footer>`,
);

describe('an FAQ section marked up as a FAQPage on a page that is something else', () => {
  it('leaves a /pricing page a pricing page, held to a pricing page’s expectations', () => {
    const { schema, eeat } = analyzeAll(contextFor(pricingPage, { url: 'https://www.tasklane.io/pricing' }));
    expect(schema.page_type).toBe('pricing');
    expect(eeat.page_type).toBe('pricing');
    expect(finding(schema, 'schema.page_type_fit').title).toBe(
      'A pricing page lacks Product, SoftwareApplication or Service and Offer (one per plan)',
    );
  });

  it('leaves an about page an about page', () => {
    const { schema } = analyzeAll(contextFor(pricingPage, { url: 'https://www.tasklane.io/about-us' }));
    expect(schema.page_type).toBe('about');
  });

  it('still makes an FAQ page of a page the FAQPage is, at /faq or, when its questions are the page, anywhere', () => {
    expect(analyzeAll(contextFor(pricingPage, { url: 'https://www.tasklane.io/faq' })).schema.page_type).toBe(
      'faq',
    );
    const questionsOnly = page(
      `<title>Billing questions | Tasklane</title><meta property="og:type" content="website">${jsonLd(faq)}`,
      `<header><a href="/">Tasklane</a></header>
<main><h1>Billing questions</h1>
<h2>Can I cancel anytime?</h2><p>Yes. Cancel from Settings and you will not be charged again.</p>
<h2>Do you offer discounts for nonprofits?</h2><p>Yes, registered nonprofits get 50% off any paid plan.</p></main>`,
    );
    const url = 'https://www.tasklane.io/help/billing-questions';
    expect(analyzeAll(contextFor(questionsOnly, { url })).schema.page_type).toBe('faq');
    // The pricing page's two questions under four other headings are a section of it, not the page.
    expect(analyzeAll(contextFor(pricingPage, { url })).schema.page_type).toBe('other');
  });
});
