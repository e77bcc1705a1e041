import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { adviceOf } from '../../src/analyze/eeat/news-advice.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * "Best … for" and "Best ways to" headlines recommend ("Best credit card for travel rewards", "Best ways to save
 * for retirement, experts say"), even marked as NewsArticle: they are asked for the finance disclaimer and the
 * expert review. Only a record stays news ("Best quarter for bank profits in a decade").
 */

const FINANCE = `<p>${"Your savings account interest rate, your mortgage, your credit card debt and your investment portfolio all move with the Fed's rate decisions; retirement accounts, 401(k) plans, index funds, bonds, loans and taxes are affected too. ".repeat(4)}</p>`;

function ymylChecks(headline: string, lead: string) {
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

describe('"best" advice marked as news', () => {
  it.each([
    [
      'Best ways to save for retirement, experts say',
      'Max out your 401(k) match first, then open a Roth IRA, financial planners told the Daily Ledger.',
    ],
    [
      'Best credit card for travel rewards',
      'The Sapphire Preferred is the best travel card for most people.',
    ],
  ])('asks "%s" for the finance disclaimer and the expert review', (headline, lead) => {
    expect(ymylChecks(headline, lead)).toEqual({ disclaimer: 'fail', review: 'fail' });
  });

  it('keeps a record exempt as a news report', () => {
    expect(
      ymylChecks(
        'Best quarter for bank profits in a decade as rates stay high',
        'Officials said on Tuesday that the figures were in line with forecasts.',
      ),
    ).toEqual({ disclaimer: 'not_applicable', review: 'not_applicable' });
  });

  it.each([
    'Best ways to save for retirement, experts say',
    'Best credit card for travel rewards',
    'Best savings account for November 2026',
    'Best mortgage lender for bad credit',
    'Best ways to cut your tax bill',
    'The best way to pay off debt',
    'Best CDs for October 2026: rates highest since 2008',
    'The best time to buy a house for first-time buyers',
  ])('reads "%s" as advice', (headline) => {
    expect(adviceOf([headline], '/news/x')).toBeDefined();
  });

  it.each([
    'Best quarter for bank profits in a decade as rates stay high',
    'The best week for stocks since 2020 as inflation cools',
    'Best year for US home sales since 2006, realtors say',
    'Best month for the Dow on record',
    'Best trading day for the FTSE in two years',
    'Best day ever for bitcoin as ETF flows surge',
    'Best third quarter for bank profits',
    'Best fiscal year for Apple',
    'Best Q3 for US chipmakers',
    'Best Buy shares jump for third straight day',
  ])('reads "%s" as reporting', (headline) => {
    expect(adviceOf([headline], '/news/x')).toBeUndefined();
  });
});
