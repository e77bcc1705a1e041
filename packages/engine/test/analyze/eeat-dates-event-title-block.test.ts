import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * A community blog's announcement of an event, read after the event: its meta line under the title gives the
 * event's date and place ("Saturday, October 17, 2026 · Riverside Park · By Ruth Ng"), not the post's, and the
 * markup dates the post September 1. The unlabelled date is not taken as the publication date, so no "Dates
 * disagree" is raised; a PaperMod or Medium meta line still dates its post (eeat-dates-realistic.test.ts).
 */
const EVENT_POST = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harvest Fair returns – Fern &amp; Fig</title><meta property="og:type" content="article"><meta property="article:published_time" content="2026-09-01T08:00:00+00:00"><script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Harvest Fair returns","datePublished":"2026-09-01T08:00:00+00:00","author":{"@type":"Person","name":"Ruth Ng"}}</script></head>
<body><header><a href="/">Fern &amp; Fig</a><nav><a href="/">Home</a> <a href="/about/">About</a></nav></header><main><article><header class="post-header"><h1>Harvest Fair returns</h1><div class="post-meta">Saturday, October 17, 2026 · Riverside Park · By Ruth Ng</div></header>
<p>The Harvest Fair is back this autumn with more than forty growers, a seed swap and a pumpkin contest. Entry is free and the fair runs from ten in the morning until four in the afternoon beside the river.</p>
<p>Bring your own bags, and if you have seeds to share, label them with the variety and the year you saved them. Volunteers can sign up at the community garden shed until the end of September.</p>
<p>Parking is limited, so come by bike or on the number 12 bus, which stops at the park gate every twenty minutes on Saturdays.</p></article></main><footer><p>© 2026 Fern &amp; Fig. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

function eeatOf(html: string): EeatModule {
  return EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://www.fernandfig.com/blog/harvest-fair-2026/',
        fetchedAt: '2026-11-23T12:00:00.000Z',
      }),
    ),
  );
}

const said = (result: EeatModule, check: string): string =>
  finding(result, check)
    .evidence.map((e) => `${e.what} ${e.where ?? ''}`)
    .join(' | ');

describe("an event's date in a post's meta line is not the post's publication date", () => {
  it('raises no "Dates disagree" on the Harvest Fair announcement read after the fair', () => {
    const result = eeatOf(EVENT_POST);
    expect(finding(result, 'eeat.dates_agree').status).toBe('pass');
    const published = finding(result, 'eeat.date_published');
    expect(published.status).toBe('warn');
    expect(said(result, 'eeat.date_published')).not.toContain('2026-10-17');
  });

  it('takes no date that follows the venue in the line', () => {
    const html = EVENT_POST.replace(
      'Saturday, October 17, 2026 · Riverside Park · By Ruth Ng',
      'Riverside Park · September 1, 2026 · By Ruth Ng',
    );
    expect(said(eeatOf(html), 'eeat.date_published')).not.toContain('title block');
  });

  it('still dates the post by a leading meta-line date that agrees with the markup', () => {
    const html = EVENT_POST.replace(
      'Saturday, October 17, 2026 · Riverside Park · By Ruth Ng',
      'September 2, 2026 · 3 min · By Ruth Ng',
    );
    const result = eeatOf(html);
    expect(finding(result, 'eeat.date_published').status).toBe('pass');
    expect(said(result, 'eeat.date_published')).toContain('title block "September 2, 2026');
    expect(finding(result, 'eeat.dates_agree').status).toBe('pass');
  });

  it('passes over the author\'s name and the reading time before the date (Medium: "Ruth Ng · 5 min read · Sep 1, 2026")', () => {
    const html = EVENT_POST.replace(
      'Saturday, October 17, 2026 · Riverside Park · By Ruth Ng',
      'Ruth Ng · 5 min read · Sep 1, 2026',
    );
    expect(said(eeatOf(html), 'eeat.date_published')).toContain('title block "Ruth Ng · 5 min read');
  });
});
