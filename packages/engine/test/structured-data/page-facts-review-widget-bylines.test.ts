import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { parsePage } from '../../src/parse/page.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { checkOf } from '../analyze/eeat-review-pages.ts';
import { HTTPS_HEADERS } from './fixtures.ts';
import { contextFor, page } from './helpers.ts';

/**
 * Review and testimonial widgets print their customers' names in elements themes class as bylines
 * (`strong.author`, `span.author`, `.review-author`): page facts leave every byline and date inside such a widget
 * out, so eeat does not name a customer as the page's author, and the reviews' dates do not make a product page a
 * post. A review that is the page's own (an editor's) keeps its author.
 */

const PROSE = `<p>${'Each pair is knit in Portugal on circular machines from a blend of merino wool, nylon and elastane, then washed, pressed and paired by hand. '.repeat(14)}</p>`;

// The widgets as stores print them, each with a customer's name in a byline-like element.
const WIDGETS = {
  'Judge.me': `<div class="jdgm-widget jdgm-review-widget"><div class="jdgm-rev-widg"><h2 class="jdgm-rev-widg__title">Customer Reviews</h2><div class="jdgm-rev jdgm-divider-top"><div class="jdgm-rev__header"><span class="review-author">Tom Baker</span><span class="jdgm-rev__timestamp" data-content="2025-10-02">10/02/2025</span></div><div class="jdgm-rev__body"><p>Warmest socks I own. After a year of weekly wear, no holes.</p></div></div></div></div>`,
  Yotpo: `<div class="yotpo yotpo-main-widget" data-product-id="8123"><div class="yotpo-reviews"><div class="yotpo-review"><div class="yotpo-header"><span class="author">Maria Santos</span><span class="date">09/14/25</span></div><div class="content-review">Soft, warm and they do not slip down in boots.</div></div></div></div>`,
  Trustpilot: `<section class="trustpilot-widget" data-template-id="54ad5defc6454f065c28af8b"><article><p>Great service and quick delivery.</p><strong class="author">Peter Lund</strong></article></section>`,
  WooCommerce: `<div id="reviews" class="woocommerce-Reviews"><div id="comments"><h2 class="woocommerce-Reviews-title">2 reviews for Merino hiking socks</h2><ol class="commentlist"><li class="review even thread-even depth-1" id="li-comment-41"><div class="comment_container"><div class="comment-text"><p class="meta"><strong class="author">Ann Keller</strong> – <time datetime="2025-09-30T08:11:04+00:00">September 30, 2025</time></p><div class="description"><p>Fit true to size.</p></div></div></div></li></ol></div></div>`,
  'schema.org Review microdata': `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Merino hiking socks</span><div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author">Lena Fischer</span><meta itemprop="datePublished" content="2025-08-11"><p itemprop="reviewBody">Best socks for long hikes.</p></div></div>`,
  testimonials: `<section class="testimonials"><blockquote><p>They knit the only socks my runners do not wear through.</p><span class="author">Dana Whitfield, Owner of Trailhead Outfitters</span></blockquote></section>`,
} as const;

const CUSTOMER = /Tom Baker|Maria Santos|Peter Lund|Ann Keller|Lena Fischer|Dana Whitfield/;

function journalPost(widget: string, byline = ''): string {
  return page(
    '<title>How our merino socks are knit | Alder &amp; Pine</title><meta property="og:type" content="article">',
    `<main><article><h1>How our merino socks are knit</h1>${byline}${PROSE}${widget}</article></main>`,
  );
}

function bylineOf(html: string) {
  const context = contextFor(html, {
    url: 'https://www.alderandpine.co/blogs/journal/how-our-merino-socks-are-knit',
    headers: HTTPS_HEADERS,
  });
  return checkOf(EeatModule.parse(analyzeEeat(context)), 'byline');
}

describe('bylines inside review widgets', () => {
  it.each(Object.entries(WIDGETS))(
    'does not take a %s customer for the byline of a journal post',
    (_, widget) => {
      const html = journalPost(widget);
      expect(
        pageFacts(parsePage(html))
          .hints.map((h) => h.text)
          .join(' | '),
      ).not.toMatch(CUSTOMER);
      const { status, said } = bylineOf(html);
      expect(said).not.toMatch(CUSTOMER);
      expect(status).toBe('fail');
    },
  );

  it.each(Object.entries(WIDGETS))("still reads the post's own byline beside a %s widget", (_, widget) => {
    const html = journalPost(widget, '<p class="byline">By <a href="/pages/about">Hannah Morris</a></p>');
    const { status, said } = bylineOf(html);
    expect(status).toBe('pass');
    expect(said).toContain('Hannah Morris');
    expect(said).not.toMatch(CUSTOMER);
  });

  it("keeps the author of a Review that is the page's own: an editor's review of a camera", () => {
    const html = page(
      '<title>Fujifilm X-T5 review</title>',
      `<main><article itemscope itemtype="https://schema.org/Review"><h1 itemprop="name">Fujifilm X-T5 review</h1><p>By <span itemprop="author" class="author">Rachel Kim</span></p>${PROSE}</article></main>`,
    );
    expect(pageFacts(parsePage(html)).hints.map((h) => h.text)).toContain('Rachel Kim');
  });

  it('reads no widget into an editorial product review or an author box that only mention reviews', () => {
    const html = page(
      '<title>Best hiking socks</title>',
      `<main><article class="product-review post"><h1>Best hiking socks</h1><div class="reviewer author-box"><span class="author">Sam Ortiz</span></div>${PROSE}</article></main>`,
    );
    expect(pageFacts(parsePage(html)).hints.map((h) => h.text)).toContain('Sam Ortiz');
  });

  it('does not type a WooCommerce product page as an article for the dates of its reviews', () => {
    const html = page(
      '<title>Merino hiking socks – Alder &amp; Pine</title>',
      `<main><h1>Merino hiking socks</h1><p class="price">€24.00</p><p>Cushioned merino socks for long days on the trail.</p><form class="cart" method="post"><input type="number" name="quantity" value="1"><button type="submit" name="add-to-cart" value="41">Add to cart</button></form>${WIDGETS.WooCommerce}</main>`,
    );
    const document = parsePage(html);
    const type = detectPageType(
      'https://alderandpine.co/merino-hiking-socks/',
      pageFacts(document),
      extractStructuredData(document),
    );
    expect(type.kind).not.toBe('article');
    expect(pageFacts(document).times).toEqual([]);
  });
});
