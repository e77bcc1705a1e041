import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { parsePage } from '../../src/index.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';
import { checkOf, reviewEeat } from './eeat-review-pages.ts';

/**
 * Drupal prints a node's author by its field, with no word for "author" in the class: Drupal 8 and later wrap it in
 * `field--name-uid` (Olivero's "Public Works — Mon, 10/20/2025" meta line), Drupal 7 in `<span class="username">`
 * inside the node's "Submitted by … on …" line. Both are the page's byline; a Drupal 7 comment's `.submitted` line
 * names a commenter, not the author.
 */

/** A Drupal 7 (Bartik) news article, with one comment under it. */
const DRUPAL7_ARTICLE = `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><meta name="Generator" content="Drupal 7 (http://drupal.org)" />
<link rel="canonical" href="/news/library-extends-weekend-hours" /><title>Library extends weekend hours | Town of Ashby</title></head>
<body class="html not-front not-logged-in one-sidebar sidebar-first page-node page-node- page-node-412 node-type-article">
<div id="page-wrapper"><div id="page">
<div id="header" class="without-secondary-menu"><div class="section clearfix"><a href="/" title="Home" rel="home" id="logo"><img src="/sites/default/files/ashby-logo.png" alt="Home" /></a>
<div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Home" rel="home"><span>Town of Ashby</span></a></strong></div></div>
<div id="main-menu" class="navigation"><h2 class="element-invisible">Main menu</h2><ul id="main-menu-links" class="links clearfix"><li class="menu-218 first"><a href="/">Home</a></li><li class="menu-312"><a href="/departments">Departments</a></li><li class="menu-313 last"><a href="/news">News</a></li></ul></div></div></div>
<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix">
<div id="content" class="column"><div class="section"><a id="main-content"></a>
<h1 class="title" id="page-title">Library extends weekend hours</h1>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<div id="node-412" class="node node-article node-promoted clearfix" about="/news/library-extends-weekend-hours" typeof="sioc:Item foaf:Document">
<div class="meta submitted">Submitted by <span class="username" xml:lang="" about="/users/mhale" typeof="sioc:UserAccount" property="foaf:name" datatype="">Margaret Hale</span> on <span property="dc:date dc:created" content="2025-09-15T10:12:00-04:00" datatype="xsd:dateTime">Mon, 09/15/2025 - 10:12</span></div>
<div class="content clearfix"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
<p>Starting October 4, the Ashby Public Library will open on Saturdays from 9 a.m. to 5 p.m. and on Sundays from noon to 4 p.m. The longer hours follow a survey in which two thirds of residents asked for weekend access.</p>
<p>The children's room will hold a story time every Saturday at 10:30 a.m., and the study rooms can be booked online up to a week ahead.</p>
<p>The extra hours are paid for by this year's town budget and will be reviewed in the spring.</p></div></div></div></div>
</div>
<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>
<div class="comment comment-by-anonymous clearfix" about="/comment/88#comment-88" typeof="sioc:Post sioct:Comment"><div class="attribution"><div class="submitted"><p class="commenter-name"><span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name" datatype="">Dennis Crowe (not verified)</span></p><p class="comment-time">Tue, 09/16/2025 - 08:40</p></div></div>
<div class="content"><p>Thank you! Sunday hours will help a lot of families.</p></div></div></div>
</div></div></div></div></div>
<div id="sidebar-first" class="column sidebar"><div class="section"><div class="region region-sidebar-first"><div id="block-search-form" class="block block-search"><div class="content">Search</div></div></div></div></div>
</div></div>
<div id="footer-wrapper" class="section"><div id="footer" class="clearfix"><div class="region region-footer"><ul class="menu"><li><a href="/contact">Contact us</a></li><li><a href="/privacy">Privacy policy</a></li></ul></div></div></div>
</div></div></body></html>`;

const URL = 'https://www.ashbyma.gov/news/library-extends-weekend-hours';

describe("Drupal's author field is the page's byline", () => {
  it("reads the department in Olivero's meta line (field--name-uid) as the byline of a city's news page", () => {
    const { status, said } = checkOf(reviewEeat('drupal-olivero-news'), 'byline');
    expect(status).toBe('pass');
    expect(said).toContain('byline element @ span.field.field--name-uid = Public Works');
  });

  it("reads a Drupal 7 node's 'Submitted by' username as the byline, and not the commenter's", () => {
    const result = EeatModule.parse(
      analyzeEeat(contextFor(DRUPAL7_ARTICLE, { url: URL, headers: HTTPS_HEADERS })),
    );
    const { status, said } = checkOf(result, 'byline');
    expect(status).toBe('pass');
    expect(said).toContain('Margaret Hale');
    expect(said).not.toContain('Dennis Crowe');
    const authors = pageFacts(parsePage(DRUPAL7_ARTICLE)).hints.filter((h) => h.kind === 'author');
    expect(authors.map((h) => h.text)).toEqual(['Margaret Hale']);
  });

  it("takes no byline from a Drupal 7 page's username outside a 'Submitted by' line", () => {
    const html = DRUPAL7_ARTICLE.replace('<div class="meta submitted">', '<div class="meta">');
    const authors = pageFacts(parsePage(html)).hints.filter((h) => h.kind === 'author');
    expect(authors).toEqual([]);
  });
});
