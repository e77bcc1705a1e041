import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html } from './context.ts';

/** A Q&A page (Stack Exchange's markup): the question stands alone above the list of answers. */

const QUESTION =
  'My sourdough starter is nine days old and I feed it once a day with 50 g of rye flour and 50 g of water. Since day six it smells sharply of nail polish remover and barely rises before the next feed. The jar sits on the kitchen counter at about 19 °C. Is the starter ruined, or is this a stage that every starter goes through before it settles down?';

const ANSWERS: [id: number, author: string, accepted: boolean, votes: number, text: string][] = [
  [
    7990,
    'dan_b',
    true,
    31,
    'It is not ruined: an acetone smell means the yeast and bacteria have eaten through their food and are hungry. Feed it twice a day instead of once, at a ratio of one part starter to two parts flour and two parts water, and the smell fades within three or four days. Discard all but a spoonful before each feed so the fresh flour is not swamped.',
  ],
  [
    7993,
    'g_ferment',
    false,
    12,
    'Temperature matters as much as feeding. At 19 °C the yeast is slow while the acid-making bacteria keep going, so the balance tips towards sharp smells. Move the jar somewhere at 24 to 26 °C, such as the oven with only the light switched on, and it will double within six hours of a feed. Once it does that three days running it is ready to bake with.',
  ],
  [
    7995,
    'lena_bakes',
    false,
    3,
    'Hi everyone, I just wanted to say that I had exactly the same thing happen with my very first starter last winter and honestly I almost gave up on it completely. I kept reading different advice on every site I found and it was really confusing for a while. In the end I stuck with it, kept feeding it, and after a couple of weeks it was fine.',
  ],
  [
    8004,
    'old_miller',
    false,
    1,
    'Whole rye flour ferments faster than white wheat flour because it carries more enzymes and wild yeast, so a rye starter runs out of food sooner. Switching half of each feed to unbleached white flour slows it down and gives a milder smell, while still keeping the rye flavour that many bakers prefer for dark loaves and pumpernickel.',
  ],
];

function post(kind: 'question' | 'answer', author: string, votes: number, text: string): string {
  return `<div class="post-layout">
  <div class="votecell post-layout--left"><div class="js-vote-count" itemprop="upvoteCount" data-value="${votes}">${votes}</div></div>
  <div class="postcell post-layout--right">
    <div class="s-prose js-post-body" itemprop="text"><p>${text}</p></div>
    <div class="post-signature owner"><div class="user-info">
      <div class="user-action-time">${kind === 'question' ? 'asked' : 'answered'} Mar 3, 2025 at 9:12</div>
      <div class="user-details" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/users/88/${author}">${author}</a><span class="d-none" itemprop="name">${author}</span></div>
    </div></div>
  </div>
</div>`;
}

function qaPage(): string {
  const answers = ANSWERS.map(
    ([id, author, accepted, votes, text]) =>
      `<div id="answer-${id}" class="answer js-answer${accepted ? ' accepted-answer js-accepted-answer' : ''}" data-answerid="${id}" itemprop="${accepted ? 'acceptedAnswer' : 'suggestedAnswer'}" itemscope itemtype="https://schema.org/Answer">${post('answer', author, votes, text)}</div>`,
  ).join('\n');
  return html(
    `<header class="s-topbar"><nav><a href="/">Seasoned Advice</a> <a href="/questions">Questions</a></nav></header>
<div class="container"><div id="content">
  <div id="question-header"><h1 itemprop="name"><a href="/questions/7981/why-does-my-sourdough-starter-smell-like-acetone">Why does my sourdough starter smell like acetone?</a></h1></div>
  <div id="mainbar" role="main" aria-label="question and answers">
    <div class="question js-question" data-questionid="7981" id="question" itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">${post('question', 'maria_k', 14, QUESTION)}</div>
    <div id="answers">
      <div id="answers-header"><h2 class="mb0" data-answercount="4">4 Answers</h2></div>
      ${answers}
    </div>
  </div>
</div></div>`,
    '<title>Why does my sourdough starter smell like acetone? - Seasoned Advice</title>',
  ).replace('<body>', '<body itemscope itemtype="https://schema.org/QAPage">');
}

describe('citability: a Q&A page is cut into its question and its answers', () => {
  it('the question is a post of its own, named by its author, ahead of the answers; the accepted answer says so', () => {
    const result = citabilityOf(
      qaPage(),
      'https://cooking.example/questions/7981/why-does-my-sourdough-starter-smell-like-acetone',
    );
    const posts = result.passages.filter((p) => p.words > 0);
    expect(posts.map((p) => p.where.replace(/ › .*/, ''))).toEqual([
      'post 1 by "maria_k" (#question)',
      'post 2, the accepted answer, by "dan_b" (#answer-7990)',
      'post 3 by "g_ferment" (#answer-7993)',
      'post 4 by "lena_bakes" (#answer-7995)',
      'post 5 by "old_miller" (#answer-8004)',
    ]);
    expect(posts[0]!.where).toMatch(/› "My sourdough starter is nine days old/);
    const failing = findingOf(result, 'citability.answer_first').evidence.filter((e) =>
      e.what.startsWith('opens without an answer'),
    );
    expect(failing.map((e) => e.where)).toEqual([expect.stringMatching(/^post 4 by "lena_bakes"/)]);
  });
});
