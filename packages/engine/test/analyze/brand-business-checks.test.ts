import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand, applyBrandVerification } from '../../src/analyze/brand.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

function brandOf(html: string, url = 'https://site.example/posts/why-tomatoes-split') {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url })));
}

const status = (html: string, check: string, url?: string) => finding(brandOf(html, url), check).status;

/** The chrome of a small site: a name, a home link, an about page. */
const chrome = (site: string, nav = '') =>
  `<header><a href="/">${site}</a><nav><a href="/about/">About</a>${nav}</nav></header>`;

const blogPosting = (publisher: Record<string, unknown>) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'Why do tomatoes split?',
    author: { '@type': 'Person', name: 'Ruth Ellison' },
    publisher,
  });

describe('brand: knowledge graph and review platforms fit the site', () => {
  it('do not hold Wikipedia and review platforms against a personal blog', () => {
    const html = page(
      `<title>Why tomatoes split | Ruth’s Allotment Notes</title><meta property="og:site_name" content="Ruth’s Allotment Notes">${blogPosting({ '@type': 'Person', name: 'Ruth Ellison' })}`,
      `${chrome('Ruth’s Allotment Notes')}<main><h1>Why do tomatoes split?</h1></main>`,
    );
    const result = brandOf(html);
    const kg = finding(result, 'brand.knowledge_graph');
    expect(kg.status).toBe('info');
    expect(kg.impact).toBe(0);
    expect(kg.evidence[0]?.what).toMatch(
      /^informational, weighs nothing: nothing on the page shows the organization is notable/,
    );
    const reviews = finding(result, 'brand.review_platforms');
    expect(reviews.status).toBe('not_applicable');
    expect(reviews.title).toBe('Review platforms: not applicable');
    expect(reviews.evidence[0]?.what).toMatch(/^not applicable: .*personal or non-commercial site/);
    expect(result.commercial_signals).toEqual([]);
  });

  it('lets the two checks cost a page with no schema at all nothing', () => {
    const bare = page(
      '<title>Why tomatoes split | Ruth’s Allotment Notes</title>',
      '<main><p>Notes.</p></main>',
    );
    const withWikipedia = page(
      '<title>Why tomatoes split | Ruth’s Allotment Notes</title>',
      '<main><p>Notes.</p></main><footer><a href="https://en.wikipedia.org/wiki/Ruth_Ellison">Wikipedia</a></footer>',
    );
    // The knowledge-graph link weighs nothing either way: linking it does not change the score.
    const a = brandOf(bare);
    const b = brandOf(withWikipedia);
    expect(finding(b, 'brand.knowledge_graph').status).toBe('pass');
    expect(b.score).toBe(a.score);
  });

  it('treats a forum, a podcast and a university course page alike (a plain Organization is no business)', () => {
    const forum = page(
      `<meta property="og:site_name" content="Breadheads Community">${jsonLd({ '@context': 'https://schema.org', '@type': 'DiscussionForumPosting', headline: 'Starter smells of acetone', author: { '@type': 'Person', name: 'crumbcat' } })}`,
      chrome('Breadheads Community'),
    );
    const podcast = page(
      `<meta property="og:site_name" content="Load Path">${jsonLd({ '@context': 'https://schema.org', '@type': 'PodcastEpisode', name: 'Why bridges fail', partOfSeries: { '@type': 'PodcastSeries', name: 'Load Path' } })}`,
      chrome('Load Path', '<a href="/episodes/">Episodes</a>'),
    );
    const course = page(
      `<meta property="og:site_name" content="Lakemont University Computer Science">${jsonLd({ '@context': 'https://schema.org', '@type': 'Course', name: 'CS 161', provider: { '@type': 'CollegeOrUniversity', name: 'Lakemont University' } })}`,
      chrome('Lakemont Computer Science'),
    );
    const recipeBlog = page(
      `<meta property="og:site_name" content="Butter &amp; Thyme">${jsonLd({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Butter & Thyme', url: 'https://site.example/' })}`,
      chrome('Butter &amp; Thyme', '<a href="/recipes/">Recipes</a>'),
    );
    for (const [name, html] of Object.entries({ forum, podcast, course, recipeBlog })) {
      expect(status(html, 'brand.review_platforms'), name).toBe('not_applicable');
      // A university is notable by what it is: its Wikipedia link is asked for (decision 0039).
      expect(status(html, 'brand.knowledge_graph'), name).toBe(name === 'course' ? 'fail' : 'info');
    }
  });

  it('keeps the review check for businesses: a local business, a shop, a SaaS with a pricing link, a ticketed event', () => {
    const plumber = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Plumber',
        name: 'Rosewood Plumbing',
        url: 'https://site.example/',
      }),
      chrome('Rosewood Plumbing'),
    );
    const product = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Pace Runner',
        offers: { '@type': 'Offer', price: '129.95', priceCurrency: 'USD' },
      }),
      chrome('Stride Running'),
    );
    const saas = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Tallyform',
        url: 'https://site.example/',
      }),
      chrome('Tallyform', '<a href="/pricing">Pricing</a>'),
    );
    const shop = page('', chrome('Stride Running', '<a href="/cart">Cart (0)</a>'));
    const festival = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'MusicEvent',
        name: 'Harbor Jazz Festival 2027',
        offers: [{ '@type': 'Offer', price: '65', priceCurrency: 'USD' }],
      }),
      chrome('Harbor Jazz Festival'),
    );
    for (const [name, html] of Object.entries({ plumber, product, saas, shop, festival })) {
      expect(status(html, 'brand.review_platforms'), name).toBe('fail');
      // A small business cannot act on a missing Wikipedia entry: reported, not verified, weighs nothing (0039).
      expect(status(html, 'brand.knowledge_graph'), name).toBe('info');
      expect(brandOf(html).commercial_signals, name).not.toEqual([]);
    }
    // A shop's help page: no prices in markup, but the catalogue and the policies a shop publishes.
    const shopFaq = page(
      '',
      `${chrome('Ridgeline Socks', '<a href="/collections/all">Shop</a>')}<footer><a href="/policies/refund-policy">Refund Policy</a></footer>`,
    );
    expect(status(shopFaq, 'brand.review_platforms')).toBe('fail');
    const policiesOnly = page('', '<footer><a href="/policies/shipping-policy">Shipping</a></footer>');
    expect(status(policiesOnly, 'brand.review_platforms')).toBe('fail');
    expect(
      status(page('', chrome('Tallyform')), 'brand.review_platforms', 'https://site.example/pricing'),
    ).toBe('fail');
  });

  it('does not read a product an article reviews, or the word "Plans" in running text, as the site selling', () => {
    const review = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Review',
        name: 'Sony WH-1000XM6 review',
        itemReviewed: {
          '@type': 'Product',
          name: 'Sony WH-1000XM6',
          offers: { '@type': 'Offer', price: '449', priceCurrency: 'USD' },
        },
      }),
      `${chrome('SoundCheck')}<main><p>Our <a href="/2027-goals/">Plans</a> for next year, and <a href="/how-to-store-headphones/">how to store them</a>.</p></main>`,
    );
    expect(status(review, 'brand.review_platforms')).toBe('not_applicable');
  });

  it('keeps a linked review listing as a pass wherever it is, and keeps the decision through verification', () => {
    const linked = page(
      '',
      '<footer><a href="https://www.yelp.com/biz/ruths-allotment-cafe">Yelp</a></footer>',
    );
    expect(status(linked, 'brand.review_platforms')).toBe('pass');
    const personal = brandOf(
      page('<title>Notes | Ruth’s Allotment Notes</title>', chrome('Ruth’s Allotment Notes')),
    );
    const verified = applyBrandVerification(personal, [
      { platform: 'wikipedia', verified: true, url: 'https://en.wikipedia.org/wiki/Allotment' },
    ]);
    expect(finding(verified, 'brand.review_platforms').status).toBe('not_applicable');
    // An entry the off-site check found but the site does not link is actionable: it weighs (0039).
    expect(finding(verified, 'brand.knowledge_graph').status).toBe('fail');
    expect(finding(verified, 'brand.knowledge_graph').impact).toBeGreaterThan(0);
  });
});
