import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google asks for a price of 0 on a free event's or a free app's Offer, whose page says "Free admission" or "Free"
 * and may write other fees beside it: parking, a coat check, in-app purchases. Those amounts are not the offer's, so
 * the offer's 0 stays shown. A shop's product priced 0 in the markup while the page sells it for money is a wrong
 * price, and stays "not shown".
 */

const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const unshownPrices = (html: string, url: string) =>
  finding(analyzeSchema(contextFor(html, { url })), 'schema.consistency').evidence.filter((e) =>
    /^Offer price/.test(e.what),
  );

const jazzNight = ld({
  '@type': 'MusicEvent',
  name: 'Riverside Jazz Night',
  startDate: '2026-12-05T19:00-07:00',
  endDate: '2026-12-05T22:00-07:00',
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  image: 'https://www.springfieldparks.example/img/jazz-night.jpg',
  description: 'An evening of live jazz on the river lawn, with the Springfield Community Big Band.',
  location: {
    '@type': 'Place',
    name: 'Riverside Park Bandshell',
    address: { '@type': 'PostalAddress', streetAddress: '1 River Rd', addressLocality: 'Springfield' },
  },
  organizer: {
    '@type': 'Organization',
    name: 'Springfield Parks',
    url: 'https://www.springfieldparks.example/',
  },
  offers: {
    '@type': 'Offer',
    name: 'Free admission',
    price: '0.00',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: 'https://www.springfieldparks.example/events/riverside-jazz-night/',
    validFrom: '2026-10-01',
  },
});

const jazzPage = (fees: string) =>
  page(
    '<title>Riverside Jazz Night – Springfield Parks</title>',
    `${jazzNight}<main><h1>Riverside Jazz Night</h1><p>An evening of live jazz on the river lawn, with the Springfield Community Big Band.</p><ul><li>Saturday, December 5, 7–10 pm</li><li>Riverside Park Bandshell, 1 River Rd</li><li>Free admission – no ticket needed</li></ul>${fees}<p>Bring a blanket or a lawn chair. Food trucks on site.</p></main>`,
  );

describe('a free event whose page lists other fees', () => {
  it('keeps its Offer price of 0 as shown beside "Parking $5" and "Coat check $2"', () => {
    const url = 'https://www.springfieldparks.example/events/riverside-jazz-night/';
    expect(unshownPrices(jazzPage(''), url)).toEqual([]);
    const fees =
      '<h2>Good to know</h2><p>Parking $5 in the north lot (cash only). Coat check $2 at the gate.</p>';
    expect(unshownPrices(jazzPage(fees), url)).toEqual([]);
  });

  it('keeps a free app at 0 beside its in-app purchases', () => {
    const app = ld({
      '@type': 'MobileApplication',
      name: 'Trailhead',
      operatingSystem: 'iOS, Android',
      applicationCategory: 'TravelApplication',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 2318 },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    });
    const html = page(
      '<title>Trailhead – hiking maps for your phone</title>',
      `${app}<main><h1>Trailhead</h1><p>Offline hiking maps for 40,000 trails. Free on iOS and Android.</p><p>Optional in-app purchase: Trailhead Pro, $4.99 a month, adds 3D terrain.</p><p>Rated 4.7 from 2318 reviews.</p></main>`,
    );
    expect(unshownPrices(html, 'https://trailhead.example/app')).toEqual([]);
  });
});

describe('a product page that sells for money and marks the offer 0', () => {
  it('still reports the 0 as not shown', () => {
    const anvil = ld({
      '@type': 'Product',
      name: 'Executive Anvil',
      image: 'https://shop.example/anvil.jpg',
      offers: { '@type': 'Offer', price: '0.00', priceCurrency: 'USD' },
    });
    const html = page(
      '<title>Executive Anvil – Acme</title>',
      `${anvil}<main><h1>Executive Anvil</h1><p>$119.99</p><p>Free shipping on orders over $50.</p><p>Free engraving.</p><button>Add to cart</button></main>`,
    );
    expect(unshownPrices(html, 'https://shop.example/products/anvil').map((e) => e.what)).toEqual([
      "Offer price 0 USD is not shown in the page's HTML text",
    ]);
  });
});

describe("a shop's page for a free event, marked up as a Product beside the event", () => {
  it("keeps the Product offer of 0: the page is the event's, not a merchant listing", () => {
    const offer = {
      '@type': 'Offer',
      price: '0.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    };
    const product = ld({
      '@type': 'Product',
      name: 'Riverside Jazz Night',
      image: 'https://shop.example/j.jpg',
      offers: offer,
    });
    const event = ld({
      '@type': 'Event',
      name: 'Riverside Jazz Night',
      startDate: '2026-12-05T19:00',
      location: { '@type': 'Place', name: 'Riverside Park', address: '1 River Rd, Springfield' },
      offers: offer,
    });
    const html = page(
      '<meta property="og:type" content="product">',
      `${product}${event}<main><h1>Riverside Jazz Night</h1><p>$0.00</p><p>Free admission. Parking $5 in the north lot.</p><button>Add to cart</button></main>`,
    );
    const result = analyzeSchema(
      contextFor(html, { url: 'https://shop.example/products/riverside-jazz-night' }),
    );
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(/price is 0/);
  });
});
