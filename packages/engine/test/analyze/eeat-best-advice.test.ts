import { describe, expect, it } from 'vitest';
import { adviceOf } from '../../src/analyze/eeat/news-advice.ts';
import { newsYmylChecks } from './finance-news.ts';

/**
 * "Best … for" and "Best ways to" headlines recommend ("Best credit card for travel rewards", "Best ways to save
 * for retirement, experts say"), even marked as NewsArticle: they are asked for the finance disclaimer and the
 * expert review. Only a record stays news ("Best quarter for bank profits in a decade").
 */

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
    expect(newsYmylChecks(headline, lead)).toEqual({ disclaimer: 'fail', review: 'fail' });
  });

  it('keeps a record exempt as a news report', () => {
    expect(
      newsYmylChecks(
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
