import { describe, expect, it } from 'vitest';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * Listing LinkedIn or YouTube in the Organization's sameAs creates no Wikipedia or Wikidata entry: on a news site
 * that links no entry, brand.knowledge_graph ("No link to a Wikipedia or Wikidata entry") is its own action-plan item,
 * and neither it nor brand.profiles claims to clear the other. A Portland newspaper's article (Arc XP, a NewsMediaOrganization
 * publisher without sameAs) and a Spanish daily's.
 */

describe.each([
  ['a Portland newspaper article', 'news-arc-city-council-article'],
  ['a Spanish daily’s economy article', 'es-noticias-economy-article'],
])('%s whose site links no Wikipedia or Wikidata entry', (_, name) => {
  const result = auditRealistic(name);

  it('keeps brand.knowledge_graph and brand.profiles as two items', () => {
    const graph = planRank(result, 'brand.knowledge_graph');
    const profiles = planRank(result, 'brand.profiles');
    expect(graph).toBeGreaterThanOrEqual(0);
    expect(profiles).toBeGreaterThanOrEqual(0);
    expect(graph).not.toBe(profiles);
  });

  it('says of no plan item that it also clears the knowledge-graph or the profiles check', () => {
    for (const item of result.action_plan) {
      expect(item.also ?? []).not.toContain('brand.knowledge_graph');
      expect(item.also ?? []).not.toContain('brand.profiles');
    }
  });
});
