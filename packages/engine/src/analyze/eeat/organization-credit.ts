import type { Evidence } from '@geo-audit/core';
import type { StructuredData } from '../../structured-data/types.ts';
import { organizationAuthor, publicHost, type SchemaPerson } from './own-works.ts';

/**
 * How a page shows readers the organization its markup names as author, when no byline names anyone: a credit at
 * the top of the main text ("Written by the WellPoint Health Editorial Team"), a publisher line ("From: HM Revenue &
 * Customs" in GOV.UK's metadata, "Published by:", "Herausgeber:"), or, for a public body's page, the government's
 * own site: GOV.UK's guides carry no byline, and the domain and the crown tell readers and answer engines who stands
 * behind them.
 */

/**
 * Words that credit a page to its author or publisher, before the name with a colon or a space: "by" (also "Written
 * by the …", "Published by: …", "Issued by"), "From:", "Source:" (also "Content source:"), "Page owner:", and the publisher lines of
 * German, French, Spanish, Italian and Dutch public sites.
 */
const CREDIT_LABEL =
  '(?:by|from|source|(?:page|content) owner|publisher|herausgeber(?:in)?|herausgegeben von|veröffentlicht von|publié par|éditeur|publicado por|editado por|pubblicato da|a cura di|uitgegeven door|gepubliceerd door)';

/** Only the top of the main text: a credit sits under the title, not in the body's mentions of the organization. */
const CREDIT_SPAN = 6000;

/** The name as a pattern: any run of blanks between its words, and "&" and "and" for each other ("HM Revenue & Customs"). */
function namePattern(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) =>
      word === '&' || /^and$/i.test(word) ? '(?:&|and)' : word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\s+');
}

/**
 * Where the page shows `organization`, the organization only its markup names as author: the credit line at the top
 * of `mainText`, or the site itself, `publicSite`: the page's host when a government body authors the page or the host
 * is a public body's. Undefined when readers see no one answerable for the page.
 *
 * @example
 * ```ts
 * organizationCredit('Guidance\nTax on savings …\nFrom:\nHM Revenue & Customs\nPublished …', 'HM Revenue & Customs', 'www.gov.uk');
 * // { what: 'publisher line naming the organization the markup names as author', value: 'From:\nHM Revenue & Customs' }
 * ```
 */
export function organizationCredit(
  mainText: string,
  organization: string,
  publicSite: string | undefined,
): Evidence | undefined {
  const credit = new RegExp(
    `(?:^|[^\\w\\u00C0-\\u024F])${CREDIT_LABEL}(?:\\s*[:：]\\s*|\\s+)(?:the\\s+)?${namePattern(organization)}`,
    'i',
  ).exec(mainText.slice(0, CREDIT_SPAN));
  if (credit)
    return {
      what: 'publisher line naming the organization the markup names as author',
      where: 'main content',
      value: credit[0].replace(/^[^\p{L}]+/u, '').replace(/\s+/g, ' '),
    };
  if (publicSite)
    return {
      what: `a public body's page on ${publicSite}: the government's own site shows readers who publishes it, and the organization the markup names as author is that body; public bodies' pages carry no personal byline`,
      value: organization,
    };
  return undefined;
}

/**
 * The page's host when the page is a public body's: on a public body's host (gov.uk, a .gov, bund.de …), or authored
 * by a government body (GovernmentOrganization, or an organization whose url is on such a host).
 *
 * @example
 * ```ts
 * publicSiteOf('https://www.gov.uk/renew-driving-licence-at-70', people, data); // 'www.gov.uk'
 * ```
 */
export function publicSiteOf(
  pageUrl: string,
  people: SchemaPerson[],
  data: StructuredData,
): string | undefined {
  let host: string;
  try {
    host = new URL(pageUrl).hostname;
  } catch {
    return undefined;
  }
  return publicHost(host) || organizationAuthor(people, data, [])?.government ? host : undefined;
}
