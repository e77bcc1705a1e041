import type { PageNotServedKind } from '@geo-audit/core';
import type { Document } from 'domhandler';
import type { Artifacts } from '../artifacts.ts';
import {
  genericLanding,
  namesTheStatus,
  redirectedToSignIn,
  saysComingSoon,
  saysNotFound,
} from '../content/not-found.ts';
import { childElement } from '../parse/implied-body.ts';
import { pathOf } from '../structured-data/links.ts';
import { countWords, pageFacts } from '../structured-data/metadata.ts';

/**
 * A not-found page is short: a heading, a sentence, a search box, a few links. A page saying "not found" in its
 * title or heading over more main text than this is about something else (a guide to 404 errors, a product named
 * "Not Found").
 */
const MAX_MAIN_WORDS = 250;
/**
 * At a URL that names the status (`/blog/how-to-fix-404-errors/`) the page may be a short one about the error, so
 * only a page as short as an error template counts: a heading, a sentence and a search box.
 */
const MAX_MAIN_WORDS_AT_STATUS_URL = 60;
/** A coming-soon or maintenance page holds a heading, a line and a sign-up box; a product teaser says more. */
const MAX_MAIN_WORDS_COMING_SOON = 120;

/** What answered in the page's place, and what the editor can do about it. */
export interface NotThePage {
  /** One clause: 'the URL answered HTTP 200 with a "page not found" page ("Page not found – Acme"), not the page'. */
  what: string;
  fix: string;
  /** What answered, for clients deciding whether to audit again later (core's `PAGE_NOT_SERVED_KINDS`). */
  kind: PageNotServedKind;
}

/** The end of the fix for a "not found" page served with 200: a page gone for good says so with its status. */
const GONE_FOR_GOOD = 'A page that is gone for good should answer 404 or 410, not a page saying so with 200.';

/** What to do when the URL does not serve the page yet, or is the wrong address: shared with a 404 status. */
export const AGAIN_OR_URL =
  'Open the URL in a browser. If the page was just published, run the audit again once the site serves it (a static build, a cache or a CDN can take a few minutes); if it never shows, the address is wrong: check the slug and the URL pattern the CMS plugin builds page addresses with.';

/**
 * What shows that a 2xx answer is not the page asked for (search engines call the first two soft 404s):
 * - the URL redirected to the home page, an error page or a sign-in page;
 * - a short page whose title or first heading says "page not found", or WordPress's not-found template (`error404`);
 * - WordPress's password form for a password-protected post;
 * - a coming-soon or maintenance page: its first heading says so (or its title, with no heading).
 * These happen when a CMS audits a page the moment it is published: a static site still rebuilding, a CDN's cached
 * 404, a wrong URL pattern, a private post, a site in coming-soon mode. Null when the answer is the page.
 *
 * @example
 * ```ts
 * softNotFound(artifacts, document)?.what;
 * // 'the URL answered HTTP 200 with a "page not found" page ("Page not found – Acme"), not the page'
 * ```
 */
export function softNotFound(artifacts: Artifacts, document: Document): NotThePage | null {
  const page = artifacts.page;
  const landing = genericLanding(artifacts.url, page.finalUrl);
  if (landing !== null) {
    return {
      what: `the URL redirected to ${landing} (${page.finalUrl}), as sites do for a page they do not have`,
      kind: 'not_found',
      fix: `${AGAIN_OR_URL} A page that is gone for good should answer 404 or 410, not a redirect to ${landing}.`,
    };
  }
  if (page.finalUrl && redirectedToSignIn(pathOf(artifacts.url), pathOf(page.finalUrl))) {
    return {
      what: `the URL redirected to a sign-in page (${page.finalUrl}): visitors and crawlers get a login form in the page's place`,
      kind: 'restricted',
      fix: "If the page is private, members-only or password-protected, make it public (in WordPress: the post's Visibility) or publish a public version at this URL, then run the audit again; if it should be public already, check the URL pattern the CMS plugin builds page addresses with.",
    };
  }
  const classes = bodyClass(document);
  if (/(?:^|\s)post-password-required(?:\s|$)/.test(classes)) {
    return {
      what: "the URL answered with WordPress's password form: the post is password-protected, so visitors and crawlers get the form in its place",
      kind: 'restricted',
      fix: 'Crawlers and answer engines cannot enter a password. Once the post should be read, set its Visibility to Public (in the post settings) and run the audit again.',
    };
  }
  const facts = pageFacts(document);
  const heading = facts.headings.find((h) => h.level === 1)?.text;
  const limit = namesTheStatus(artifacts.url) ? MAX_MAIN_WORDS_AT_STATUS_URL : MAX_MAIN_WORDS;
  const says = saysNotFound(facts.title) ? facts.title : saysNotFound(heading) ? heading : undefined;
  if (says !== undefined && countWords(facts.mainText, limit) < limit) {
    return {
      what: `the URL answered HTTP ${page.status} with a "page not found" page ("${says}"), not the page`,
      kind: 'not_found',
      fix: `${AGAIN_OR_URL} ${GONE_FOR_GOOD}`,
    };
  }
  // WordPress marks its "not found" template with the body class error404, whatever the theme's wording.
  if (/(?:^|\s)error404(?:\s|$)/.test(classes)) {
    return {
      what: `the URL answered HTTP ${page.status} with WordPress's "page not found" template (body class error404), not the page`,
      kind: 'not_found',
      fix: `${AGAIN_OR_URL} ${GONE_FOR_GOOD}`,
    };
  }
  // A coming-soon page's heading says so; a page without one, its title.
  const shownFirst = heading ?? facts.title;
  const soon = saysComingSoon(shownFirst) ? shownFirst : undefined;
  if (
    soon !== undefined &&
    countWords(facts.mainText, MAX_MAIN_WORDS_COMING_SOON) < MAX_MAIN_WORDS_COMING_SOON
  ) {
    return {
      what: `the URL answered HTTP ${page.status} with a coming-soon or maintenance page ("${soon}"), not the page`,
      kind: 'unavailable',
      fix: "The site shows visitors and crawlers a coming-soon or maintenance page in place of its pages (a WordPress plugin such as SeedProd or WP Maintenance Mode, or the site builder's launch setting). Turn that mode off once the page should be public, then run the audit again; answer engines and search crawlers get the same placeholder until then.",
    };
  }
  return null;
}

/** The `class` of the page's `<body>`, where WordPress marks its not-found template and a password-protected post. */
function bodyClass(document: Document): string {
  const root = childElement(document, 'html') ?? document;
  return childElement(root, 'body')?.attribs.class ?? '';
}
