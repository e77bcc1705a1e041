import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Job postings, product docs, podcast episodes and forum threads are not bylined articles: the byline checks do
 * not apply to the first two, an episode's hosts are its people, and a forum's users are asked for no credentials
 * or editorial policy. Articles keep every check.
 */

const PROSE = `<p>${'The team reconciles ledgers, ships payment features and reviews each change with care before release. '.repeat(30)}</p>`;

function eeat(url: string, head: string, body: string) {
  const html = page(`<title>T</title>${head}`, `<main><article><h1>T</h1>${body}${PROSE}</article></main>`);
  return EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));
}
const status = (result: ReturnType<typeof eeat>, check: string) => finding(result, `eeat.${check}`).status;
const said = (result: ReturnType<typeof eeat>, check: string) =>
  finding(result, `eeat.${check}`)
    .evidence.map((e) => `${e.what} ${e.value ?? ''}`)
    .join(' | ');

const ARTICLE_OG = '<meta property="og:type" content="article">';
const JOB = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Senior Backend Engineer, Payments',
  datePosted: '2026-10-01',
  hiringOrganization: { '@type': 'Organization', name: 'Ledgerly' },
};
const BLOG_POST = {
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: 'Life at Ledgerly',
  datePublished: '2026-10-01',
  author: { '@type': 'Person', name: 'Jane Doe', url: 'https://ledgerly.example/authors/jane' },
};

describe('job postings', () => {
  it('asks a JobPosting page for no byline, author page or credentials, and says why', () => {
    const result = eeat('https://ledgerly.example/careers/backend-engineer', jsonLd(JOB), '');
    expect(result.authored_content).toBe(false);
    for (const check of ['byline', 'author_page', 'author_credentials', 'editorial_policy'])
      expect(status(result, check)).toBe('not_applicable');
    expect(said(result, 'byline')).toContain('a job posting');
    expect(said(result, 'byline')).toContain('schema JobPosting');
  });

  it('reads a careers path without schema as a job posting', () => {
    const result = eeat('https://ledgerly.example/jobs/backend-engineer', '', '');
    expect(status(result, 'byline')).toBe('not_applicable');
    expect(said(result, 'byline')).toContain('URL path /jobs/backend-engineer');
  });

  it('keeps a bylined blog post under /careers/ an article, even beside a JobPosting', () => {
    const result = eeat('https://ledgerly.example/careers/life-at-ledgerly', jsonLd([BLOG_POST, JOB]), '');
    expect(result.authored_content).toBe(true);
    // Named only in its markup: half the byline's credit (eeat-author-named-only-in-markup.test.ts).
    expect(status(result, 'byline')).toBe('warn');
    expect(status(result, 'author_credentials')).toBe('fail');
  });
});

describe('product documentation', () => {
  const TECH = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: 'Verify webhook signatures',
    dateModified: '2026-10-28',
    publisher: { '@type': 'Organization', name: 'Tallyform' },
  };

  it('asks a TechArticle without an author for no byline or publication date', () => {
    const result = eeat('https://tallyform.example/guides/webhooks', jsonLd(TECH), '');
    expect(result.authored_content).toBe(false);
    expect(status(result, 'byline')).toBe('not_applicable');
    expect(status(result, 'date_published')).toBe('not_applicable');
    expect(said(result, 'byline')).toContain('product documentation');
  });

  it('reads /docs/ pages and docs.* hosts as documentation', () => {
    const result = eeat('https://tallyform.example/docs/webhooks/verify', ARTICLE_OG, '');
    expect(status(result, 'byline')).toBe('not_applicable');
    expect(status(eeat('https://docs.tallyform.example/webhooks', '', ''), 'byline')).toBe('not_applicable');
  });

  it('takes the kind page detection reads from the URL, and names the path (a help-centre article)', () => {
    const url = 'https://tallyform.example/hc/en-us/articles/360001-verify-webhooks';
    const result = eeat(url, '', '');
    expect(status(result, 'byline')).toBe('not_applicable');
    expect(said(result, 'byline')).toContain('URL path /hc/en-us/articles/360001-verify-webhooks');
    expect(status(eeat(url, '', '<p>By Jane Doe</p>'), 'byline')).toBe('pass');
  });

  it('reads an APIReference as documentation', () => {
    const api = { ...TECH, '@type': 'APIReference' };
    expect(status(eeat('https://tallyform.example/reference/forms', jsonLd(api), ''), 'byline')).toBe(
      'not_applicable',
    );
  });

  it('keeps a docs tutorial that names its author, in schema or in a visible byline, authored', () => {
    const authoredTech = { ...TECH, author: { '@type': 'Person', name: 'Jane Doe' } };
    const withSchema = eeat('https://tallyform.example/docs/tutorial', jsonLd(authoredTech), '');
    // Authored, though named only in the markup: half the byline's credit.
    expect(status(withSchema, 'byline')).toBe('warn');
    expect(status(withSchema, 'author_page')).toBe('fail');
    const withByline = eeat('https://tallyform.example/docs/tutorial', jsonLd(TECH), '<p>By Jane Doe</p>');
    expect(withByline.authored_content).toBe(true);
    expect(status(withByline, 'byline')).toBe('pass');
  });

  it('keeps an article without docs schema or path authored (no byline fails)', () => {
    const result = eeat('https://acme.example/blog/verify-webhooks', ARTICLE_OG, '');
    expect(status(result, 'byline')).toBe('fail');
  });
});

describe('podcast episodes', () => {
  const EPISODE = {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: 'Why Bridges Fail',
    datePublished: '2026-10-15',
    partOfSeries: { '@type': 'PodcastSeries', name: 'Load Path' },
    actor: [
      { '@type': 'Person', name: 'Nadia Brooks' },
      { '@type': 'Person', name: 'Samuel Okafor', jobTitle: 'Structural engineer' },
    ],
  };

  it('reads the hosts and guests (actor) as the people of the episode', () => {
    const result = eeat('https://loadpath.example/episodes/142', ARTICLE_OG + jsonLd(EPISODE), '');
    expect(status(result, 'byline')).toBe('pass');
    expect(said(result, 'byline')).toContain('PodcastEpisode.actor (Person) Nadia Brooks');
    expect(status(result, 'author_credentials')).toBe('pass');
  });

  it('still fails the byline of an episode that names nobody', () => {
    const { actor: _, ...bare } = EPISODE;
    expect(
      status(eeat('https://loadpath.example/episodes/142', ARTICLE_OG + jsonLd(bare), ''), 'byline'),
    ).toBe('fail');
  });

  it('does not read actor as the author of an article', () => {
    const article = { ...BLOG_POST, author: undefined, actor: { '@type': 'Person', name: 'Nadia Brooks' } };
    expect(status(eeat('https://acme.example/blog/post', jsonLd(article), ''), 'byline')).toBe('fail');
  });
});

describe('forum threads', () => {
  const THREAD = {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: 'Sourdough starter smells like nail polish remover?',
    text: 'Is it dead?',
    datePublished: '2026-10-04T08:14:00Z',
    author: { '@type': 'Person', name: 'crumbcat', url: 'https://breadheads.example/u/crumbcat' },
  };

  it('asks a forum thread for no credentials or editorial policy, but keeps its byline', () => {
    const result = eeat('https://breadheads.example/t/sourdough-starter/48213', jsonLd(THREAD), '');
    expect(result.authored_content).toBe(true);
    expect(status(result, 'author_credentials')).toBe('not_applicable');
    expect(status(result, 'editorial_policy')).toBe('not_applicable');
    // Said once, on the first check it lifts; the other points to it (decision 0102).
    expect(said(result, 'author_credentials')).toContain('a forum thread, written by its users');
    expect(said(result, 'editorial_policy')).toMatch(/^not applicable: see "Author credentials stated" $/);
    expect(status(result, 'byline')).toBe('pass');
  });

  it("reads a QAPage as a forum on a forum path, and a shop's FAQ marked up as a QAPage as an FAQ", () => {
    const qa = {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: { '@type': 'Question', name: 'Is my starter dead?', answerCount: 1 },
    };
    const forum = eeat('https://breadheads.example/questions/48213', jsonLd(qa), '');
    expect(status(forum, 'editorial_policy')).toBe('not_applicable');
    expect(said(forum, 'author_credentials')).toContain('a forum thread');
    expect(said(forum, 'editorial_policy')).toMatch(/^not applicable: see "Author credentials stated" $/);
    const faq = eeat('https://socks.example/help/faq', jsonLd(qa), '');
    expect(said(faq, 'editorial_policy')).not.toContain('forum');
  });

  it('reads a forum thread path without schema the same way', () => {
    const result = eeat('https://breadheads.example/t/sourdough-starter/48213', ARTICLE_OG, '');
    expect(status(result, 'editorial_policy')).toBe('not_applicable');
  });

  it('keeps asking a bylined article for credentials and an editorial policy', () => {
    const result = eeat('https://acme.example/blog/life', jsonLd(BLOG_POST), '');
    expect(status(result, 'author_credentials')).toBe('fail');
    expect(status(result, 'editorial_policy')).toBe('fail');
  });
});
