import { describe, expect, it } from 'vitest';
import { contentModel, discussionBlocks } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { citabilityOf, html } from './context.ts';

/**
 * A forum whose replies are marked up as comments (`div.comment`, as Reddit-like themes do) keeps them as passages of
 * the thread; an article's comment section stays out of its content.
 */

const TITLE = 'Starter smells like acetone after a week, is it ruined?';
const QUESTION =
  'My starter is nine days old and I feed it once a day with 50 g of rye flour and 50 g of water. Since day six it smells sharply of nail polish remover and barely rises before the next feed. Is it ruined, or is this a stage every starter goes through?';
const REPLIES: [author: string, text: string][] = [
  [
    'dan_b',
    'It is not ruined: an acetone smell means the yeast and bacteria have eaten through their food and are hungry. Feed it twice a day at one part starter to two parts flour and two parts water, and the smell fades within three or four days.',
  ],
  [
    'g_ferment',
    'Temperature matters as much as feeding. At 19 °C the yeast is slow while the acid-making bacteria keep going, so move the jar somewhere at 24 to 26 °C and it will double within six hours of a feed.',
  ],
  [
    'lena_bakes',
    'Hi everyone, I had exactly the same thing happen with my very first starter last winter and honestly I almost gave up on it. I kept feeding it and after a couple of weeks it was fine and I still use it today.',
  ],
];

/** A Reddit-like thread: the question in the page's <main>, each reply a `div.comment` in a comment section. */
function redditLike(replyBox = ''): string {
  const replies = REPLIES.map(
    ([author, text], i) => `<div class="comment" id="t1_k${i}x">
  <div class="comment-meta"><a class="author" href="/user/${author}">${author}</a> <span class="score">${12 - i} points</span> <time>4 hr. ago</time></div>
  <div class="comment-body md"><p>${text}</p></div>
</div>`,
  ).join('\n');
  return html(
    `<header class="site-header"><nav><a href="/">home</a> <a href="/r/Sourdough/">r/Sourdough</a></nav></header>
<main id="main-content">
  <div class="thread-post" id="t3_1b2c3d">
    <h1>${TITLE}</h1>
    <p class="tagline">Posted by <a class="author" href="/user/maria_k">u/maria_k</a> · 5 hr. ago</p>
    <div class="md"><p>${QUESTION}</p></div>
  </div>
  <div class="comments" id="comments">
${replies}
${replyBox}
  </div>
</main>`,
    `<title>${TITLE} : r/Sourdough</title>`,
  );
}

const ARTICLE_URL = 'https://breadnotes.example/blog/how-to-feed-a-sourdough-starter';

/** A blog article with a WordPress-like comment section under it. */
function blogArticle(withComments: boolean): string {
  const comments = withComments
    ? `<div id="comments" class="comments-area">
  <h2 class="comments-title">3 thoughts on “How to feed a sourdough starter”</h2>
  <ol class="comment-list">
    <li class="comment" id="comment-12"><article class="comment-body"><footer class="comment-meta"><b class="fn">Dan</b> says:</footer><div class="comment-content"><p>Rye flour wakes a sluggish starter faster than white flour does, in my experience at least twice as fast.</p></div></article></li>
    <li class="comment" id="comment-13"><article class="comment-body"><footer class="comment-meta"><b class="fn">Lena</b> says:</footer><div class="comment-content"><p>Thanks for this guide, my starter finally doubled after I moved it next to the oven.</p></div></article></li>
  </ol>
</div>`
    : '';
  return html(
    `<header class="site-header"><nav><a href="/">Bread Notes</a> <a href="/blog/">Blog</a></nav></header>
<main><article class="post">
<h1>How to feed a sourdough starter</h1>
<p>A sourdough starter needs fresh flour and water once or twice a day, at a ratio that keeps its yeast ahead of its bacteria. This guide gives the ratios, temperatures and signs that tell you a starter is ready to bake with.</p>
<h2>How often should you feed a starter?</h2>
<p>Feed a young starter twice a day, twelve hours apart, until it doubles within six hours of a feed. A mature starter kept in the fridge needs one feed a week, according to King Arthur Baking's 2023 guide.</p>
<h2>What temperature does a starter like?</h2>
<p>Between 24 and 26 °C the yeast and bacteria stay in balance. Below 20 °C the bacteria win and the starter turns sour and smells of acetone.</p>
</article>
${comments}
</main>
<footer class="site-footer"><p>© Bread Notes</p></footer>`,
    '<title>How to feed a sourdough starter</title><meta property="og:type" content="article">',
  );
}

/** Stack Exchange's markup: the question and its answers, each with its comments (remarks on the post) under it. */
function qaPage(withComments: boolean): string {
  const comments = (id: number) =>
    withComments
      ? `<div id="comments-${id}" class="comments js-comments-container"><ul class="comments-list js-comments-list">
  <li id="comment-${id}1" class="comment js-comment"><div class="comment-body"><span class="comment-copy">Did you try a warmer spot first? Mine picked up within a day.</span> – <a href="/users/90/old_miller" class="comment-user">old_miller</a></div></li>
  <li id="comment-${id}2" class="comment js-comment"><div class="comment-body"><span class="comment-copy">Thanks, that worked for me too after two days.</span> – <a href="/users/91/lena_bakes" class="comment-user">lena_bakes</a></div></li>
</ul></div>`
      : '';
  const post = (id: number, author: string, text: string) =>
    `<div class="post-layout"><div class="postcell">
  <div class="s-prose js-post-body" itemprop="text"><p>${text}</p></div>
  <div class="user-details" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/users/88/${author}">${author}</a></div>
</div>${comments(id)}</div>`;
  const answers = REPLIES.slice(0, 2)
    .map(
      ([author, text], i) =>
        `<div id="answer-${7990 + i}" class="answer js-answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">${post(7990 + i, author, text)}</div>`,
    )
    .join('\n');
  return html(
    `<header class="s-topbar"><nav><a href="/">Seasoned Advice</a></nav></header>
<div id="content"><div id="question-header"><h1 itemprop="name">${TITLE}</h1></div>
<div id="mainbar" role="main">
  <div class="question js-question" id="question" itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">${post(7981, 'maria_k', QUESTION)}</div>
  <div id="answers">${answers}</div>
</div></div>`,
    `<title>${TITLE} - Seasoned Advice</title>`,
  ).replace('<body>', '<body itemscope itemtype="https://schema.org/QAPage">');
}

describe('content model: replies marked up as comments', () => {
  it('a Reddit-like thread keeps each div.comment reply as a passage of its own', () => {
    const result = citabilityOf(
      redditLike(),
      'https://www.reddit.example/r/Sourdough/comments/1b2c3d/starter_smells/',
    );
    const wheres = result.passages.map((p) => p.where);
    expect(wheres).toHaveLength(4);
    expect(wheres[0]).toMatch(/^introduction under h1 .* › "My starter is nine days old/);
    expect(wheres[1]).toMatch(/^post 1 by "dan_b" \(#t1_k0x\) › "It is not ruined/);
    expect(wheres[2]).toMatch(/^post 2 by "g_ferment" \(#t1_k1x\) › "Temperature matters/);
    expect(wheres[3]).toMatch(/^post 3 by "lena_bakes" \(#t1_k2x\) › "Hi everyone/);
    for (const p of result.passages.slice(1)) expect(p.words).toBeGreaterThan(35);
  });

  it("the comment section's reply box is no reply", () => {
    const box = `<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3>
<p class="logged-in-as">Logged in as a guest of the forum. Your email address will not be published, and your comment will be held for moderation before it appears under the thread. Please keep to the topic, be kind to new bakers, and read the community rules before you post anything here.</p>
<form action="/wp-comments-post.php" method="post" id="commentform"><textarea name="comment"></textarea></form></div>`;
    const result = citabilityOf(
      redditLike(box),
      'https://www.reddit.example/r/Sourdough/comments/1b2c3d/starter_smells/',
    );
    expect(result.passages).toHaveLength(4);
    expect(result.passages.map((p) => p.where).join('\n')).not.toMatch(/Leave a Reply|Logged in as/);
  });

  it("a Q&A page's comments under its question and answers stay out of its passages", () => {
    const url = 'https://cooking.example/questions/7981/starter-smells-like-acetone';
    const bare = citabilityOf(qaPage(false), url);
    const commented = citabilityOf(qaPage(true), url);
    expect(bare.passages.map((p) => p.where.replace(/ › .*/, ''))).toEqual([
      'post 1 by "maria_k" (#question)',
      'post 2 by "dan_b" (#answer-7990)',
      'post 3 by "g_ferment" (#answer-7991)',
    ]);
    expect(commented.passages).toEqual(bare.passages);
  });

  it('an article keeps its comment section out of its content model and its citability results', () => {
    const bare = contentModel(parsePage(blogArticle(false)));
    const commented = contentModel(parsePage(blogArticle(true)));
    expect(commented.main.blocks.map((b) => b.text)).toEqual(bare.main.blocks.map((b) => b.text));
    expect(commented.blocks.map((b) => b.text)).toEqual(bare.blocks.map((b) => b.text));
    expect([commented.main.words, commented.main.source, commented.main.where]).toEqual([
      bare.main.words,
      bare.main.source,
      bare.main.where,
    ]);
    // The comments' words are still the page's boilerplate, as before.
    expect(commented.boilerplateWords - bare.boilerplateWords).toBe(48);
    // Kept apart, not as content.
    // Read apart, at the walk's positions: the section's last paragraph is its last element.
    const [section] = commented.discussion;
    const talk = discussionBlocks(commented);
    expect(talk.at(-1)?.pos).toBe(section?.end);
    for (const block of talk) expect(block.pos).toBeGreaterThan(section!.start);
    expect(discussionBlocks(commented).map((b) => b.text)).toContain(
      'Thanks for this guide, my starter finally doubled after I moved it next to the oven.',
    );
    const withComments = citabilityOf(blogArticle(true), ARTICLE_URL);
    const without = citabilityOf(blogArticle(false), ARTICLE_URL);
    expect(withComments.passages).toEqual(without.passages);
    expect(withComments.score).toBe(without.score);
    expect(withComments.metrics).toEqual(without.metrics);
  });
});
