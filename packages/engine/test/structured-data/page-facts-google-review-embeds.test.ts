import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { page } from './helpers.ts';

/**
 * Local businesses embed their Google reviews with Trustindex, Elfsight, "Widget for Google Reviews" or EmbedSocial,
 * whose reviewers' names and review dates sit in elements classed as bylines and dates (`.ti-date`,
 * `.es-review-author-name`, a `<time>`). Page facts left them in, so a service page that Yoast marks og:type article
 * "showed a post" by a customer's review date and was typed an article (and asked for a byline). The widgets' roots
 * now mark everything in them as the customers'.
 */
const URL = 'https://www.reyesplumbing.com/water-heater-repair/';

// The embeds as the products print them once their scripts ran (EmbedSocial's inline template; its iframe holds
// nothing of the page), each holding a reviewer's name and a date.
const EMBEDS = {
  Trustindex: `<div class="ti-widget ti-goog" data-layout-id="4" data-set-id="light-background"><div class="ti-widget-container ti-col-3"><div class="ti-reviews-container"><div class="ti-reviews-container-wrapper"><div data-empty="0" class="ti-review-item source-Google ti-image-layout-thumbnail"><div class="ti-inner"><div class="ti-review-header"><div class="ti-profile-img"><img src="https://lh3.googleusercontent.com/a/ACg8ocK=w40-h40" alt="Tom Reilly profile picture"></div><div class="ti-profile-details"><div class="ti-name">Tom Reilly</div><div class="ti-date">2025-10-02</div></div></div><span class="ti-stars"><img class="ti-star" src="https://cdn.trustindex.io/assets/platform/Google/star/f.svg" alt="Google" width="17" height="17"></span><div class="ti-review-text-container ti-review-content">Showed up the same day and had our new heater in by dinner.</div></div></div></div></div></div></div>`,
  Elfsight: `<div class="elfsight-app-4f1c2a9e-7b3d-4c1e-9a2f-1d2e3f4a5b6c" data-elfsight-app-lazy><div class="eapps-widget eapps-google-reviews"><div class="es-review-container"><div class="es-review-author-name">Tom Reilly</div><div class="es-review-date"><time datetime="2025-10-02">October 2, 2025</time></div><div class="es-review-text">Fast and fair, cleaned up after themselves.</div></div></div></div>`,
  'Widget for Google Reviews': `<div class="wp-gr wpac" data-id="212" data-layout="grid" data-exec="false"><div class="grw-row grw-row-m"><div class="grw-content"><div class="grw-content-inner"><div class="grw-reviews"><div class="grw-review"><div class="grw-review-inner grw-backgnd"><div class="wp-google-left"><img src="https://lh3.googleusercontent.com/a/ACg8ocK=s56-c0x00000000-cc-rp-mo" class="rplg-review-avatar" alt="Tom Reilly" width="50" height="50"><a href="https://www.google.com/maps/contrib/1049" class="wp-google-name" rel="nofollow noopener">Tom Reilly</a><div class="wp-google-time" data-time="1759392000"><time datetime="2025-10-02">10/02/2025</time></div></div><div class="wp-google-feedback"><span class="wp-google-text">Showed up the same day.</span></div></div></div></div></div></div></div></div>`,
  EmbedSocial: `<div class="embedsocial-reviews" data-ref="9a3f1c2b7d"><div class="embedsocial-reviews-widget"><div class="es-review"><span class="author">Tom Reilly</span><time datetime="2025-10-02">2 Oct 2025</time><p>Showed up the same day.</p></div></div></div>`,
} as const;

function servicePage(embed: string): string {
  return page(
    '<title>Water heater repair &amp; replacement in Tucson | Reyes Plumbing</title><meta property="og:type" content="article"><meta property="og:site_name" content="Reyes Plumbing">',
    `<header><nav><a href="/">Reyes Plumbing</a> <a href="/water-heater-repair/">Water heaters</a> <a href="/contact/">Contact</a></nav></header>
<main><h1>Water heater repair &amp; replacement in Tucson</h1>
<p>We repair and replace tank and tankless water heaters across Tucson, usually the same day. Every job comes with a written quote before we start and a one-year labor warranty.</p>
<h2>What we fix</h2><ul><li>No hot water or not enough</li><li>Leaking tanks and relief valves</li><li>Pilot lights and igniters</li></ul>
<h2>What our customers say</h2>${embed}
<p><a href="tel:+15205550188">Call (520) 555-0188</a> for a free quote.</p></main>
<footer><p>Reyes Plumbing, 410 E Grant Rd, Tucson, AZ 85705 · License ROC 312456</p></footer>`,
  );
}

describe('Google reviews embeds: their reviewers and dates are not the page’s', () => {
  it.each(Object.entries(EMBEDS))('%s: no byline or date of a reviewer in page facts', (_, embed) => {
    const facts = pageFacts(parsePage(servicePage(embed)));
    expect(facts.hints.map((h) => h.text).join(' | ')).not.toMatch(/Tom Reilly|2025/);
    expect(facts.times).toEqual([]);
  });

  it.each(Object.entries(EMBEDS))(
    '%s: a service page marked og:type article is not typed an article',
    (_, embed) => {
      const document = parsePage(servicePage(embed));
      const type = detectPageType(URL, pageFacts(document), extractStructuredData(document));
      expect(type.kind).not.toBe('article');
    },
  );

  it('keeps a timeline\'s own dates and Themify icons: only Trustindex\'s widget names count, not any "ti-" class', () => {
    const facts = pageFacts(
      parsePage(
        page(
          '<title>Our history</title>',
          `<main><h1>Our history</h1><div class="timeline"><div class="ti-item"><div class="ti-date">March 2009</div><p>Marco Reyes opens the shop.</p></div></div><p class="byline"><i class="ti-user"></i> By <span class="author">Marco Reyes</span> · <time class="ti-time" datetime="2025-06-02">June 2, 2025</time></p></main>`,
        ),
      ),
    );
    expect(facts.hints.map((h) => h.text)).toEqual(expect.arrayContaining(['March 2009', 'Marco Reyes']));
    expect(facts.times.map((t) => t.datetime)).toEqual(['2025-06-02']);
  });
});
