import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/** The finer kinds of page are held to their own markup: a job posting to a JobPosting, a forum thread to a post. */
const fitOf = (url: string, nodes: Record<string, unknown>[]) =>
  finding(
    analyzeSchema(
      contextFor(
        page(
          '<title>Page</title>',
          `${nodes.map((n) => jsonLd({ '@context': 'https://schema.org', ...n })).join('')}<main><h1>Page</h1><p>Text of the page.</p></main>`,
        ),
        { url },
      ),
    ),
    'schema.page_type_fit',
  );

describe('schema.page_type_fit for the finer kinds of page', () => {
  it('asks a job posting without markup for a JobPosting, and passes one that has it', () => {
    const bare = fitOf('https://acme.example/careers/backend-engineer', [
      { '@type': 'Organization', name: 'Acme', url: 'https://acme.example/' },
    ]);
    expect(bare.status).toBe('fail');
    expect(bare.title).toBe('A job posting page lacks JobPosting');
    const marked = fitOf('https://acme.example/careers/backend-engineer', [
      {
        '@type': 'JobPosting',
        title: 'Backend engineer',
        description: 'Build the API.',
        datePosted: '2026-11-01',
        hiringOrganization: { '@type': 'Organization', name: 'Acme' },
      },
    ]);
    expect(marked.status).toBe('pass');
  });

  it('passes a forum thread marked up as a DiscussionForumPosting', () => {
    const thread = fitOf('https://forum.example/t/sourdough-starter-not-rising/123', [
      {
        '@type': 'DiscussionForumPosting',
        headline: 'Sourdough starter not rising',
        author: { '@type': 'Person', name: 'crumbcat' },
        datePublished: '2026-10-04',
        text: 'My starter is nine days old.',
      },
    ]);
    expect(thread.status).toBe('pass');
  });
});
