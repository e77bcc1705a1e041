import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { reviewBrand, reviewHtml } from './brand-review-pages.ts';

/**
 * A title suffix shows the brand's name to engines, but only markup declares it: og:site_name is one line in the
 * head, the first source of Google's site name, and belongs on every page, inner pages included. A title segment
 * alone earns half of brand.name_declared, and the finding keeps asking for og:site_name; the missing Organization
 * node of an inner page is a separate cause (decision 0039) and still weighs nothing.
 */

describe('brand.name_declared: the name only in a title segment', () => {
  it('gives the Read the Docs page titled "Configuration - Tessellate" half credit and asks for og:site_name', () => {
    const result = reviewBrand('mkdocs-material');
    const declared = finding(result, 'brand.name_declared');
    expect(declared.status).toBe('warn');
    expect(declared.title).toBe('Brand name only in the title: "Tessellate"');
    expect(declared.fix).toBe(
      'Add <meta property="og:site_name" content="Tessellate"> to every page: the title shows the name, but only markup declares it.',
    );
    expect(declared.impact).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(100);
    expect(finding(result, 'brand.organization_schema').impact).toBe(0);
  });

  it('passes once the page declares og:site_name', () => {
    const html = reviewHtml('mkdocs-material').replace(
      '</head>',
      '<meta property="og:site_name" content="Tessellate"></head>',
    );
    const declared = finding(reviewBrand('mkdocs-material', html), 'brand.name_declared');
    expect(declared.status).toBe('pass');
    expect(declared.title).toBe('Brand name declared: "Tessellate"');
  });
});
