import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { reviewBrand, reviewHtml } from './brand-review-pages.ts';

/**
 * A generic label ("Home", the alt text Drupal's Olivero and Bartik give the logo in their site-branding block) is
 * never a brand name, nor offered as one in a fix.
 */

describe('brand: a generic logo alt', () => {
  it('never takes the Drupal logo\'s alt="Home" for the brand; the course provider names it', () => {
    const result = reviewBrand('drupal-university');
    expect(result.brand_name).toBe('Lakemont University');
    const consistent = finding(result, 'brand.name_consistent');
    expect(consistent.status).not.toBe('warn');
    expect(consistent.fix ?? '').not.toContain('"Home"');
    expect(consistent.evidence.map((e) => e.value)).not.toContain('Home');
    expect(finding(result, 'brand.name_declared').status).toBe('pass');
  });

  it.each(['Go to homepage', 'Back to home', 'Homepage', 'Site logo', 'Startseite'])(
    'ignores a logo alt "%s"',
    (alt) => {
      const html = reviewHtml('drupal-university').replace('alt="Home"', `alt="${alt}"`);
      expect(html).toContain(`alt="${alt}"`);
      expect(reviewBrand('drupal-university', html).brand_name).toBe('Lakemont University');
    },
  );
});
