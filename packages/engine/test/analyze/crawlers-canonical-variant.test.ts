import { describe, expect, it } from 'vitest';
import { canonicalOfVariant } from '../../src/analyze/crawlers/robots-access.ts';

/** Crawl access is judged on the canonical only when it is the same page without its query string. */
describe('canonicalOfVariant', () => {
  it('takes the same path without the query, with or without a trailing slash', () => {
    expect(canonicalOfVariant(['https://a.example/guide?utm_source=x'], '/guide')).toBe(
      'https://a.example/guide',
    );
    expect(canonicalOfVariant(['https://a.example/guide/?utm_source=x'], '/guide')).toBe(
      'https://a.example/guide',
    );
  });

  it('does not judge a query variant on another page it names as canonical', () => {
    expect(canonicalOfVariant(['https://a.example/a?x=1'], '/b')).toBeNull();
    expect(canonicalOfVariant(['https://a.example/guide'], '/guide')).toBeNull();
  });
});
