import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { pageHints } from '../../src/analyze/eeat/review-widgets.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, page } from '../structured-data/helpers.ts';
import { checkOf, eeatReviewHtml, reviewEeat } from './eeat-review-pages.ts';

/**
 * The author and contact checks on pages as sites print them: a government agency that authors its guide, a
 * reporter's title in its own element beside the byline, an article whose site links its contact page, and a
 * review widget's customer names, which are no byline.
 */

describe('author credentials', () => {
  it("asks an agency authoring its GOV.UK guide for no person's qualifications", () => {
    const { status, said } = checkOf(reviewEeat('govuk-service'), 'author_credentials');
    expect(status).toBe('not_applicable');
    expect(said).toContain('the author is an organization ("Driver and Vehicle Licensing Agency")');
  });

  it('still asks when a visible byline names a person beside the organization', () => {
    const html = eeatReviewHtml('govuk-service').replace(
      /(<h1[^>]*>[^<]*<\/h1>)/,
      '$1<p class="byline">By Margaret Hale</p>',
    );
    expect(checkOf(reviewEeat('govuk-service', html), 'author_credentials').status).toBe('fail');
  });

  it('counts "City Hall reporter" in span.author-title beside an Arc XP byline as the role', () => {
    const { status, said } = checkOf(reviewEeat('news-arc'), 'author_credentials');
    expect(status).toBe('pass');
    expect(said).toContain('job title "City Hall reporter" beside the byline');
  });

  it('takes no role from a title element that names none', () => {
    const html = eeatReviewHtml('news-arc').replace(
      '<span class="author-title">City Hall reporter</span>',
      '<span class="author-title">Portland, Oregon</span>',
    );
    expect(checkOf(reviewEeat('news-arc', html), 'author_credentials').status).toBe('fail');
  });
});

describe('contact details on articles', () => {
  it('asks no email or phone of a how-to post whose site links its contact page', () => {
    const { status, said } = checkOf(reviewEeat('wp-yoast-howto'), 'contact_details');
    expect(status).toBe('not_applicable');
    expect(said).toContain('links its contact page');
  });

  it('still asks an article on a site with no contact page, for the contact page (the details wait for it)', () => {
    const html = eeatReviewHtml('wp-yoast-howto').replace(
      /<a [^>]*href="[^"]*\/contact\/?"[^>]*>[^<]*<\/a>/g,
      '',
    );
    const result = reviewEeat('wp-yoast-howto', html);
    expect(checkOf(result, 'contact_page').status).toBe('fail');
    expect(checkOf(result, 'contact_details').status).toBe('not_applicable');
  });
});

describe('review widgets', () => {
  // Judge.me's widget as Shopify prints it, under a store's journal post that names no author.
  const JUDGE_ME =
    '<div class="jdgm-widget jdgm-review-widget jdgm-outside-widget" data-id="8123"><div class="jdgm-rev-widg"><h2 class="jdgm-rev-widg__title">Customer Reviews</h2><div class="jdgm-rev-widg__summary-text">Based on 142 reviews</div><div class="jdgm-rev jdgm-divider-top"><div class="jdgm-rev__header"><span class="jdgm-rev__author">Tom B.</span></div><div class="jdgm-rev__body"><p>Warmest socks I own. After a year of weekly wear, no holes.</p></div></div></div></div>';
  const post = page(
    '<title>How our merino socks are knit | Alder &amp; Pine</title><meta property="og:type" content="article">',
    `<main><article><h1>How our merino socks are knit</h1>${`<p>${'Each pair is knit in Portugal on circular machines from a blend of merino wool, nylon and elastane, then washed, pressed and paired by hand. '.repeat(14)}</p>`}${JUDGE_ME}</article></main>`,
  );

  it('does not take a Judge.me reviewer for the byline of a store journal post', () => {
    const result = EeatModule.parse(
      analyzeEeat(
        contextFor(post, {
          url: 'https://www.alderandpine.co/blogs/journal/how-our-merino-socks-are-knit',
          headers: HTTPS_HEADERS,
        }),
      ),
    );
    const { status, said } = checkOf(result, 'byline');
    expect(said).not.toContain('Tom B.');
    expect(status).toBe('fail');
  });

  it('leaves the page facts as they are when no widget is there', () => {
    const hints = [
      { kind: 'author' as const, text: 'Jane Doe', where: 'span.author', region: 'main' as const },
    ];
    expect(pageHints(hints)).toBe(hints);
    expect(
      pageHints([
        ...hints,
        { kind: 'author', text: 'Ann K.', where: 'strong.woocommerce-review__author', region: 'main' },
      ]),
    ).toEqual(hints);
  });
});
