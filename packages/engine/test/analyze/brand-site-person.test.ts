import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/** brand: with no Organization, a Person's sameAs is the site's only when the Person is the site's own. */

const ARTICLE = 'https://greenhouse.example/2025/03/tomatoes/';

function brandOf(html: string, url = ARTICLE) {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url })));
}

const linked = (result: BrandModule) =>
  Object.entries(result.platforms)
    .filter(([, p]) => p.linked_from_site)
    .map(([k, p]) => `${k} ${p.url}`);

const marco = {
  '@type': 'Person',
  '@id': 'https://greenhouse.example/#/schema/person/marco',
  name: 'Marco Bianchi',
  url: 'https://greenhouse.example/author/marco/',
  sameAs: ['https://x.com/marcobianchi', 'https://github.com/marcob', 'https://www.linkedin.com/in/marcob'],
};

const article = (graph: unknown[], site = 'Greenhouse Notes') =>
  page(
    `<title>Growing tomatoes in a cold greenhouse | ${site}</title><meta property="og:site_name" content="${site}">${jsonLd(
      { '@context': 'https://schema.org', '@graph': graph },
    )}`,
    `<main><article><h1>Growing tomatoes in a cold greenhouse</h1><p>Start seeds indoors in March.</p></article></main>`,
  );

describe("brand: a Person's profiles", () => {
  it("does not count an article author's profiles as the site's", () => {
    const result = brandOf(
      article([
        { '@type': 'WebSite', '@id': 'https://greenhouse.example/#website', name: 'Greenhouse Notes' },
        {
          '@type': 'BlogPosting',
          headline: 'Growing tomatoes in a cold greenhouse',
          author: { '@id': marco['@id'] },
          isPartOf: { '@id': 'https://greenhouse.example/#website' },
        },
        marco,
      ]),
    );
    expect(linked(result)).toEqual([]);
    expect(finding(result, 'brand.profiles').title).toBe('Links no official profiles');
    expect(finding(result, 'brand.same_as').status).toBe('not_applicable');
  });

  it('does not count the Person of an author page on a multi-author site', () => {
    const result = brandOf(
      article([{ '@type': 'ProfilePage', mainEntity: { '@id': marco['@id'] } }, marco]),
      'https://greenhouse.example/author/marco/',
    );
    expect(linked(result)).toEqual([]);
  });

  it('counts the profiles of the Person who publishes the site, on any of its pages', () => {
    const result = brandOf(
      article(
        [
          {
            '@type': 'WebSite',
            '@id': 'https://marco.example/#website',
            name: 'Orto di Marco',
            publisher: { '@id': marco['@id'] },
          },
          { '@type': 'BlogPosting', headline: 'Pomodori', author: { '@id': marco['@id'] } },
          marco,
        ],
        'Orto di Marco',
      ),
      'https://marco.example/2025/03/pomodori/',
    );
    expect(linked(result)).toEqual(
      expect.arrayContaining(['x https://x.com/marcobianchi', 'github https://github.com/marcob']),
    );
    expect(finding(result, 'brand.same_as').status).toBe('pass');
  });

  it("counts the profiles of the Person the site is named after, or the about page's main entity", () => {
    const named = brandOf(
      article([{ '@type': 'BlogPosting', headline: 'Pomodori', author: marco }, marco], 'Marco Bianchi'),
      'https://marco.example/2025/03/pomodori/',
    );
    expect(linked(named)).toContain('x https://x.com/marcobianchi');
    const about = brandOf(
      article([{ '@type': 'AboutPage', mainEntity: { ...marco, url: undefined } }], 'Orto di Marco'),
      'https://marco.example/about/',
    );
    expect(linked(about)).toContain('github https://github.com/marcob');
  });
});
