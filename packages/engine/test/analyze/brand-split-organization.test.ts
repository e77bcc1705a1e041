import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { reviewBrand, reviewHtml } from './brand-review-pages.ts';

/**
 * Squarespace fills two top-level nodes from Settings → Business Information: an Organization with legalName,
 * address, email and sameAs but no name, and a LocalBusiness with the name and image. They are one business: the
 * brand module reads its name from the LocalBusiness and its profiles from the Organization, and a node named only
 * by its legalName is named.
 */

type Org = { name: string | null; legal_name: string | null; same_as: string[]; merged_with?: unknown };

describe('brand: an organization split in two nodes (Squarespace)', () => {
  it("names the Bluebird Café from its LocalBusiness and keeps the Organization's sameAs", () => {
    const result = reviewBrand('squarespace-cafe-home');
    const org = result.organization as Org;
    expect(org.name).toBe('Bluebird Café');
    expect(org.legal_name).toBe('Bluebird Cafe LLC');
    expect(org.same_as).toEqual([
      'https://www.instagram.com/bluebirdavl',
      'https://www.facebook.com/bluebirdavl',
    ]);
    expect(org.merged_with).toBeDefined();
    const schema = finding(result, 'brand.organization_schema');
    expect(schema.evidence[0]?.value).toMatchObject({ name: 'Bluebird Café' });
    expect(schema.impact).toBeLessThan(14.3);
    expect(finding(result, 'brand.same_as').status).toBe('pass');
    expect(result.name_sources).toContainEqual(
      expect.objectContaining({ source: 'Organization.name', value: 'Bluebird Café' }),
    );
  });

  it('reads the legalName as the name of a lone Organization that has no name', () => {
    const html = reviewHtml('squarespace-cafe-home').replace(
      /<script type="application\/ld\+json">\{"address"[^<]*<\/script>/,
      '',
    );
    expect(html).not.toContain('"@type":"LocalBusiness"');
    const result = reviewBrand('squarespace-cafe-home', html);
    const schema = finding(result, 'brand.organization_schema');
    expect(schema.evidence[0]?.value).toMatchObject({ name: 'Bluebird Cafe LLC' });
    expect(schema.evidence.map((e) => e.what)).toContain('named by its legalName (it has no name)');
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
  });
});
