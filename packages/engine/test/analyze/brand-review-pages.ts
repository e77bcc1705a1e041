import { BrandModule } from '@geo-audit/core';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { REVIEW_PAGE_URLS, reviewPageFile, type SitePage } from '../review-pages/pages.ts';
import { contextFor } from '../structured-data/helpers.ts';

/** The site review's pages (see ../review-pages/pages.ts), by the URLs they stand for. */
export const REVIEW_PAGES = REVIEW_PAGE_URLS.site;

export type ReviewPage = SitePage;

/** The saved HTML of a review page. */
export function reviewHtml(name: ReviewPage): string {
  return reviewPageFile('site', name);
}

/** The brand module's parsed result for a review page, at the URL it was fetched from. */
export function reviewBrand(name: ReviewPage, html = reviewHtml(name)): BrandModule {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url: REVIEW_PAGES[name] })));
}
