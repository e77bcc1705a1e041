import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { reviewBrand, reviewHtml } from './brand-review-pages.ts';

/**
 * Ghost and Yoast declare the brand's Facebook and X accounts in article:publisher and twitter:site: machine-readable
 * statements of the brand's own profiles, read as profiles (source "meta") and suggested for sameAs. A personal or
 * non-commercial site passes brand.profiles with one profile, and the check weighs less there.
 */

describe('brand.profiles: profiles declared in meta tags', () => {
  it("reads article:publisher and twitter:site of the Ghost Casper post as the brand's Facebook and X", () => {
    const result = reviewBrand('ghost-casper-post');
    expect(result.platforms.x).toMatchObject({
      linked_from_site: true,
      url: 'https://x.com/hollowpine',
      source: 'meta',
    });
    expect(result.platforms.facebook).toMatchObject({
      linked_from_site: true,
      url: 'https://www.facebook.com/hollowpinestudio',
      source: 'meta',
    });
    // The blog's publisher is an organization, which keeps three profiles: two are linked.
    expect(finding(result, 'brand.profiles').title).toBe('Links only 2 official profiles');
    // The publisher Organization has no sameAs: the profiles are suggested for it.
    const sameAs = finding(result, 'brand.same_as');
    expect(sameAs.status).toBe('fail');
    expect(sameAs.evidence.map((e) => e.value)).toEqual([
      'https://x.com/hollowpine',
      'https://www.facebook.com/hollowpinestudio',
    ]);
  });

  it('reads fb:pages as Facebook Page IDs', () => {
    const html = reviewHtml('ghost-casper-post')
      .replace(
        /<meta property="article:publisher"[^>]*>/,
        '<meta property="fb:pages" content="123456789012345">',
      )
      .replace(/<meta name="twitter:site"[^>]*>/, '');
    const result = reviewBrand('ghost-casper-post', html);
    expect(result.platforms.facebook).toMatchObject({
      url: 'https://www.facebook.com/123456789012345',
      source: 'meta',
    });
    expect(result.platforms.x?.linked_from_site).toBe(false);
  });

  it('fails a personal blog with no profile at a low weight, and a business with one at medium', () => {
    const blog = finding(reviewBrand('hugo-papermod-post'), 'brand.profiles');
    expect(blog.status).toBe('fail');
    expect(blog.severity).toBe('low');
    expect(blog.fix).not.toMatch(/Crunchbase/);
    const shop = finding(reviewBrand('woocommerce-product'), 'brand.profiles');
    expect(shop.severity).toBe('medium');
    expect(shop.fix).toMatch(/Crunchbase/);
  });
});
