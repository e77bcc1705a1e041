import { describe, expect, it } from 'vitest';
import { findingOf } from '../content/context.ts';
import { reviewCitability } from './citability-review-pages.ts';

/**
 * Thin content asks a page to explain its code samples only when code is a large share of its words (a quarter or
 * more): a post of prose with one short code line is short of prose, and its one sample is explained already.
 */
describe('citability: the thin-content fix follows the share of code', () => {
  it('a prose post with one 9-word code line is asked to cover its topic, not to explain its code', () => {
    const thin = findingOf(reviewCitability('security-blog-injection-topic'), 'citability.thin_content');
    expect(thin.evidence[0]?.what).toMatch(/words of code not counted/);
    expect(thin.fix).toMatch(/^Cover the topic fully/);
  });
});
