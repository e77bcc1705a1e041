import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * WordPress.com's Jetpack prints article:publisher facebook.com/WordPresscom and twitter:site @wordpressdotcom on every
 * blog it hosts, custom domains included; Medium, Blogger, Tumblr, Substack, Ghost(Pro), Hashnode, Wix and Squarespace
 * name their own accounts the same way. Those are the host's profiles, not the site's: brand.profiles does not count
 * them, and sameAs is never asked to list them. An account whose handle names the brand (Medium's own pages) counts.
 */

const WEEKS = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Week ${i + 1} of the garlic log: the beds were turned, the seedlings went out on the second weekend and the first harvest came in slowly, which is normal for a cool spring in a garden on clay soil near the river.</p>`,
).join('\n');

/** The regression review's probe: a WordPress.com blog on its own domain, with Jetpack's meta tags. */
const JETPACK_URL = 'https://fernandfig.blog/2026/10/02/planting-garlic/';
const jetpackPost = (
  twitterSite = '@wordpressdotcom',
) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Planting garlic in October – Fern & Fig</title><meta property="og:type" content="article"><meta property="og:title" content="Planting garlic in October"><meta property="og:site_name" content="Fern &amp; Fig"><meta property="article:published_time" content="2026-10-02T08:00:00+00:00"><meta property="fb:app_id" content="249643311490"><meta property="article:publisher" content="https://www.facebook.com/WordPresscom"><meta name="twitter:site" content="${twitterSite}"><meta name="twitter:card" content="summary_large_image"><meta name="generator" content="WordPress.com"></head>
<body><header class="site-header"><a href="/" class="site-title">Fern & Fig</a><nav class="main-nav"><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main id="main"><article class="post"><h1 class="entry-title">Planting garlic in October</h1><div class="entry-meta">Posted on <time datetime="2026-10-02">October 2, 2026</time> by <a href="/author/ruth/" rel="author">Ruth</a></div>${WEEKS}</article></main>
<footer class="site-footer"><p>© 2026 Fern & Fig. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

/** The review's probe of a Medium story: Medium's own accounts, on Medium's own site. */
const MEDIUM_URL = 'https://medium.com/@ruth.ng/planting-garlic-3f9a2c1b7d4e';
const MEDIUM = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Planting garlic in October | by Ruth Ng | Medium – Medium</title><meta property="og:type" content="article"><meta property="og:site_name" content="Medium"><meta property="article:publisher" content="https://www.facebook.com/medium"><meta name="twitter:site" content="@Medium"><meta property="article:author" content="https://medium.com/@ruth.ng"><meta name="author" content="Ruth Ng"><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Planting garlic in October","datePublished":"2026-10-02T08:00:00Z","author":{"@type":"Person","name":"Ruth Ng","url":"https://medium.com/@ruth.ng"},"publisher":{"@type":"Organization","name":"Medium","url":"https://medium.com/"}}</script></head>
<body><header class="site-header"><a href="/" class="site-title">Medium</a><nav class="main-nav"><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main id="main"><article><h1>Planting garlic in October</h1><p>Ruth Ng · 5 min read · Oct 2, 2026</p>${WEEKS}</article></main>
<footer class="site-footer"><p>© 2026 Medium. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

const brandOf = (html: string, url: string) => BrandModule.parse(analyzeBrand(contextFor(html, { url })));

describe("brand.profiles: a hosting platform's own accounts in meta tags", () => {
  it("does not count WordPress.com's Facebook page and X account as the Jetpack blog's profiles", () => {
    const result = brandOf(jetpackPost(), JETPACK_URL);
    expect(result.platforms.facebook?.linked_from_site).toBe(false);
    expect(result.platforms.x?.linked_from_site).toBe(false);
    const profiles = finding(result, 'brand.profiles');
    expect(profiles.status).toBe('fail');
    expect(profiles.title).toBe('Links no official profiles');
    expect(
      profiles.evidence.filter((e) => /hosting platform's own/.test(e.what)).map((e) => e.value),
    ).toEqual(['https://www.facebook.com/WordPresscom', 'https://x.com/wordpressdotcom']);
    expect(JSON.stringify(finding(result, 'brand.same_as'))).not.toMatch(/wordpress/i);
  });

  it("counts the blog's own account when Jetpack's twitter:site names it", () => {
    const result = brandOf(jetpackPost('@fernandfig'), JETPACK_URL);
    expect(result.platforms.x).toMatchObject({ linked_from_site: true, url: 'https://x.com/fernandfig' });
    expect(result.platforms.facebook?.linked_from_site).toBe(false);
    expect(finding(result, 'brand.profiles').status).toBe('pass');
  });

  it("counts Medium's accounts on Medium, whose brand they name", () => {
    const result = brandOf(MEDIUM, MEDIUM_URL);
    expect(result.platforms.x).toMatchObject({ linked_from_site: true, url: 'https://x.com/Medium' });
    expect(result.platforms.facebook).toMatchObject({ linked_from_site: true, source: 'meta' });
  });
});
