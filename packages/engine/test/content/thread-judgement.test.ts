import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html } from './context.ts';

/**
 * A thread is quoted by its best post: passage quality judges a Q&A page on its accepted answer and a discussion on
 * its best post of 40 words or more, so a short question and short replies never fail a thread whose answer is good.
 */

function citabilityOf(page: string, url: string) {
  return CitabilityModule.parse(analyzeCitability(contextOf(page, { url })));
}

const QUESTION =
  'My rye starter smells of nail polish remover after a week and barely rises. Is it ruined, or should I keep feeding it?';

/** About 120 words, opening with the answer, with figures. */
const ACCEPTED =
  'It is not ruined: an acetone smell means the yeast and bacteria have eaten through their food and are hungry. Feed it twice a day instead of once, at a ratio of one part starter to two parts flour and two parts water, and the smell fades within three or four days. Discard all but a spoonful before each feed so the fresh flour is not swamped. Keep the jar at 24 to 26 °C, for example in the oven with only the light on, because at 19 °C the yeast slows down while the bacteria keep making acid. Once the starter doubles within six hours of a feed on three days running, it is ready to bake with.';

const SHORT_REPLIES: [id: number, author: string, text: string][] = [
  [7991, 'lena', 'Use rye flour; it has more wild yeast.'],
  [7992, 'tom_r', '+1, the twice-a-day feeds worked for me too.'],
  [7993, 'sam', 'Thanks, this saved my starter!'],
];

function qaPost(author: string, verb: string, text: string): string {
  return `<div class="postcell">
  <div class="s-prose js-post-body" itemprop="text"><p>${text}</p></div>
  <div class="user-info"><div class="user-action-time">${verb} Mar 3, 2025 at 9:12</div>
    <div class="user-details" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/users/${author}">${author}</a><span class="d-none" itemprop="name">${author}</span></div>
  </div>
</div>`;
}

/** Stack Exchange's markup: the question alone above the list of answers, the accepted one first. */
function qaPage(): string {
  const answer = (id: number, author: string, text: string, accepted: boolean) =>
    `<div id="answer-${id}" class="answer js-answer${accepted ? ' accepted-answer' : ''}" itemprop="${accepted ? 'acceptedAnswer' : 'suggestedAnswer'}" itemscope itemtype="https://schema.org/Answer">${qaPost(author, 'answered', text)}</div>`;
  return html(
    `<header><nav><a href="/">Seasoned Advice</a> <a href="/questions">Questions</a></nav></header>
<div id="question-header"><h1 itemprop="name">Why does my sourdough starter smell like acetone?</h1></div>
<div id="mainbar" role="main">
  <div id="question" class="question js-question" itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">${qaPost('maria_k', 'asked', QUESTION)}</div>
  <div id="answers">
    <div id="answers-header"><h2>4 Answers</h2></div>
    ${answer(7990, 'dan_b', ACCEPTED, true)}
    ${SHORT_REPLIES.map(([id, author, text]) => answer(id, author, text, false)).join('\n')}
  </div>
</div>`,
    '<title>Why does my sourdough starter smell like acetone? - Seasoned Advice</title>',
  ).replace('<body>', '<body itemscope itemtype="https://schema.org/QAPage">');
}

/** phpBB's markup: the opening post and its replies, each headed "Re: …", no accepted answer. */
function phpbbPage(posts: [author: string, text: string][]): string {
  const post = (i: number, author: string, text: string) =>
    `<div id="p${100 + i}" class="post bg${(i % 2) + 1}"><div class="inner"><div class="postbody"><h3><a href="#p${100 + i}">Re: Starter smells like acetone</a></h3><p class="author"><a href="./memberlist.php?u=${i}" class="username">${author}</a> » Mon Mar 0${i}, 2025 10:00 am</p><div class="content">${text}</div></div></div></div>`;
  const ld = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: 'Starter smells like acetone',
    author: { '@type': 'Person', name: posts[0]![0] },
    datePublished: '2025-03-01',
  });
  return html(
    `<div id="wrap"><div class="headerbar">Bread Board</div><div id="page-body" role="main"><h2 class="topic-title">Starter smells like acetone</h2>${posts.map(([author, text], i) => post(i + 1, author, text)).join('')}</div></div>`,
    `<title>Starter smells like acetone - Bread Board</title><script type="application/ld+json">${ld}</script>`,
  );
}

const DISCUSSION: [string, string][] = [
  ['maria_k', 'My starter smells like nail polish remover after a week. Is it dead? I feed it once a day.'],
  ['dan_b', ACCEPTED],
  ['tom_r', 'Thanks, worked for me.'],
  ['sam', '+1'],
  ['lena', 'Same here, mine was fine after a week of twice-daily feeds.'],
];

const weak = (finding: { evidence: { what: string; where?: string }[] }) =>
  finding.evidence.filter((e) => e.what.startsWith('weak passage')).map((e) => e.where);

describe('citability: a thread is judged on the posts an answer engine quotes', () => {
  it('a Q&A page with a good accepted answer passes passage quality; its short question and replies are not weak passages', () => {
    const result = citabilityOf(
      qaPage(),
      'https://cooking.example/questions/7981/starter-smells-like-acetone',
    );
    const quality = findingOf(result, 'citability.passage_quality');
    expect(quality.status).toBe('pass');
    expect(quality.evidence[0]!.what).toBe(
      "a thread is judged on the accepted answer, not on its 4 posts under 40 words: answer engines quote a thread's accepted answer or best posts, not every reply",
    );
    expect(weak(quality)).toEqual([]);
    expect(findingOf(result, 'citability.answer_first').status).toBe('pass');
    // The posts are still passages of their own, named by their post.
    const passages = result.passages as { where: string; words: number }[];
    expect(passages.filter((p) => p.words > 0).map((p) => p.where.replace(/ › .*/, ''))).toEqual([
      'post 1 by "maria_k" (#question)',
      'post 2, the accepted answer, by "dan_b" (#answer-7990)',
      'post 3 by "lena" (#answer-7991)',
      'post 4 by "tom_r" (#answer-7992)',
      'post 5 by "sam" (#answer-7993)',
    ]);
  });

  it('a weak accepted answer still fails, and the finding points at it', () => {
    const page = qaPage().replace(
      ACCEPTED,
      'Hi, I had this too and honestly it was confusing for a while, I kept reading different advice on every site and did not know what to do, but in the end I stuck with it and kept on feeding it whenever I remembered, and after a while it was fine and I still bake with it sometimes now.',
    );
    const quality = findingOf(
      citabilityOf(page, 'https://cooking.example/questions/7981/x'),
      'citability.passage_quality',
    );
    expect(quality.status).toBe('fail');
    expect(weak(quality)).toEqual([
      expect.stringMatching(/^post 2, the accepted answer, by "dan_b" \(#answer-7990\)/),
    ]);
  });

  it('a discussion without an accepted answer is judged on its best post, not on its "+1" and thank-you replies', () => {
    const result = citabilityOf(phpbbPage(DISCUSSION), 'https://bread.example/viewtopic.php?t=55');
    const quality = findingOf(result, 'citability.passage_quality');
    expect(quality.status).toBe('pass');
    expect(quality.evidence[0]!.what).toBe(
      "a thread is judged on its best post of 40 words or more, not on its 4 posts under 40 words: answer engines quote a thread's accepted answer or best posts, not every reply",
    );
    expect(weak(quality)).toEqual([]);
  });

  it('a thread of short posts only is judged on its best post, and fails', () => {
    const short = DISCUSSION.filter(([author]) => author !== 'dan_b');
    const result = citabilityOf(phpbbPage(short), 'https://bread.example/viewtopic.php?t=56');
    const quality = findingOf(result, 'citability.passage_quality');
    expect(quality.status).toBe('fail');
    expect(quality.evidence[0]!.what).toMatch(
      /^a thread is judged on its best post, every post being under 40 words/,
    );
  });

  it('an article is judged on the passages an engine could quote, its short sections said to be left out', () => {
    // Passage quality judges an article's passages of 30 words or more (as answer-first openings do), or a 20-word
    // answer under its question heading: "Yes, rye works." and "Thanks for reading." are counted, not judged.
    const section = (h: string, text: string) => `<h2>${h}</h2><p>${text}</p>`;
    const page = html(
      `<main><article><h1>Sourdough starter care</h1>${section('Why does a starter smell of acetone?', ACCEPTED)}${section('Can I use rye?', 'Yes, rye works.')}${section('Thanks', 'Thanks for reading.')}</article></main>`,
    );
    const quality = findingOf(
      citabilityOf(page, 'https://bread.example/guides/starter'),
      'citability.passage_quality',
    );
    expect(quality.evidence[0]!.what).toMatch(
      /^best passages average \d+\/100; \d+% of 1 passage an engine could quote score 60 or more \(not judged: 2 under 30 words\)$/,
    );
    expect(weak(quality).filter((w) => /"Thanks"|rye/.test(w ?? ''))).toEqual([]);
  });
});
