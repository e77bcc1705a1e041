import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/index.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Squarespace prints a site's Business Information as two nodes: an Organization with the legal name, address, email
 * and profiles but no name, and a LocalBusiness with the name, the same address and the logo. Trimmed from a
 * Squarespace café's home page.
 */
const address = '714 Haywood Rd\nAsheville, NC, 28806\nUnited States';
const website = {
  '@context': 'http://schema.org',
  '@type': 'WebSite',
  url: 'https://www.bluebirdcafe.com',
  name: 'Bluebird Café',
};
const organization = {
  '@context': 'http://schema.org',
  '@type': 'Organization',
  legalName: 'Bluebird Cafe LLC',
  address,
  email: 'hello@bluebirdcafe.com',
  telephone: '(828) 555-0143',
  sameAs: ['https://www.instagram.com/bluebirdavl', 'https://www.facebook.com/bluebirdavl'],
};
const localBusiness = {
  '@context': 'http://schema.org',
  '@type': 'LocalBusiness',
  name: 'Bluebird Café',
  address,
  image: 'https://static1.squarespace.com/static/5f1/t/6a/logo.png',
  openingHours: 'Mo 07:00-14:00, Tu 07:00-14:00, We 07:00-14:00',
};

const home = (nodes: object[]) =>
  page(
    `<title>Bluebird Café</title>${nodes.map(jsonLd).join('')}`,
    `<header><a href="/">Bluebird Café</a><nav><a href="/menu">Menu</a> <a href="/contact">Contact</a></nav></header>
<main><h1>Breakfast in West Asheville</h1><p>Biscuits, coffee and eggs every morning from 7 to 2.</p></main>
<footer><p>714 Haywood Rd, Asheville, NC</p><p>(828) 555-0143</p></footer>`,
  );

const expectedRows = (nodes: object[]) => {
  const schema = SchemaModule.parse(
    analyzeSchema(contextFor(home(nodes), { url: 'https://www.bluebirdcafe.com/' })),
  );
  return finding(schema, 'schema.expected_properties').evidence.map((e) => e.what);
};

describe('a nameless Organization beside the named LocalBusiness of the same business', () => {
  it('is named by its legalName: no "Organization: no name" on a Squarespace site', () => {
    expect(expectedRows([website, organization, localBusiness]).join('\n')).not.toMatch(
      /Organization: no name/,
    );
  });

  it('is named by the LocalBusiness that shares its address, without a legalName', () => {
    const { legalName: _legal, ...nameless } = organization;
    expect(expectedRows([website, nameless, localBusiness]).join('\n')).not.toMatch(/Organization: no name/);
  });

  it('is still asked for a name when no named node describes the same business', () => {
    const { legalName: _legal, ...nameless } = organization;
    const elsewhere = { ...localBusiness, address: '12 Lexington Ave, Asheville, NC' };
    expect(expectedRows([website, nameless, elsewhere])).toContain(
      'Organization: no name (expected by this audit, not required by Google)',
    );
  });
});
