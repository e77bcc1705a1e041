import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { citabilityOf, findingOf, html, prose } from './context.ts';

// Themes print labels for screen readers and clip them out of view with a class (Bootstrap's and Tailwind's
// `sr-only`, Dawn's `visually-hidden`, WordPress's `screen-reader-text`). The HTML does not show the clipping: the
// labels stay text (a screen reader reads them, and they open bylines), but the prose a visitor reads leaves them out.

/** A Twenty Twenty-One post: "Posted on" and "Continue reading …" are screen-reader text. */
function wordpressPost(words: number): string {
  return html(
    `<header class="site-header"><nav><a href="/">Home</a><span class="screen-reader-text">Primary menu</span></nav></header>
<main id="main"><article class="post type-post">
<header class="entry-header"><h1 class="entry-title">How to prune tomato plants</h1>
<span class="posted-on"><span class="screen-reader-text">Posted on</span> <time datetime="2026-05-02">May 2, 2026</time></span>
<span class="byline"><span class="screen-reader-text">Author</span> <a href="/author/maya/">Maya Patel</a></span></header>
<div class="entry-content"><p>${prose(words)}</p>
<p>Read the companion guide <a href="/staking-tomatoes/">Continue reading<span class="screen-reader-text"> "How to stake tomatoes without a cage"</span></a></p>
<p>Prices <span class="sr-only">Regular price</span><span>$4.00</span> <span class="visually-hidden-focusable">Skip to comments</span></p>
<figure><img src="/chart.png" alt=""><figcaption class="sr-only">The chart shows yields rising from two kilograms per plant in the unpruned row to three and a half kilograms in the pruned row over the season.</figcaption></figure>
</div></article></main>`,
    '<title>How to prune tomato plants</title>',
  );
}

/** Words of filler prose that, with the post's other visible text, make 295 words. */
const PROSE_WORDS = 250;

describe('content model: screen-reader-only labels', () => {
  it('records the labels of the main content and keeps them in the blocks, as a screen reader reads them', () => {
    const model = contentModel(parsePage(wordpressPost(200)));
    const labels = model.screenReaderLabels.map((l) => l.text);
    expect(labels).toEqual([
      'Posted on',
      'Author',
      '"How to stake tomatoes without a cage"',
      'Regular price',
    ]);
    // The navigation's label is furniture; a focusable skip link shows on focus; a chart's 27-word description
    // is content written for those who cannot see the chart, not a label.
    expect(labels).not.toContain('Primary menu');
    expect(labels.join(' ')).not.toMatch(/Skip to comments|chart shows/);
    const byline = model.blocks.find((b) => b.text.includes('May 2, 2026'));
    expect(byline?.text).toMatch(/^Posted on May 2, 2026/);
    // The post body is the main content: the header's "Posted on" and "Author" are outside it.
    expect(model.main.labelWords).toBe(7 + 2);
  });

  it('gives a block with labels the text a visitor sees', () => {
    const model = contentModel(parsePage(wordpressPost(200)));
    const price = model.main.blocks.find((b) => b.text.includes('$4.00'));
    expect(price?.text).toBe('Prices Regular price$4.00 Skip to comments');
    expect(price?.shown).toBe('Prices $4.00 Skip to comments');
    const plain = model.main.blocks.find((b) => b.kind === 'paragraph' && b.text.startsWith('Smiths'));
    expect(plain?.shown).toBeUndefined();
  });

  it('judges the amount of text on the words a visitor reads', () => {
    const url = 'https://www.gardenpathblog.com/how-to-prune-tomato-plants/';
    const withLabels = wordpressPost(PROSE_WORDS);
    const without = withLabels.replace(/<span class="(?:screen-reader-text|sr-only)">[^<]*<\/span>/g, '');
    const thin = findingOf(citabilityOf(withLabels, url), 'citability.thin_content');
    const plain = findingOf(citabilityOf(without, url), 'citability.thin_content');
    // 295 words a visitor reads: thin (300 expected), though the nine words of labels in the post would reach 304.
    expect(thin.evidence[0]?.what).toBe(plain.evidence[0]?.what);
    expect(thin.evidence[0]?.what).toMatch(/^295 words of main content/);
    expect(thin.status).toBe('warn');
  });
});
