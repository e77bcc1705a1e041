import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { noSnippetShare } from '../../src/analyze/crawlers/nosnippet-share.ts';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf } from './context.ts';

/**
 * A news site's paywall wraps the subscriber text in `data-nosnippet`: that text is still the article (the main
 * content), and the crawlers' snippet check must see that Google has nearly nothing of it to quote, rather than
 * citability calling the article thin.
 */

const URL = 'https://www.valleyherald.com/news/2026/10/02/council-budget/';
const week = (n: number) =>
  `<p>Week ${n} of the budget log: the beds were turned, the seedlings went out on the second weekend and the first harvest came in slowly, which is normal for a cool spring in a garden on clay soil near the river.</p>`;
const PAYWALL = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Council approves budget – Valley Herald</title><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Council approves budget","datePublished":"2026-10-02T08:00:00Z","author":{"@type":"Person","name":"Lee Park","url":"https://www.valleyherald.com/staff/lee-park/"},"publisher":{"@type":"NewsMediaOrganization","name":"Valley Herald"}}</script></head>
<body><header class="site-header"><a href="/" class="site-title">Valley Herald</a><nav class="main-nav"><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main id="main"><article><h1>Council approves budget</h1><p class="byline">By <a href="/staff/lee-park/">Lee Park</a> · <time datetime="2026-10-02">October 2, 2026</time></p><p>The city council approved a $48 million budget on Tuesday.</p><div class="paywalled-content" data-nosnippet>${Array.from({ length: 10 }, (_, i) => week(i + 1)).join('\n')}</div></article></main>
<footer class="site-footer"><p>© 2026 Valley Herald. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

describe('a paywalled article whose subscriber text is marked data-nosnippet', () => {
  it('keeps the subscriber text in the main content', () => {
    const text = contentModel(parsePage(PAYWALL))
      .main.blocks.map((b) => b.text)
      .join(' ');
    expect(text).toContain('Week 10 of the budget log');
  });

  it('tells the snippet check that data-nosnippet covers nearly all the main content', () => {
    const share = noSnippetShare(parsePage(PAYWALL));
    expect(share?.mostly).toBe(true);
  });

  it('does not call the article thin content', () => {
    const thin = findingOf(analyzeCitability(contextOf(PAYWALL, { url: URL })), 'citability.thin_content');
    expect(thin.status).toBe('pass');
  });
});
