import { BrandModule } from '@geo-audit/core';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { type LanguagePage, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';
import { contextFor } from '../structured-data/helpers.ts';

/** The language review's pages (see ../review-pages/pages.ts), by the URLs they stand for. */
export const LOCAL_PAGES = REVIEW_PAGE_URLS.languages;

export type LocalPage = LanguagePage;

/** The saved HTML of a page. */
export function localHtml(name: LocalPage): string {
  return reviewPageFile('languages', name);
}

/** The brand module's parsed result for a page (or `html` in its place), at the URL it stands for. */
export function localBrand(name: LocalPage, html = localHtml(name)): BrandModule {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url: LOCAL_PAGES[name] })));
}
