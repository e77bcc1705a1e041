import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { reviewBrand } from './brand-review-pages.ts';

/**
 * WordPress stores the site name HTML-encoded and Yoast copies it into JSON-LD as is ("Salt &amp; Saffron"), where
 * no HTML parser decodes it. The brand reads the name a visitor sees, so the name is consistent and no fix tells the
 * editor to write "&amp;" into the title.
 */

describe('brand: HTML character references in JSON-LD names', () => {
  it('reads "Salt &amp; Saffron" in the Yoast graph of a WP Recipe Maker post as "Salt & Saffron"', () => {
    const result = reviewBrand('recipe-wprm');
    expect(result.brand_name).toBe('Salt & Saffron');
    const consistent = finding(result, 'brand.name_consistent');
    expect(consistent.status).toBe('pass');
    expect(consistent.evidence.map((e) => e.value)).not.toContainEqual(expect.stringContaining('&amp;'));
    expect((result.organization as { name: string }).name).toBe('Salt & Saffron');
  });

  it('reports the plumber\'s Organization as "Keystone Plumbing & Heating", as its logo says', () => {
    const result = reviewBrand('wp-services-page');
    expect((result.organization as { name: string }).name).toBe('Keystone Plumbing & Heating');
    const evidence = finding(result, 'brand.organization_schema').evidence;
    expect(JSON.stringify(evidence)).not.toContain('&amp;');
  });

  it('decodes numeric references once ("Ruth&#039;s Allotment"), leaving a double-encoded "&amp;amp;" as "&amp;"', () => {
    const html = (name: string) =>
      `<!doctype html><html><head><title>Garlic – Ruth's Allotment</title><script type="application/ld+json">${JSON.stringify(
        { '@context': 'https://schema.org', '@type': 'Organization', name, url: 'https://ruth.example/' },
      )}</script></head><body><main><h1>Garlic</h1></main></body></html>`;
    expect(
      (reviewBrand('recipe-wprm', html('Ruth&#039;s Allotment')).organization as { name: string }).name,
    ).toBe("Ruth's Allotment");
    expect((reviewBrand('recipe-wprm', html('A &amp;amp; B')).organization as { name: string }).name).toBe(
      'A &amp; B',
    );
  });
});
