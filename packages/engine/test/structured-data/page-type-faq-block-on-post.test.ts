import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchedPage } from '../review-pages/pages.ts';
import { analyzeAll, contextFor, finding } from './helpers.ts';

/**
 * RankMath's and Yoast's FAQ blocks put a FAQPage, and no Article, on blog posts. The FAQ is a section of the post:
 * the post must keep an article's checks (byline, dates, sources) rather than read as an FAQ page, which is held to
 * none of them. Pages from review s23-3: a wellness blog's post with a RankMath FAQ block (its BlogPosting replaced
 * by the plugin's WebPage), and a content farm's "cure anemia in 7 days" page whose FAQPage the page never shows.
 */
const fixture = (name: string): string =>
  readFileSync(new URL(`./faq-block-posts/${name}.html`, import.meta.url), 'utf8');

describe('a FAQPage on a blog post', () => {
  it('leaves a post with a RankMath FAQ block at its end a post: its byline and dates are still asked for', () => {
    const { schema, eeat } = analyzeAll(
      contextFor(fixture('iron-deficiency-post-with-rankmath-faq'), {
        url: 'https://www.wellnesswithjen.com/iron-deficiency-signs/',
      }),
    );
    expect(schema.page_type).not.toBe('faq');
    expect(finding(eeat, 'eeat.byline').status).not.toBe('not_applicable');
    expect(finding(eeat, 'eeat.date_published').status).not.toBe('not_applicable');
  });

  it('does not make an FAQ page of a health page whose FAQPage questions the page never shows', () => {
    const { schema, eeat } = analyzeAll(
      contextFor(matchedPage('anemia-cure-content-farm'), {
        url: 'https://www.naturalcurestoday.net/cure-anemia-naturally-fast/',
      }),
    );
    expect(schema.page_type).toBe('article');
    // Held to an article's trust checks again: it cites no source and links no editorial policy.
    expect(finding(eeat, 'eeat.outbound_citations').status).toBe('fail');
    expect(finding(eeat, 'eeat.editorial_policy').status).toBe('fail');
  });
});
