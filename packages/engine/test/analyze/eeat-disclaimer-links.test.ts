import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * A footer's "Disclaimer" page is the site's legal notice: it counts as the terms link, in English and as German,
 * French, Spanish and Italian sites name it ("Haftungsausschluss", "Avertissement", "Aviso legal", "Descargo de
 * responsabilidad", "Esclusione di responsabilità"). On a money page it is also the disclaimer the YMYL check asks
 * for.
 */
const FINANCE_POST = (
  footerLink: string,
) => `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>How much should you keep in an emergency fund? – Pennywise Path</title>
<meta property="og:type" content="article">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"How much should you keep in an emergency fund?","datePublished":"2026-10-04","author":{"@type":"Person","name":"Laura Bennett","url":"https://www.pennywisepath.co.uk/author/laura/"}}</script></head>
<body><header class="site-header"><a href="/">Pennywise Path</a><nav><a href="/saving/">Saving</a> <a href="/investing/">Investing</a> <a href="/pensions/">Pensions</a></nav></header>
<main id="primary"><article><h1 class="entry-title">How much should you keep in an emergency fund?</h1>
<div class="entry-meta"><span class="byline">By <a href="/author/laura/">Laura Bennett</a></span> · <time class="entry-date published" datetime="2026-10-04">4 October 2026</time></div>
<div class="entry-content"><p>Most financial planners suggest keeping three to six months of essential spending in an easy-access savings account. If your income is irregular, or you are the only earner in your household, aim for the top of that range.</p>
<h2>Where should the money sit?</h2><p>Keep it in an easy-access savings account or a notice account with a short notice period, not in a stocks and shares ISA. The interest rate matters less than being able to withdraw the cash the same day without a penalty.</p>
<h2>Should you pay off debt first?</h2><p>Clear expensive debt such as credit cards and overdrafts once you have a starter fund of about one month's spending. Paying 25% interest on a card while earning 4% on savings costs you money every month.</p>
<p>Our budget planner helps you work out your essential monthly spending, which is the figure your emergency fund is built on.</p></div>
</article></main>
<footer class="site-footer"><a href="/about/">About</a> <a href="/contact/">Contact</a> <a href="/privacy-policy/">Privacy Policy</a> ${footerLink}<p>© 2026 Pennywise Path</p></footer></body></html>`;

function eeatOf(html: string): EeatModule {
  return EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://www.pennywisepath.co.uk/emergency-fund-how-much/',
        headers: HTTPS_HEADERS,
        fetchedAt: '2026-11-23T12:00:00.000Z',
      }),
    ),
  );
}

describe('eeat: a disclaimer page counts as the legal notice', () => {
  it.each([
    '<a href="/disclaimer/">Disclaimer</a>',
    '<a href="/legal/disclaimer-and-risk-warning/">Disclaimer</a>',
    '<a href="/pages/site-notice/">Disclaimer</a>',
    '<a href="/haftungsausschluss">Haftungsausschluss</a>',
    '<a href="/avertissement/">Avertissement</a>',
    '<a href="/clause-de-non-responsabilite/">Clause de non-responsabilité</a>',
    '<a href="/aviso-legal/">Aviso legal</a>',
    '<a href="/descargo-de-responsabilidad/">Descargo de responsabilidad</a>',
    '<a href="/esclusione-di-responsabilita/">Esclusione di responsabilità</a>',
  ])('passes the terms check with the footer link %s', (link) => {
    const terms = finding(eeatOf(FINANCE_POST(link)), 'eeat.terms');
    expect(terms.status).toBe('pass');
  });

  it('also passes the money page\'s disclaimer check with the footer\'s "Disclaimer"', () => {
    const result = eeatOf(FINANCE_POST('<a href="/disclaimer/">Disclaimer</a>'));
    expect(result.ymyl).toMatchObject({ detected: true, topic: 'finance' });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('pass');
  });

  it('still fails the terms check without a legal link', () => {
    expect(finding(eeatOf(FINANCE_POST('')), 'eeat.terms').status).toBe('fail');
  });

  it('does not take an article about disclaimers in the content for the legal notice', () => {
    const html = FINANCE_POST('').replace(
      '<p>Our budget planner',
      '<p>Read <a href="/what-a-financial-disclaimer-must-say/">what a financial disclaimer must say</a> before you publish one. Our budget planner',
    );
    expect(finding(eeatOf(html), 'eeat.terms').status).toBe('fail');
  });
});
