import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf } from '../content/context.ts';
import { GOOGLE_REVIEWS } from './review-widget-markup.ts';

/**
 * A plumber's privacy policy, with the Google reviews section its theme prints at the bottom of every page's main
 * column. A byline marks a page at a legal address as written to be read (a law firm's GDPR guide), so a reviewer's
 * "By Tom R." in the widget made the policy prose: it was asked for figures, question headings and an answer first.
 * A customer's signature is no byline of the page; the page's own byline still is.
 */
const URL = 'https://www.reyesplumbing.com/privacy-policy/';

/** A theme's own cards of customer reviews under their heading: star glyphs and a signature, no widget's class. */
const REVIEW_CARDS = `<h2>What our customers say</h2><div class="cards"><div class="card"><p>★★★★★</p><p>Prompt and friendly, would call again.</p><p>By Tom Reilly</p></div>
<div class="card"><p>★★★★☆</p><p>Good work, a bit pricey.</p><p>By Ana Ortiz</p></div></div>`;

function policy(reviews: string, byline = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Privacy policy | Reyes Plumbing</title></head>
<body><header><a href="/">Reyes Plumbing</a><nav><a href="/services/">Services</a> <a href="/blog/">Blog</a> <a href="/contact/">Contact</a></nav></header>
<main><h1>Privacy policy</h1>${byline}
<p>Reyes Plumbing LLC ("we") collects the name, phone number, email and service address you give us when you book a visit or ask for a quote, and uses them only to schedule, perform and bill that work.</p>
<h2>Cookies</h2><p>Our website uses cookies to remember your booking form and to measure visits with Google Analytics. You can refuse analytics cookies in the banner.</p>
<h2>Sharing</h2><p>We share your details with our payment processor and, when you finance a water heater, with the lender you choose. We do not sell personal information.</p>
<h2>Your rights</h2><p>You may ask to see, correct or delete your information by writing to privacy@reyesplumbing.com. We answer within 30 days.</p>
${reviews}
</main>
<footer><p>Reyes Plumbing, 410 E Grant Rd, Tucson, AZ 85705 · License ROC 312456 · <a href="/privacy-policy/">Privacy policy</a></p></footer></body></html>`;
}

const questionHeadings = (html: string) =>
  findingOf(
    CitabilityModule.parse(analyzeCitability(contextOf(html, { url: URL }))),
    'citability.question_headings',
  );

describe("citability: a reviewer's signature does not make a privacy policy prose", () => {
  it.each([
    ['a Google reviews embed (Trustindex)', GOOGLE_REVIEWS],
    ['customer review cards under "What our customers say"', REVIEW_CARDS],
  ])('with %s the policy is still a legal page', (_, reviews) => {
    const finding = questionHeadings(policy(reviews));
    expect(finding.status).toBe('not_applicable');
    expect(finding.evidence[0]?.what).toMatch(/^not applicable: a legal page/);
  });

  it("a page's own byline still makes it an article to judge as prose", () => {
    const finding = questionHeadings(policy(GOOGLE_REVIEWS, '<p>By Marco Reyes, owner</p>'));
    expect(finding.status).not.toBe('not_applicable');
  });
});
