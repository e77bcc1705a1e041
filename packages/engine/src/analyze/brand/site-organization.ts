import type { StructuredItem } from '../../structured-data/types.ts';

/**
 * The site's organization as analyzeBrand reads it once for all the brand's questions: the node, and whether it only
 * takes part in what the page describes (its `role`, from organizationFacts).
 */
export interface SiteOrganization {
  item: StructuredItem | undefined;
  role: string | undefined;
  /** Its name, from the node or the other half of a split organization (organizationFacts). */
  name: string | undefined;
  /** Its sameAs, the other half's included. */
  sameAs: readonly string[];
}
