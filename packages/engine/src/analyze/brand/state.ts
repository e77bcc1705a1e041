import type { Evidence } from '@geo-audit/core';
import type { OrganizationFacts } from '../../structured-data/entities.ts';
import type { BrandNameSource } from './name-sources.ts';
import type { BrandPlatformEntry, OtherProfile } from './own-profiles.ts';

/** What the brand checks read; all of it is in the module output, so verification can re-score. */
export interface BrandState {
  brand_name: string | null;
  name_sources: BrandNameSource[];
  organization: OrganizationFacts | null;
  platforms: Record<string, BrandPlatformEntry>;
  /** Profile links in the chrome that are someone else's (credits …): listed, never counted. */
  other_profiles: OtherProfile[];
  /** What shows a business on the page (see commercialSignals); null when unknown (a result from before). */
  commercial_signals: Evidence[] | null;
  /**
   * What shows the site represents an organization, which keeps several profiles (see organizationSignals); null
   * when unknown (a result from before).
   */
  organization_signals: Evidence[] | null;
  /**
   * What shows the organization is notable enough for a Wikipedia entry (see notabilitySignals); null when unknown
   * (a result from before, whose knowledge-graph check keeps the business rule).
   */
  notability: Evidence[] | null;
  /**
   * Whether the page is the site's home page (its type, or a root path): the Organization is expected there. Null
   * when unknown (a result from before), read as a home page.
   */
  home_page: boolean | null;
}
