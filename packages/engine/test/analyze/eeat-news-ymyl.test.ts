import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A news report on a health event (an outbreak) is not asked for a medical disclaimer or a medical review, as news
 * reports carry neither; health information and advice pages, and opinion columns, still are.
 */

const MEASLES = `<p>${'The county confirmed six measles cases this week, health officials said. The disease spreads quickly among unvaccinated children; symptoms include fever and a rash, and there is no specific treatment, according to the CDC. Vaccination clinics open Saturday. '.repeat(4)}</p>`;
const MARKETS = `<p>${'Mortgage rates rose again this week as the Federal Reserve held interest rates, lenders said. Borrowers with a loan, a credit card balance or a retirement account invested in stocks face higher costs; inflation and the dividend outlook weigh on investment portfolios. '.repeat(4)}</p>`;

function eeat(type: string | string[], text = MEASLES, extra: object[] = []) {
  const node = {
    '@context': 'https://schema.org',
    '@type': type,
    headline: 'Measles cases rise',
    datePublished: '2026-11-20',
    author: { '@type': 'Person', name: 'Dana Reyes' },
  };
  const html = page(
    `<title>T</title><meta property="og:type" content="article">${jsonLd([node, ...extra])}`,
    `<main><article><h1>Measles cases rise</h1>${text}</article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://tribune.example/news/measles', headers: HTTPS_HEADERS })),
  );
  const check = (id: string) => finding(result, `eeat.${id}`);
  return { result, disclaimer: check('ymyl_disclaimer'), review: check('expert_review') };
}

describe('health and finance news', () => {
  it.each([['NewsArticle'], ['ReportageNewsArticle'], ['LiveBlogPosting']])(
    'asks a %s on an outbreak for no medical disclaimer or review, and says why',
    (type) => {
      const { result, disclaimer, review } = eeat(type);
      expect(result.ymyl).toMatchObject({ detected: true, topic: 'health' });
      expect(disclaimer.status).toBe('not_applicable');
      expect(review.status).toBe('not_applicable');
      const said = disclaimer.evidence.map((e) => e.what).join(' ');
      expect(said).toContain(`a news report (${type}) on a health topic`);
      expect(said).toContain('judged by their sourcing');
    },
  );

  it('asks a finance news report for no financial disclaimer', () => {
    const { result, disclaimer } = eeat('NewsArticle', MARKETS);
    expect(result.ymyl).toMatchObject({ detected: true, topic: 'finance' });
    expect(disclaimer.status).toBe('not_applicable');
    expect(disclaimer.evidence.map((e) => e.what).join(' ')).toContain('no financial disclaimer');
  });

  it.each([['Article'], ['BlogPosting'], ['OpinionNewsArticle']])(
    'still asks a %s with the same text for both',
    (type) => {
      const { disclaimer, review } = eeat(type);
      expect(disclaimer.status).toBe('fail');
      expect(review.status).toBe('fail');
    },
  );

  it('still asks a health information page that also marks a NewsArticle', () => {
    const { disclaimer } = eeat('NewsArticle', MEASLES, [
      { '@context': 'https://schema.org', '@type': 'MedicalWebPage', name: 'Measles' },
    ]);
    expect(disclaimer.status).toBe('fail');
  });
});
