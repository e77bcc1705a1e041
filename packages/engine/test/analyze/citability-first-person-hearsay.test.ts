import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf } from '../content/context.ts';

/**
 * A first-person paragraph owes no source for the author's own results, but "I have read that 70% …" and "We all
 * know that one in three …" pass on a statistic about the world the author did not produce: those owe one, as the
 * same sentences written plainly do.
 */

const LONG_CYCLES =
  '<p>Farming is a business of long cycles: a decision about land, soil or machinery made in one season shapes the next five, and the people who last are usually those who plan for the bad years as carefully as for the good ones.</p>\n<p>Growing food is a business of long cycles: a decision about land, soil or machinery made in one season shapes the next five, and the people who last are usually those who plan for the bad years as carefully as for the good ones.</p>\n<p>Farming is a business of slow returns: a decision about land, soil or machinery made in one season shapes the next five, and the people who last are usually those who plan for the bad years as carefully as for the good ones.</p>';

const post = (opening: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Why small farms fail – Fern &amp; Fig</title><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Why small farms fail","datePublished":"2026-09-01","author":{"@type":"Person","name":"Ruth Ng"}}</script></head>
<body><header><a href="/">Fern &amp; Fig</a><nav><a href="/">Home</a> <a href="/about/">About</a></nav></header><main><article><h1>Why small farms fail</h1><p class="byline">By Ruth Ng · <time datetime="2026-09-01">September 1, 2026</time></p>${opening}
${LONG_CYCLES}</article></main><footer><p>© 2026 Fern &amp; Fig. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

const HEARSAY = post(
  '<p>I have read that 70% of new farms in the US close within ten years, and I believe the main reason is debt taken on for land and machinery in the first two seasons, long before the farm earns anything.</p>\n<p>We all know that one in three young farmers quits within five years, and I think the reason is the same: too much borrowed too early.</p>',
);

const OWN_RESULTS = post(
  '<p>We surveyed the 40 farms in our county that opened since 2015, and we counted 17 that had closed, 42% of them, most within their first four years.</p>\n<p>I tracked my own costs for three seasons too: my machinery loans took 35% of what the farm earned in its second year.</p>',
);

const sources = (page: string) =>
  findingOf(
    CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://www.fernandfig.com/blog/why-small-farms-fail-2/' })),
    ),
    'citability.source_citations',
  );

describe('citability: first-person hearsay owes a source', () => {
  it('asks a source of "I have read that 70% …" and "We all know that one in three …"', () => {
    const finding = sources(HEARSAY);
    expect(finding.status).toBe('fail');
    const unsourced = finding.evidence
      .map((e) => e.what)
      .filter((w) => w.startsWith('figures without a source'));
    expect(unsourced.join(' ')).toContain('70%');
  });

  it("asks none of the author's own survey and cost tracking", () => {
    expect(sources(OWN_RESULTS).status).not.toBe('fail');
  });
});
