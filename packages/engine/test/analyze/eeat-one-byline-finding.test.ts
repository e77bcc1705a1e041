import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { auditRealistic } from '../score/realistic-page.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/**
 * A page with no byline is asked for one once (decision 0098): the author-page check waits for a byline instead of
 * failing beside it with the same fix, so the action plan holds one author item, not two.
 */

const PROSE = `<p>${'Anvils are heavy blocks of steel used by smiths to shape hot metal. '.repeat(30)}</p>`;
const article = (byline: string) =>
  page(
    '<title>Anvils</title><meta property="og:type" content="article">',
    `<article><h1>Anvils</h1>${byline}${PROSE}</article>`,
  );
const eeatOf = (html: string) =>
  EeatModule.parse(analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })));

describe('an article without a byline', () => {
  const result = eeatOf(article(''));

  it('fails the byline check and leaves the author-page check not applicable, weighing nothing', () => {
    expect(finding(result, 'eeat.byline').status).toBe('fail');
    const authorPage = finding(result, 'eeat.author_page');
    expect(authorPage.status).toBe('not_applicable');
    expect(authorPage.evidence[0]?.what).toMatch(/until the page has an author byline/);
    expect(result.signals.find((s) => s.id === 'author_page')?.weight).toBe(0);
  });

  it('gets one author item in the action plan, the byline', () => {
    const audit = auditRealistic('news-arc-city-council-article', (artifacts) => {
      artifacts.page.body = article('');
      artifacts.page.url = ARTICLE_URL;
      artifacts.page.finalUrl = ARTICLE_URL;
      artifacts.url = ARTICLE_URL;
    });
    const author = audit.action_plan.filter((item) =>
      [item.check, ...((item as { also?: string[] }).also ?? [])].some((check) =>
        /^eeat\.(?:byline|author_page)$/.test(check),
      ),
    );
    expect(author.map((item) => item.check)).toEqual(['eeat.byline']);
    expect((author[0] as { also?: string[] }).also ?? []).not.toContain('eeat.author_page');
  });
});

describe('an article with a byline that links nowhere', () => {
  it('still fails the author-page check', () => {
    const result = eeatOf(article('<p class="byline">By Jane Doe</p>'));
    expect(finding(result, 'eeat.byline').status).toBe('pass');
    expect(finding(result, 'eeat.author_page').status).toBe('fail');
    expect(finding(result, 'eeat.author_page').title).toBe('The byline links to no author page');
  });
});
