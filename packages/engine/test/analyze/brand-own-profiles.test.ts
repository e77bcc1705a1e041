import { describe, expect, it } from 'vitest';
import { finding, jsonLd, page } from '../structured-data/helpers.ts';
import { blog, brandOf, linked } from './brand-pages.ts';

/** Which profile links in the site chrome the brand module counts as the brand's own. */

describe("brand: other people's profiles in the chrome", () => {
  it("does not count a theme author's, a theme's or a host's profiles, nor advise adding them to sameAs", () => {
    const result = brandOf(
      blog(`<p>© 2025 Greenhouse Notes · Theme <a href="https://github.com/someone/hugo-paper">Paper</a>
        by <a href="https://twitter.com/themeauthor">@themeauthor</a> ·
        Hosted on <a href="https://www.youtube.com/@hostingco">our host</a></p>`),
    );
    expect(linked(result)).toEqual([]);
    expect(finding(result, 'brand.profiles').status).toBe('fail');
    expect(finding(result, 'brand.same_as').status).toBe('not_applicable');
    expect(result.other_profiles).toEqual([
      {
        platform: 'github',
        url: 'https://github.com/someone/hugo-paper',
        text: 'Paper',
        reason: 'not_the_brand',
      },
      {
        platform: 'x',
        url: 'https://twitter.com/themeauthor',
        text: '@themeauthor',
        reason: 'not_the_brand',
      },
      {
        platform: 'youtube',
        url: 'https://www.youtube.com/@hostingco',
        text: 'our host',
        reason: 'not_the_brand',
      },
    ]);
    // The user sees why the links were passed over.
    expect(finding(result, 'brand.profiles').evidence.map((e) => e.value)).toContain(
      'https://twitter.com/themeauthor',
    );
  });

  it("does not count a web agency's LinkedIn page credited in the footer", () => {
    const html = page(
      `<title>Trattoria Lucia | Italian restaurant in Leeds</title>${jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: 'Trattoria Lucia',
        url: 'https://lucia.example/',
        sameAs: ['https://www.facebook.com/trattorialucia'],
      })}`,
      `<footer><p>Website by <a href="https://www.linkedin.com/company/pixel-agency-leeds/">Pixel Agency</a></p>
       <p>Powered by <a href="https://github.com/gohugoio/hugo">Hugo</a></p>
       <p>Photos: <a href="https://www.instagram.com/connect.digital/">Connect Digital</a></p></footer>`,
    );
    const result = brandOf(html, 'https://lucia.example/');
    expect(linked(result)).toEqual(['facebook https://www.facebook.com/trattorialucia']);
    expect(finding(result, 'brand.same_as').status).toBe('pass');
  });

  it('counts footer buttons labelled with the platform, icon-only links and "Follow us" links', () => {
    const result = brandOf(
      blog(`<div class="social"><a href="https://www.instagram.com/tomatogrower/">Instagram</a>
        <a href="https://www.youtube.com/channel/UC123">YouTube</a>
        <a href="https://www.pinterest.com/gh_notes/" aria-label="Pinterest"><i class="icon"></i></a>
        <a href="https://www.facebook.com/ghnotes"><i class="fa fa-facebook"></i></a>
        <a href="https://x.com/gh_notes">Follow us</a>
        <a href="https://www.linkedin.com/company/gh-notes/">Folgen Sie uns</a>
        <a href="https://www.tiktok.com/@growing_daily">Like us</a></div>`),
    );
    expect(linked(result)).toEqual(
      expect.arrayContaining([
        'instagram https://www.instagram.com/tomatogrower/',
        'youtube https://www.youtube.com/channel/UC123',
        'pinterest https://www.pinterest.com/gh_notes/',
        'facebook https://www.facebook.com/ghnotes',
        'x https://x.com/gh_notes',
        'linkedin https://www.linkedin.com/company/gh-notes/',
        'tiktok https://www.tiktok.com/@growing_daily',
      ]),
    );
    expect(result.other_profiles).toBeUndefined();
    expect(finding(result, 'brand.profiles').status).toBe('pass');
  });

  it('counts a link whose account or text names the brand, whatever else the text says', () => {
    const result = brandOf(
      blog(`<p>Made by <a href="https://github.com/greenhouse-notes">us</a> ·
        <a href="https://twitter.com/GreenhouseHQ">@GreenhouseHQ</a> ·
        <a href="https://www.threads.net/@tomatoes_daily">Greenhouse Notes daily</a></p>`),
    );
    expect(linked(result)).toEqual(
      expect.arrayContaining([
        'github https://github.com/greenhouse-notes',
        'x https://twitter.com/GreenhouseHQ',
        'threads https://www.threads.net/@tomatoes_daily',
      ]),
    );
    expect(result.other_profiles).toBeUndefined();
  });

  it('counts rel=me links and profiles the sameAs declares, however they are labelled', () => {
    const html = blog(
      `<a rel="me" href="https://mastodon.example/@sam">Mastodon</a>
       <a rel="me" href="https://github.com/sam-codes">my code</a>
       <p>Theme by <a href="https://www.linkedin.com/company/studio-sam/">Studio Sam</a></p>`,
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Greenhouse Notes',
        url: 'https://greenhouse.example/',
        sameAs: ['https://www.linkedin.com/company/studio-sam/'],
      }),
    );
    const result = brandOf(html);
    expect(linked(result)).toEqual(
      expect.arrayContaining([
        'github https://github.com/sam-codes',
        'linkedin https://www.linkedin.com/company/studio-sam/',
      ]),
    );
    expect(result.other_profiles).toBeUndefined();
  });

  it('counts a review listing or a map pin whatever its label says', () => {
    const result = brandOf(
      blog(`<p>Rated 4.9 by <a href="https://www.trustpilot.com/review/greenhouse.example">our customers</a> ·
        <a href="https://www.google.com/maps/place/Greenhouse+Notes">Visit</a></p>`),
    );
    expect(finding(result, 'brand.review_platforms').status).toBe('pass');
    expect(result.other_profiles).toBeUndefined();
  });
});
