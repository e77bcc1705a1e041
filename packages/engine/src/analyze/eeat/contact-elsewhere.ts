import { pathOf } from '../../structured-data/links.ts';
import type { AuthorshipKind } from './authorship.ts';

/**
 * Pages whose readers reach the site through its contact page, on a site that links one: no email, phone or address
 * is asked of each. A post or a recipe (authored content), product documentation and release notes (the vendor's,
 * whose support and contact pages are one click away), a job posting (applicants use its apply link, and the
 * employer's contact page for the rest) and a careers page. A home page, a contact page and a local business's
 * pages are still asked: there the details are what visitors come for.
 */

/** A careers index: /careers, /jobs, /join-us … as the last segment of the path, in a few languages. */
const CAREERS_PATH =
  /\/(?:careers?|jobs|join-us|work-with-us|karriere|carrieres?|empleo|trabaja-con-nosotros|lavora-con-noi|werken-bij|vacatures)\/?$/i;

/** What the page is, and how its readers reach the site instead. */
const WHY: Record<'authored' | 'docs' | 'job' | 'careers', [string, string]> = {
  authored: ['an article', 'readers reach the publisher there'],
  docs: ['product documentation or release notes', 'readers reach the vendor and its support there'],
  job: ['a job posting', 'applicants apply through its apply link and reach the employer there'],
  careers: ['a careers page', 'applicants apply through its openings and reach the employer there'],
};

/**
 * Why the page is not asked for contact details of its own, on a site that links its contact page (`linked`), or
 * undefined when it is asked.
 *
 * @example
 * ```ts
 * contactElsewhere({ linked: true, authored: false, authorship: 'docs', pageUrl: 'https://www.tasklane.io/changelog' });
 * // 'not applicable: product documentation or release notes on a site that links its contact page: readers reach …'
 * ```
 */
export function contactElsewhere(page: {
  linked: boolean;
  authored: boolean;
  authorship: AuthorshipKind | undefined;
  pageUrl: string;
}): string | undefined {
  if (!page.linked) return undefined;
  const kind = page.authored
    ? 'authored'
    : page.authorship === 'docs' || page.authorship === 'job'
      ? page.authorship
      : CAREERS_PATH.test(pathOf(page.pageUrl))
        ? 'careers'
        : undefined;
  if (kind === undefined) return undefined;
  const [what, how] = WHY[kind];
  return `not applicable: ${what} on a site that links its contact page: ${how}; no email or phone is asked of each ${kind === 'authored' ? 'article' : 'page'}`;
}
