import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A podcast episode has hosts, not a byline: its author page check asks for pages about its hosts, in those words,
 * and reads the podcast's own host pages (/hosts/<name>) as such.
 */

const NOTES = `<p>${'In this episode we talk about load paths, fatigue cracks and why inspections miss the slow failures that matter most. '.repeat(12)}</p>`;
const URL = 'https://loadpath.example/episodes/142-why-bridges-fail';

function authorPage(credits: string, head = '', url = URL) {
  const html = page(
    `<title>142: Why Bridges Fail</title>${head}`,
    `<main><article><h1>142: Why Bridges Fail</h1>${credits}${NOTES}</article></main>`,
  );
  const result = EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));
  const check = finding(result, 'eeat.author_page') as ReturnType<typeof finding> & {
    fix?: string;
    title?: string;
  };
  return {
    status: check.status,
    title: check.title ?? '',
    fix: check.fix ?? '',
    said: check.evidence.map((e) => `${e.what} ${e.value ?? ''}`).join(' | '),
  };
}

describe('the author page check on a podcast episode', () => {
  it('asks for a host page, not for a byline link', () => {
    const { status, title, fix, said } = authorPage('<p>Hosted by Nadia Brooks</p>');
    expect(status).toBe('fail');
    expect(title).toBe('The hosts link to no host page');
    expect(said).toContain("no link from the hosts' names to a host page");
    expect(fix).toContain('actor on the PodcastEpisode');
    for (const text of [title, fix, said]) expect(text).not.toMatch(/byline/i);
  });

  it('passes on a link to the host’s page on the podcast’s site', () => {
    const { status, title, said } = authorPage(
      '<p>Hosted by <a href="/hosts/nadia-brooks">Nadia Brooks</a></p>',
    );
    expect(status).toBe('pass');
    expect(title).toBe('Link to a host page');
    expect(said).toContain(
      'link to a host page ("Nadia Brooks") https://loadpath.example/hosts/nadia-brooks',
    );
  });

  it('passes on the url of the series author in schema', () => {
    const episode = {
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'Why Bridges Fail',
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: 'Load Path',
        author: { '@type': 'Person', name: 'Nadia Brooks', url: 'https://loadpath.example/about/nadia' },
      },
    };
    expect(authorPage('', jsonLd(episode)).status).toBe('pass');
  });
});

describe('the author page check on an article', () => {
  it('still speaks of the byline, and takes no /host/ link for an author page', () => {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Why bridges fail',
      datePublished: '2026-10-15',
      author: { '@type': 'Person', name: 'Nadia Brooks' },
    };
    const { status, title } = authorPage(
      '<p>By Nadia Brooks</p><p>Rent your spare room: <a href="/host/homes">become a host</a></p>',
      `<meta property="og:type" content="article">${jsonLd(article)}`,
      'https://loadpath.example/blog/why-bridges-fail',
    );
    expect(status).toBe('fail');
    expect(title).toBe('The byline links to no author page');
  });
});
