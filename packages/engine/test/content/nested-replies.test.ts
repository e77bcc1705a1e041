import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, html } from './context.ts';

/** A thread whose replies nest: a reply under a reply is a post of its own, even when it is the only one there. */

interface PassageOut {
  where: string;
  words: number;
}

function passagesOf(page: string, url: string): PassageOut[] {
  return CitabilityModule.parse(analyzeCitability(contextOf(page, { url }))).passages as PassageOut[];
}

function reply(id: string, author: string, text: string, nested = ''): string {
  return `<article class="reply" id="${id}">
  <header><a class="username" href="/u/${author}">${author}</a> <time datetime="2025-03-03T10:40:00Z">3 Mar 2025</time></header>
  <div class="reply-body"><p>${text}</p></div>
  ${nested === '' ? '' : `<div class="children">${nested}</div>`}
</article>`;
}

const page = html(
  `<main><h1>Sourdough starter smells like acetone after a week</h1>
${reply('post-1', 'maria_k', 'My starter is nine days old and I feed it once a day with 50 g of rye flour and 50 g of water. Since day six it smells sharply of nail polish remover and barely rises before the next feed. The jar sits on the kitchen counter at about 19 °C. Is it ruined, or is this a stage every starter goes through?')}
<section class="replies">
${reply(
  'reply-2',
  'dan_b',
  'It is not ruined: an acetone smell means the yeast and bacteria have eaten through their food and are hungry. Feed it twice a day instead of once, at a ratio of one part starter to two parts flour and two parts water, and the smell fades within three or four days.',
  reply(
    'reply-3',
    'lena_bakes',
    'Twice a day worked for me too. I also switched half of the rye to white bread flour, which slowed it down enough that I could feed it morning and evening around work without it collapsing in between.',
  ),
)}
${reply('reply-4', 'g_ferment', 'Temperature matters as much as feeding. At 19 °C the yeast is slow while the acid-making bacteria keep going, so the balance tips towards sharp smells. Move the jar somewhere at 24 to 26 °C and it will double within six hours of a feed.')}
${reply('reply-5', 'maria_k', 'Update: the twice-daily feeds fixed it. After three days at 1:2:2 in a warmer spot the acetone smell was gone and the starter doubled in five hours. I baked my first loaf with it this morning.')}
</section></main>`,
  '<title>Sourdough starter smells like acetone after a week | Bread Forum</title>',
);

describe('citability: nested replies in a forum thread', () => {
  it('the one reply under a reply is its own passage, named by its author', () => {
    const passages = passagesOf(
      page,
      'https://breadforum.example/forum/threads/starter-smells-like-acetone.48213/',
    );
    expect(passages.map((p) => p.where.replace(/ › .*/, ''))).toEqual([
      'post 1 by "maria_k" (#post-1)',
      'post 2 by "dan_b" (#reply-2)',
      'post 3 by "lena_bakes" (#reply-3)',
      'post 4 by "g_ferment" (#reply-4)',
      'post 5 by "maria_k" (#reply-5)',
    ]);
    expect(passages[1]!.where).toMatch(/› "It is not ruined/);
    expect(passages[2]!.where).toMatch(/› "Twice a day worked for me too/);
    // dan_b's reply holds his words only, not the reply under it.
    expect(passages[1]!.words).toBeLessThan(60);
  });
});
