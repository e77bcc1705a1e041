import { describe, expect, it } from 'vitest';
import { adviceOf } from '../../src/analyze/eeat/news-advice.ts';
import { newsYmylChecks } from './finance-news.ts';

/**
 * Market news is written with the words advice uses: records ("Best quarter for bank profits in a decade"),
 * counts ("Three moves the Fed made …") and questions ("Is it time to panic?"). Those reports keep the news
 * exemption from the finance disclaimer and the expert review; only headlines that speak to the reader lose it.
 */

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
    expect(newsYmylChecks(headline)).toEqual({ disclaimer: 'not_applicable', review: 'not_applicable' });
  });

  it('still asks a headline that advises the reader for a disclaimer and a review', () => {
    expect(newsYmylChecks('3 mistakes you’re making with your 401(k)')).toEqual({
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
