import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/**
 * A CMS plugin audits a page the moment it is published. When the site does not serve it yet (a static build still
 * running, a CDN's cached "not found", a wrong URL pattern), the URL answers with the site's "page not found" page,
 * often with 200, or redirects to the home page. The editor must read that, not a score of that page with advice to
 * add a byline and Article markup to it.
 */

const site = fixtureSitesPerTest();
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const ROBOTS = { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' };
const audit = (url: string) => runAudit(url, { allowHosts: ['127.0.0.1'] });
const capsOf = (result: AuditResult) => (result.caps ?? []).map((cap) => cap.check);

// WordPress with a Twenty-Twenty-style theme: the 404 template, as a caching plugin serves it with 200.
const WORDPRESS_NOT_FOUND = `<!doctype html><html lang="en-US"><head><meta charset="UTF-8">
<title>Page not found &#8211; Brightside Coffee</title><meta name="robots" content="noindex, follow">
<link rel="stylesheet" href="/wp-content/themes/twentytwenty/style.css"></head>
<body class="error404 wp-embed-responsive"><header id="site-header"><a href="/" class="site-title">Brightside Coffee</a>
<nav><ul><li><a href="/shop/">Shop</a></li><li><a href="/blog/">Blog</a></li><li><a href="/about/">About</a></li></ul></nav></header>
<main id="site-content"><div class="section-inner thin error404-content"><h1 class="entry-title">Page Not Found</h1>
<div class="intro-text"><p>The page you were looking for could not be found. It might have been removed, renamed, or did not exist in the first place.</p></div>
<form role="search" method="get" class="search-form" action="/"><label for="search-form-1"><span class="screen-reader-text">Search for:</span></label>
<input type="search" id="search-form-1" class="search-field" placeholder="Search topics or keywords" name="s"><input type="submit" class="search-submit" value="Search"></form>
</div></main><footer id="site-footer"><p>&copy; 2026 Brightside Coffee</p><a href="/privacy-policy/">Privacy Policy</a></footer></body></html>`;

// A Next.js site: the built-in not-found page, served with 200 by a host's catch-all rewrite.
const NEXT_NOT_FOUND = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>
<title>404: This page could not be found.</title><meta name="next-head-count" content="3"/></head>
<body><div id="__next"><div style="font-family:system-ui;height:100vh;text-align:center;display:flex;flex-direction:column;align-items:center;justify-content:center">
<div><h1 class="next-error-h1">404</h1><div style="display:inline-block"><h2>This page could not be found.</h2></div></div></div></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"statusCode":404}},"page":"/_error","query":{},"buildId":"x1","nextExport":true,"isFallback":false,"gip":true,"scriptLoader":[]}</script></body></html>`;

const GERMAN_NOT_FOUND = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Seite nicht gefunden | Bäckerei Huber</title></head>
<body><header><a href="/">Bäckerei Huber</a></header><main><h1>Hoppla!</h1><p>Die angeforderte Seite existiert leider nicht.
Vielleicht hilft Ihnen die Suche weiter oder Sie starten auf der <a href="/">Startseite</a>.</p></main></body></html>`;

const HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Brightside Coffee – Small-batch roasters in Leeds</title></head>
<body><header><a href="/">Brightside Coffee</a></header><main><h1>Small-batch coffee, roasted in Leeds every Tuesday</h1>
<p>We roast single-origin beans in small batches and ship them the same week. Visit the café on Call Lane or order online.</p>
</main></body></html>`;

const paragraph = (topic: string) =>
  `<p>When a browser asks a server for a page that does not exist, the server should answer with the status code 404 so that browsers, crawlers and monitoring tools know the address is wrong. ${topic} A custom error page helps visitors find their way, but it must keep the 404 status: a friendly page served with 200 is a soft 404, which search engines treat as a thin page and may drop from their index.</p>`;

// A real article about the error, headed by it: not a not-found page.
const ARTICLE_ABOUT_404 = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>404 Page Not Found: What It Means and How to Fix It</title></head>
<body><main><article><h1>404 Not Found</h1><p class="byline">By Priya Natarajan, 3 March 2026</p>
<h2>What does a 404 error mean?</h2>${paragraph('Broken links are the usual cause.')}
<h2>How do I find broken links on my site?</h2>${paragraph('A crawler such as Screaming Frog lists them.')}
<h2>Should I redirect deleted pages?</h2>${paragraph('Redirect a page only to its true replacement.')}
</article></main></body></html>`;

describe('the URL answers 200 with the site\'s "page not found" page', () => {
  it('WordPress: caps the result at 0, says what answered, and tells the editor to re-run or check the URL', async () => {
    const fixture = await site({
      '/blog/new-espresso-guide/': { headers: HTML, body: WORDPRESS_NOT_FOUND },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/new-espresso-guide/'));
    expect(result.geo_score).toBe(0);
    expect(capsOf(result)).toEqual(['gate.page_not_fetched']);
    expect(result.caps![0]!.reason).toBe(
      'The URL answered HTTP 200 with a "page not found" page ("Page not found – Brightside Coffee"), not the page: there is nothing of the page here to analyse or cite.',
    );
    const first = result.action_plan[0]!;
    expect(first.check).toBe('gate.page_not_fetched');
    expect(first.fix).toMatch(/run the audit again once the site serves it/);
    expect(first.fix).toMatch(/URL pattern/);
    // Nothing is advised about the error page itself.
    expect(JSON.stringify(result.action_plan)).not.toMatch(/byline|Article|og:site_name|noindex/i);
    expect(result.modules.citability?.error).toMatch(/"page not found" page/);
    expect((result.modules.platforms as { chatgpt: { eligible: boolean } }).chatgpt.eligible).toBe(false);
  });

  it('Next.js: reads the built-in error page by its heading "404"', async () => {
    const fixture = await site({
      '/posts/cold-brew': { headers: HTML, body: NEXT_NOT_FOUND },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/posts/cold-brew'));
    expect(result.geo_score).toBe(0);
    expect(result.caps![0]!.reason).toMatch(
      /"page not found" page \("404: This page could not be found\."\)/,
    );
  });

  it('in German, by its title', async () => {
    const fixture = await site({
      '/rezepte/roggenbrot': { headers: HTML, body: GERMAN_NOT_FOUND },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/rezepte/roggenbrot'));
    expect(capsOf(result)).toEqual(['gate.page_not_fetched']);
    expect(result.caps![0]!.reason).toMatch(/Seite nicht gefunden/);
  });
});

describe('the article URL redirects to the home page', () => {
  it('is not the page: capped at 0, naming where it landed', async () => {
    const fixture = await site({
      '/blog/new-espresso-guide': { status: 301, headers: { location: '/' } },
      '/': { headers: HTML, body: HOME },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/new-espresso-guide'));
    expect(result.geo_score).toBe(0);
    expect(result.caps![0]!.reason).toBe(
      `The URL redirected to the home page (${fixture.url('/')}), as sites do for a page they do not have: there is nothing of the page here to analyse or cite.`,
    );
  });
});

describe('pages that are what they say', () => {
  it('an article about the 404 error, titled and headed by it, is scored as an article', async () => {
    const fixture = await site({
      '/guides/broken-links': { headers: HTML, body: ARTICLE_ABOUT_404 },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/guides/broken-links'));
    expect(capsOf(result)).not.toContain('gate.page_not_fetched');
    expect(result.geo_score).toBeGreaterThan(0);
    expect(result.modules.citability?.error).toBeUndefined();
  });

  it('the home page audited at its own address is the home page', async () => {
    const fixture = await site({ '/': { headers: HTML, body: HOME }, '/robots.txt': ROBOTS });
    const result = await audit(fixture.url('/'));
    expect(capsOf(result)).not.toContain('gate.page_not_fetched');
  });
});
