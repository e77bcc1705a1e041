import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { HTTPS_HEADERS } from './fixtures.ts';
import { contextFor, finding } from './helpers.ts';

/**
 * A charity files its news under /giving/ and ends every post with a "Donate now" button: that button is the site's
 * furniture, and the post (a byline, a date, paragraphs of news) is an article. A page whose purpose is the gift
 * (amounts to pick, an amount field, a donation platform's form embedded) is a donation page, at the same path with
 * the same og:type and dated template.
 */

const SITE = 'https://www.riverrescue.example';

/** A charity's WordPress page: og:type article (Yoast prints it on posts and pages) and a dated <article>. */
function charityPage(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} – River Rescue Trust</title>
<meta property="og:type" content="article"><meta property="og:site_name" content="River Rescue Trust">
<meta name="generator" content="WordPress 6.6"></head>
<body><header><a href="/" class="logo"><img src="/logo.svg" alt="River Rescue Trust logo"></a>
<nav><a href="/about/">About</a> <a href="/news/">News</a> <a class="button" href="/giving/donate/">Donate</a></nav></header>
<main><article class="post"><h1>${title}</h1>
<p class="byline">By Amara Okafor · <time datetime="2026-10-14">October 14, 2026</time></p>
${body}
</article></main>
<footer><p>River Rescue Trust is a registered charity (no. 1234567). <a href="/privacy/">Privacy</a></p></footer></body></html>`;
}

const NEWS = [
  'Volunteers pulled 2.4 tonnes of rubbish out of the Wey between Guildford and Godalming over the last weekend of September, the most we have recovered in a single clean-up since the trust began in 2011.',
  'Most of it was plastic: bottles, food wrappers and the fragments of garden furniture that the August floods carried down from the meadows above Shalford. Three shopping trolleys and a moped came out near the town bridge.',
  'The Environment Agency tested the water at six points before and after the clean-up. Dissolved oxygen rose at four of them, and the agency will repeat the tests in November to see whether the change holds.',
  'We will be back on the river on 8 November, from the Millmead lock upstream. Waders, grabbers and gloves are provided; bring a packed lunch and a change of socks.',
]
  .map((p) => `<p>${p}</p>`)
  .join('\n');

function kindOf(path: string, html: string) {
  const document = parsePage(html);
  return detectPageType(`${SITE}${path}`, pageFacts(document), extractStructuredData(document));
}

describe('a donate button at the end of a charity news post', () => {
  const post = charityPage(
    'Volunteers pull 2.4 tonnes of rubbish from the Wey',
    `${NEWS}\n<p class="cta"><a class="button" href="https://www.justgiving.com/riverrescue">Donate now</a></p>`,
  );

  it('leaves the post an article', () => {
    expect(kindOf('/giving/wey-clean-up-september/', post)).toMatchObject({
      kind: 'article',
      type: 'article',
    });
  });

  it('so eeat reads it as an article, with its byline', () => {
    const eeat = EeatModule.parse(
      analyzeEeat(
        contextFor(post, { url: `${SITE}/giving/wey-clean-up-september/`, headers: HTTPS_HEADERS }),
      ),
    );
    expect(eeat.page_type).toBe('article');
    expect(finding(eeat, 'eeat.byline').status).toBe('pass');
  });

  it('leaves a post ending in a "Donate now" <button> an article too', () => {
    expect(
      kindOf(
        '/giving/wey-clean-up-september/',
        charityPage(
          'Volunteers pull 2.4 tonnes of rubbish from the Wey',
          `${NEWS}\n<form action="/giving/donate/"><button class="donate-button" type="submit">Donate now</button></form>`,
        ),
      ).kind,
    ).toBe('article');
  });
});

describe('a page whose purpose is the gift', () => {
  it('is a donation page when it offers amounts to pick and an amount field', () => {
    const form = `<p>Every pound keeps a volunteer on the river.</p>
<form class="donation-form" action="/giving/checkout/" method="post">
<fieldset><legend>Choose an amount</legend>
<label><input type="radio" name="amount" value="10"> £10</label>
<label><input type="radio" name="amount" value="25" checked> £25</label>
<label><input type="radio" name="amount" value="50"> £50</label>
<label>Other amount <input type="number" name="custom_amount" min="1"></label></fieldset>
<input type="hidden" name="_wpnonce" value="a1b2c3">
<button type="submit">Donate now</button></form>`;
    expect(kindOf('/giving/donate/', charityPage('Donate to River Rescue', form))).toMatchObject({
      kind: 'donate',
      type: 'other',
    });
  });

  it('is a donation page when its amounts are links, or a donation platform’s form is embedded', () => {
    const amounts = ['10', '25', '50']
      .map((n) => `<a class="amount" href="/giving/checkout/?amount=${n}">£${n}</a>`)
      .join(' ');
    expect(
      kindOf(
        '/giving/donate/',
        charityPage('Donate to River Rescue', `<p>Choose a gift:</p><p>${amounts}</p>`),
      ).kind,
    ).toBe('donate');
    expect(
      kindOf(
        '/giving/donate/',
        charityPage(
          'Donate to River Rescue',
          '<iframe src="https://donorbox.org/embed/river-rescue-2026" name="donorbox" height="900px" width="100%"></iframe>',
        ),
      ).kind,
    ).toBe('donate');
  });

  it('is a donation page when it says little besides its donate button', () => {
    expect(
      kindOf(
        '/giving/donate/',
        charityPage(
          'Donate to River Rescue',
          '<p>Your gift buys waders, grabbers and skips for our volunteers.</p><p><a class="button" href="https://www.justgiving.com/riverrescue">Donate now</a></p>',
        ),
      ).kind,
    ).toBe('donate');
  });
});
