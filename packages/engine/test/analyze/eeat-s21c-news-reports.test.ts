import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { adviceOf } from '../../src/analyze/eeat/news-advice.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Market news is written with the words advice uses: records ("Best quarter for bank profits in a decade"),
 * counts ("Three moves the Fed made …") and questions ("Is it time to panic?"). Those reports keep the news
 * exemption from the finance disclaimer and the expert review; only headlines that speak to the reader lose it.
 */

const FINANCE = `<p>${"Your savings account interest rate, your mortgage, your credit card debt and your investment portfolio all move with the Fed's rate decisions; retirement accounts, 401(k) plans, index funds, bonds, loans and taxes are affected too. ".repeat(4)}</p>`;

function ymylChecks(headline: string) {
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
    `<main><article><h1>${headline}</h1><p class="byline">By Marcus Lee</p><p>Officials said on Tuesday that the figures were in line with forecasts.</p>${FINANCE}</article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://ledger.example/business/markets', headers: HTTPS_HEADERS })),
  );
  expect(result.ymyl).toMatchObject({ detected: true, topic: 'finance' });
  return {
    disclaimer: finding(result, 'eeat.ymyl_disclaimer').status,
    review: finding(result, 'eeat.expert_review').status,
  };
}

const REPORTS = [
  'Best quarter for bank profits in a decade as rates stay high',
  'Three moves the Fed made to calm bond markets',
  'Best year for US home sales since 2006, realtors say',
  'The best week for stocks since 2020 as inflation cools',
  '3 mistakes that sank Silicon Valley Bank',
  'Three signs the labour market is cooling',
  'Trump tariffs: five moves investors made this week',
  'Is it time to panic? Markets fall for a fifth day',
];

describe('finance news reports worded like advice', () => {
  it.each(REPORTS)('keeps "%s" exempt as a news report', (headline) => {
    expect(ymylChecks(headline)).toEqual({ disclaimer: 'not_applicable', review: 'not_applicable' });
  });

  it('still asks a headline that advises the reader for a disclaimer and a review', () => {
    expect(ymylChecks('3 mistakes you’re making with your 401(k)')).toEqual({
      disclaimer: 'fail',
      review: 'fail',
    });
  });
});

describe('adviceOf on counted lists, "best … for" and "is it time to"', () => {
  it.each([
    '5 ways to cut your grocery bill',
    '3 mistakes you’re making with your 401(k)',
    '10 signs you are burning out',
    '7 tips for a better night’s sleep',
    'Five steps to take before you retire',
    'The best savings accounts for 2026',
    'Best index funds for beginners',
    'The best credit card for you',
    'Rates fall: is it time to refinance?',
  ])('reads "%s" as advice', (headline) => {
    expect(adviceOf([headline], '/news/x')).toBeDefined();
  });

  it.each([
    ...REPORTS,
    'Best days for stocks in two years as tech rallies',
    'Best Picture nominees announced',
  ])('reads "%s" as reporting', (headline) => {
    expect(adviceOf([headline], '/news/x')).toBeUndefined();
  });
});
