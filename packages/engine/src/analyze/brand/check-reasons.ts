/**
 * Why a brand check weighs less or does not apply on a page, and how a profile passed over is described: the wording
 * of the checks' evidence.
 */
import { CREDIT_LABEL, isSiteToolingRepository } from './credits.ts';
import type { OtherProfile } from './own-profiles.ts';
import type { BrandState } from './state.ts';

/** Why the business checks do not weigh on this page, for their evidence. */
export const NOT_A_BUSINESS =
  'nothing on the page shows a business (no LocalBusiness, Store or Corporation node, nothing offered for sale, no pricing or shop link, no review listing): a personal or non-commercial site';

/** Why review platforms do not apply to an organization's page that shows no business, for their evidence. */
export const NOTHING_SOLD =
  'nothing on the page shows a business that customers review (no LocalBusiness, Store or Corporation node, nothing offered for sale, no pricing or shop link, no review listing)';

/** Why review platforms do not apply to a plain Organization's page, whose business details were read too. */
export const NOTHING_SOLD_PLAIN =
  'nothing on the page shows a business that customers review (no LocalBusiness, Store or Corporation node, nothing offered for sale, no pricing or shop link, no review listing, no street address with a phone number in the footer; the publisher imprint of an article or recipe is not read, as every publisher prints one)';

/** Why one profile is enough on this page, for the profiles check's evidence. */
const NO_ORGANIZATION =
  "no organization names the site (no Organization node as its publisher or owner, no LinkedIn company page, nothing showing a notable organization or a business): the site reads as a person's or a project's";

/** Why a site is read as a person's (one profile is enough), for the profiles check's evidence. */
export function whyOneProfile(state: BrandState): string {
  const org = state.organization;
  if (org === null || state.organization_signals === null) return NO_ORGANIZATION;
  const name = org.name ?? org.legal_name ?? '';
  return org.role !== undefined
    ? `the only organization named ("${name}") is the ${org.role} of what the page describes, not the site's; nothing else shows an organization behind the site`
    : `the ${org.types.join(', ')} node "${name}" is named for a person on the page (its author), as themes print the site's title: a person's site`;
}

/** Why the knowledge-graph check does not weigh on this page, for its evidence. */
export const NOT_NOTABLE =
  'nothing on the page shows the organization is notable (no news organization, university, government body or listed company, no Wikipedia or Wikidata entry of the brand linked in the text), and no off-site check found an entry; whether one exists is not verified (null), and a small business cannot act on it';

/** Whether a profile passed over credits what the site is built with (see credits.ts), for its evidence. */
export function creditsTooling(other: OtherProfile): boolean {
  if (CREDIT_LABEL.test(other.text)) return true;
  try {
    return isSiteToolingRepository(new URL(other.url));
  } catch {
    return false;
  }
}
