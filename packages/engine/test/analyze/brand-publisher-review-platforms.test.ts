import { readFileSync } from 'node:fs';
import type { Evidence } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { businessDetails } from '../../src/analyze/brand/business-details.ts';
import { finding } from '../structured-data/helpers.ts';
import { brandOf } from './brand-pages.ts';

/**
 * Publishers print an imprint: UK, German and French law have a Ltd, GmbH or SARL give its company number and
 * address, and a health or how-to publisher gives a phone line. That shows a company, not a business whose customers
 * review it on Trustpilot or Google, so on an article it does not make brand.review_platforms apply.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`./brand-publisher-pages/${name}.html`, import.meta.url), 'utf8');

const reviewCheck = (name: string, url: string) => {
  const result = brandOf(fixture(name), url);
  return {
    check: finding(result, 'brand.review_platforms'),
    signals: (result.commercial_signals ?? []) as Evidence[],
  };
};

describe('brand.review_platforms on a publisher’s article', () => {
  it('does not apply to a gardening blog post whose footer gives "Garden Path Ltd" and its company number', () => {
    const { check, signals } = reviewCheck(
      'gardening-blog-post-ltd-company-number',
      'https://www.gardenpath.co.uk/how-to-prune-roses/',
    );
    expect(check.status).toBe('not_applicable');
    expect(signals).toEqual([]);
  });

  it('does not apply to a health publisher’s article whose footer gives its address and phone', () => {
    const { check, signals } = reviewCheck(
      'health-publisher-article-address-phone',
      'https://www.wellpointhealth.com/conditions/iron-deficiency-anemia',
    );
    expect(check.status).toBe('not_applicable');
    expect(check.evidence[0]?.what).toMatch(/publisher imprint of an article or recipe is not read/);
    expect(signals).toEqual([]);
  });

  it('does not read an insurer article’s "Hartford, CT 06103" as a street address', () => {
    const { signals } = reviewCheck(
      'insurer-article-state-zip',
      'https://www.northwind-insurance.com/en/insights/what-is-umbrella-insurance.html',
    );
    expect(signals.find((s) => s.what === 'street address')).toBeUndefined();
  });
});

describe('businessDetails', () => {
  const namesOrganization = () => true;

  it('reads no street address in a state and ZIP code alone', () => {
    expect(
      businessDetails({
        names: ['Northwind Insurance'],
        footer: '© 2025 Northwind Insurance Company, 1 Harbor Plaza, Hartford, CT 06103 · (860) 555-0100',
        anchors: [],
        addresses: [],
        namesOrganization,
      }),
    ).toEqual([]);
  });

  it('counts a legal form and a company number only beside a street address and a phone', () => {
    const legal = '© 2026 Garden Notes Media LLC. Registered in England No. 09123456';
    expect(
      businessDetails({ names: [null], footer: legal, anchors: [], addresses: [], namesOrganization }),
    ).toEqual([]);
    expect(
      businessDetails({
        names: [null],
        footer: `${legal} · 12 Mill Lane, Leeds LS6 2AB`,
        anchors: [{ href: 'tel:+441134960000' }],
        addresses: [],
        namesOrganization,
      }).map((e) => e.what),
    ).toEqual([
      'legal form in the copyright line',
      'company registration number in the footer',
      'street address',
      'tel: link',
    ]);
  });
});
