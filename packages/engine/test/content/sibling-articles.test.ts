import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { citabilityOf, html } from './context.ts';

/**
 * A forum thread without <main> whose posts are sibling <article>s is read whole (each post a passage), not as its
 * largest post; a blog home listing its teasers as sibling <article>s keeps its content model and citability results.
 */

const TITLE = 'Starter smells like acetone after a week';
const POSTS: [author: string, date: string, text: string][] = [
  [
    'maria_k',
    'Mon Mar 03, 2025 9:12 am',
    'My starter is nine days old and I feed it once a day with 50 g of rye flour and 50 g of water. Since day six it smells sharply of nail polish remover and barely rises before the next feed. Is it ruined, or is this a stage every starter goes through?',
  ],
  [
    'dan_b',
    'Mon Mar 03, 2025 10:40 am',
    'It is not ruined: an acetone smell means the yeast and bacteria have eaten through their food and are hungry. Feed it twice a day at one part starter to two parts flour and two parts water, and the smell fades within three or four days. Discard all but a spoonful before each feed so the fresh flour is not swamped.',
  ],
  [
    'g_ferment',
    'Tue Mar 04, 2025 8:30 am',
    'Temperature matters as much as feeding. At 19 °C the yeast is slow while the acid-making bacteria keep going, so move the jar somewhere at 24 to 26 °C and it will double within six hours of a feed.',
  ],
];

/** A phpBB-like topic: no <main>, each post an <article> in the page body, its author line in the post. */
function phpbbLike(): string {
  const posts = POSTS.map(
    ([author, date, text], i) => `<article id="p${4810 + i}" class="post bg${(i % 2) + 1}">
  <div class="postbody">
    <p class="author"><a href="./memberlist.php?mode=viewprofile&amp;u=${i + 2}" class="username">${author}</a> » ${date}</p>
    <div class="content">${text}</div>
  </div>
</article>`,
  ).join('\n');
  return html(
    `<div id="wrap">
<div class="headerbar" role="banner"><a href="./index.php">Bread Forum</a></div>
<div class="navbar" role="navigation"><a href="./index.php">Board index</a> ‹ <a href="./viewforum.php?f=3">Starters</a></div>
<div id="page-body" class="page-body">
<h1 class="topic-title"><a href="./viewtopic.php?t=48213">${TITLE}</a></h1>
<div class="topic-posts">
${posts}
</div>
</div>
<div class="copyright" role="contentinfo">Powered by phpBB</div>
</div>`,
    `<title>${TITLE} - Bread Forum</title>`,
  );
}

const TEASERS: [title: string, text: string][] = [
  [
    'How to feed a sourdough starter',
    'A sourdough starter needs fresh flour and water once or twice a day, at a ratio that keeps its yeast ahead of its bacteria. Here are the ratios, temperatures and signs that tell you it is ready.',
  ],
  [
    'Why your starter smells of acetone',
    'A hungry starter smells of nail polish remover. It is not ruined: feed it more often and keep it warmer, and the smell fades within days.',
  ],
  [
    'Baking your first loaf',
    'Mix, fold, shape and bake in a covered pot: the four steps of a first sourdough loaf, with the timings that work in a cool kitchen in winter and a warm one in summer, and what to do when the dough spreads.',
  ],
];

/** A blog's home page: no <main>, its latest posts as sibling <article> teasers. */
function blogHome(): string {
  const teasers = TEASERS.map(
    ([title, text], i) => `<article class="post type-post" id="post-${31 + i}">
  <h2 class="entry-title"><a href="/blog/post-${31 + i}/">${title}</a></h2>
  <div class="entry-summary"><p>${text}</p></div>
</article>`,
  ).join('\n');
  return html(
    `<header class="site-header"><a href="/">Bread Notes</a><nav><a href="/blog/">Blog</a></nav></header>
<div id="content" class="site-content">
<h1 class="page-title">Latest from Bread Notes</h1>
<div class="posts">
${teasers}
</div>
</div>
<footer class="site-footer"><p>© Bread Notes</p></footer>`,
    '<title>Bread Notes</title>',
  );
}

describe('content model: posts side by side as <article>s without <main>', () => {
  it('a phpBB-like topic is read whole on a forum page: each post a passage', () => {
    const result = citabilityOf(phpbbLike(), 'https://breadforum.example/viewtopic.php?t=48213');
    // The author line's date ("Mon Mar 03, 2025") is no figure of the post.
    expect(result.passages.map((p) => (p as unknown as { statistics: number }).statistics)).toEqual([
      2, 0, 2,
    ]);
    const wheres = result.passages.map((p) => p.where);
    expect(wheres).toEqual([
      expect.stringMatching(/^post 1 by "maria_k" \(#p4810\) › "My starter is nine/),
      expect.stringMatching(/^post 2 by "dan_b" \(#p4811\) › "It is not ruined/),
      expect.stringMatching(/^post 3 by "g_ferment" \(#p4812\) › "Temperature matters/),
    ]);
    // The content model's main content is still the largest post; the list is there for the thread.
    const model = contentModel(parsePage(phpbbLike()));
    expect(model.main.where).toBe('article#p4811.post.bg2');
    expect(model.articles?.where).toBe('div.topic-posts');
  });

  it("a blog home's teasers keep the largest teaser as its main content and its citability results", () => {
    const model = contentModel(parsePage(blogHome()));
    expect([model.main.source, model.main.where, model.main.words]).toEqual([
      'landmark',
      'article#post-33.post.type-post',
      46,
    ]);
    expect(model.main.blocks.map((b) => b.text)).toEqual([TEASERS[2]![0], TEASERS[2]![1]]);
    // The list of teasers is noted beside it, for a forum page only.
    expect(model.articles?.where).toBe('div.posts');
    const result = citabilityOf(blogHome(), 'https://breadnotes.example/');
    expect(result.passages.map((p) => [p.where, p.words])).toEqual([
      [expect.stringMatching(/^h2 "Baking your first loaf" › "Mix, fold/), 42],
    ]);
  });
});
