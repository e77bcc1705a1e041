import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';
import { checkOf } from './eeat-review-pages.ts';

/**
 * Drupal 7 (Bartik) prints a node's date in its default format, month first with the weekday ("Mon, 09/15/2025 -
 * 10:12"), in the "Submitted by … on …" line, and marks it up in RDFa as Dublin Core's creation date
 * (property="dc:date dc:created" content="2025-09-15T10:12:00-04:00"). eeat read neither on an English page: "No
 * publication date".
 */
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
<div class="comment comment-by-anonymous clearfix" about="/comment/88#comment-88" typeof="sioc:Post sioct:Comment"><div class="attribution"><div class="submitted"><p class="commenter-name"><span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name" datatype="">Dennis Crowe (not verified)</span></p><p class="comment-time"><span property="dc:date dc:created" content="2025-09-16T08:40:00-04:00" datatype="xsd:dateTime">Tue, 09/16/2025 - 08:40</span></p></div></div>
<div class="content"><p>Thank you! Sunday hours will help a lot of families.</p></div></div></div>
</div></div></div></div></div>
<div id="sidebar-first" class="column sidebar"><div class="section"><div class="region region-sidebar-first"><div id="block-search-form" class="block block-search"><div class="content">Search</div></div></div></div></div>
</div></div>
<div id="footer-wrapper" class="section"><div id="footer" class="clearfix"><div class="region region-footer"><ul class="menu"><li><a href="/contact">Contact us</a></li><li><a href="/privacy">Privacy policy</a></li></ul></div></div></div>
</div></div></body></html>`;

const URL = 'https://www.ashbyma.gov/news/library-extends-weekend-hours';
const eeatOf = (html: string) =>
  EeatModule.parse(analyzeEeat(contextFor(html, { url: URL, headers: HTTPS_HEADERS })));

/** The article without its RDFa date: only the visible "Mon, 09/15/2025 - 10:12". */
const withoutRdfa = DRUPAL7_ARTICLE.replace(
  '<span property="dc:date dc:created" content="2025-09-15T10:12:00-04:00" datatype="xsd:dateTime">Mon, 09/15/2025 - 10:12</span>',
  'Mon, 09/15/2025 - 10:12',
);

describe("eeat reads a Drupal 7 article's date", () => {
  it('Drupal 7 Bartik article: dated 15 September 2025 in its RDFa and its byline, which agree', () => {
    const result = eeatOf(DRUPAL7_ARTICLE);
    const published = checkOf(result, 'date_published');
    expect(published.status).toBe('pass');
    expect(published.said).toContain('published (schema) 2025-09-15');
    expect(published.said).toContain('dc:created');
    expect(published.said).toContain('published (visible) 2025-09-15');
    // The comment's date (16 September) is the comment's.
    expect(published.said).not.toContain('2025-09-16');
    expect(checkOf(result, 'dates_agree').status).toBe('pass');
  });

  it('reads the visible "Mon, 09/15/2025 - 10:12" month first on an English page', () => {
    const published = checkOf(eeatOf(withoutRdfa), 'date_published');
    expect(published.status).toBe('warn');
    expect(published.said).toContain('published (visible) 2025-09-15');
  });

  it('reads an ambiguous date by its weekday, and on a British page day first', () => {
    // 4 March 2025 was a Tuesday; 3 April a Thursday.
    const tuesday = withoutRdfa.replace('Mon, 09/15/2025 - 10:12', 'Tue, 03/04/2025 - 10:12');
    expect(checkOf(eeatOf(tuesday), 'date_published').said).toContain('published (visible) 2025-03-04');
    const british = withoutRdfa
      .replace('<html lang="en"', '<html lang="en-GB"')
      .replace('Mon, 09/15/2025 - 10:12', '03/04/2025 - 10:12');
    expect(checkOf(eeatOf(british), 'date_published').said).toContain('published (visible) 2025-04-03');
    // Without a weekday, on a page that does not say which English, 03/04/2025 is not guessed.
    const bare = withoutRdfa.replace('Mon, 09/15/2025 - 10:12', '03/04/2025 - 10:12');
    expect(checkOf(eeatOf(bare), 'date_published').status).toBe('fail');
  });
});
