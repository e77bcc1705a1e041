import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/** More English first-hand phrasings, and the tutorial and marketing voices that only look like them. */

const PROSE = `<p>${'Road chains stretch as the pins and rollers wear, and a stretched chain wears the cassette. '.repeat(15)}</p>`;

function firstHand(text: string, url = 'https://spoke.example/guides/replace-a-chain/', head = '') {
  const html = page(
    `<title>Chains</title><meta property="og:type" content="article">${head}`,
    `<main><article><h1>Chains</h1><p>By Tom Becker</p>${PROSE}<p>${text}</p></article></main>`,
  );
  const result = EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));
  const f = finding(result, 'eeat.first_hand_experience');
  return { status: f.status, value: f.evidence[0]?.value };
}

describe('English first-hand statements', () => {
  it.each([
    ['In our shop we see most road chains reach 0.5% between 2,000 and 3,000 miles.', 'In our shop we'],
    ['In my clinic, I see this twice a week.', 'In my clinic, I'],
    ['In almost every investigation I’ve worked on, it was a chain of causes.', 'I’ve worked on'],
    ['We have worked with forty bike shops on this.', 'We have worked with'],
    ['Same thing happened to me last spring.', 'happened to me'],
  ])('reads "%s" as first-hand', (text, value) => {
    expect(firstHand(text)).toEqual({ status: 'pass', value });
  });

  it.each([
    ['a tutorial voice', 'As we see in Figure 2, the chain wears evenly.'],
    ['a shop describing its stock', 'In our shop you will find chains for every drivetrain.'],
    ['a question about someone else', 'What happened to the company that made them?'],
    ['a news correction', 'Update: This story was updated with a statement from the maker.'],
  ])('does not read %s as first-hand', (_, text) => {
    expect(firstHand(text).status).toBe('fail');
  });

  it('reads a forum poster\'s "Update:" line as first-hand, on a forum thread only', () => {
    const thread = jsonLd({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: 'Chain skipping',
      text: 'Chain skips under load',
      datePublished: '2026-10-04',
      author: { '@type': 'Person', name: 'crumbcat' },
    });
    const update = 'Update: three days of riding on the new chain and no more skipping.';
    expect(firstHand(update, 'https://forum.example/t/chain-skipping/4821', thread).status).toBe('pass');
    expect(firstHand(update).status).toBe('fail');
  });
});
