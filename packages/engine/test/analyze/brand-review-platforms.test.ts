import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/** brand.review_platforms on local businesses and shops outside the US. */

function brandOf(html: string, url: string) {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url })));
}

const restaurant = (footer: string) =>
  page(
    `<title>Trattoria Lucia | Italian restaurant in Leeds</title>${jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Trattoria Lucia',
      url: 'https://lucia.example/',
      address: { '@type': 'PostalAddress', streetAddress: '1 High St', addressLocality: 'Leeds' },
    })}`,
    `<main><h1>Trattoria Lucia</h1><p>Family-run Italian restaurant in Leeds since 1998.</p></main><footer>${footer}</footer>`,
  );

// Evidence names where a listing was found (decision 0094); its platform is the one holding its URL.
const reviewKeys = (result: BrandModule) =>
  finding(result, 'brand.review_platforms').evidence.map(
    (e) => Object.entries(result.platforms).find(([, p]) => p.url === e.value)?.[0],
  );

describe('brand: review platforms and local listings outside the US', () => {
  it('passes a UK restaurant that links Google reviews, Tripadvisor, Yelp, OpenTable and Google Maps', () => {
    const result = brandOf(
      restaurant(`<p>Read our reviews: <a href="https://search.google.com/local/reviews?placeid=ChIJ123">Google reviews</a> ·
        <a href="https://www.tripadvisor.co.uk/Restaurant_Review-g186411-d1234-Reviews-Trattoria_Lucia-Leeds.html">Tripadvisor</a> ·
        <a href="https://www.yelp.co.uk/biz/trattoria-lucia-leeds">Yelp</a> ·
        <a href="https://www.opentable.co.uk/r/trattoria-lucia-leeds">OpenTable</a> ·
        <a href="https://www.google.co.uk/maps/place/Trattoria+Lucia/@53.79,-1.54,17z">Find us on Google Maps</a></p>`),
      'https://lucia.example/',
    );
    const f = finding(result, 'brand.review_platforms');
    expect(f.status).toBe('pass');
    expect(reviewKeys(result)).toEqual(
      expect.arrayContaining(['google_business_profile', 'tripadvisor', 'yelp', 'opentable']),
    );
    expect(result.platforms.google_business_profile?.url).toBe(
      'https://search.google.com/local/reviews?placeid=ChIJ123',
    );
  });

  it('passes a German shop that links Trusted Shops, ProvenExpert and kununu', () => {
    const html = page(
      `<title>Holzwerk – Holzspielzeug aus dem Erzgebirge</title>${jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Holzwerk GmbH',
        url: 'https://holzwerk.example/',
      })}`,
      `<main><h1>Holzspielzeug</h1><a href="/warenkorb">Warenkorb</a> <a href="/shop">Shop</a></main>
       <footer><a href="https://www.trustedshops.de/bewertung/info_XABCDEF1234567890.html">Trusted Shops Bewertungen</a>
       <a href="https://www.provenexpert.com/holzwerk/">ProvenExpert</a>
       <a href="https://www.kununu.com/de/holzwerk">kununu</a></footer>`,
    );
    const result = brandOf(html, 'https://holzwerk.example/');
    expect(finding(result, 'brand.review_platforms').status).toBe('pass');
    expect(reviewKeys(result)).toEqual(['trusted_shops', 'provenexpert', 'kununu']);
  });

  it('still fails a restaurant whose footer links only a Google search and a Maps search', () => {
    const result = brandOf(
      restaurant(`<a href="https://www.google.co.uk/search?q=trattoria+lucia+leeds">Search</a>
        <a href="https://www.google.co.uk/maps?q=1+High+St+Leeds">Directions</a>
        <a href="https://www.tripadvisor.co.uk/Restaurants-g186411-Leeds.html">Restaurants in Leeds</a>`),
      'https://lucia.example/',
    );
    expect(finding(result, 'brand.review_platforms').status).toBe('fail');
  });
});
