import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { reviewBrand, reviewHtml } from './brand-review-pages.ts';

/**
 * Decision 0039: the engine sees one page, and Google recommends the Organization on the home page or an about page,
 * not on every page. On an inner page without an organization node, brand.organization_schema is reported (weight 0)
 * and asks to check the home page; brand.same_as does not apply (there is no node to list profiles in); and
 * brand.name_declared reads the names the page shows (a title suffix, og:site_name) before failing.
 */

describe('brand on an inner page with no Organization node', () => {
  it('asks the Webflow case study to check the home page instead of failing it three times', () => {
    const result = reviewBrand('webflow-agency');
    const org = finding(result, 'brand.organization_schema');
    expect(org.status).toBe('info');
    expect(org.impact).toBe(0);
    expect(org.title).toBe('No Organization node on this page (check the home page)');
    expect(org.fix).toMatch(/^Check that the home page/);
    const sameAs = finding(result, 'brand.same_as');
    expect(sameAs.status).toBe('not_applicable');
    expect(sameAs.title).toBe(
      'No Organization node to declare the profiles in (see brand.organization_schema)',
    );
    const declared = finding(result, 'brand.name_declared');
    expect(declared.status).toBe('warn');
    expect(declared.title).toBe('Brand name only in the title: "Northlight Studio"');
    // Its two real gaps stay (og:site_name, a third profile): 58, where it was 17 when failed three times.
    expect(result.score).toBeGreaterThanOrEqual(50);
  });

  it.each(['saas-pricing', 'mkdocs-material', 'docusaurus-docs'] as const)(
    'does not weigh the Organization missing from %s',
    (name) => {
      const result = reviewBrand(name);
      expect(finding(result, 'brand.organization_schema').impact).toBe(0);
      expect(finding(result, 'brand.same_as').status).toBe('not_applicable');
      expect(finding(result, 'brand.name_declared').status).not.toBe('fail');
    },
  );

  it('still fails the home page with no Organization node', () => {
    const html = reviewHtml('squarespace-cafe-home').replace(
      /<script type="application\/ld\+json">[^<]*<\/script>/g,
      '',
    );
    expect(html).not.toContain('application/ld+json');
    const org = finding(reviewBrand('squarespace-cafe-home', html), 'brand.organization_schema');
    expect(org.status).toBe('fail');
    expect(org.title).toBe('No Organization node');
  });
});
