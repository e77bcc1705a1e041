import type { AuditResult, Finding } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditServed, REVIEW_PAGE_URLS, type ReviewSet, reviewPageFile } from '../review-pages/pages.ts';

/**
 * What a page without structured data loses (decision 0040): on a page whose kind takes no particular type (an
 * agency's case study, a city's service notice) nothing, as Google needs no markup for its AI features; on an
 * article it still fails, with a fix that names the type. A node that describes nothing (`Thing` "x") counts as none.
 */

const audit = auditServed;

function reviewPage<S extends ReviewSet>(set: S, name: keyof (typeof REVIEW_PAGE_URLS)[S] & string) {
  return { url: (REVIEW_PAGE_URLS[set] as Record<string, string>)[name]!, html: reviewPageFile(set, name) };
}

const withJsonLd = (html: string, node: unknown): string =>
  html.replace('</head>', `<script type="application/ld+json">${JSON.stringify(node)}</script></head>`);
const withoutJsonLd = (html: string): string =>
  html.replace(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g, '');

const schemaOf = (result: AuditResult) =>
  result.modules.schema as unknown as {
    score: number;
    applicable?: boolean;
    page_type: string;
    findings: Finding[];
  };
const findingOf = (result: AuditResult, check: string): Finding => {
  const all = [...schemaOf(result).findings, ...(result.modules.platforms?.findings ?? [])];
  const found = all.find((f) => f.check === check);
  if (!found) throw new Error(`no ${check}`);
  return found;
};
const inPlan = (result: AuditResult, check: string): boolean =>
  result.action_plan.some(
    (item) => item.check === check || ((item as { also?: string[] }).also ?? []).includes(check),
  );

describe('a Webflow agency case study without JSON-LD (a page of no particular kind)', () => {
  const { url, html } = reviewPage('site', 'webflow-agency');
  const bare = audit(url, html);

  it('costs nothing: the schema module does not apply and schema.present is not an action', () => {
    expect(schemaOf(bare).page_type).toBe('other');
    expect(schemaOf(bare).applicable).toBe(false);
    expect(bare.weights?.schema).toBe(0);
    const present = findingOf(bare, 'schema.present');
    expect(present.status).toBe('info');
    expect(present.impact).toBe(0);
    expect(inPlan(bare, 'schema.present')).toBe(false);
    // AI Overviews read whether markup matches the page, not whether there is any.
    const aio = findingOf(bare, 'platforms.google_ai_overviews.schema');
    expect(aio.status).toBe('not_applicable');
    expect(aio.impact).toBe(0);
  });

  it("says in ChatGPT's readiness that structured data does not apply, not that the module did not run", () => {
    const chatgpt = findingOf(bare, 'platforms.chatgpt.schema');
    expect(chatgpt.status).toBe('not_applicable');
    expect(chatgpt.title).toBe('ChatGPT: Structured data: does not apply to this page');
    expect(chatgpt.evidence.map((e) => e.what).join(' ')).not.toMatch(/did not run/);
  });

  it('advises a WebPage and the publisher Organization, not an Article or a Product', () => {
    const fix = findingOf(bare, 'schema.present').fix ?? '';
    expect(fix).toMatch(/WebPage with the page's name and description/);
    expect(fix).toMatch(/publisher Organization/);
    expect(fix).not.toMatch(/an Article with author/);
  });

  it('gains nothing from a node that describes nothing ({"@type": "Thing", "name": "x"})', () => {
    const thing = audit(
      url,
      withJsonLd(html, { '@context': 'https://schema.org', '@type': 'Thing', name: 'x' }),
    );
    expect(thing.geo_score).toBe(bare.geo_score);
    expect(schemaOf(thing).applicable).toBe(false);
    expect(findingOf(thing, 'schema.present').title).toBe(
      'The structured data describes nothing on the page',
    );
  });

  it('still judges markup that is there: a WebPage whose name the page contradicts scores below none', () => {
    const wrong = audit(
      url,
      withJsonLd(html, { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Page' }),
    );
    expect(findingOf(wrong, 'schema.consistency').status).toBe('fail');
    expect(findingOf(wrong, 'platforms.google_ai_overviews.schema').status).not.toBe('pass');
    expect(wrong.geo_score).toBeLessThan(bare.geo_score);
  });
});

describe('a WordPress how-to article (a page that takes Article markup)', () => {
  const { url, html } = reviewPage('content', 'wp-yoast-howto');
  const bare = audit(url, withoutJsonLd(html));

  it('still fails without markup, with a fix that names the Article', () => {
    expect(schemaOf(bare).page_type).toBe('article');
    const present = findingOf(bare, 'schema.present');
    expect(present.status).toBe('fail');
    expect(present.fix).toMatch(/For an article page, add an Article/);
    expect(inPlan(bare, 'schema.present')).toBe(true);
  });

  it('does not pass with a Thing in place of its Article: it scores as a page without markup', () => {
    const thing = audit(
      url,
      withJsonLd(withoutJsonLd(html), { '@context': 'https://schema.org', '@type': 'Thing', name: 'x' }),
    );
    expect(findingOf(thing, 'schema.present').status).toBe('fail');
    expect(schemaOf(thing).score).toBe(schemaOf(bare).score);
    expect(thing.geo_score).toBe(bare.geo_score);
  });

  it("does not pass with only a theme's layout microdata (SiteNavigationElement, WPFooter)", () => {
    const layout = withoutJsonLd(html)
      .replace(
        /<body([^>]*)>/,
        '<body$1><nav itemscope itemtype="https://schema.org/SiteNavigationElement"><a itemprop="url" href="/"><span itemprop="name">Home</span></a></nav>',
      )
      .replace(
        '</body>',
        '<footer itemscope itemtype="https://schema.org/WPFooter"><p itemprop="copyrightYear">2026</p></footer></body>',
      );
    const result = audit(url, layout);
    expect(findingOf(result, 'schema.present').status).toBe('fail');
    expect(
      findingOf(result, 'schema.present')
        .evidence.map((e) => e.what)
        .join(' '),
    ).toMatch(/SiteNavigationElement.*describe nothing|describe nothing.*SiteNavigationElement/);
    expect(schemaOf(result).score).toBe(0);
  });
});
