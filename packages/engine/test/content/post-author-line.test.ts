import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html } from './context.ts';

/**
 * A forum post's author line ("dan_b » Mon Mar 02, 2025 10:00 am") is not its opening: answer-first reads the post's
 * own first sentence, so a reply that opens with chatter fails, where the date in its author line passed it as
 * "stating a number".
 */

const ANSWER =
  'It is not ruined: an acetone smell means the yeast and bacteria have eaten through their food and are hungry. Feed it twice a day instead of once, at a ratio of one part starter to two parts flour and two parts water, and the smell fades within three or four days. Discard all but a spoonful before each feed.';
const CHATTER =
  'Same problem here, honestly. I had exactly the same thing with my very first starter last winter and almost gave up on it completely, because every site I read said something different and it was really confusing for a while, but I kept at it and after a couple of weeks it was fine again.';

/** phpBB (prosilver): each post headed "Re: …", its author line above its text. */
function phpbbPage(byPrefix: boolean): string {
  const post = (i: number, author: string, text: string) =>
    `<div id="p${100 + i}" class="post bg${(i % 2) + 1}"><div class="inner"><div class="postbody"><h3><a href="#p${100 + i}">Re: Starter smells like acetone</a></h3><p class="author">${byPrefix ? 'by ' : ''}<a href="./memberlist.php?u=${i}" class="username">${author}</a> » Mon Mar 0${i}, 2025 10:00 am</p><div class="content">${text}</div></div></div></div>`;
  const ld = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: 'Starter smells like acetone',
    author: { '@type': 'Person', name: 'maria_k' },
    datePublished: '2025-03-01',
  });
  return html(
    `<div id="wrap"><div class="headerbar">Bread Board</div><div id="page-body" role="main"><h2 class="topic-title">Starter smells like acetone</h2>${post(1, 'maria_k', 'My starter smells like nail polish remover after a week. Is it dead?')}${post(2, 'dan_b', ANSWER)}${post(3, 'lena_bakes', CHATTER)}${post(4, 'sam', '+1')}</div></div>`,
    `<title>Starter smells like acetone - Bread Board</title><script type="application/ld+json">${ld}</script>`,
  );
}

describe('citability: a forum post opens after its author line', () => {
  for (const byPrefix of [false, true]) {
    it(`a reply opening with chatter fails answer-first, its author line${byPrefix ? ' ("by …")' : ''} aside`, () => {
      const result = CitabilityModule.parse(
        analyzeCitability(
          contextOf(phpbbPage(byPrefix), { url: 'https://bread.example/viewtopic.php?t=55' }),
        ),
      );
      const finding = findingOf(result, 'citability.answer_first');
      expect(finding.evidence[0]!.what).toMatch(/^1 of 2 passages open with an answer/);
      const failing = finding.evidence.filter((e) => e.what.startsWith('opens without an answer'));
      expect(failing).toEqual([
        {
          what: 'opens without an answer (no definition, assertion or figure)',
          where: expect.stringMatching(/^post 3 by "lena_bakes" \(#p103\)/),
        },
      ]);
      const passages = result.passages as { where: string; answer_first: boolean }[];
      expect(passages.find((p) => p.where.startsWith('post 2 by "dan_b"'))?.answer_first).toBe(true);
    });
  }
});
