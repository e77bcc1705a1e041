import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';
import { checkOf, eeatReviewHtml, reviewEeat } from './eeat-review-pages.ts';

/**
 * A `<time>` with no label in the body dates what the text is about (a concert, a webinar, a deadline), not the
 * page: only a date the page presents as its own (labelled, in the title block or the byline, in the meta tags or
 * the markup) is compared with the others. An unlabelled `<time>` under the title still dates the post
 * (eeat-organization-author-ymyl.test.ts's loan post, eeat-dates-realistic.test.ts).
 */
const CONCERT_POST = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Our winter concert series is here – Millbrook Community Choir</title>
<meta property="og:type" content="article"><meta property="article:published_time" content="2026-10-20T09:00:00+00:00">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Our winter concert series is here","datePublished":"2026-10-20T09:00:00+00:00","author":{"@type":"Person","name":"Hannah Okafor","url":"https://www.millbrookchoir.org/about/hannah-okafor/"}}</script></head>
<body><header class="site-header"><a href="/">Millbrook Community Choir</a><nav><a href="/concerts/">Concerts</a> <a href="/join/">Join</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main id="content"><article class="post"><h1 class="entry-title">Our winter concert series is here</h1>
<p class="byline">By <a href="/about/hannah-okafor/">Hannah Okafor</a>, Music Director</p>
<div class="entry-content"><p>After a summer of rehearsals in the church hall, the choir is ready to sing again. This winter we are giving three concerts across the valley, with a programme of carols, a new piece by a local composer and a sing-along for families.</p>
<p>The first concert is at St Mary's Church on <time datetime="2026-11-14T19:30">Saturday 14 November</time> at 7.30pm, with mulled wine in the interval. Tickets are £8, and children under twelve come free.</p>
<p>The family sing-along follows at the Corn Exchange on <time datetime="2026-12-05T15:00">Saturday 5 December</time>. Bring the grandparents: the words are on the screen and nobody minds a wrong note.</p>
<p>We close the season with Handel's Messiah at Millbrook Cathedral. Booking opens online at the start of December, and members of the choir can reserve two seats each for family before then.</p></div>
</article></main><footer><a href="/privacy/">Privacy</a> <a href="/contact/">Contact us</a> <p>Registered charity no. 1092837</p></footer></body></html>`;

function eeatOf(html: string): EeatModule {
  return EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://www.millbrookchoir.org/news/winter-concert-series/',
        headers: HTTPS_HEADERS,
        fetchedAt: '2026-11-23T12:00:00.000Z',
      }),
    ),
  );
}

const said = (result: EeatModule, check: string): string =>
  finding(result, check)
    .evidence.map((e) => `${e.what} ${e.where ?? ''}`)
    .join(' | ');

describe("a concert's or a webinar's <time> in the body is not the page's date", () => {
  it('raises no "Dates disagree" on a choir\'s post whose body dates two concerts', () => {
    const result = eeatOf(CONCERT_POST);
    expect(finding(result, 'eeat.dates_agree').status).toBe('pass');
    expect(said(result, 'eeat.dates_agree')).not.toContain('disagree');
    expect(said(result, 'eeat.dates_agree')).not.toContain('future');
    // The page shows no date of its own: the markup's is the only one.
    expect(finding(result, 'eeat.date_published').status).toBe('warn');
    expect(said(result, 'eeat.date_published')).not.toContain('2026-11-14');
  });

  it('dates the post by its PaperMod meta line, not by a talk the post announces', () => {
    const html = eeatReviewHtml('hugo-papermod').replace(
      '<p>Rust has no exceptions.',
      '<p>I am giving this as a talk at RustConf on <time datetime="2025-09-03">September 3</time>. Rust has no exceptions.',
    );
    const { status, said: evidence } = checkOf(reviewEeat('hugo-papermod', html), 'date_published');
    expect(status).toBe('pass');
    expect(evidence).toContain('published (visible) 2025-06-02');
    expect(checkOf(reviewEeat('hugo-papermod', html), 'dates_agree').status).toBe('pass');
  });

  it("still reads a theme's post-date <time> at the end of the article (a date element by its class)", () => {
    const dated = CONCERT_POST.replace(
      '</div>\n</article>',
      '</div>\n<p class="post-meta">Filed under News · <time class="post-date" datetime="2026-10-20">20 October 2026</time></p></article>',
    );
    expect(dated).not.toBe(CONCERT_POST);
    const result = eeatOf(dated);
    expect(finding(result, 'eeat.date_published').status).toBe('pass');
    expect(finding(result, 'eeat.dates_agree').status).toBe('pass');
  });

  it('still reads a <time> without a label under the title as the publication date', () => {
    const dated = CONCERT_POST.replace(
      '<p class="byline">By',
      '<p><time datetime="2026-10-20">October 20, 2026</time></p><p class="byline">By',
    );
    const result = eeatOf(dated);
    expect(finding(result, 'eeat.date_published').status).toBe('pass');
    expect(said(result, 'eeat.date_published')).toContain('published (visible) 2026-10-20');
  });
});
