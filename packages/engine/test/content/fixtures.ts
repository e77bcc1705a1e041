import { html, prose } from './context.ts';

/** Hand-written pages for the citability tests. */

const section = (heading: string, opening: string, rest: string, extra = ''): string =>
  `<h2>${heading}</h2><p>${opening} ${rest}</p>${extra}`;

/** A well-built guide: answer-first sections of 100–200 words with figures, sources, lists and a quotation. */
export const GOOD_GUIDE = html(
  `<header><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/about">About us and our long story</a></nav></header>
<main>
<h1>Choosing a blacksmith's anvil</h1>
<p>A blacksmith's anvil is a hardened steel block on which hot metal is shaped. A good one weighs 50 to 150 kg, according to the <a href="https://www.bladesmiths.example.org/guide">American Bladesmith Society guide</a>. ${prose(90)}</p>
${section(
  'How heavy should an anvil be?',
  'An anvil should weigh about 50 times the weight of your heaviest hammer, so a 1.5 kg hammer needs a 75 kg anvil.',
  `A 2019 survey by the <a href="https://www.abana.example.org/survey">Artist-Blacksmith Association</a> found that 62% of hobby smiths own an anvil between 45 and 90 kg. ${prose(80)}`,
  '<ul><li>Light work: 25–50 kg</li><li>General forging: 50–100 kg</li><li>Heavy forging: over 100 kg</li></ul>',
)}
${section(
  'What is rebound and why does it matter?',
  "Rebound is the share of a dropped ball bearing's height that it regains after striking the face, and good anvils return 80% or more.",
  `According to tests published by <a href="https://www.forgingtests.example.net/rebound">Forging Tests</a>, cast-iron anvils return under 40%. ${prose(80)}`,
  '<blockquote cite="https://www.abana.example.org/interview"><p>A dead anvil steals half of every blow you strike.</p><footer>— Maria Lopez, master smith</footer></blockquote>',
)}
${section(
  'How much does a new anvil cost?',
  'A new forged-steel anvil costs about $8 to $12 per kilogram in 2026, so a 75 kg model costs $600 to $900.',
  `Prices from <a href="https://www.toolprices.example.com/anvils">Tool Price Index</a> show used anvils selling for 40% less. ${prose(80)}`,
  '<table><tr><th>Weight</th><th>New price</th></tr><tr><td>50 kg</td><td>$500</td></tr><tr><td>100 kg</td><td>$1,000</td></tr></table>',
)}
</main>
<footer><p>Copyright 2026 Anvil Guide. All rights reserved. Privacy. Terms. Contact.</p></footer>`,
);

/**
 * One long block of plain prose with no subheadings, figures, sources, quotes or lists. It opens as such walls do, with
 * a scene rather than an answer: its prose's first sentence ("Smiths shape glowing metal …") states something, which
 * answer-first takes.
 */
export const WALL_OF_TEXT = html(
  `<main><h1>Anvils</h1><p>Long ago, in the forges of old. ${prose(650)}</p></main>`,
);
