import { EeatModule } from '@geo-audit/core';
import { expect } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

const FINANCE = `<p>${"Your savings account interest rate, your mortgage, your credit card debt and your investment portfolio all move with the Fed's rate decisions; retirement accounts, 401(k) plans, index funds, bonds, loans and taxes are affected too. ".repeat(4)}</p>`;

/**
 * The finance disclaimer and expert review statuses of a NewsArticle on a finance topic under `headline`, with
 * `lead` as its first paragraph (the page is asserted to read as finance YMYL).
 */
export function newsYmylChecks(
  headline: string,
  lead = 'Officials said on Tuesday that the figures were in line with forecasts.',
) {
  const node = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    datePublished: '2026-10-02T08:00:00Z',
    author: { '@type': 'Person', name: 'Marcus Lee' },
    publisher: { '@type': 'Organization', name: 'Daily Ledger' },
  };
  const html = page(
    `<title>${headline}</title><meta property="og:type" content="article">${jsonLd(node)}`,
    `<main><article><h1>${headline}</h1><p class="byline">By Marcus Lee</p><p>${lead}</p>${FINANCE}</article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://ledger.example/business/story/', headers: HTTPS_HEADERS })),
  );
  expect(result.ymyl).toMatchObject({ detected: true, topic: 'finance' });
  return {
    disclaimer: finding(result, 'eeat.ymyl_disclaimer').status,
    review: finding(result, 'eeat.expert_review').status,
  };
}
