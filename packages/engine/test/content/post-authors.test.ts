import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, html } from './context.ts';

/** A thread's passages name each post's author as the forum shows it, not the author line or profile box around it. */

function wheresOf(page: string, url: string): string[] {
  const passages = CitabilityModule.parse(analyzeCitability(contextOf(page, { url }))).passages as {
    where: string;
    words: number;
  }[];
  // The thread's title above the posts heads no text of its own.
  return passages.filter((p) => p.words > 0).map((p) => p.where.replace(/ › .*/, ''));
}

const THREAD: [author: string, text: string][] = [
  [
    'maria_k',
    'My starter is nine days old and I feed it once a day with 50 g of rye flour and 50 g of water. Since day six it smells sharply of nail polish remover and barely rises. Is it ruined, or is this a stage every starter goes through?',
  ],
  [
    'dan_b',
    'It is not ruined: an acetone smell means the yeast and bacteria have eaten through their food. Feed it twice a day at one part starter to two parts flour and two parts water, and the smell fades within three or four days.',
  ],
  [
    'lena_bakes',
    'Twice a day worked for me too. I also switched half of the rye to white bread flour, which slowed it down enough to feed it morning and evening around work.',
  ],
  [
    'g_ferment',
    'Temperature matters as much as feeding. At 19 °C the yeast is slow while the bacteria keep going. Move the jar somewhere at 24 to 26 °C and it will double within six hours of a feed.',
  ],
  [
    'maria_k',
    'Update: the twice-daily feeds fixed it. After three days at 1:2:2 in a warmer spot the smell was gone and the starter doubled in five hours.',
  ],
];

/** phpBB's subSilver-style author line: "by <strong>name</strong> » date", no class on the name. */
const phpbb = html(
  `<div id="page-body" role="main"><h2 class="topic-title">Starter smells like acetone</h2>
${THREAD.map(
  (
    [author, text],
    i,
  ) => `<div id="p${101 + i}" class="post bg${(i % 2) + 1}"><div class="inner"><div class="postbody">
  <p class="author">by <strong>${author}</strong> » Mon Mar 03, 2025 9:${10 + i} am</p>
  <div class="content">${text}</div>
</div></div></div><hr class="divider">`,
).join('\n')}
</div>`,
  '<title>Starter smells like acetone - Bread Forum</title>',
);

/** Simple Machines Forum: a profile box (name over rank and post count) beside each message. */
const smf = html(
  `<main><h1>Starter smells like acetone</h1><div id="forumposts">
${THREAD.map(
  ([author, text], i) => `<div class="windowbg" id="msg${4810 + i}"><div class="post_wrapper">
  <div class="poster"><h4><a href="/forum/index.php?action=profile;u=${20 + i}">${author}</a></h4>
    <ul class="user_info"><li class="membergroup">Baker</li><li class="postcount">Posts: ${12 + i}</li></ul></div>
  <div class="postarea"><div class="keyinfo"><a href="#msg${4810 + i}" class="smalltext">March 03, 2025, 09:${10 + i}:00 AM</a></div>
  <div class="post"><div class="inner" id="msg_${4810 + i}">${text}</div></div></div>
</div></div>`,
).join('\n')}
</div></main>`,
  '<title>Starter smells like acetone</title>',
);

describe('citability: the author a forum post shows', () => {
  it.each([
    ['phpBB author line', phpbb, 'https://breadforum.example/forum/viewtopic.php', '#p'],
    ['Simple Machines profile box', smf, 'https://breadforum.example/forum/index.php', '#msg'],
  ])('%s', (_label, page, url, id) => {
    const wheres = wheresOf(page, url);
    expect(wheres).toEqual(
      THREAD.map(([author], i) => `post ${i + 1} by "${author}" (${id}${(id === '#p' ? 101 : 4810) + i})`),
    );
  });
});
