import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's discussion forum guide covers SocialMediaPosting as it covers DiscussionForumPosting: an author, a date
 * and the post's content (text, image or video) are required, the headline only recommended, and each reply in
 * its thread is held to the same. A BlogPosting, a SocialMediaPosting in schema.org, stays an article.
 */

const schemaOf = (html: string) =>
  analyzeSchema(contextFor(html, { url: 'https://social.example/@jo/112233' }));
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const author = (name: string) => ({ '@type': 'Person', name });

const posting = (type: string, extra: Record<string, unknown> = {}) =>
  page(
    '',
    jsonLd({
      '@context': 'https://schema.org',
      '@type': type,
      url: 'https://social.example/@jo/112233',
      author: author('Jo'),
      datePublished: '2026-03-01T09:00:00Z',
      ...extra,
    }),
  );

describe('a SocialMediaPosting', () => {
  it('is held to the discussion forum rule: its content is required, by Google', () => {
    const required = finding(schemaOf(posting('SocialMediaPosting')), 'schema.required_properties');
    expect(whats(required)).toEqual(['SocialMediaPosting: missing text or image or video']);
    expect(required.fix).toMatch(/required by Google's discussion forum guide/);
  });

  it('needs no headline, which is only recommended for a post', () => {
    const result = schemaOf(posting('SocialMediaPosting', { text: 'Forged my first hook today.' }));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    expect(JSON.stringify(finding(result, 'schema.expected_properties'))).not.toMatch(/headline/);
    expect(finding(result, 'schema.recommended_properties').fix).toMatch(/SocialMediaPosting: headline/);
  });

  it('holds the replies in its thread to the forum comment rule', () => {
    const result = schemaOf(
      posting('SocialMediaPosting', {
        text: 'Forged my first hook today.',
        comment: [{ '@type': 'Comment', text: 'Looks great!', author: author('Sam') }],
      }),
    );
    expect(whats(finding(result, 'schema.required_properties'))).toEqual([
      'Comment (reply 1: "Looks great!"): missing datePublished',
    ]);
  });

  it('needs no content when its url is another page', () => {
    const result = analyzeSchema(
      contextFor(posting('SocialMediaPosting'), { url: 'https://social.example/@jo' }),
    );
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });
});

describe('a BlogPosting, a SocialMediaPosting in schema.org', () => {
  it('stays an article: no content required, the headline expected by this audit', () => {
    const result = schemaOf(posting('BlogPosting'));
    expect(finding(result, 'schema.required_properties').status).not.toBe('fail');
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(/text or image/);
    expect(whats(finding(result, 'schema.expected_properties'))).toEqual([
      'BlogPosting: no headline or name (expected by this audit, not required by Google)',
    ]);
  });

  it('does not hold its comments to the forum rule, nor does a LiveBlogPosting', () => {
    for (const type of ['BlogPosting', 'LiveBlogPosting']) {
      const result = schemaOf(
        posting(type, { headline: 'Oiling an anvil', comment: [{ '@type': 'Comment', text: 'Nice post.' }] }),
      );
      expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(/Comment/);
    }
  });
});
