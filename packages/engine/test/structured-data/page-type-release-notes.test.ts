import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat, parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { contextFor, finding } from './helpers.ts';

/**
 * A SaaS changelog (an `<article>` and a `<time>` per release) and a guide on a docs host filed under /guides/, from
 * the review of 2026-11-24: both were typed article and asked for a byline, credentials and first-hand experience.
 * Release notes and a docs site's guides are the vendor's documentation, which it publishes under its own name.
 */
const pages = join(import.meta.dirname, 'page-type-release-notes-pages');
const changelog = readFileSync(join(pages, 'tasklane-changelog.html'), 'utf8');
const docsGuide = readFileSync(join(pages, 'paylane-docs-guide.html'), 'utf8');

const detect = (html: string, url: string) => {
  const document = parsePage(html);
  return detectPageType(url, pageFacts(document), extractStructuredData(document));
};

const eeatOf = (html: string, url: string) => EeatModule.parse(analyzeEeat(contextFor(html, { url })));

/** A post body as WordPress prints it: an H1 and a <time> in <main>, the content vote for an article. */
const post = (headings: string[], head = '') =>
  `<!doctype html><html lang="en"><head><title>Updates</title>${head}</head><body><main><h1>What's new</h1><time datetime="2026-11-18">November 18, 2026</time>${headings
    .map((h) => `<h2>${h}</h2><p>Board view loads faster on large projects.</p>`)
    .join('')}</main></body></html>`;

describe('release notes are documentation, not an article', () => {
  const url = 'https://www.tasklane.io/changelog';

  it('type a SaaS changelog as docs, and ask it for no byline, credentials or first-hand experience', () => {
    expect(detect(changelog, url)).toMatchObject({ kind: 'docs', type: 'article' });
    const eeat = eeatOf(changelog, url);
    for (const check of [
      'eeat.byline',
      'eeat.author_page',
      'eeat.author_credentials',
      'eeat.first_hand_experience',
      'eeat.editorial_policy',
    ]) {
      const f = finding(eeat, check);
      expect(f.status, check).toBe('not_applicable');
    }
    expect(finding(eeat, 'eeat.byline').evidence[0]?.what).toMatch(/product documentation/);
  });

  it('read release notes at /release-notes, /changelog/<entry> and /product-updates', () => {
    for (const path of ['/release-notes', '/changelog/2026-11-18-recurring-tasks', '/product-updates/']) {
      expect(detect(changelog, `https://www.tasklane.io${path}`).kind, path).toBe('docs');
    }
  });

  it('read release notes from their headings where the path does not say (/updates, /whats-new)', () => {
    const d = detect(post(['v2.4.0 (2026-11-18)', 'Fixed']), 'https://www.tasklane.io/updates');
    expect(d.kind).toBe('docs');
    expect(d.evidence.map((e) => e.what)).toContain('content: release-note headings');
    // Keep a Changelog's "## [1.1.0] - 2026-11-18" and its sections.
    expect(
      detect(post(['[1.1.0] - 2026-11-18', 'Added', 'Changed']), 'https://acme.example/whats-new').kind,
    ).toBe('docs');
  });

  it('leave a museum’s "What’s new", a features page and a blog post about a release articles or other', () => {
    const museum = post(['Late opening on Fridays', 'New gallery of Roman coins']);
    expect(detect(museum, 'https://www.citymuseum.example/whats-new').kind).not.toBe('docs');
    // "Features" and "Security" are a features page's headings, and a numbered section's "2.1" no version.
    expect(
      detect(post(['Features', 'Security', '2.1 Installation']), 'https://acme.example/tour').kind,
    ).not.toBe('docs');
    const release = post(
      ['New features', 'Bug fixes', 'Improvements'],
      '<meta property="og:type" content="article">',
    );
    expect(detect(release, 'https://blog.acme.example/blog/django-5-1-released').kind).toBe('article');
  });
});

describe('a documentation host beats an article path', () => {
  const url = 'https://docs.paylane.io/guides/webhooks/verify-signatures';

  it('type a guide at docs.<host>/guides/… as docs, and ask it for no byline', () => {
    const d = detect(docsGuide, url);
    expect(d).toMatchObject({ kind: 'docs', type: 'article' });
    expect(d.evidence[0]).toMatchObject({
      what: 'URL path of a documentation site (docs.paylane.io)',
      where: 'docs',
    });
    const eeat = eeatOf(docsGuide, url);
    expect(finding(eeat, 'eeat.byline').status).toBe('not_applicable');
    expect(finding(eeat, 'eeat.first_hand_experience').status).toBe('not_applicable');
  });

  it('read /guide/ and /articles/ on developers.* and a docs generator’s site the same way', () => {
    expect(detect(docsGuide, 'https://developer.android.example/guide/components/intents').kind).toBe('docs');
    const docusaurus = docsGuide.replace(
      '</head>',
      '<meta name="generator" content="Docusaurus v3.7.0"></head>',
    );
    expect(detect(docusaurus, 'https://paylane.io/articles/verify-signatures').kind).toBe('docs');
  });

  it('keep a blog post on a developers host, and a guide on an ordinary host, articles', () => {
    expect(detect(docsGuide, 'https://developer.chrome.example/blog/new-in-chrome-131').kind).toBe('article');
    expect(detect(docsGuide, 'https://docs.paylane.io/blog/2026/11/guides/webhooks').kind).toBe('article');
    expect(detect(docsGuide, 'https://paylane.io/guides/webhooks/verify-signatures').kind).toBe('article');
  });
});
