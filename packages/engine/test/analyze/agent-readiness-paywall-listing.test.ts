import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, findingOf, html } from '../content/context.ts';

/** A news section's front page lists subscriber articles: the listing itself is free to read. */

function readinessOf(page: string, url = 'https://news.example/business/') {
  return AgentReadinessModule.parse(analyzeAgentReadiness(contextOf(page, { url })));
}

const ld = (node: object) => `<script type="application/ld+json">${JSON.stringify(node)}</script>`;

const TEASERS = `<main><h1>Business</h1>${[
  'Rates hold as inflation cools',
  'Retailers brace for a quiet winter',
  'Port strike ends after nine days',
]
  .map(
    (title, i) =>
      `<article><h2><a href="/business/story-${i + 1}">${title}</a></h2><p>Our correspondents report on what the change means for households, lenders and small firms across the region this quarter.</p></article>`,
  )
  .join('')}</main>`;

const paidArticle = (n: number) => ({
  '@type': 'NewsArticle',
  headline: `Story ${n}`,
  url: `https://news.example/business/story-${n}`,
  isAccessibleForFree: false,
});

describe('paywall: subscriber articles listed on a free page', () => {
  it('does not mark a section page paywalled for the articles its ItemList links to', () => {
    const nested = readinessOf(
      html(
        TEASERS,
        ld({
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'Business',
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: [1, 2, 3].map((n) => ({
              '@type': 'ListItem',
              position: n,
              item: paidArticle(n),
            })),
          },
        }),
      ),
    );
    expect(nested.states.paywall).toEqual({ detected: false, evidence: null });
    expect(findingOf(nested, 'agent_readiness.paywall').status).toBe('pass');
    // The articles straight in the list, without ListItem.
    const direct = readinessOf(
      html(
        TEASERS,
        ld({
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: [paidArticle(1), paidArticle(2)],
        }),
      ),
    );
    expect(direct.states.paywall).toEqual({ detected: false, evidence: null });
    // Yoast-style @graph: the list names the articles by @id, and they sit beside it in the graph.
    const graph = readinessOf(
      html(
        TEASERS,
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'CollectionPage', '@id': 'https://news.example/business/#page', name: 'Business' },
            {
              '@type': 'ItemList',
              itemListElement: [1, 2].map((n) => ({
                '@type': 'ListItem',
                position: n,
                item: { '@id': `https://news.example/business/story-${n}#article` },
              })),
            },
            ...[1, 2].map((n) => ({
              ...paidArticle(n),
              '@id': `https://news.example/business/story-${n}#article`,
            })),
          ],
        }),
      ),
    );
    expect(graph.states.paywall).toEqual({ detected: false, evidence: null });
  });

  it('still marks an article page whose own article, main entity or locked part is not free', () => {
    const own = readinessOf(
      html(
        TEASERS,
        ld({
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          mainEntity: paidArticle(1),
        }),
      ),
      'https://news.example/business/story-1',
    );
    expect(own.states.paywall!.evidence).toMatch(/^NewsArticle has isAccessibleForFree: false/);
    const part = readinessOf(
      html(
        TEASERS,
        ld({
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: 'Story 1',
          isAccessibleForFree: false,
          hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' },
        }),
      ),
      'https://news.example/business/story-1',
    );
    expect(part.states.paywall!.detected).toBe(true);
    // The page's main entity named by @id in a graph.
    const graph = readinessOf(
      html(
        TEASERS,
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', '@id': '#page', mainEntity: { '@id': '#article' } },
            { ...paidArticle(1), '@id': '#article' },
          ],
        }),
      ),
      'https://news.example/business/story-1',
    );
    expect(graph.states.paywall!.detected).toBe(true);
  });
});
