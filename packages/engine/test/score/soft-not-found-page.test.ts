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
      'The URL answered HTTP 200 with a "page not found" page ("Page not found – Brightside Coffee"), not the page. There is nothing of the page here to analyse or cite.',
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

describe("WordPress's not-found template in the theme's own words", () => {
  it('is read by its body class error404', async () => {
    const quirky = WORDPRESS_NOT_FOUND.replace(
      '<title>Page not found &#8211; Brightside Coffee</title>',
      '<title>Brightside Coffee</title>',
    ).replace(
      '<h1 class="entry-title">Page Not Found</h1>',
      '<h1 class="entry-title">Hmm, we looked everywhere</h1>',
    );
    const fixture = await site({
      '/blog/new-espresso-guide/': { headers: HTML, body: quirky },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/new-espresso-guide/'));
    expect(result.geo_score).toBe(0);
    expect(result.caps![0]!.reason).toMatch(/WordPress's "page not found" template \(body class error404\)/);
  });

  it('also when a caching plugin minified the <html> and <head> tags away', async () => {
    const quirky = WORDPRESS_NOT_FOUND.replace(
      '<title>Page not found &#8211; Brightside Coffee</title>',
      '<title>Brightside Coffee</title>',
    )
      .replace(
        '<h1 class="entry-title">Page Not Found</h1>',
        '<h1 class="entry-title">Hmm, we looked everywhere</h1>',
      )
      .replace(/<html[^>]*>|<\/html>|<head>|<\/head>/g, '');
    const fixture = await site({
      '/blog/new-espresso-guide/': { headers: HTML, body: quirky },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/new-espresso-guide/'));
    expect(result.geo_score).toBe(0);
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
      `The URL redirected to the home page (${fixture.url('/')}), as sites do for a page they do not have. There is nothing of the page here to analyse or cite.`,
    );
    // The kind tells the CMS plugins this may pass by itself (a deploy): they audit it again later.
    expect(result.caps![0]!.kind).toBe('not_found');
  });
});

// The blog's listing page, where a "redirect 404s to the parent" rule sends a post the site does not have.
const BLOG_LISTING = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blog – Brightside Coffee</title></head>
<body><header><a href="/">Brightside Coffee</a></header><main><h1>Blog</h1>
<article><h2><a href="/blog/pour-over-basics/">Pour-over basics</a></h2><p>Start with a medium-fine grind and 60 grams a litre.</p></article>
<article><h2><a href="/blog/storing-beans/">Storing beans</a></h2><p>Keep them airtight, dark and out of the fridge.</p></article>
</main></body></html>`;

const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pour-over basics – Brightside Coffee</title></head>
<body><main><article><h1>Pour-over basics</h1><p class="byline">By Sam Okafor, 2 March 2026</p>
<h2>What grind should I use?</h2><p>Use a medium-fine grind, like table salt. According to the Specialty Coffee Association, 60 grams of coffee per litre of water gives a balanced cup, and a three-minute brew suits most beans.</p>
</article></main></body></html>`;

describe('the post URL redirects to the listing above it', () => {
  it('is not the page: capped at 0, naming where it landed', async () => {
    const fixture = await site({
      '/blog/new-espresso-guide/': { status: 302, headers: { location: '/blog/' } },
      '/blog/': { headers: HTML, body: BLOG_LISTING },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/new-espresso-guide/'));
    expect(result.geo_score).toBe(0);
    expect(result.caps![0]!.reason).toBe(
      `The URL redirected to the listing above it (${fixture.url('/blog/')}), as sites do for a page they do not have. There is nothing of the page here to analyse or cite.`,
    );
    expect(result.caps![0]!.kind).toBe('not_found');
  });

  it('an AMP or print URL redirected to its own article is the article', async () => {
    const fixture = await site({
      '/blog/pour-over-basics/amp/': { status: 301, headers: { location: '/blog/pour-over-basics/' } },
      '/blog/pour-over-basics/': { headers: HTML, body: ARTICLE },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/pour-over-basics/amp/'));
    expect(result.caps?.map((cap) => cap.check) ?? []).not.toContain('gate.page_not_fetched');
    expect(result.geo_score).toBeGreaterThan(0);
  });
});

// SeedProd's coming-soon mode answers every URL with this page and 200.
const COMING_SOON = `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8">
<title>Northwind Engineering &#8211; Coming Soon</title><meta name="generator" content="SeedProd 6.18.4"></head>
<body class="spBgcover"><div id="sp-page"><section class="sp-el-section"><img src="/logo-white.png" alt="Northwind Engineering">
<h1 id="sp-headline">Coming Soon</h1><div id="sp-text"><p>Get ready! Something really cool is coming!</p></div>
<div id="sp-optin"><form><input type="email" placeholder="Enter your email" name="email"><button type="submit">Notify me</button></form></div>
</section></div></body></html>`;

// Astra's 404 template, cached with 200 at the address of a post about 404 errors that is not built yet.
const ASTRA_NOT_FOUND = `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><meta name='robots' content='noindex, follow'>
<title>Page not found &#8211; Bramble &amp; Oak Interiors</title></head>
<body class="error404 ast-desktop astra-4.8.3"><header class="site-header"><a href="/" rel="home">Bramble &amp; Oak Interiors</a>
<nav aria-label="Site Navigation"><ul><li><a href="/">Home</a></li><li><a href="/journal/">Journal</a></li></ul></nav></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><section class="error-404 not-found">
<header class="page-header"><h1 class="page-title">This page doesn't seem to exist.</h1></header>
<div class="page-content"><div class="page-sub-title">It looks like the link pointing here was faulty. Maybe try searching?</div>
<form role="search" method="get" class="search-form" action="/"><input type="search" class="search-field" placeholder="Search..." name="s"><input type="submit" value="Search"></form>
</div></section></div></div><footer class="site-footer">Copyright &copy; 2026 Bramble &amp; Oak Interiors</footer></body></html>`;

// A shop's teaser for a product not yet on sale: titled "Coming Soon", but a page of its own.
const PRODUCT_TEASER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trailhead 2 Jacket – Coming Soon | Northpeak</title></head>
<body><main><h1>Trailhead 2 Jacket</h1><p>Coming soon: the second Trailhead, a three-layer shell for wet mountain days.</p>
<h2>What is new in the Trailhead 2?</h2><p>The Trailhead 2 keeps the 20,000 mm waterproof membrane of the first jacket and adds pit zips that open from the hem to the elbow, a helmet-compatible hood with one-hand adjustment, and a recycled face fabric that weighs 18 % less. Two chest pockets sit above a climbing harness, and the cuffs close with low-profile tabs that fit under gloves.</p>
<h2>When can I buy it?</h2><p>The jacket goes on sale on 3 March 2026 in six colours and sizes XS to XXL, for men and women. Sign up below and we will email you the day it launches, with early access for members of the Northpeak club.</p>
<form><input type="email" name="email" placeholder="Your email"><button>Notify me</button></form></main></body></html>`;

describe('the URL answers 200 with a coming-soon page', () => {
  it('is not the page: capped at 0, and the fix says to turn the mode off and run again', async () => {
    const fixture = await site({
      '/services/structural-surveys/': { headers: HTML, body: COMING_SOON },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/services/structural-surveys/'));
    expect(result.geo_score).toBe(0);
    expect(result.caps![0]!.reason).toBe(
      'The URL answered HTTP 200 with a coming-soon or maintenance page ("Coming Soon"), not the page. There is nothing of the page here to analyse or cite.',
    );
    expect(result.caps![0]!.kind).toBe('unavailable');
    expect(result.action_plan[0]!.fix).toMatch(
      /Turn that mode off once the page should be public, then run the audit again/,
    );
    expect(JSON.stringify(result.action_plan)).not.toMatch(/Article|byline|og:site_name/);
  });

  it('a product teaser titled "Coming Soon", with a page of its own, is scored as a page', async () => {
    const fixture = await site({
      '/products/trailhead-2': { headers: HTML, body: PRODUCT_TEASER },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/products/trailhead-2'));
    expect(capsOf(result)).not.toContain('gate.page_not_fetched');
  });
});

describe('a "page not found" template at the address of a post about 404 errors', () => {
  it('is still a soft 404: the address names the status, but the page is as short as an error template', async () => {
    const fixture = await site({
      '/blog/how-to-fix-404-errors/': { headers: HTML, body: ASTRA_NOT_FOUND },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/how-to-fix-404-errors/'));
    expect(capsOf(result)).toEqual(['gate.page_not_fetched']);
    // The template's noindex is not the post's.
    expect(JSON.stringify(result.action_plan)).not.toMatch(/noindex/);
  });
});

describe('an error status says what to do about that status', () => {
  const fixOf = async (status: number, headers: Record<string, string> = {}) => {
    const fixture = await site({
      '/blog/launch-notes': {
        status,
        headers: { ...HTML, ...headers },
        body: '<!doctype html><title>Error</title><h1>Error</h1>',
      },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/launch-notes'));
    expect(capsOf(result)).toEqual(['gate.page_not_fetched']);
    return result.action_plan[0]!.fix;
  };
  const kindOf = async (status: number) => {
    const fixture = await site({
      '/blog/launch-notes': {
        status,
        headers: HTML,
        body: '<!doctype html><title>Error</title><h1>Error</h1>',
      },
      '/robots.txt': ROBOTS,
    });
    return (await audit(fixture.url('/blog/launch-notes'))).caps![0]!.kind;
  };

  it('says what answered, so the plugins audit again only what may pass by itself', async () => {
    expect(await kindOf(404)).toBe('not_found');
    expect(await kindOf(410)).toBe('not_found');
    expect(await kindOf(503)).toBe('unavailable');
    expect(await kindOf(401)).toBe('restricted');
    expect(await kindOf(403)).toBe('restricted');
  });

  it('404: run again once the site serves the page, else check the slug and URL pattern', async () => {
    expect(await fixOf(404)).toMatch(
      /^Open the URL in a browser\. If the page was just published, run the audit again/,
    );
  });
  it('410: the page was removed on purpose; look for the rule that answers 410', async () => {
    expect(await fixOf(410)).toMatch(/^The server answers 410 Gone: the page was removed on purpose/);
  });
  it('401: a password-protected host, named by its realm', async () => {
    expect(await fixOf(401, { 'www-authenticate': 'Basic realm="Staging - Northwind"' })).toMatch(
      /^The URL asks for a password \(HTTP authentication, "Staging - Northwind"\): a staging or preview host\?/,
    );
  });
  it('503 with Retry-After: come back when the server asks', async () => {
    expect(await fixOf(503, { 'retry-after': '600' })).toMatch(
      /^The server failed to serve the page and asks to come back in 10 minutes \(maintenance mode\?\)/,
    );
  });
});

// WordPress's form for a password-protected post (Visibility: Password protected), as Twenty Twenty-One renders it.
const WORDPRESS_PASSWORD_FORM = `<!doctype html><html lang="en-US"><head><meta charset="UTF-8">
<title>Protected: How we cut our cloud bill by 40 percent &#8211; Northwind Engineering</title></head>
<body class="post-template-default single single-post postid-4812 post-password-required wp-embed-responsive">
<header class="site-header"><a href="/" rel="home">Northwind Engineering</a></header>
<main id="main"><article class="post-4812 post type-post status-publish post-password-required">
<header class="entry-header"><h1 class="entry-title">Protected: How we cut our cloud bill by 40 percent</h1></header>
<div class="entry-content"><form action="/wp-login.php?action=postpass" class="post-password-form" method="post">
<p>This content is password protected. To view it please enter your password below:</p>
<p><label for="pwbox-4812">Password: <input name="post_password" id="pwbox-4812" type="password" size="20"></label>
<input type="submit" name="Submit" value="Enter"></p></form></div></article></main></body></html>`;

// Next.js with getStaticPaths fallback: true, answering a post that is still being built.
const NEXT_FALLBACK = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Northwind Engineering</title></head>
<body><div id="__next"><div class="layout"><div class="spinner" role="status">Loading…</div></div></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"post":null}},"page":"/blog/[slug]","query":{},"buildId":"k2x","isFallback":true,"gsp":true,"scriptLoader":[]}</script>
<script src="/_next/static/chunks/main-3f2a.js" defer></script><script src="/_next/static/chunks/pages/blog/%5Bslug%5D-9c1e.js" defer></script></body></html>`;

describe('a WordPress post that is password-protected', () => {
  it('is not the page: capped at 0, and the fix says to set its Visibility to Public', async () => {
    const fixture = await site({
      '/2026/11/24/cloud-bill/': { headers: HTML, body: WORDPRESS_PASSWORD_FORM },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/2026/11/24/cloud-bill/'));
    expect(result.geo_score).toBe(0);
    expect(capsOf(result)).toEqual(['gate.page_not_fetched']);
    expect(result.caps![0]!.reason).toMatch(/^The URL answered with WordPress's password form/);
    // Waiting does not lift a password: the plugins do not audit it again by themselves.
    expect(result.caps![0]!.kind).toBe('restricted');
    expect(result.action_plan[0]!.fix).toMatch(/set its Visibility to Public/);
    expect(JSON.stringify(result.action_plan)).not.toMatch(/Audit the public page you want cited/);
  });
});

describe("Next.js's fallback page for a post still being built", () => {
  it('says to run the audit again once the page is built, not to switch to server rendering', async () => {
    const fixture = await site({
      '/blog/cloud-bill': { headers: HTML, body: NEXT_FALLBACK },
      '/robots.txt': ROBOTS,
    });
    const result = await audit(fixture.url('/blog/cloud-bill'));
    expect(capsOf(result)).toContain('gate.js_only_content');
    const first = result.action_plan[0]!;
    expect(first.fix).toMatch(/^Next\.js served its fallback page while it builds this one/);
    expect(first.fix).toMatch(/fallback: 'blocking'/);
    expect(JSON.stringify(result.action_plan)).not.toMatch(/SSR or static generation/);
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

describe('a staging copy: robots.txt disallows everything and the page says noindex', () => {
  it("the plan's first item first suggests auditing the live page, then how to open the site", async () => {
    const article = ARTICLE_ABOUT_404.replace(
      '<head>',
      '<head><meta name="robots" content="noindex, nofollow">',
    );
    const fixture = await site({
      '/guides/broken-links': { headers: { ...HTML, 'x-robots-tag': 'noindex, nofollow' }, body: article },
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' },
    });
    const result = await audit(fixture.url('/guides/broken-links'));
    expect(capsOf(result)).toEqual(['gate.search_bots_blocked', 'gate.noindex']);
    const first = result.action_plan[0]!;
    expect(first.check).toBe('crawlers.robots.googlebot');
    expect(first.fix).toMatch(
      /^robots\.txt disallows everything and the page says noindex, as staging and development copies do: if this is one, audit the live page instead/,
    );
  });
});
