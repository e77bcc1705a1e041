import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html } from './context.ts';

/** A forum or Q&A thread is quoted by the post: each post is its own passage, named by its place and author. */

/** The passages the module reports (its extra fields are not typed by the schema). */
const ld = (node: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`;

const TITLE = 'Sourdough starter smells like acetone after a week';

/** The question and four replies: who wrote each, when, and what they said. No heading between them. */
const POSTS: [author: string, date: string, text: string][] = [
  [
    'maria_k',
    '2025-03-03T09:12:00Z',
    'My starter is nine days old and I feed it once a day with 50 g of rye flour and 50 g of water. Since day six it smells sharply of nail polish remover and barely rises before the next feed. The jar sits on the kitchen counter at about 19 °C. Is it ruined, or is this a stage every starter goes through? Should I throw it out and begin again with fresh flour?',
  ],
  [
    'dan_b',
    '2025-03-03T10:40:00Z',
    'It is not ruined: an acetone smell means the yeast and bacteria have eaten through their food and are hungry. Feed it twice a day instead of once, at a ratio of one part starter to two parts flour and two parts water, and the smell fades within three or four days. Discard all but a spoonful before each feed so the fresh flour is not swamped.',
  ],
  [
    'lena_bakes',
    '2025-03-03T13:05:00Z',
    'Hi everyone, just wanted to say I had exactly the same thing happen with my very first starter last winter and honestly I almost gave up on it completely. I kept reading different advice on every site I found and it was really confusing for a while. In the end I stuck with it, kept feeding it, and after a couple of weeks it was fine and I still use it.',
  ],
  [
    'g_ferment',
    '2025-03-04T08:30:00Z',
    'Temperature matters as much as feeding. At 19 °C the yeast is slow while the acid-making bacteria keep going, so the balance tips towards sharp smells. Move the jar somewhere at 24 to 26 °C, such as the oven with only the light switched on, and it will double within six hours of a feed. Once it does that three days running it is ready to bake with.',
  ],
  [
    'maria_k',
    '2025-03-06T18:22:00Z',
    'Update: the twice-daily feeds fixed it. After three days at 1:2:2 in a warmer spot the acetone smell was gone, the starter smelled of yoghurt and it doubled in five hours. I baked my first loaf with it this morning and the crumb was open and even. Thank you all for the advice, especially about the temperature, which I would never have thought of myself.',
  ],
];

/** Discourse's crawler view: the thread in a DiscussionForumPosting item, each reply a Comment, `#post_N` each. */
function discoursePage(): string {
  const posts = POSTS.map(
    ([author, date, text], i) => `<div id="post_${i + 1}" class="topic-body crawler-post"${
      i === 0 ? '' : ' itemprop="comment" itemscope itemtype="https://schema.org/Comment"'
    }>
  <div class="crawler-post-meta">
    <span class="creator" itemprop="author" itemscope itemtype="https://schema.org/Person"><a itemprop="url" href="/u/${author}"><span itemprop="name">${author}</span></a></span>
    <span class="crawler-post-infos"><time itemprop="datePublished" datetime="${date}" class="post-time">${date.slice(0, 10)}</time></span>
  </div>
  <div class="post" itemprop="text"><p>${text}</p></div>
</div>`,
  ).join('\n');
  const schema = ld({
    '@type': 'DiscussionForumPosting',
    headline: TITLE,
    author: { '@type': 'Person', name: 'maria_k' },
    datePublished: POSTS[0]![1],
    text: POSTS[0]![2],
    comment: POSTS.slice(1).map(([author, date, text]) => ({
      '@type': 'Comment',
      author: { '@type': 'Person', name: author },
      datePublished: date,
      text,
    })),
  });
  return html(
    `<header><nav><a href="/">Bread Forum</a> <a href="/latest">Latest</a></nav></header>
<div id="main-outlet" class="wrap" role="main">
  <div itemscope itemtype="https://schema.org/DiscussionForumPosting">
    <h1 itemprop="headline">${TITLE}</h1>
    ${posts}
  </div>
</div>
<footer><p>Powered by Discourse</p></footer>`,
    `<title>${TITLE} - Bread Forum</title>${schema}`,
  );
}

/** A forum's plain HTML (no schema): each post an <article> with its author and date in a header. */
function plainPage(): string {
  const posts = POSTS.map(
    ([author, date, text], i) => `<article class="message" id="post-${4810 + i}">
  <header class="message-attribution"><a class="username" href="/members/${author}/">${author}</a> <time datetime="${date}">${date.slice(0, 10)}</time> <a href="#post-${4810 + i}">#${i + 1}</a></header>
  <div class="message-content"><div class="bbWrapper">${text}</div></div>
</article>`,
  ).join('\n');
  return html(
    `<header><nav><a href="/">Home</a> <a href="/forums/">Forums</a></nav></header>
<main><h1>${TITLE}</h1>
<div class="block-body">
${posts}
</div>
</main>`,
    `<title>${TITLE} | Bread Forum</title>`,
  );
}

describe('citability: a forum thread is cut into passages at its posts', () => {
  it.each([
    [
      'a Discourse thread marked up as a DiscussionForumPosting',
      discoursePage(),
      'https://bread.example/t/starter-smells-like-acetone/48213',
    ],
    [
      'a plain HTML thread',
      plainPage(),
      'https://breadforum.example/threads/starter-smells-like-acetone.48213/',
    ],
  ])('%s: the question and each reply are passages of their own', (_label, page, url) => {
    const result = citabilityOf(page, url);
    expect(result.metrics.passages).toBe(5);
    const wheres = result.passages.map((p) => p.where);
    expect(wheres[0]).toMatch(/^post 1 by "maria_k" \(#post[-_]\w+\) › "My starter is nine days old/);
    expect(wheres[1]).toMatch(/^post 2 by "dan_b" .* › "It is not ruined/);
    expect(wheres[3]).toMatch(/^post 4 by "g_ferment" .* › "Temperature matters/);
    expect(wheres[4]).toMatch(/^post 5 by "maria_k" .* › "Update: the twice-daily feeds/);
    // Each passage holds one post's words, not the thread's.
    for (const p of result.passages) expect(p.words).toBeLessThan(90);
    // The reply that opens with chatter is the one answer_first points at, by its author.
    const answerFirst = findingOf(result, 'citability.answer_first');
    const failing = answerFirst.evidence.filter((e) => e.what.startsWith('opens without an answer'));
    expect(failing.map((e) => e.where)).toEqual([expect.stringMatching(/^post 3 by "lena_bakes"/)]);
    // The forum rules still hold: its users' posts are not asked for a section length, quotations or sources.
    for (const check of [
      'citability.passage_length',
      'citability.quotations',
      'citability.source_citations',
    ]) {
      expect(findingOf(result, check).status, check).toBe('not_applicable');
    }
  });
});

describe('citability: an article is still cut at its headings only', () => {
  it('an article with reader tips and related posts in its main content keeps its sections as passages', () => {
    const card = (title: string, text: string) =>
      `<article class="post"><p class="author">Bread Notes team</p><p>${title}: ${text}</p></article>`;
    const page = html(
      `<main><article>
<h1>How to feed a sourdough starter</h1>
<p>A sourdough starter needs fresh flour and water once or twice a day, at a ratio that keeps its yeast ahead of its bacteria. This guide gives the ratios, temperatures and signs that tell you a starter is ready to bake with.</p>
<h2>How often should you feed a starter?</h2>
<p>Feed a young starter twice a day, twelve hours apart, until it doubles within six hours of a feed. A mature starter kept in the fridge needs one feed a week.</p>
<div class="reply"><p>Reader tip from Dan: rye flour wakes a sluggish starter faster than white flour does.</p></div>
<div class="reply"><p>Reader tip from Lena: a rubber band around the jar shows how far it rose.</p></div>
<h2>What temperature does a starter like?</h2>
<p>Between 24 and 26 °C the yeast and bacteria stay in balance. Below 20 °C the bacteria win and the starter turns sour and smells of acetone.</p>
${card('Baking your first loaf', 'mix, fold, shape and bake in a covered pot.')}
${card('Storing a starter', 'keep it in the fridge and feed it weekly.')}
</article></main>`,
      '<title>How to feed a sourdough starter</title><meta property="og:type" content="article">',
    );
    const result = citabilityOf(page, 'https://breadnotes.example/blog/how-to-feed-a-sourdough-starter');
    expect(result.passages.map((p) => [p.heading, p.words])).toEqual([
      [null, 42],
      ['How often should you feed a starter?', 61],
      ['What temperature does a starter like?', 58],
    ]);
    expect(result.passages.map((p) => p.where.replace(/ › .*/, ''))).toEqual([
      'introduction under h1 "How to feed a sourdough starter"',
      'h2 "How often should you feed a starter?"',
      'h2 "What temperature does a starter like?"',
    ]);
  });
});
