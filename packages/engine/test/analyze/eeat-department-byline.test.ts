import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';
import { checkOf, eeatReviewHtml, reviewEeat } from './eeat-review-pages.ts';

/**
 * A city's Drupal (Olivero) news page on its .gov site, signed "Public Works" in Drupal's author field: the
 * department's account. eeat asked the department for a person's credentials ("No author credentials"); a public
 * body's department is an organization author, as a GovernmentOrganization in the markup is.
 */
const page = eeatReviewHtml('drupal-olivero-news');
const BYLINE =
  '<span class="field field--name-uid field--type-entity-reference field--label-hidden"><span>Public Works</span></span>';

const eeatAt = (html: string, url: string) =>
  EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));

describe("eeat: a public body's department in the byline is an organization author", () => {
  it('drupal-olivero-news: "Public Works" on a .gov is asked for no person\'s credentials', () => {
    expect(page).toContain(BYLINE);
    const { status, said } = checkOf(reviewEeat('drupal-olivero-news'), 'author_credentials');
    expect(status).toBe('not_applicable');
    expect(said).toContain('the author is an organization ("Public Works")');
  });

  it("a person's name in the same byline is still asked for credentials", () => {
    const signed = page.replace(BYLINE, BYLINE.replace('Public Works', 'Margaret Hale'));
    expect(checkOf(reviewEeat('drupal-olivero-news', signed), 'author_credentials').status).toBe('fail');
  });

  it("off a public body's host the same byline is read as before: the department test holds on a .gov only", () => {
    const result = eeatAt(page, 'https://www.millbrookpaving.com/news/leaf-collection-begins-november-3');
    expect(checkOf(result, 'author_credentials').status).toBe('fail');
  });
});
