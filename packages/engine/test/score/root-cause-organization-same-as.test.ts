import { describe, expect, it } from 'vitest';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * One edit, listing the brand's official profiles in the Organization node's sameAs, is one action-plan item, however
 * many checks ask for it (brand.same_as, brand.profiles, schema.entity_links). A check that asks for another edit of
 * the same node (brand.organization_schema: its logo) stays an item of its own. An Italian restaurant's home page
 * (Restaurant JSON-LD without sameAs, Facebook and Instagram in the footer) and a German dental practice (Dentist
 * JSON-LD, no profile anywhere).
 */

describe('a trattoria whose footer links Facebook and Instagram that its Restaurant node does not list', () => {
  const result = auditRealistic('it-ristorante-home');

  it('lists the sameAs edit once, for the three checks that ask for it', () => {
    const ranks = ['brand.same_as', 'brand.profiles', 'schema.entity_links'].map((c) => planRank(result, c));
    expect(ranks[0]).toBeGreaterThanOrEqual(0);
    expect(new Set(ranks).size).toBe(1);
    // Its points are those of the three checks together.
    const item = result.action_plan[ranks[0]!]!;
    expect(item.also).toHaveLength(2);
  });

  it('keeps the missing logo (brand.organization_schema) as its own item', () => {
    expect(planRank(result, 'brand.organization_schema')).toBeGreaterThanOrEqual(0);
    expect(planRank(result, 'brand.organization_schema')).not.toBe(planRank(result, 'brand.same_as'));
  });
});

describe('a dental practice whose Dentist node has no sameAs and whose site links no profile', () => {
  it('lists "link the profiles and list them in sameAs" once, with the entity-links check it clears', () => {
    const result = auditRealistic('de-praxis-zahnarzt');
    expect(planRank(result, 'brand.profiles')).toBeGreaterThanOrEqual(0);
    expect(planRank(result, 'schema.entity_links')).toBe(planRank(result, 'brand.profiles'));
    expect(planRank(result, 'brand.organization_schema')).not.toBe(planRank(result, 'brand.profiles'));
  });
});
