import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeSchema, parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { contextFor, finding, jsonLd, page } from './helpers.ts';

/**
 * Every Substack post lives at /p/<slug>, the address Target and Home Depot give their products: /p/ names a
 * product only on a page that votes product too. The post is trimmed from a real Substack page, without its
 * NewsArticle block, so only og:type and its byline say what it is.
 */
const URL = 'https://thecurrentaccount.substack.com/p/the-quiet-death-of-the-savings-bond';
const substackPost = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title data-rh="true">The quiet death of the savings bond - The Current Account</title>
<meta data-rh="true" property="og:type" content="article"/><meta data-rh="true" property="og:title" content="The quiet death of the savings bond"/>
<meta data-rh="true" name="description" content="Sales of US savings bonds have fallen 80% since their 2022 peak. Why, and whether I-bonds still make sense for you."/>
<meta data-rh="true" name="author" content="Dana Whitfield"/><meta data-rh="true" property="og:url" content="${URL}"/>
<link data-rh="true" rel="canonical" href="${URL}"/>
</head>
<body class="pc-root"><div id="entry"><div id="main" class="main typography use-theme-bg">
<div class="main-menu"><div class="topbar-content"><a href="/" class="navbar-title-link">The Current Account</a><div class="navbar-buttons"><button type="button" class="button primary">Subscribe</button><button type="button" class="button">Sign in</button></div></div></div>
<div class="single-post-container"><div class="container"><div class="single-post"><article class="typography newsletter-post post">
<div class="post-header"><h1 dir="auto" class="post-title published">The quiet death of the savings bond</h1>
<div class="post-header-byline"><div class="profile-hover-card-target"><a href="https://substack.com/@danawhitfield" class="pencraft">Dana Whitfield</a></div><div class="pencraft">Nov 12, 2026</div></div></div>
<div class="available-content"><div dir="auto" class="body markup">
<p>US savings bond sales fell from $45 billion in 2022 to $9 billion in fiscal 2026, according to <a href="https://fiscaldata.treasury.gov/datasets/savings-bonds-issues-redemptions-maturities/">Treasury's own data</a>. The collapse tracks the I-bond's composite rate, which dropped from 9.62% in May 2022 to 3.11% today.</p>
<h3 class="header-anchor-post">Do I-bonds still make sense?</h3>
<p>For most savers, no. High-yield savings accounts pay around 4%, with no one-year lock-up and no three-month interest penalty for cashing out before five years.</p>
</div></div>
<div class="subscription-widget-wrap"><form action="/api/v1/free?nojs=true" method="post" class="form"><input type="email" name="email" placeholder="Type your email..." /><input type="submit" value="Subscribe" /></form></div>
</article></div></div></div>
<div class="footer-wrap"><div class="footer"><a href="https://substack.com/privacy">Privacy</a> ∙ <a href="https://substack.com/tos">Terms</a></div></div>
</div></div></body></html>`;

const detect = (html: string, url: string) => {
  const document = parsePage(html);
  return detectPageType(url, pageFacts(document), extractStructuredData(document));
};

describe('/p/<slug> addresses', () => {
  it('leave a Substack post an article, asked for an Article and not for a Product', () => {
    const detected = detect(substackPost, URL);
    expect(detected.type).toBe('article');
    expect(detected.evidence.map((e) => e.where)).not.toContain('product');
    const fit = finding(
      SchemaModule.parse(analyzeSchema(contextFor(substackPost, { url: URL }))),
      'schema.page_type_fit',
    );
    const whats = fit.evidence.map((e) => e.what).join(' | ');
    expect(whats).toMatch(/^Detected page type: article \|/);
    expect(whats).toMatch(/expected Article[^|]*: missing/);
    expect(whats).not.toMatch(/expected Product/);
  });

  it('still name a product where the page votes product too (Target, Home Depot)', () => {
    const target = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Stanley 40oz Quencher tumbler',
        offers: { '@type': 'Offer', price: '45.00', priceCurrency: 'USD' },
      }),
      '<main><h1>Stanley 40oz Quencher tumbler</h1><p>$45.00</p></main>',
    );
    const detected = detect(target, 'https://www.target.com/p/stanley-40oz-quencher/-/A-88888888');
    expect(detected.type).toBe('product');
    expect(detected.evidence).toContainEqual(expect.objectContaining({ what: 'URL path', where: 'product' }));
  });
});
