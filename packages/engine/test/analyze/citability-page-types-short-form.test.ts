import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';

function citabilityOf(page: string, url: string) {
  return CitabilityModule.parse(analyzeCitability(contextOf(page, { url })));
}

const ld = (node: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`;

/** Short blocks under headings, as a pricing page's plan cards or a FAQ's answers are: 20–40 words each. */
const SHORT_BLOCKS = `<main><h1>Plans</h1>
<h2>Free</h2><p>The Free plan costs nothing and covers one form with 100 responses a month. ${prose(20)}</p>
<h2>Pro</h2><p>Pro costs $20 per user a month, billed annually, and adds logic, payments and a 20% annual discount. ${prose(15)}</p>
<h2>Business</h2><p>Business costs $45 per user a month and adds SSO, audit logs and 99.9% uptime in writing. ${prose(15)}</p>
<h2>Enterprise</h2><p>Enterprise is priced per contract and adds a named manager and custom data residency. ${prose(15)}</p></main>`;

const ARTICLE_MEASURES = [
  'citability.thin_content',
  'citability.passage_length',
  'citability.quotations',
  'citability.question_headings',
];

describe("citability: short-form pages are not held to an article's measures", () => {
  it.each([
    ['a pricing', 'https://forms.example/pricing', ''],
    ['a FAQ', 'https://shop.example/help/faq', ''],
    [
      'an event',
      'https://jazz.example/events/harbor-jazz-2027',
      ld({ '@type': 'MusicEvent', name: 'Harbor Jazz' }),
    ],
    [
      'a job',
      'https://acme.example/careers/backend-engineer',
      ld({ '@type': 'JobPosting', title: 'Engineer' }),
    ],
    ['a course', 'https://uni.example/courses/cs-161', ld({ '@type': 'Course', name: 'CS 161' })],
    ['a donation', 'https://river.example/donate', ''],
    ['a home', 'https://plumber.example/', ''],
  ])(
    '%s page: length, section length, quotations and question headings do not apply',
    (label, url, schema) => {
      const result = citabilityOf(html(`${schema}${SHORT_BLOCKS}`), url);
      for (const check of ARTICLE_MEASURES) {
        const f = findingOf(result, check);
        expect(f.status, `${label} ${check}`).toBe('not_applicable');
        expect(f.impact).toBe(0);
      }
      expect(findingOf(result, 'citability.passage_length').evidence[0]?.what).toMatch(
        /^not applicable: an? .* page is short-form: its blocks are quoted as they stand/,
      );
      // Whether its blocks can be quoted and open with the answer is still judged.
      expect(findingOf(result, 'citability.passage_quality').status).not.toBe('not_applicable');
      expect(findingOf(result, 'citability.answer_first').status).not.toBe('not_applicable');
    },
  );

  it("does not ask a pricing page to cite the source of its own discount or uptime, but asks a home page's claims", () => {
    const pricing = citabilityOf(html(SHORT_BLOCKS), 'https://forms.example/pricing');
    const own = findingOf(pricing, 'citability.source_citations');
    expect(own.status).toBe('not_applicable');
    expect(own.evidence[0]?.what).toMatch(/own terms/);

    const claims = `<main><h1>Rosewood Plumbing</h1><h2>Why us</h2><p>98% of our customers would hire us again, and we fix 85% of leaks on the first visit. ${prose(60)}</p>
<h2>Services</h2><p>We repair water heaters, drains and leaks across Boise. ${prose(60)}</p></main>`;
    expect(
      findingOf(citabilityOf(html(claims), 'https://plumber.example/'), 'citability.source_citations').status,
    ).toBe('fail');
  });

  it('counterexample: the same short sections in a blog article are still too short', () => {
    const result = citabilityOf(html(SHORT_BLOCKS), 'https://forms.example/blog/our-plans-explained');
    expect(findingOf(result, 'citability.passage_length').status).toBe('fail');
    expect(findingOf(result, 'citability.thin_content').status).not.toBe('not_applicable');
    expect(findingOf(result, 'citability.question_headings').status).toBe('fail');
  });
});

describe('citability: forum threads, live blogs and docs', () => {
  it('a forum thread is not asked for sections, quotations or sources in its users posts', () => {
    const thread = `${ld({ '@type': 'DiscussionForumPosting', headline: 'Starter smells like acetone' })}<main><h1>Starter smells like acetone</h1>
<p>My starter is 9 days old, fed once a day with 50 g flour and 50 g water. It smells like nail polish remover. ${prose(140)}</p>
<p>Same thing happened to me. Feed it twice a day at 1:2:2 and keep it at 24°C. ${prose(140)}</p></main>`;
    const result = citabilityOf(html(thread), 'https://bread.example/t/starter-smells-like-acetone/48213');
    for (const check of [
      'citability.passage_length',
      'citability.quotations',
      'citability.source_citations',
    ]) {
      expect(findingOf(result, check).status, check).toBe('not_applicable');
    }
    expect(findingOf(result, 'citability.source_citations').evidence[0]?.what).toMatch(/users' posts/);
    // A thread of a few lines is still thin.
    expect(findingOf(result, 'citability.thin_content').status).not.toBe('not_applicable');
  });

  it("a live blog's short timestamped updates are not too short, and it is still held to the amount of content", () => {
    const updates = Array.from(
      { length: 5 },
      (_, i) =>
        `<h2>${9 + i}:00 a.m.</h2><p>Snow is falling at two inches an hour across the region, officials said. ${prose(25)}</p>`,
    ).join('');
    const live = html(
      `${ld({ '@type': 'LiveBlogPosting', headline: 'Winter storm live' })}<main><h1>Winter storm live</h1>${updates}</main>`,
      '<title>Live</title><meta property="og:type" content="article">',
    );
    const result = citabilityOf(live, 'https://news.example/news/live/winter-storm');
    expect(findingOf(result, 'citability.passage_length').status).toBe('not_applicable');
    expect(findingOf(result, 'citability.question_headings').status).toBe('not_applicable');
    expect(findingOf(result, 'citability.thin_content').status).not.toBe('not_applicable');
    // Counterexample: the same updates in a plain news article are short passages (41 words each: 9 short of 50, so
    // each counts in part, decision 0065).
    const plain = html(
      `<main><h1>Winter storm</h1>${updates}</main>`,
      '<title>Live</title><meta property="og:type" content="article">',
    );
    const short = findingOf(
      citabilityOf(plain, 'https://news.example/news/winter-storm'),
      'citability.passage_length',
    );
    expect(short.status).toBe('warn');
    expect(short.evidence.slice(1).map((e) => e.what)).toEqual(
      Array(5).fill('short passage (41 words, counts 0.55)'),
    );
  });
});
