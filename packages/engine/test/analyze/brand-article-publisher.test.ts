import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * brand: a personal blog with no Organization and no WebSite node names its owner as the publisher of its posts
 * (Google's Article guide: the publisher is the site's entity). Those profiles are the site's; a guest author's are not.
 */

const U = 'https://www.ruthsallotment.example';
const POST = `${U}/2026/10/planting-garlic/`;

const ruth = {
  '@type': 'Person',
  '@id': `${U}/#ruth`,
  name: 'Ruth Hughes',
  url: `${U}/about/`,
  sameAs: [
    'https://www.instagram.com/ruthsallotment',
    'https://x.com/ruthsallotment',
    'https://www.youtube.com/@ruthsallotment',
  ],
};
const tom = {
  '@type': 'Person',
  '@id': `${U}/#tom`,
  name: 'Tom Baker',
  url: `${U}/authors/tom/`,
  sameAs: ['https://x.com/tombaker', 'https://github.com/tombaker'],
};

const lorem = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>The garden notes for week ${i + 1} describe what we planted, what failed and what we would change next season.</p>`,
).join('');

function brandOf(graph: unknown[], site = "Ruth's Allotment", url = POST) {
  const html = page(
    `<title>Planting garlic in October – ${site}</title><meta property="og:type" content="article"><meta property="og:site_name" content="${site}">${jsonLd(
      { '@context': 'https://schema.org', '@graph': graph },
    )}`,
    `<header><a href="/">Home</a> <a href="/about/">About</a></header><main><article><h1>Planting garlic in October</h1><p>By Ruth Hughes · <time datetime="2026-10-02">2 Oct 2026</time></p>${lorem}</article></main>`,
  );
  return BrandModule.parse(analyzeBrand(contextFor(html, { url })));
}

const linked = (result: BrandModule) =>
  Object.entries(result.platforms)
    .filter(([, p]) => p.linked_from_site)
    .map(([k, p]) => `${k} ${p.url}`)
    .sort();

const posting = (extra: Record<string, unknown>) => ({
  '@type': 'BlogPosting',
  headline: 'Planting garlic in October',
  datePublished: '2026-10-02',
  ...extra,
});

describe("brand: the Person who publishes the page's own article", () => {
  it("counts the profiles of a personal blog's owner, author and publisher of the post", () => {
    const result = brandOf([
      posting({ author: { '@id': ruth['@id'] }, publisher: { '@id': ruth['@id'] } }),
      ruth,
    ]);
    expect(linked(result)).toEqual([
      'instagram https://www.instagram.com/ruthsallotment',
      'x https://x.com/ruthsallotment',
      'youtube https://www.youtube.com/@ruthsallotment',
    ]);
    expect(finding(result, 'brand.profiles').status).toBe('pass');
  });

  it("counts the publisher's profiles, not the guest author's", () => {
    const result = brandOf([
      posting({ author: { '@id': tom['@id'] }, publisher: { '@id': ruth['@id'] } }),
      ruth,
      tom,
    ]);
    expect(linked(result)).toContain('x https://x.com/ruthsallotment');
    expect(linked(result)).not.toContain('x https://x.com/tombaker');
    expect(linked(result)).not.toContain('github https://github.com/tombaker');
  });

  it('does not count a guest author when the post names no publisher', () => {
    const result = brandOf([posting({ author: { '@id': tom['@id'] } }), tom], 'Allotment Collective');
    expect(linked(result)).toEqual([]);
    expect(finding(result, 'brand.profiles').title).toBe('Links no official profiles');
  });

  it("does not take the publisher of a book the page reviews, or of another site's post the page lists, for the site's", () => {
    const book = brandOf(
      [
        {
          '@type': 'Book',
          name: 'The Allotment Year',
          author: { '@id': tom['@id'] },
          publisher: { '@id': tom['@id'] },
        },
        tom,
      ],
      'Allotment Collective',
    );
    expect(linked(book)).toEqual([]);
    // A reading list: another blog's post, whose publisher is that blog's owner.
    const listed = brandOf(
      [posting({ url: 'https://tomgrows.example/2026/09/onions/', publisher: { '@id': tom['@id'] } }), tom],
      'Allotment Collective',
      `${U}/reading-list/`,
    );
    expect(linked(listed)).toEqual([]);
  });
});
