import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { reviewBrand, reviewHtml } from './brand-review-pages.ts';

/**
 * A title that does not hold the brand names another brand only through a separated segment that reads as a name:
 * Ghost's default theme titles a post with the post title alone, which names the post, not another brand.
 */

describe('brand: a title without a brand suffix', () => {
  it('takes no vote from the Ghost Casper post titled with the post title alone', () => {
    const result = reviewBrand('ghost-casper-post');
    const consistent = finding(result, 'brand.name_consistent');
    expect(consistent.status).toBe('pass');
    expect(consistent.evidence.map((e) => e.what)).not.toContain('title (differs)');
    expect(result.brand_name).toBe('Hollow Pine Engineering');
  });

  it('still reports a title suffix that names another brand', () => {
    const html = reviewHtml('ghost-casper-post').replace(
      '<title>Why we stopped using microservices</title>',
      '<title>Why we stopped using microservices | Hollowpine Labs</title>',
    );
    const consistent = finding(reviewBrand('ghost-casper-post', html), 'brand.name_consistent');
    expect(consistent.status).toBe('warn');
    expect(consistent.evidence).toContainEqual({ what: 'title (differs)', value: 'Hollowpine Labs' });
  });
});
