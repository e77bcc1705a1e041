import type { Document } from 'domhandler';
import type { Artifacts } from '../artifacts.ts';
import { genericLanding, namesTheStatus, saysNotFound } from '../content/not-found.ts';
import { countWords, pageFacts } from '../structured-data/metadata.ts';

/**
 * A not-found page is short: a heading, a sentence, a search box, a few links. A page saying "not found" in its
 * title or heading over more main text than this is about something else (a guide to 404 errors, a product named
 * "Not Found").
 */
const MAX_MAIN_WORDS = 250;

/**
 * What shows that a 2xx answer is not the page asked for: the URL redirected to the home page or an error page, or
 * the answer is a short page whose title or first heading says "page not found" (a soft 404, as search engines call
 * it). Both happen when a CMS audits a page the moment it is published: a static site still rebuilding, a CDN's
 * cached 404, a wrong URL pattern. Null when the answer is the page. A URL that names the status (a page about the
 * 404 error) is taken at its word.
 *
 * @example
 * ```ts
 * softNotFound(artifacts, document);
 * // 'the URL answered HTTP 200 with a "page not found" page ("Page not found – Acme"), not the page'
 * ```
 */
export function softNotFound(artifacts: Artifacts, document: Document): string | null {
  const page = artifacts.page;
  const landing = genericLanding(artifacts.url, page.finalUrl);
  if (landing !== null) {
    return `the URL redirected to ${landing} (${page.finalUrl}), as sites do for a page they do not have`;
  }
  if (namesTheStatus(artifacts.url)) return null;
  const facts = pageFacts(document);
  const heading = facts.headings.find((h) => h.level === 1)?.text;
  const says = saysNotFound(facts.title) ? facts.title : saysNotFound(heading) ? heading : undefined;
  if (says === undefined || countWords(facts.mainText, MAX_MAIN_WORDS) >= MAX_MAIN_WORDS) return null;
  return `the URL answered HTTP ${page.status} with a "page not found" page ("${says}"), not the page`;
}
