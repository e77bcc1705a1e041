import type { AnalysisContext } from '../../src/analyze/context.ts';
import { contextOf } from '../content/context.ts';
import { type LanguagePage, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/** The language review's pages (see ../review-pages/pages.ts), by the URLs they stand for. */
export const LOCAL_PAGES = REVIEW_PAGE_URLS.languages;

export type LocalPage = LanguagePage;

/** Sites of the language review that publish an llms.txt (saved beside the page as `<name>.llms.txt`). */
const WITH_LLMS_TXT: ReadonlySet<LocalPage> = new Set(['de-saas-preise', 'it-saas-prezzi']);

/** The saved HTML of a page. */
export function localPageHtml(name: LocalPage): string {
  return reviewPageFile('languages', name);
}

/**
 * An analysis context for a saved page at its URL, with its llms.txt when it has one (or `html` in place of its
 * saved HTML, for a one-line variant).
 *
 * @example
 * ```ts
 * analyzeAgentPricing(localPageContext('de-saas-preise'));
 * ```
 */
export function localPageContext(name: LocalPage, html = localPageHtml(name)): AnalysisContext {
  const llmsTxt = WITH_LLMS_TXT.has(name) ? reviewPageFile('languages', name, 'llms.txt') : undefined;
  return contextOf(html, { url: LOCAL_PAGES[name], ...(llmsTxt !== undefined ? { llmsTxt } : {}) });
}
