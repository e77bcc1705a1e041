import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, page } from '../structured-data/helpers.ts';
import { checkOf } from './eeat-review-pages.ts';
import { GOOGLE_REVIEWS } from './review-widget-markup.ts';

/**
 * A plumber's blog post with the business's Google reviews embedded in the main column. Page facts' main text holds
 * the widget's text, so a reviewer's "By Tom R." there was read as the article's byline: "visible byline = Tom R.",
 * the byline check passed on a post that names no author. The page's own byline, or its absence, decides.
 */
const URL = 'https://www.reyesplumbing.com/blog/water-heater-warning-signs';

/** A theme's own block of customer reviews: star glyphs and a signature, no widget's class. */
const STAR_CARDS = `<div class="home-cards"><div class="card"><p>★★★★★</p><p>Prompt and friendly, would call again.</p><p>By Tom Reilly</p></div>
<div class="card"><p>★★★★☆</p><p>Good work, a bit pricey.</p><p>By Ana Ortiz</p></div></div>`;

/** Testimonials under their heading, without stars. */
const TESTIMONIALS = `<h2>What our customers say</h2><blockquote><p>They replaced our 15-year-old tank in three hours and hauled the old one away.</p><p>By Tom Becker</p></blockquote>`;

function post(widget: string, byline = '', before = ''): string {
  return page(
    '<title>5 signs your water heater is failing | Reyes Plumbing</title><meta property="og:type" content="article">',
    `<header><nav><a href="/">Reyes Plumbing</a> <a href="/services/">Services</a> <a href="/blog/">Blog</a> <a href="/contact/">Contact</a></nav></header>
<main>${before}<article>
<h1>5 signs your water heater is failing</h1>
${byline}
<p>Most tank water heaters last eight to twelve years. Here is how to tell when yours is near the end, and what a repair or a replacement costs in Tucson.</p>
<h2>1. Rusty or cloudy hot water</h2>
<p>Rust in the hot water but not the cold points to corrosion inside the tank. Once the tank itself rusts through, no repair will save it.</p>
<h2>2. Rumbling and popping</h2>
<p>Sediment settles at the bottom of the tank and hardens. The burner then heats through a crust, which makes noise and wastes gas. Flushing the tank once a year helps.</p>
<h2>3. Water around the base</h2>
<p>A small puddle may be a loose fitting or the relief valve. Water seeping from the tank itself means it has failed.</p>
<p>Call us at (520) 555-0188 for a free inspection.</p>
</article>
${widget}
</main>
<footer><p>Reyes Plumbing, 410 E Grant Rd, Tucson, AZ 85705 · License ROC 312456</p></footer>`,
  );
}

const bylineOf = (html: string) =>
  checkOf(EeatModule.parse(analyzeEeat(contextFor(html, { url: URL, headers: HTTPS_HEADERS }))), 'byline');

describe("eeat: a reviewer's signature in a review widget is not the article's byline", () => {
  it.each([
    ['a Google reviews embed (Trustindex)', GOOGLE_REVIEWS, 'Tom R.'],
    ['a block of customer reviews with star ratings', STAR_CARDS, 'Tom Reilly'],
    ['testimonials under "What our customers say"', TESTIMONIALS, 'Tom Becker'],
  ])('%s: a post without a byline still has none', (_, widget, reviewer) => {
    const { status, said } = bylineOf(post(widget));
    expect(said).not.toContain(reviewer);
    expect(status).toBe('fail');
  });

  it('an Elfsight widget\'s reviewer element ("div.es-review-author-name") is no byline element', () => {
    const elfsight = `<div class="elfsight-app-4f1c2a9e-7b3d-4c1e-9a2f-1d2e3f4a5b6c"><div class="eapps-google-reviews-container"><div class="es-review-container"><div class="es-review-author-name">By Tom R.</div><div class="es-review-text">Fast and fair.</div></div></div></div>`;
    const { status, said } = bylineOf(post(elfsight));
    expect(said).not.toContain('Tom R.');
    expect(status).toBe('fail');
  });

  it("the post's own byline decides, even below a review carousel at the top of the page", () => {
    const { status, said } = bylineOf(post('', '<p>By Marco Reyes, master plumber</p>', GOOGLE_REVIEWS));
    expect(status).toBe('pass');
    expect(said).toContain('visible byline @ main content = Marco Reyes');
    expect(said).not.toContain('Tom R.');
  });

  it("an editor's byline beside one star rating (a product review's verdict) is still read", () => {
    const review = post('', '<p>By Marco Reyes · June 2, 2026</p><p>Our rating: ★★★★☆</p>');
    expect(bylineOf(review).said).toContain('visible byline @ main content = Marco Reyes');
  });
});
