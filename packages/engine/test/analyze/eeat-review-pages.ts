import { EeatModule } from '@geo-audit/core';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { type ContentPage, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/** The content review's pages (see ../review-pages/pages.ts), by the URLs they stand for. */
export const EEAT_REVIEW_PAGES = REVIEW_PAGE_URLS.content;

export type EeatReviewPage = ContentPage;

/** The saved HTML of a review page. */
export function eeatReviewHtml(name: EeatReviewPage): string {
  return reviewPageFile('content', name);
}

/** The eeat module's parsed result for a review page (or an edited copy of it), at the URL it was fetched from. */
export function reviewEeat(name: EeatReviewPage, html = eeatReviewHtml(name)): EeatModule {
  return EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: EEAT_REVIEW_PAGES[name],
        headers: HTTPS_HEADERS,
        fetchedAt: '2026-11-23T12:00:00.000Z',
      }),
    ),
  );
}

/** One check of a result: its status and its evidence as one line of text. */
export function checkOf(result: EeatModule, id: string): { status: string; said: string } {
  const found = finding(result, `eeat.${id}`);
  return {
    status: found.status,
    said: found.evidence
      .map(
        (e) =>
          `${e.what}${e.where ? ` @ ${e.where}` : ''}${e.value !== undefined ? ` = ${String(e.value)}` : ''}`,
      )
      .join(' | '),
  };
}
