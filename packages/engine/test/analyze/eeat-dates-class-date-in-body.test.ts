import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * An element whose class says only "date" in the body (a "Next meetup" box in the main column, an events list) dates
 * what it shows, not the page, as an unlabelled `<time>` there does (eeat-dates-event-time-in-body.test.ts): it is
 * read as the page's date only in the title block or the byline, or when its class names the post's date
 * ("post-date", "entry-date", "published", "updated").
 */
const MEETUP_POST = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>What we learned running a repair café for a year – Fixit Leeds</title>
<meta property="og:type" content="article"><meta property="article:published_time" content="2026-03-02T08:00:00+00:00">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"What we learned running a repair café for a year","datePublished":"2026-03-02T08:00:00+00:00","author":{"@type":"Person","name":"Sam Oduya"}}</script></head>
<body><header class="site-header"><a href="/" class="logo">Fixit Leeds</a><nav><a href="/events/">Events</a> <a href="/blog/">Blog</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main class="content"><article class="post"><h1 class="post-title">What we learned running a repair café for a year</h1>
<p class="post-author">By <a href="/about/sam-oduya/">Sam Oduya</a></p>
<p>Twelve months ago we borrowed six tables in the church hall and put up a sign saying "Bring us your broken things". Since then volunteers have looked at 1,140 items, and fixed 71% of them: lamps, toasters, trousers, a great many vacuum cleaners and one accordion.</p>
<div class="next-meetup"><h3>Next repair café</h3><p class="date">Saturday 12 December 2026</p><p class="venue">St Aidan's Church Hall, 10am–1pm</p></div>
<p>The most common fault was a worn cable where it enters the plug. Bring the item's charger and any spare parts you have, and please clean anything that has been near food before you come.</p>
<p>We could not have done any of this without the forty volunteers who give up a Saturday morning each month, and the hall, which lets us in for free.</p>
</article></main>
<footer><a href="/privacy/">Privacy</a> <a href="/contact/">Contact us</a></footer></body></html>`;

function eeatOf(html: string): EeatModule {
  return EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://www.fixitleeds.org/blog/a-year-of-repair-cafes/',
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

describe('a plain class="date" in the body is not the page\'s date', () => {
  it('takes no date from a "Next repair café" box in the main column', () => {
    const result = eeatOf(MEETUP_POST);
    expect(said(result, 'eeat.date_published')).not.toContain('2026-12-12');
    expect(finding(result, 'eeat.date_published').status).toBe('warn');
    expect(finding(result, 'eeat.dates_agree').status).toBe('pass');
    expect(said(result, 'eeat.dates_agree')).not.toContain('future');
    expect(said(result, 'eeat.dates_agree')).not.toContain('disagree');
  });

  it('still reads a class="date" under the title as the publication date', () => {
    const dated = MEETUP_POST.replace(
      '<p class="post-author">',
      '<p class="date">2 March 2026</p><p class="post-author">',
    );
    expect(dated).not.toBe(MEETUP_POST);
    const result = eeatOf(dated);
    expect(finding(result, 'eeat.date_published').status).toBe('pass');
    expect(said(result, 'eeat.date_published')).toContain('published (visible) 2026-03-02');
  });

  it('still reads a theme\'s class="post-date" at the end of the article', () => {
    const dated = MEETUP_POST.replace('</article>', '<p class="post-date">2 March 2026</p></article>');
    const result = eeatOf(dated);
    expect(finding(result, 'eeat.date_published').status).toBe('pass');
    expect(said(result, 'eeat.date_published')).toContain('published (visible) 2026-03-02');
  });
});
