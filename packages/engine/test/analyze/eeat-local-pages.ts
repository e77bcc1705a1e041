import { EeatModule } from '@geo-audit/core';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { type LanguagePage, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';
import { contextFor } from '../structured-data/helpers.ts';

/** The language review's pages (see ../review-pages/pages.ts), by the URLs they stand for. */
export const EEAT_LOCAL_PAGES = REVIEW_PAGE_URLS.languages;

export type EeatLocalPage = LanguagePage;

/** The saved HTML of a page. */
export function eeatLocalHtml(name: EeatLocalPage): string {
  return reviewPageFile('languages', name);
}

/**
 * The eeat module's parsed result for a saved page (or `html`, a one-line variant of it), at the URL it stands for.
 *
 * @example
 * ```ts
 * localEeat('nl-gemeente', eeatLocalHtml('nl-gemeente').replace('Proclaimer', 'Colofon'));
 * ```
 */
export function localEeat(name: EeatLocalPage, html = eeatLocalHtml(name)): EeatModule {
  return EeatModule.parse(
    analyzeEeat(contextFor(html, { url: EEAT_LOCAL_PAGES[name], fetchedAt: '2026-11-24T12:00:00.000Z' })),
  );
}

/** One check of a result: its status and its evidence as one line of text. */
export { checkOf as localCheck } from './eeat-review-pages.ts';
