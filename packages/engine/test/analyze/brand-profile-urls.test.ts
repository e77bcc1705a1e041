import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/** brand: which profile URLs are the brand's profiles, and how each counts. */

function brandOf(html: string, url = 'https://acme.example/') {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url })));
}

const withOwner = (owner: Record<string, unknown>, body = '') =>
  page(
    `<title>Acme | Home</title>${jsonLd({ '@context': 'https://schema.org', url: 'https://acme.example/', ...owner })}`,
    body,
  );

describe('brand: personal profiles of an organization', () => {
  it("does not count a chef's personal LinkedIn in a restaurant's sameAs as the restaurant's LinkedIn", () => {
    const result = brandOf(
      withOwner({
        '@type': 'Restaurant',
        name: 'Acme',
        sameAs: ['https://www.facebook.com/acme', 'https://www.linkedin.com/in/lucia-rossi-chef'],
      }),
    );
    expect(result.platforms.linkedin).toMatchObject({ linked_from_site: false, url: null });
    expect(result.other_profiles).toEqual([
      {
        platform: 'linkedin',
        url: 'https://www.linkedin.com/in/lucia-rossi-chef',
        text: 'sameAs',
        reason: 'personal_profile',
      },
    ]);
    const f = finding(result, 'brand.profiles');
    expect(f.title).toBe('Links only 1 official profile');
    expect(f.evidence.map((e) => e.what).join('\n')).toMatch(/person's LinkedIn profile .*company page/);
  });

  it("does not count a founder's LinkedIn in the footer, but keeps the company page next to it", () => {
    const result = brandOf(
      withOwner(
        { '@type': 'Organization', name: 'Acme' },
        `<footer><a href="https://www.linkedin.com/in/jane-founder/">Jane on LinkedIn</a>
         <a href="https://www.linkedin.com/company/acme/">LinkedIn</a></footer>`,
      ),
    );
    expect(result.platforms.linkedin).toMatchObject({
      linked_from_site: true,
      url: 'https://www.linkedin.com/company/acme/',
    });
  });

  it("counts a person's own LinkedIn on a personal site", () => {
    const result = brandOf(
      withOwner({ '@type': 'Person', name: 'Jane Doe', sameAs: ['https://www.linkedin.com/in/janedoe'] }),
    );
    expect(result.platforms.linkedin).toMatchObject({
      linked_from_site: true,
      url: 'https://www.linkedin.com/in/janedoe',
    });
    expect(result.other_profiles).toBeUndefined();
  });
});

describe('brand: profile URLs', () => {
  it('reads a GitHub /orgs/ URL and twitter.com/@name in sameAs', () => {
    const result = brandOf(
      withOwner({
        '@type': 'Organization',
        name: 'Acme',
        sameAs: [
          'https://github.com/orgs/acme-hq',
          'https://twitter.com/@acme',
          'https://www.pinterest.co.uk/acme/',
        ],
      }),
    );
    expect(result.platforms.github).toMatchObject({
      url: 'https://github.com/orgs/acme-hq',
      source: 'sameAs',
    });
    expect(result.platforms.x).toMatchObject({ url: 'https://twitter.com/@acme', source: 'sameAs' });
    expect(result.platforms.pinterest).toMatchObject({ url: 'https://www.pinterest.co.uk/acme/' });
    expect(finding(result, 'brand.profiles').status).toBe('pass');
  });

  it('counts a Trustpilot listing once, as a review site: not as a profile, and not as missing from sameAs', () => {
    const result = brandOf(
      withOwner(
        {
          '@type': 'Organization',
          name: 'Acme',
          sameAs: ['https://www.linkedin.com/company/acme/', 'https://github.com/acme'],
        },
        '<footer><a href="https://uk.trustpilot.com/review/acme.example">Trustpilot</a></footer>',
      ),
    );
    expect(result.platforms.trustpilot?.linked_from_site).toBe(true);
    expect(finding(result, 'brand.review_platforms').status).toBe('pass');
    const profiles = finding(result, 'brand.profiles');
    expect(profiles.title).toBe('Links only 2 official profiles');
    expect(profiles.evidence.map((e) => e.where)).not.toContain('trustpilot');
    expect(finding(result, 'brand.same_as').status).toBe('pass');
  });
});
