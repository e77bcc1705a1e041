import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html } from './context.ts';
import { discoursePage, type ThreadPost } from './forum-markups.ts';

/**
 * A thread is judged on the post an answer engine would quote: the accepted answer however short (a short accepted
 * answer is the answer an engine lifts whole, as it lifts a FAQ's 20–40-word answer), and a thread whose posts are
 * all short on its best post rather than not at all.
 */

const QUESTION =
  'My Raspberry Pi 4 boots from a Samsung T7 SSD over USB 3. Whenever I copy more than a few gigabytes to it, the Pi reboots without any message in the journal. The official 5.1 V 3 A supply is plugged in and the CPU stays under 60 °C. Is the SSD failing?';

/** 22 words: the answer, then its cause in figures. */
const SHORT_ACCEPTED =
  "Use a powered USB 3 hub: a T7 draws up to 7.5 W under sustained writes, more than the Pi 4's ports supply.";

const CHATTY =
  'I had something similar a while ago with a different drive and honestly it took me ages to work out, I tried new cables, a new image, a different case and even another power supply before things settled down, so I would not give up on the drive just yet if I were you.';

function stackExchangePage(): string {
  const post = (kind: string, author: string, text: string) => `<div class="post-layout">
  <div class="votecell post-layout--left"><div class="js-vote-count" itemprop="upvoteCount" data-value="12">12</div></div>
  <div class="postcell post-layout--right">
    <div class="s-prose js-post-body" itemprop="text"><p>${text}</p></div>
    <div class="post-signature owner"><div class="user-info">
      <div class="user-action-time">${kind} Mar 3, 2025 at 9:12</div>
      <div class="user-details" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/users/41/${author}">${author}</a><span class="d-none" itemprop="name">${author}</span></div>
    </div></div>
  </div>
</div>`;
  const answer = (id: number, author: string, text: string, accepted: boolean) =>
    `<div id="answer-${id}" class="answer js-answer${accepted ? ' accepted-answer js-accepted-answer' : ''}" data-answerid="${id}" itemprop="${accepted ? 'acceptedAnswer' : 'suggestedAnswer'}" itemscope itemtype="https://schema.org/Answer">${post('answered', author, text)}</div>`;
  return html(
    `<header class="s-topbar"><nav><a href="/">Raspberry Pi Stack Exchange</a> <a href="/questions">Questions</a></nav></header>
<div class="container"><div id="content">
  <div id="question-header"><h1 itemprop="name"><a href="/questions/15003/pi-4-reboots-when-the-usb-ssd-is-busy">Pi 4 reboots when the USB SSD is busy</a></h1></div>
  <div id="mainbar" role="main" aria-label="question and answers">
    <div class="question js-question" data-questionid="15003" id="question" itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">${post('asked', 'kestrel_dev', QUESTION)}</div>
    <div id="answers">
      <div id="answers-header"><h2 class="mb0" data-answercount="3">3 Answers</h2></div>
      ${answer(15004, 'mfox', SHORT_ACCEPTED, true)}
      ${answer(15009, 'tinker_tom', CHATTY, false)}
      ${answer(15011, 'pi_pal', 'Try a shorter cable first.', false)}
    </div>
  </div>
</div></div>`,
    '<title>Pi 4 reboots when the USB SSD is busy - Raspberry Pi Stack Exchange</title>',
  ).replace('<body>', '<body itemscope itemtype="https://schema.org/QAPage">');
}

const weak = (finding: { evidence: { what: string; where?: string }[] }) =>
  finding.evidence.filter((e) => e.what.startsWith('weak passage')).map((e) => e.where);

describe('citability: the post a thread is judged on', () => {
  it('a Q&A page is judged on its short accepted answer, not on a longer reply nobody accepted', () => {
    const result = citabilityOf(
      stackExchangePage(),
      'https://raspberrypi.example/questions/15003/pi-4-reboots-when-the-usb-ssd-is-busy',
    );
    const quality = findingOf(result, 'citability.passage_quality');
    expect(quality.evidence[0]!.what).toBe(
      "a thread is judged on the accepted answer, short as it is (answer engines lift a short accepted answer whole), not on its 2 other long posts or 1 post under 40 words: answer engines quote a thread's accepted answer or best posts, not every reply",
    );
    expect(quality.status).toBe('pass');
    expect(weak(quality)).toEqual([]);
    // Its opening is one of those answer-first reads; the chatty reply is still pointed at.
    const answerFirst = findingOf(result, 'citability.answer_first');
    expect(answerFirst.evidence[0]!.what).toMatch(/^2 of 3 passages open with an answer/);
    expect(
      answerFirst.evidence.filter((e) => e.what.startsWith('opens without an answer')).map((e) => e.where),
    ).toEqual([expect.stringMatching(/^post 3 by "tinker_tom" \(#answer-15009\)/)]);
  });

  it('a thread of short posts only is judged on its best post', () => {
    const thread: ThreadPost[] = [
      ['kestrel_dev', ['Pi 4 reboots whenever the USB SSD is busy. Is the drive dying?']],
      ['mfox', [SHORT_ACCEPTED]],
      ['tinker_tom', ['Same here, thanks!']],
    ];
    const result = citabilityOf(
      discoursePage(thread),
      'https://forums.pi.example/t/pi-4-reboots-when-the-usb-ssd-is-busy/38201',
    );
    const quality = findingOf(result, 'citability.passage_quality');
    expect(quality.status).toBe('pass');
    expect(quality.evidence[0]!.what).toBe(
      "a thread is judged on its best post, every post being under 40 words, not on its 3 other posts under 40 words: answer engines quote a thread's accepted answer or best posts, not every reply",
    );
    expect(findingOf(result, 'citability.answer_first').status).toBe('pass');
  });

  it('a thread of thank-yous and "+1"s is judged, and fails: nothing in it can be quoted', () => {
    const thread: ThreadPost[] = [
      ['kestrel_dev', ['Pi 4 reboots when the SSD is busy, any idea?']],
      ['tinker_tom', ['+1, same problem here.']],
      ['pi_pal', ['Following.']],
    ];
    const result = citabilityOf(
      discoursePage(thread),
      'https://forums.pi.example/t/pi-4-reboots-when-the-usb-ssd-is-busy/38201',
    );
    const quality = findingOf(result, 'citability.passage_quality');
    expect(quality.status).toBe('fail');
    expect(weak(quality)).toHaveLength(1);
  });
});
