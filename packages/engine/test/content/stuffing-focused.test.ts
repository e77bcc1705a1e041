import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html } from './context.ts';

function stuffingOf(body: string) {
  const module = CitabilityModule.parse(analyzeCitability(contextOf(html(body)))) as CitabilityModule;
  return findingOf(module, 'citability.keyword_stuffing');
}

// A focused how-to names its subject in every step: "chain" is 14 of about 285 words (4.9%), as the 465-word bike
// shop guide the review read (21 times, 4.5%).
const CHAIN_GUIDE = `<main><article><h1>How to Replace a Bike Chain</h1>
<p>A worn chain wears your cassette and chainrings with it, so measuring it every few hundred miles saves money. In our shop we see most road chains reach 0.5% wear between 2,000 and 3,000 miles.</p>
<h2>What you need</h2>
<ul><li>A chain checker</li><li>A chain tool that fits your drivetrain speed</li><li>A new chain and a quick link</li><li>Degreaser, chain lube and a rag</li></ul>
<h2>Remove the old one</h2>
<p>Shift onto the smallest cog at the back and the small ring at the front so there is slack. If the old chain has a quick link, squeeze it open with pliers; otherwise push out any pin with the tool. Lay the old chain next to the new chain on the floor.</p>
<h2>Size the replacement</h2>
<p>Count links on the old chain and cut the new one to match, or wrap it around the big ring and big cog and add two links. Too short and the derailleur can tear off; too long and shifts feel slow.</p>
<h2>Fit and check</h2>
<p>Thread the new chain through the front derailleur cage first, then around the rear cogs and through both jockey wheels. Join the ends with the quick link, pull the pedal down hard to seat it, and shift through every gear. Wipe off the factory grease outside the rollers, add one drop of lube to each roller, turn the chain backwards through the cranks to spread it, and ride a short loop before a long one.</p>
<p>Check chain wear again after a month of riding. A stretched chain skips under load even on new cogs, and replacing it early is the cheapest repair on a bike.</p>
</article></main>`;

describe('keyword stuffing on focused pages', () => {
  it('passes a guide that names its subject in every step', () => {
    const finding = stuffingOf(CHAIN_GUIDE);
    expect(finding.evidence.at(-1)?.what).toMatch(
      /^most repeated term "chain": 1[3-6] times in \d+ words \([4-5](?:\.\d)?%/,
    );
    expect(finding.status).toBe('pass');
  });

  it('leaves out interface labels repeated under each post or product', () => {
    const posts = Array.from(
      { length: 9 },
      (_, i) =>
        `<div class="post"><p>${['My starter smells like acetone after nine days of feeding.', 'Pour off the grey liquid and feed it twice a day.', 'A warmer spot in the kitchen made mine double in five hours.'][i % 3]}</p><div class="post-likes">${i % 4} Likes</div><button>Reply</button><button>Share</button></div>`,
    ).join('');
    const thread = stuffingOf(
      `<main><h1>Sourdough starter smells like nail polish remover?</h1>${posts}</main>`,
    );
    expect(thread.evidence.at(-1)?.what).not.toMatch(/"(?:likes|reply|share)"/);
    expect(thread.status).toBe('pass');

    const cards = Array.from(
      { length: 12 },
      (_, i) =>
        `<li><a href="/products/${i}">Model ${i}</a><p>${['Neutral road shoe, 8 mm drop', 'Waterproof trail shoe', 'Carbon-plated race shoe', 'Max-cushion recovery trainer'][i % 4]}</p><p>$${100 + i}.00</p><button>Add to cart</button></li>`,
    ).join('');
    const category = stuffingOf(
      `<main><h1>Men's Running Shoes</h1><p>Road, trail and race-day shoes, fitted in store or online, with free returns for sixty days even if you have run in them.</p><ul>${cards}</ul></main>`,
    );
    expect(category.evidence.map((e) => e.what).join(' ')).not.toMatch(/"add|cart"/);
    expect(category.status).toBe('pass');
  });

  it('still fails a page stuffed with one phrase, and names the phrase', () => {
    const spam = stuffingOf(
      `<main><h1>Cheap Car Insurance Miami</h1><p>${'Looking for cheap car insurance Miami? Our car insurance Miami quotes beat every car insurance Miami agent. '.repeat(10)}Call today for a free quote from a licensed agent in Dade County, open seven days a week with bilingual staff.</p></main>`,
    );
    expect(spam.status).toBe('fail');
    expect(spam.evidence.map((e) => e.what).join('\n')).toMatch(
      /^most repeated phrase "car insurance miami": 31 times in \d+ words \(\d+(?:\.\d)? per 100 words/m,
    );
  });

  it('warns on a phrase repeated verbatim even when no single word passes 6%', () => {
    const filler =
      'Rates depend on your age, your driving record, the car you drive and the deductible you choose, so compare several offers before you sign anything. ';
    const page = stuffingOf(
      `<main><p>${'Get a best price roof repair quote today. '.repeat(9)}${filler.repeat(7)}</p></main>`,
    );
    const words = Number(/in (\d+) words/.exec(page.evidence[0]!.what)![1]);
    expect(9 / words).toBeLessThan(0.06);
    expect(page.evidence[0]?.what).toMatch(
      /^most repeated phrase "(?:best price roof|price roof repair|roof repair quote|repair quote today)": 9 times/,
    );
    expect(page.status).toBe('warn');
  });
});
