import { describe, expect, it } from 'vitest';
import { classifyProfileUrl } from '../../src/structured-data/profiles.ts';

const platformOf = (url: string) => classifyProfileUrl(url)?.platform;

describe('classifyProfileUrl: hosts', () => {
  it('matches a platform host and its subdomains, never a lookalike', () => {
    expect(platformOf('https://uk.linkedin.com/company/acme')).toBe('linkedin');
    expect(platformOf('https://m.facebook.com/acme')).toBe('facebook');
    expect(platformOf('https://fb.me/acme')).toBe('facebook');
    expect(platformOf('https://old.reddit.com/r/acme')).toBe('reddit');
    expect(platformOf('https://notlinkedin.com/company/acme')).toBeUndefined();
    expect(platformOf('https://linkedin.com.evil.example/company/acme')).toBeUndefined();
    expect(platformOf('https://example.com/company/acme')).toBeUndefined();
  });

  it('tells apart platforms whose hosts nest (play.google.com under google.com)', () => {
    expect(platformOf('https://play.google.com/store/apps/details?id=com.acme')).toBe('google_play');
    expect(platformOf('https://www.google.com/maps/place/Acme')).toBe('google_business_profile');
    expect(platformOf('https://maps.app.goo.gl/abc')).toBe('google_business_profile');
    expect(platformOf('https://www.google.com/search?q=acme')).toBeUndefined();
  });
});

describe('classifyProfileUrl: review platforms and local listings', () => {
  it("recognises Google's own review and map links, in every country", () => {
    for (const url of [
      'https://search.google.com/local/reviews?placeid=ChIJ123',
      'https://search.google.com/local/writereview?placeid=ChIJ123',
      'https://g.page/r/CabcDEF/review',
      'https://maps.app.goo.gl/AbCdEf',
      'https://goo.gl/maps/AbCdEf',
      'https://www.google.co.uk/maps/place/Trattoria+Lucia/@53.79,-1.54,17z',
      'https://www.google.de/maps/place/Holzwerk',
      'https://www.google.com.au/maps/place/Acme',
      'https://maps.google.co.uk/?cid=123456',
      'https://www.google.com/maps?cid=123456',
      // A place linked by its ID, as WordPress review plugins and the Maps URLs API write it.
      'https://www.google.com/maps/place/?q=place_id:ChIJkeystone',
      'https://www.google.com/maps/search/?api=1&query=Keystone+Plumbing&query_place_id=ChIJkeystone',
    ])
      expect(platformOf(url), url).toBe('google_business_profile');
  });

  it('does not take a Google search, a Maps search or another short link for a listing', () => {
    for (const url of [
      'https://www.google.co.uk/search?q=trattoria+lucia',
      'https://www.google.de/maps?q=Holzwerk',
      'https://www.google.com/maps/search/pizza',
      'https://search.google.com/search-console',
      'https://goo.gl/AbCdEf',
      'https://www.google.evil.example/maps/place/Acme',
      'https://google.co.uk.evil.example/maps/place/Acme',
    ])
      expect(platformOf(url), url).toBeUndefined();
  });

  it('recognises Tripadvisor, Yelp, Glassdoor and Trustpilot outside the US', () => {
    expect(
      platformOf('https://www.tripadvisor.co.uk/Restaurant_Review-g186411-d1234-Reviews-Lucia.html'),
    ).toBe('tripadvisor');
    expect(platformOf('https://www.tripadvisor.de/Hotel_Review-g1-d2-Reviews-Haus.html')).toBe('tripadvisor');
    expect(platformOf('https://www.tripadvisor.com.au/Attraction_Review-g1-d2')).toBe('tripadvisor');
    expect(platformOf('https://www.yelp.co.uk/biz/trattoria-lucia-leeds')).toBe('yelp');
    expect(platformOf('https://www.yelp.de/biz/holzwerk-seiffen')).toBe('yelp');
    expect(platformOf('https://www.glassdoor.co.uk/Overview/Working-at-Acme-EI_IE1.htm')).toBe('glassdoor');
    expect(platformOf('https://uk.trustpilot.com/review/acme.example')).toBe('trustpilot');
    expect(platformOf('https://de.trustpilot.com/evaluate/holzwerk.de')).toBe('trustpilot');
    // Searches and lookalikes stay out.
    expect(platformOf('https://www.yelp.co.uk/search?find_desc=pizza')).toBeUndefined();
    expect(platformOf('https://www.tripadvisor.co.uk/Restaurants-g186411-Leeds.html')).toBeUndefined();
    expect(platformOf('https://tripadvisor.evil.example/Restaurant_Review-g1-d2')).toBeUndefined();
    expect(platformOf('https://www.tripadvisor.community/Restaurant_Review-g1-d2')).toBeUndefined();
  });

  it('recognises OpenTable, TheFork, Trusted Shops, ProvenExpert, kununu, Feefo and REVIEWS.io listings', () => {
    const cases: [string, string][] = [
      ['https://www.opentable.co.uk/r/trattoria-lucia-leeds', 'opentable'],
      ['https://www.opentable.com/restaurant/profile/12345', 'opentable'],
      ['https://www.opentable.com/trattoria-lucia', 'opentable'],
      ['https://www.thefork.co.uk/restaurant/lucia-r123456', 'thefork'],
      ['https://www.thefork.it/ristorante/lucia-r123456', 'thefork'],
      ['https://www.trustedshops.de/bewertung/info_XABCDEF1234567890.html', 'trusted_shops'],
      ['https://www.trustedshops.co.uk/buyerrating/info_X1234567890ABCDEF.html', 'trusted_shops'],
      ['https://www.trustedshops.com/shop/certificate.php?shop_id=XABC', 'trusted_shops'],
      ['https://www.provenexpert.com/holzwerk/', 'provenexpert'],
      ['https://www.provenexpert.com/de-de/holzwerk/', 'provenexpert'],
      ['https://www.kununu.com/de/holzwerk', 'kununu'],
      ['https://www.kununu.com/at/holzwerk/kommentare', 'kununu'],
      ['https://www.feefo.com/en-GB/reviews/acme', 'feefo'],
      ['https://www.reviews.io/company-reviews/store/acme', 'reviews_io'],
    ];
    for (const [url, platform] of cases) expect(platformOf(url), url).toBe(platform);
    for (const url of [
      'https://www.opentable.co.uk/s?term=leeds',
      'https://www.opentable.com/lists',
      'https://www.trustedshops.de/',
      'https://www.provenexpert.com/de-de/preise/',
      'https://www.provenexpert.com/',
      'https://www.kununu.com/de/search',
      'https://www.kununu.com/',
    ])
      expect(platformOf(url), url).toBeUndefined();
  });
});

describe('classifyProfileUrl: URL details', () => {
  it('reads github.com/orgs/<name> as the organization, but not its sub-pages', () => {
    expect(platformOf('https://github.com/orgs/acme-hq')).toBe('github');
    expect(platformOf('https://github.com/orgs/acme-hq/')).toBe('github');
    expect(platformOf('https://github.com/orgs/acme-hq/people')).toBeUndefined();
    expect(platformOf('https://github.com/orgs')).toBeUndefined();
  });

  it('reads twitter.com/@name as the profile, and not its reserved pages', () => {
    expect(platformOf('https://twitter.com/@acme')).toBe('x');
    expect(platformOf('https://x.com/@acme/')).toBe('x');
    expect(platformOf('https://twitter.com/@intent')).toBeUndefined();
    expect(platformOf('https://x.com/@acme/status/1')).toBeUndefined();
  });

  it("recognises Pinterest's country sites and YouTube's legacy custom URLs", () => {
    expect(platformOf('https://www.pinterest.co.uk/acme/')).toBe('pinterest');
    expect(platformOf('https://www.pinterest.de/acme/')).toBe('pinterest');
    expect(platformOf('https://www.pinterest.co.uk/pin/123/')).toBeUndefined();
    expect(platformOf('https://www.youtube.com/acmehq')).toBe('youtube');
    for (const url of [
      'https://www.youtube.com/watch?v=abc',
      'https://www.youtube.com/results?search_query=acme',
      'https://www.youtube.com/shorts/abc',
      'https://www.youtube.com/playlist?list=PL1',
    ])
      expect(platformOf(url), url).toBeUndefined();
  });

  it("marks a person's LinkedIn and Crunchbase profiles as personal, and a company's not", () => {
    expect(classifyProfileUrl('https://www.linkedin.com/in/lucia-rossi-chef')).toEqual({
      platform: 'linkedin',
      url: 'https://www.linkedin.com/in/lucia-rossi-chef',
      personal: true,
    });
    expect(classifyProfileUrl('https://www.crunchbase.com/person/jane-doe')?.personal).toBe(true);
    expect(classifyProfileUrl('https://www.linkedin.com/company/acme')?.personal).toBeUndefined();
    expect(classifyProfileUrl('https://www.crunchbase.com/organization/acme')?.personal).toBeUndefined();
  });
});
