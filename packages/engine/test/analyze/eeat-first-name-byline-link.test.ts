import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/index.ts';
import { REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * A French recipe blog's byline gives the first name only, linked to the author page ("par <a href="/author/julie/">
 * Julie</a>"), where the Recipe's markup names "Julie Martin": the person is shown, so the byline is no "author named
 * only in the markup" (1f5ae57 had said so beside an author-page check that passed on the same link).
 */

const url = REVIEW_PAGE_URLS.languages['fr-recette-blog'];
const html = reviewPageFile('languages', 'fr-recette-blog');
const eeatOf = (page: string) => EeatModule.parse(analyzeEeat(contextFor(page, { url })));

describe('a byline that links the author page under the given name', () => {
  it('shows the author the markup names in full', () => {
    const byline = finding(eeatOf(html), 'eeat.byline');
    expect(byline.title).not.toMatch(/named only in the markup/);
    expect(byline.status).toBe('pass');
  });

  it('does not when the link names someone else', () => {
    const other = html.replace('<a href="/author/julie/">Julie</a>', '<a href="/author/paul/">Paul</a>');
    expect(finding(eeatOf(other), 'eeat.byline').title).toMatch(/named only in the markup/);
  });
});
