import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';
import { checkOf, reviewEeat } from './eeat-review-pages.ts';

/**
 * A lender's payday-loan explainer shows no byline; only its BlogPosting names the company as author. The company
 * is no public body or newsroom and the page gives money advice, so its author is still asked for credentials, and
 * an author only the markup names does not pass the byline check. A GOV.UK agency's guide keeps its waiver.
 */
const LOAN_POST = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Payday loan or credit card: which costs less? – QuickLoanHub</title><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Payday loan or credit card: which costs less?","datePublished":"2026-09-01","author":{"@type":"Organization","name":"QuickLoanHub","url":"https://www.quickloanhub.com/"},"publisher":{"@type":"Organization","name":"QuickLoanHub"}}</script></head>
<body><header><a href="/">QuickLoanHub</a><nav><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header><main><article><h1>Payday loan or credit card: which costs less?</h1><p><time datetime="2026-09-01">September 1, 2026</time></p>
<p>A credit card almost always costs less than a payday loan. A typical card charges an APR around 24%, while a two-week payday loan with a $15 fee per $100 borrowed works out to an APR of nearly 400%.</p>
<h2>When is a payday loan the only option?</h2><p>If your credit score is low and you need cash within a day, a payday loan may be the only lender that will say yes. Compare the total repayment, not the fee, and borrow only what you can repay from your next paycheck.</p>
<h2>How do you avoid the debt trap?</h2><p>Most payday borrowers roll the loan over at least once, paying a new fee each time. Set up the repayment before you borrow, and ask your bank about a small overdraft or a credit union loan first.</p></article></main><footer><p>© 2026 QuickLoanHub. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

function eeatOf(html: string): EeatModule {
  return EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://www.quickloanhub.com/blog/payday-loan-vs-credit-card/',
        fetchedAt: '2026-11-23T12:00:00.000Z',
      }),
    ),
  );
}

const said = (result: EeatModule, check: string): string =>
  finding(result, check)
    .evidence.map((e) => `${e.what} ${String(e.value ?? '')}`)
    .join(' | ');

describe("a company's organization-authored finance post", () => {
  it("is asked for its author's credentials", () => {
    const result = eeatOf(LOAN_POST);
    expect(result.ymyl).toMatchObject({ detected: true, topic: 'finance' });
    expect(finding(result, 'eeat.author_credentials').status).toBe('fail');
  });

  it('does not pass the byline check on the markup alone, and says the page shows no author', () => {
    const result = eeatOf(LOAN_POST);
    const byline = finding(result, 'eeat.byline');
    expect(byline.status).not.toBe('pass');
    expect(byline.title).toBe('The author is named only in the markup');
    expect(said(result, 'eeat.byline')).toContain(
      'the page shows no author: no byline under the title, no byline element and no rel="author" link; only its markup names the organization "QuickLoanHub"',
    );
  });

  it('passes the byline once the page shows it ("By QuickLoanHub" under the title)', () => {
    const shown = LOAN_POST.replace(
      '<p><time datetime="2026-09-01">',
      '<p class="byline">By QuickLoanHub · <time datetime="2026-09-01">',
    );
    expect(finding(eeatOf(shown), 'eeat.byline').status).toBe('pass');
  });

  it('waives credentials for a news organization as author', () => {
    const news = LOAN_POST.replace(
      '"author":{"@type":"Organization","name":"QuickLoanHub"',
      '"author":{"@type":"NewsMediaOrganization","name":"QuickLoanHub"',
    );
    expect(finding(eeatOf(news), 'eeat.author_credentials').status).toBe('not_applicable');
  });
});

describe('an organization the page credits as author', () => {
  it('passes the byline of a health page "Written by the WellPoint Health Editorial Team"', () => {
    expect(checkOf(reviewEeat('health-ymyl'), 'byline').status).toBe('pass');
  });
});

describe("a government agency's guide", () => {
  it("still asks no person's credentials of the agency that authors it", () => {
    const { status, said: evidence } = checkOf(reviewEeat('govuk-service'), 'author_credentials');
    expect(status).toBe('not_applicable');
    expect(evidence).toContain('the author is an organization ("Driver and Vehicle Licensing Agency")');
  });
});
