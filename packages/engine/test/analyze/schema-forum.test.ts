import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's discussion forum guide asks each Comment in a DiscussionForumPosting's thread for an author, a date and
 * its content (text, image or video); findings name the comment by its place in the thread and its first words.
 */

const schemaOf = (html: string) =>
  analyzeSchema(contextFor(html, { url: 'https://forum.example/t/anvil-oil' }));
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);

const author = (name: string) => ({ '@type': 'Person', name });

const reply = (text: string, extra: Record<string, unknown> = {}) => ({
  '@type': 'Comment',
  text,
  author: author('Sam'),
  datePublished: '2026-03-02T10:00:00Z',
  url: 'https://forum.example/t/anvil-oil#r',
  dateModified: '2026-03-02T10:00:00Z',
  ...extra,
});

const thread = (comment: unknown[]) =>
  page(
    '',
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: 'Which oil for an anvil?',
      url: 'https://forum.example/t/anvil-oil',
      text: 'Linseed or something else?',
      author: author('Jo'),
      datePublished: '2026-03-01T09:00:00Z',
      dateModified: '2026-03-01T09:00:00Z',
      comment,
    }),
  );

describe('comments in a DiscussionForumPosting thread', () => {
  it('pass when every reply has an author, a date and content', () => {
    const result = schemaOf(
      thread([reply('Linseed works.', { comment: [reply('Boiled linseed, to be exact.')] })]),
    );
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    expect(finding(result, 'schema.recommended_properties').status).toBe('pass');
  });

  it('name each reply that lacks what Google requires, by its place in the thread and its first words', () => {
    const anonymous = { ...reply('I wipe mine with paste wax every single week'), author: undefined };
    const undated = {
      '@type': 'Comment',
      author: author('Ana'),
      image: 'https://forum.example/anvil.jpg',
    };
    const empty = { '@type': 'Comment', author: author('Lee'), datePublished: '2026-03-03' };
    const result = schemaOf(thread([reply('Linseed works.', { comment: [undated] }), anonymous, empty]));
    const required = finding(result, 'schema.required_properties');
    expect(required.status).not.toBe('pass');
    expect(whats(required)).toEqual([
      'Comment (reply 1.1): missing datePublished',
      'Comment (reply 2: "I wipe mine with paste wax…"): missing author',
      'Comment (reply 3): missing text or image or video',
    ]);
    expect(required.fix).toMatch(/Comment: .*\(required by Google's discussion forum guide\)/);
    expect(result.score).toBeLessThan(schemaOf(thread([reply('Linseed works.')])).score);
  });

  it('find replies given by @id in a @graph', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'DiscussionForumPosting',
            headline: 'Which oil for an anvil?',
            text: 'Linseed or something else?',
            author: author('Jo'),
            datePublished: '2026-03-01',
            comment: [{ '@id': '#r1' }],
          },
          { '@type': 'Comment', '@id': '#r1', text: 'Linseed works.', author: author('Sam') },
        ],
      }),
    );
    expect(whats(finding(schemaOf(html), 'schema.required_properties'))).toContain(
      'Comment (reply 1: "Linseed works."): missing datePublished',
    );
  });

  it('suggest the recommended url in one row for all replies lacking it, dateModified only if edited', () => {
    const bare = (text: string) => ({ ...reply(text), url: undefined, dateModified: undefined });
    const recommended = finding(
      schemaOf(thread([bare('One.'), bare('Two.')])),
      'schema.recommended_properties',
    );
    expect(whats(recommended)).toEqual(['Comment: could add url (2 nodes)']);
    expect(recommended.fix).toMatch(/Comment: url \(and dateModified, if the comment was edited\)/);
  });

  it('count no post or reply short of anything for lacking dateModified, which Google asks only of edited ones', () => {
    const unedited = (text: string) => ({ ...reply(text), dateModified: undefined });
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline: 'Which oil for an anvil?',
        url: 'https://forum.example/t/anvil-oil',
        text: 'Linseed or something else?',
        author: author('Jo'),
        datePublished: '2026-03-01T09:00:00Z',
        comment: [unedited('One.'), unedited('Two.')],
      }),
    );
    const recommended = finding(schemaOf(html), 'schema.recommended_properties');
    expect(recommended.status).toBe('pass');
    expect(recommended.evidence).toEqual([]);
    // The nodes list only the properties each node misses.
    expect(JSON.stringify(schemaOf(html).nodes)).not.toMatch(/dateModified/);
  });

  it('name dateModified for the post only beside what it lacks, with the case in which it applies', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        url: 'https://forum.example/t/anvil-oil',
        text: 'Linseed or something else?',
        author: author('Jo'),
        datePublished: '2026-03-01T09:00:00Z',
      }),
    );
    const recommended = finding(schemaOf(html), 'schema.recommended_properties');
    expect(whats(recommended)).toEqual(['DiscussionForumPosting: could add headline']);
    expect(recommended.fix).toMatch(
      /DiscussionForumPosting: headline \(and dateModified, if the post was edited\)/,
    );
  });

  it('do not hold comments under a blog post to the forum rule', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Oiling an anvil',
        author: author('Jo'),
        datePublished: '2026-03-01',
        comment: [{ '@type': 'Comment', text: 'Nice post.' }],
      }),
    );
    const result = schemaOf(html);
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(/Comment/);
  });
});

describe('a forum post whose url is another page', () => {
  const post = (url: string, extra: Record<string, unknown> = {}) =>
    page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline: 'Which oil for an anvil?',
        url,
        author: author('Jo'),
        datePublished: '2026-03-01T09:00:00Z',
        ...extra,
      }),
    );
  const on = (pageUrl: string, html: string) => analyzeSchema(contextFor(html, { url: pageUrl }));

  it('needs no content on a later page of the thread, which repeats the first page’s post', () => {
    const later = on(
      'https://forum.example/t/anvil-oil/14',
      post('https://forum.example/t/anvil-oil', { comment: [reply('Page 14 reply.')] }),
    );
    expect(finding(later, 'schema.required_properties').status).toBe('pass');
  });

  it('still needs text, image or video on its own page, whatever the fragment or trailing slash', () => {
    for (const url of [
      'https://forum.example/t/anvil-oil/',
      'https://forum.example/t/anvil-oil#top',
      '/t/anvil-oil',
    ]) {
      const own = on('https://forum.example/t/anvil-oil', post(url));
      expect(whats(finding(own, 'schema.required_properties'))).toEqual([
        'DiscussionForumPosting: missing text or image or video',
      ]);
    }
  });
});
