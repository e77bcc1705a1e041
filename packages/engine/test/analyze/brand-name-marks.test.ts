import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { brandKey } from '../../src/analyze/brand/name-key.ts';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/** brand names written with trademark signs, or with "& Co.". */

function brandOf(html: string) {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url: 'https://acme.example/' })));
}

const org = (name: string) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: 'https://acme.example/',
    logo: 'https://acme.example/logo.png',
  });

describe('brand name: trademark signs', () => {
  it('reads "Acme™", "Acme®", "Acme℠" and "Acme ©" as "Acme"', () => {
    for (const name of ['Acme™', 'Acme ™', 'ACME®', 'Acme℠', 'Acme ©', 'Acme™ Inc.'])
      expect(brandKey(name), name).toBe('acme');
  });

  it('reads "Acme & Co." and "Acme and Company" as "Acme"', () => {
    expect(brandKey('Acme & Co.')).toBe('acme');
    expect(brandKey('Acme and Company')).toBe('acme');
  });

  it('keeps the letters TM or SM that are part of a name', () => {
    expect(brandKey('TM Lewin')).toBe('tmlewin');
    expect(brandKey('SM Entertainment')).toBe('smentertainment');
    expect(brandKey('Johnson & Johnson')).toBe('johnsonandjohnson');
  });

  it('finds "Acme™" in og:site_name and the title consistent with Organization.name "Acme"', () => {
    const result = brandOf(
      page(
        `<title>Acme™ — Billing for small teams</title><meta property="og:site_name" content="Acme™">${org('Acme')}`,
        '<main><h1>Billing for small teams</h1></main>',
      ),
    );
    const f = finding(result, 'brand.name_consistent');
    expect(f.status).toBe('pass');
    expect(f.evidence.map((e) => e.what)).not.toContain('og:site_name (differs)');
  });

  it('still reports a different name written with a trademark sign', () => {
    const result = brandOf(
      page(
        `<title>Globex™ — Billing for small teams</title><meta property="og:site_name" content="Globex™">${org('Acme')}`,
        '<main><h1>Billing for small teams</h1></main>',
      ),
    );
    expect(finding(result, 'brand.name_consistent').status).not.toBe('pass');
  });
});
