import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, findingOf } from '../content/context.ts';

/**
 * A page's own WebPage is often named by a list: its BreadcrumbList ends with the page itself, and a series or
 * "in this issue" ItemList may name it too. That does not make it another page's work: its isAccessibleForFree:
 * false still marks the page paywalled.
 */

const U = 'https://www.gazette.example/news/council-budget/';

function readinessOf(graph: object[], url = U) {
  const ld = { '@context': 'https://schema.org', '@graph': graph };
  const page = `<!doctype html><html lang="en"><head><title>Council approves budget – Valley Gazette</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main><article><h1>Council approves budget</h1><p>By Marcus Lee</p><p>The council approved a £4m budget on Tuesday after a three-hour debate.</p><div class="locked"><p>Subscribe to read the rest.</p></div></article></main></body></html>`;
  return AgentReadinessModule.parse(analyzeAgentReadiness(contextOf(page, { url })));
}

const news = {
  '@type': 'NewsArticle',
  headline: 'Council approves budget',
  datePublished: '2026-10-02',
  author: { '@type': 'Person', name: 'Marcus Lee' },
  isPartOf: { '@id': U },
};

describe('paywall: the page itself named in a list', () => {
  it('reads the paywall of a WebPage that its BreadcrumbList ends with (the reviewer page paywall-breadcrumb-item-url)', () => {
    const result = readinessOf([
      {
        '@type': 'WebPage',
        '@id': U,
        url: U,
        isAccessibleForFree: false,
        hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' },
        breadcrumb: { '@id': `${U}#breadcrumb` },
      },
      {
        '@type': 'BreadcrumbList',
        '@id': `${U}#breadcrumb`,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.gazette.example/' },
          { '@type': 'ListItem', position: 2, name: 'Council budget', item: { '@id': U } },
        ],
      },
      news,
    ]);
    expect(result.states.paywall).toEqual({
      detected: true,
      evidence: expect.stringMatching(/^WebPage has isAccessibleForFree: false/),
    });
    expect(findingOf(result, 'agent_readiness.paywall').status).not.toBe('pass');
  });

  it('reads it when another ItemList names the page by its URL, fragment and trailing slash aside', () => {
    const self = 'https://www.gazette.example/news/council-budget#webpage';
    const result = readinessOf([
      {
        '@type': 'WebPage',
        '@id': self,
        url: 'https://www.gazette.example/news/council-budget',
        isAccessibleForFree: false,
      },
      {
        '@type': 'ItemList',
        name: 'Budget 2027: the series',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: { '@id': self } },
          {
            '@type': 'ListItem',
            position: 2,
            item: { '@id': 'https://www.gazette.example/news/budget-reactions/' },
          },
        ],
      },
      news,
    ]);
    expect(result.states.paywall!.detected).toBe(true);
  });

  it('still skips listed works whose url names another page, though their @id sits on the listing page', () => {
    const section = 'https://www.gazette.example/news/';
    const result = readinessOf(
      [
        { '@type': 'CollectionPage', '@id': section, url: section, name: 'News' },
        {
          '@type': 'ItemList',
          itemListElement: [{ '@type': 'ListItem', position: 1, item: { '@id': `${section}#story-1` } }],
        },
        {
          '@type': 'NewsArticle',
          '@id': `${section}#story-1`,
          url: 'https://www.gazette.example/news/council-budget/',
          headline: 'Council approves budget',
          isAccessibleForFree: false,
        },
      ],
      section,
    );
    expect(result.states.paywall!.evidence ?? '').not.toMatch(/isAccessibleForFree/);
  });
});
