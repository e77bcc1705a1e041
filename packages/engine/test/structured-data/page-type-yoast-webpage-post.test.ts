import { AgentPricingModule, EeatModule, SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { analyzeEeat, analyzeSchema, parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { contextFor, finding } from './helpers.ts';

/**
 * Yoast's default Article type for a custom post type is "None", so an "insights" post prints the plain WebPage
 * graph of a WordPress Page beside og:type article. The WebPage vetoes og:type article only on a page that shows no
 * post (a services Page): this one shows its author and date under the title ("Priya Shah | 4 August 2026", no
 * `<time>`, no byline class) and stays an article, at a flat permalink as under /insights/.
 */

const URL_ = 'https://www.northwindadvisory.com/employer-ni-changes-2/';
const TITLE = 'Employer National Insurance changes: what they cost';

const GRAPH = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'WebPage',
      '@id': URL_,
      url: URL_,
      name: `${TITLE} - Northwind Advisory`,
      isPartOf: { '@id': 'https://www.northwindadvisory.com/#website' },
      datePublished: '2026-08-04T09:00:00+00:00',
      dateModified: '2026-08-05T10:00:00+00:00',
      breadcrumb: { '@id': `${URL_}#breadcrumb` },
    },
    {
      '@type': 'BreadcrumbList',
      '@id': `${URL_}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.northwindadvisory.com/' },
        { '@type': 'ListItem', position: 2, name: TITLE },
      ],
    },
    {
      '@type': 'WebSite',
      '@id': 'https://www.northwindadvisory.com/#website',
      url: 'https://www.northwindadvisory.com/',
      name: 'Northwind Advisory',
      publisher: { '@id': 'https://www.northwindadvisory.com/#organization' },
    },
    {
      '@type': 'Organization',
      '@id': 'https://www.northwindadvisory.com/#organization',
      name: 'Northwind Advisory',
      url: 'https://www.northwindadvisory.com/',
      logo: { '@type': 'ImageObject', url: 'https://www.northwindadvisory.com/logo.png' },
    },
  ],
};

const post = ({
  metaLine = 'Priya Shah | 4 August 2026',
  authorMeta = '<meta name="author" content="Priya Shah">',
} = {}) => `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${TITLE} - Northwind Advisory</title><meta property="og:type" content="article"><meta property="og:site_name" content="Northwind Advisory"><meta property="article:published_time" content="2026-08-04T09:00:00+00:00">${authorMeta}<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(GRAPH)}</script></head>
<body class="insights-template-default single single-insights"><header class="site-header"><a href="/" class="custom-logo-link"><img src="/logo.png" alt="Northwind Advisory"></a><nav><a href="/services/">Services</a> <a href="/insights/">Insights</a> <a href="/contact/">Contact</a></nav></header>
<main id="primary" class="site-main"><div class="insight"><h1 class="entry-title">${TITLE}</h1><div class="entry-meta">${metaLine}</div>
<div class="entry-content"><p>Employers in the UK must pay employer National Insurance at 15% on earnings above the secondary threshold from April 2025, up from 13.8%, and the threshold itself fell from £9,100 to £5,000 a year.</p>
<p>For a business with twenty staff on average salaries, the two changes together add several thousand pounds a year to payroll costs. The Employment Allowance rose to £10,500 to offset part of the increase for smaller employers.</p>
<h2>What should employers do now?</h2><p>Review salary sacrifice schemes, which reduce the earnings on which employer contributions are due, and check eligibility for the Employment Allowance, which many businesses with a single director can now claim.</p>
<p>Plan pay reviews with the full employment cost in mind, not just the gross salary, and speak to your payroll provider about the timing of bonuses.</p></div></div></main>
<footer class="site-footer"><p>© 2026 Northwind Advisory Ltd. <a href="/privacy-policy/">Privacy</a></p></footer></body></html>`;

const typeOf = (html: string) => {
  const document = parsePage(html);
  return detectPageType(URL_, pageFacts(document), extractStructuredData(document));
};

describe('a bylined, dated post whose Yoast graph is a plain WebPage', () => {
  it('stays an article: its byline is read, schema asks for an Article, and its quoted amounts are no price list', () => {
    const html = post();
    expect(typeOf(html)).toMatchObject({ type: 'article', kind: 'article' });
    const context = contextFor(html, { url: URL_ });
    expect(finding(EeatModule.parse(analyzeEeat(context)), 'eeat.byline').status).toBe('pass');
    const fit = finding(SchemaModule.parse(analyzeSchema(context)), 'schema.page_type_fit');
    expect(fit.status).toBe('fail');
    expect(fit.title).toMatch(/lacks Article/);
    expect(AgentPricingModule.parse(analyzeAgentPricing(context)).applicable).toBe(false);
  });

  it('stays an article on the date under the title alone, when it is the markup’s publication date', () => {
    expect(typeOf(post({ authorMeta: '', metaLine: '4 August 2026' })).type).toBe('article');
  });

  it('is no article when the only line under the title is another date (an event’s)', () => {
    const detected = typeOf(post({ authorMeta: '', metaLine: 'Webinar · 17 October 2026' }));
    expect(detected.type).toBe('other');
    expect(detected.evidence.map((e) => e.what).join(' | ')).toMatch(
      /og:type article not counted \(its markup describes a WebPage and no Article, and the main content shows no byline or publication date\)/,
    );
  });
});
