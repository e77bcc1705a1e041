import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { adviceOf } from '../../src/analyze/eeat/news-advice.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * News sites mark their advice pieces as NewsArticle too. The news exemption from the health and finance checks
 * holds for reporting; a NewsArticle whose headline or URL path gives advice is asked for a disclaimer and a review.
 */

const BLOOD_PRESSURE = `<p>${'High blood pressure raises the risk of heart disease and stroke. Cut salt, walk daily and take your medication as prescribed; a doctor can adjust the dosage if side effects appear, and symptoms such as headaches need a diagnosis. '.repeat(4)}</p>`;
const REFINANCE = `<p>${'Mortgage rates fell this month. Refinancing a loan can lower your monthly payment, but closing costs, your credit score and the interest rate you lock decide whether it pays; compare lenders and keep your retirement savings and investment plans in view. '.repeat(4)}</p>`;

function eeat(headline: string, text: string, url: string) {
  const node = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    datePublished: '2026-11-20',
    author: { '@type': 'Person', name: 'Dana Reyes' },
  };
  const html = page(
    `<title>${headline}</title><meta property="og:type" content="article">${jsonLd(node)}`,
    `<main><article><h1>${headline}</h1>${text}</article></main>`,
  );
  const result = EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));
  expect(result.ymyl).toMatchObject({ detected: true });
  const check = (id: string) => finding(result, `eeat.${id}`);
  return { disclaimer: check('ymyl_disclaimer'), review: check('expert_review') };
}

describe('advice marked as news', () => {
  it('asks a NewsArticle headed "How to …" on a health topic for a disclaimer and a review, and says why', () => {
    const { disclaimer, review } = eeat(
      'How to lower your blood pressure without medication',
      BLOOD_PRESSURE,
      'https://tribune.example/news/2026/11/20/blood-pressure',
    );
    expect(disclaimer.status).toBe('fail');
    expect(review.status).toBe('fail');
    expect(disclaimer.evidence.map((e) => e.what).join(' ')).toContain(
      'a news article (NewsArticle) that gives advice (headline "How to lower your blood pressure',
    );
  });

  it('asks a NewsArticle whose kicker is followed by "Should you …?" on a money topic', () => {
    expect(
      eeat(
        'Rates are falling. Should you refinance now?',
        REFINANCE,
        'https://tribune.example/news/refinance',
      ).disclaimer.status,
    ).toBe('fail');
  });

  it('asks a NewsArticle filed under /personal-finance/, whatever its headline', () => {
    expect(
      eeat(
        'Refinancing in a falling market',
        REFINANCE,
        'https://tribune.example/personal-finance/refinancing',
      ).disclaimer.status,
    ).toBe('fail');
  });

  it('still exempts a news report on the same topic', () => {
    const { disclaimer, review } = eeat(
      'Blood pressure drug recalled after contamination found',
      BLOOD_PRESSURE,
      'https://tribune.example/news/2026/11/20/recall',
    );
    expect(disclaimer.status).toBe('not_applicable');
    expect(review.status).toBe('not_applicable');
  });
});

describe('adviceOf', () => {
  it.each([
    ['5 ways to cut your grocery bill', '/news/groceries'],
    ['Measles: what to do if your child was exposed', '/news/measles'],
    ['The best savings accounts for 2026', '/news/savings'],
    ['Flu season — when to see a doctor', '/news/flu'],
    ['Markets slide on rate fears', '/advice/markets-slide'],
    ['Cold and flu', '/health/colds/how-to-treat-a-cold-at-home'],
  ])('reads "%s" at %s as advice', (headline, path) => {
    expect(adviceOf([headline], path)).toBeDefined();
  });

  it.each([
    ['County confirms six measles cases', '/news/measles'],
    ['5 things to know about the Fed’s rate decision', '/news/fed'],
    ['How the Fed’s decision moved markets', '/business/fed'],
    ['Best Picture nominees announced', '/news/oscars'],
    ['Why inflation is still high', '/news/inflation'],
  ])('reads "%s" at %s as reporting', (headline, path) => {
    expect(adviceOf([headline], path)).toBeUndefined();
  });
});
