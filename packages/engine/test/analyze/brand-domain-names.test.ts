import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { brandKey } from '../../src/analyze/brand/name-key.ts';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/** review2, product2.html: a title "… | FYE" and application-name "FYE.com" were reported as two brand names. */

describe('brand name written as its domain', () => {
  it('reads "FYE.com", "Booking.com" and "Amazon.co.uk" as the name without the domain ending', () => {
    expect(brandKey('FYE.com')).toBe(brandKey('FYE'));
    expect(brandKey('Booking.com')).toBe('booking');
    expect(brandKey('www.Amazon.co.uk')).toBe('amazon');
  });

  it('keeps endings that are no domain ("Node.js", "E.ON") and a subdomain', () => {
    expect(brandKey('Node.js')).toBe('nodejs');
    expect(brandKey('E.ON')).toBe('eon');
    expect(brandKey('shop.acme.com')).not.toBe('acme');
  });

  it('finds the title "… | FYE" consistent with application-name "FYE.com"', () => {
    const html = page(
      '<title>Elysian Fields - Live at the Roundhouse (Vinyl) | FYE</title><meta name="application-name" content="FYE.com">',
      '<main><h1>Elysian Fields - Live at the Roundhouse (Vinyl)</h1></main>',
    );
    const brand = BrandModule.parse(
      analyzeBrand(contextFor(html, { url: 'https://www.fye.example/live-vinyl' })),
    );
    const f = finding(brand, 'brand.name_consistent');
    expect(f.status).toBe('pass');
    expect(f.title).not.toContain('varies');
  });
});
