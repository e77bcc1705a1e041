import { CitabilityModule } from '@geo-audit/core';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf } from '../content/context.ts';
import { type ContentPage, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/** The content review's pages (see ../review-pages/pages.ts), by the URLs they stand for. */
export const CITABILITY_PAGES = REVIEW_PAGE_URLS.content;

export type CitabilityPage = ContentPage;

/** The saved HTML of a review page. */
export function citabilityHtml(name: CitabilityPage): string {
  return reviewPageFile('content', name);
}

/** The citability module's parsed result for a review page (or `html` at its URL). */
export function reviewCitability(name: CitabilityPage, html = citabilityHtml(name)): CitabilityModule {
  return CitabilityModule.parse(analyzeCitability(contextOf(html, { url: CITABILITY_PAGES[name] })));
}
