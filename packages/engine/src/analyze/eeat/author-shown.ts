import type { Evidence } from '@geo-audit/core';
import type { HintFact } from '../../structured-data/metadata.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import type { AuthoredScope } from './authored-scope.ts';
import type { Authors } from './authors.ts';
import { type Byline, bylineOf } from './bylines.ts';
import { departmentAuthor, shownName } from './department-byline.ts';
import { organizationCredit, publicSiteOf } from './organization-credit.ts';
import { organizationAuthor, type SchemaPerson } from './own-works.ts';
import { issuerNamed } from './press-release.ts';

/**
 * Who readers see answering for the page: an organization author that stands behind it as an institution, and the
 * authors only the markup names, which readers never see.
 */

/** What `authorShown` found. */
export interface AuthorShown {
  /** The organization author asked for no person's qualifications (an institution's, or on a page giving no advice). */
  orgAuthor: string | undefined;
  /** How the page shows the organization only its markup names as author: a credit line, the issuer, a public site. */
  organizationShown: Evidence | undefined;
  /** The organization only the markup names as author, which the page never shows. */
  unshownAuthor: string | undefined;
  /** The person only the markup names as author, whom the page never shows. */
  unshownPerson: string | undefined;
}

/** What `authorShown` reads of the page. */
export interface AuthorPage {
  byline: Byline | undefined;
  /** The page's byline elements, without review widgets'. */
  hints: HintFact[];
  indonesian: boolean;
  /** The people the page's own works name (eeat/own-works.ts). */
  people: SchemaPerson[];
  data: StructuredData;
  pageUrl: string;
  mainText: string;
  /** Whether the page is on a health or finance topic. */
  ymyl: boolean;
  /** Whether the page is a press release (structured-data/press-release.ts). */
  release: boolean;
}

/**
 * Who the page shows answering for it, for the author checks.
 *
 * @example
 * ```ts
 * authorShown(findAuthors(…), { byline, hints, indonesian, people, data, pageUrl, mainText, ymyl, release }, scope);
 * // { orgAuthor: 'City of Springfield', organizationShown: undefined, unshownAuthor: undefined, … }
 * ```
 */
export function authorShown(
  authors: Authors,
  { byline, hints, indonesian, people, data, pageUrl, mainText, ymyl, release }: AuthorPage,
  { authored, podcast, forum }: Pick<AuthoredScope, 'authored' | 'podcast' | 'forum'>,
): AuthorShown {
  // A page an organization authors is asked for no person's qualifications when the organization's authority is
  // institutional (a government agency, a newsroom) or the page gives no health or money advice; a lender's or a
  // clinic's "editorial team" on a YMYL page is still asked who stands behind the advice.
  // A public body's page signed by one of its departments ("Public Works" in Drupal's author field on a .gov) is the
  // body's: an organization author too (eeat/department-byline.ts).
  const shownAuthors = [
    ...(byline ? [shownName(byline)] : []),
    ...hints
      .filter((h) => h.kind === 'author' && h.region !== 'nav' && h.region !== 'footer')
      .slice(0, 1)
      .map((h) => {
        const found = bylineOf(h.text, true, indonesian);
        return found ? shownName(found) : h.text;
      }),
  ];
  const orgAuthorFound =
    authors.credentials.length === 0
      ? (organizationAuthor(people, data, shownAuthors) ??
        (people.length === 0 ? departmentAuthor(shownAuthors, pageUrl) : undefined))
      : undefined;
  const orgAuthor =
    orgAuthorFound && (orgAuthorFound.institutional || !ymyl) ? orgAuthorFound.name : undefined;
  // An organization only the markup names as author, and the page credits no one: readers see no one answerable for
  // the page. A credit line ("Written by the WellPoint Health Editorial Team", "From: HM Revenue & Customs",
  // "Published by: …") shows it, and a public body's page is shown by the government's own site (eeat/organization-credit.ts).
  const markupOnly = authored && !podcast && !forum ? authors.schemaOrganizationOnly : undefined;
  const organizationShown =
    markupOnly === undefined
      ? undefined
      : (organizationCredit(mainText, markupOnly, publicSiteOf(pageUrl, people, data)) ??
        (release ? issuerNamed(mainText, markupOnly) : undefined));
  const unshownAuthor = organizationShown ? undefined : markupOnly;
  // A person only the markup names: readers see no one answerable for the page, as with an organization there; a
  // generic name ("… Team") already takes half.
  const unshownPerson =
    authored && !podcast && !forum && !authors.generic ? authors.markupOnlyPerson : undefined;
  return { orgAuthor, organizationShown, unshownAuthor, unshownPerson };
}
