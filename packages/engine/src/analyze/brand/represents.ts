import type { BrandPlatform, Evidence } from '@geo-audit/core';
import type { OrganizationFacts } from '../../structured-data/entities.ts';
import type { BrandState } from './state.ts';

/** What organizationSignals reads: all of it is read by analyzeBrand already. */
export interface RepresentsInput {
  organization: OrganizationFacts | null;
  /** The organization's name is a Person's on the page (its author's): a theme printing the site title as one. */
  namedForPerson: boolean;
  notability: readonly Evidence[];
  commercialSignals: readonly Evidence[];
  linkedin: BrandPlatform | undefined;
}

/**
 * What shows that the site represents an organization, which keeps several official profiles, rather than a person:
 * the site's own Organization node (any subtype: the publisher, the WebSite's owner, a NewsMediaOrganization, a
 * LocalBusiness), unless it only takes part in what the page describes (an event's organizer) or is named for the
 * page's author (Hugo's PaperMod and other themes print the site title as the publisher Organization on a personal
 * blog); what shows the organization is notable; a LinkedIn company page linked; a business (a shop sells for
 * someone, marked up or not). Empty on a person's site or one naming no organization.
 *
 * @example
 * ```ts
 * organizationSignals({ organization: yoastOrganization, namedForPerson: false, notability: [], commercialSignals: [], linkedin });
 * // [{ what: 'Organization node naming the site', where: 'JSON-LD block 1 of 1 › @graph › Organization' }]
 * ```
 */
export function organizationSignals(input: RepresentsInput): Evidence[] {
  const out: Evidence[] = [];
  const org = input.organization;
  if (org !== null && org.role === undefined && !input.namedForPerson)
    out.push({ what: `${org.types.join(', ')} node naming the site`, where: org.where });
  if (input.notability.length > 0) out.push({ what: 'the organization is notable (see notability)' });
  const linkedin = input.linkedin;
  if (linkedin?.linked_from_site && linkedin.url !== null && /\/company\//i.test(linkedin.url))
    out.push({ what: 'LinkedIn company page linked', value: linkedin.url });
  if (input.commercialSignals.length > 0) out.push({ what: 'a business (see commercial_signals)' });
  return out;
}

/**
 * Whether the site represents an organization, which keeps several official profiles (see organizationSignals); a
 * result from before the signals were recorded (null) keeps the business rule.
 */
export function representsOrganization(state: BrandState): boolean {
  if (state.organization_signals === null)
    return state.commercial_signals === null || state.commercial_signals.length > 0;
  return state.organization_signals.length > 0;
}
