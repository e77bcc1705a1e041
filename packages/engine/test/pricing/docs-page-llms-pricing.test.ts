import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf } from '../content/context.ts';

/**
 * A SaaS whose llms.txt links its pricing page (under "## Company") sells, so agent_pricing applies on every page of
 * the site. A Docusaurus guide on its docs subdomain shows no prices, links no pricing page and marks up no Offer:
 * the prices are the pricing page's, and the guide is judged on where an agent finds them (llms.txt's link), not
 * failed for "No prices in the page text", Offer markup or terms.
 */

const LLMS_TXT =
  '# Ledgerline\n\n> Ledgerline is invoicing software for small agencies.\n\n## Docs\n\n- [Quickstart](https://docs.ledgerline.io/quickstart): set up your first invoice\n\n## Company\n\n- [Pricing](https://ledgerline.io/pricing): plans and prices\n- [About](https://ledgerline.io/about): the team\n';

const page = (site: string, head: string, nav: string, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${site}</title>${head}</head>
<body><header class="site-header"><a href="/" class="site-title">${site}</a><nav class="main-nav"><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a>${nav}</nav></header>
<main id="main">${main}</main>
<footer class="site-footer"><p>© 2026 ${site}. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

const DOCS_URL = 'https://docs.ledgerline.io/guides/recurring-invoices';
const DOCS_MAIN = `<article><h1>Recurring invoices</h1><p>Recurring invoices are sent automatically on a schedule you choose. Create one from any invoice with Make recurring, pick the interval and the first send date, and Ledgerline sends each copy and records the payment status.</p><h2>Change the schedule</h2><p>Open the invoice, choose Edit schedule and pick a new interval. The change applies from the next send date; invoices already sent are not touched.</p><h2>Stop a recurring invoice</h2><p>Choose Stop recurring on the invoice. The customer receives no further copies and the series stays in your history for your records.</p></article>`;
const docsPage = (main = DOCS_MAIN) =>
  page(
    'Recurring invoices – Ledgerline Docs',
    '<meta name="generator" content="Docusaurus v3.5.2"><meta property="og:type" content="website">',
    '',
    main,
  );

const BLOG_URL = 'https://ledgerline.io/blog/late-payments';
const blogPage = page(
  'How to get paid on time – Ledgerline',
  '<meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"How to get paid on time","datePublished":"2026-09-01","author":{"@type":"Person","name":"Sam Lee"}}</script>',
  ' <a href="/pricing">Pricing</a>',
  `<article><h1>How to get paid on time</h1><p class="byline">By Sam Lee · <time datetime="2026-09-01">September 1, 2026</time></p><p>Send the invoice the day the work is done, state the due date in days rather than "net 30", and offer a card payment link: agencies that do all three are paid about two weeks sooner than those that post a PDF at the end of the month.</p></article>`,
);

const pricingOf = (html: string, url: string, llmsTxt = LLMS_TXT) =>
  AgentPricingModule.parse(analyzeAgentPricing(contextOf(html, { url, llmsTxt })));

describe('a docs page of a SaaS whose llms.txt links its pricing page', () => {
  it('is judged on llms.txt’s pricing link, not failed for prices, Offers and terms it does not carry', () => {
    const result = pricingOf(docsPage(), DOCS_URL);
    expect(result.applicable).toBe(true);
    expect(result.score).toBe(100);
    const html = findingOf(result, 'agent_pricing.pricing_in_html');
    expect(html.status).toBe('not_applicable');
    expect(html.title).toBe('Prices: judged on the pricing page');
    expect(findingOf(result, 'agent_pricing.offer_schema')).toMatchObject({
      status: 'not_applicable',
      title: 'Offer markup: judged on the pricing page',
    });
    expect(findingOf(result, 'agent_pricing.terms_links').status).toBe('not_applicable');
    const link = findingOf(result, 'agent_pricing.pricing_link');
    expect(link).toMatchObject({ status: 'pass', title: 'llms.txt links the pricing page' });
    expect(link.evidence[0]).toMatchObject({
      what: 'this page links no pricing page; llms.txt links it',
      value: 'https://ledgerline.io/pricing',
    });
    expect(result.pricing_url).toBe('https://ledgerline.io/pricing');
    expect(findingOf(result, 'agent_pricing.machine_readable').status).toBe('pass');
  });

  it('is judged on an llms.txt that states the prices without linking a page', () => {
    const llmsTxt =
      '# Ledgerline\n\n## Product\n\n- [Invoices](https://docs.ledgerline.io/invoices): Pro $19 per user per month\n';
    const result = pricingOf(docsPage(), DOCS_URL, llmsTxt);
    expect(findingOf(result, 'agent_pricing.pricing_in_html').status).toBe('not_applicable');
    expect(findingOf(result, 'agent_pricing.pricing_link')).toMatchObject({
      status: 'pass',
      title: 'llms.txt gives the pricing',
    });
  });

  it('still reads the prices of a feature page that shows them', () => {
    const main = DOCS_MAIN.replace(
      '</article>',
      '<h2>Plans</h2><p>Recurring invoices are included in Pro, $19 per user per month.</p></article>',
    );
    const html = page('Recurring invoices – Ledgerline', '', '', main);
    const result = pricingOf(html, 'https://ledgerline.io/features/recurring-invoices');
    expect(findingOf(result, 'agent_pricing.pricing_in_html')).toMatchObject({
      status: 'pass',
      title: 'Prices are in the page HTML',
    });
    expect(findingOf(result, 'agent_pricing.offer_schema').title).toBe('No Offer markup');
    expect(() => findingOf(result, 'agent_pricing.pricing_link')).toThrow();
  });
});

describe('a blog post of the same SaaS that links /pricing in its menu', () => {
  it('is not failed for terms that belong on the pricing page it links but which was not read', () => {
    const result = pricingOf(blogPage, BLOG_URL);
    expect(findingOf(result, 'agent_pricing.pricing_link').status).toBe('pass');
    expect(findingOf(result, 'agent_pricing.terms_links')).toMatchObject({
      status: 'not_applicable',
      title: 'Terms, trial or refund policy: judged on the pricing page',
    });
    expect(result.score).toBe(100);
  });
});
