import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';
import { checkOf, reviewEeat } from './eeat-review-pages.ts';

/**
 * First-hand experience in plain first-person writing: the work verbs in the past ("I led", "we audited", "we wrote a
 * small script"), an adverb between pronoun and verb ("I first made"), "my own portfolio" and "in our battery test".
 */

const PROSE = `<p>${'A design system is a shared set of components, tokens and rules that product teams build screens from. '.repeat(15)}</p>`;

function firstHand(text: string) {
  const html = page(
    '<title>Notes</title><meta property="og:type" content="article">',
    `<main><article><h1>Notes</h1><p>By Alex Kwan</p>${PROSE}<p>${text}</p></article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, { url: 'https://notes.example/posts/design-systems/', headers: HTTPS_HEADERS }),
    ),
  );
  const f = finding(result, 'eeat.first_hand_experience');
  return { status: f.status, value: f.evidence[0]?.value };
}

describe('first-hand experience on real posts', () => {
  it('reads a Medium post\'s "Last year I led the design system at Tandem"', () => {
    const { status, said } = checkOf(reviewEeat('medium-post'), 'first_hand_experience');
    expect(status).toBe('pass');
    expect(said).toContain('I led');
  });

  it('reads a recipe blogger\'s "I first made this on a rainy Tuesday"', () => {
    const { status, said } = checkOf(reviewEeat('recipe-wprm'), 'first_hand_experience');
    expect(status).toBe('pass');
    expect(said).toContain('I first made');
  });
});

describe('English first-hand phrasings', () => {
  it.each([
    ['We audited our app and found 14 different buttons.', 'We audited'],
    ['We wrote a small script that flags hard-coded colours.', 'We wrote'],
    ["I've probably made it a hundred times since.", "I've probably made"],
    ['We then measured load times on a mid-range Android phone.', 'We then measured'],
    ['We migrated forty services in a quarter.', 'We migrated'],
    ['I taught this course for six years.', 'I taught'],
    ['I spent 14 years picking stocks for a living.', 'I spent'],
    ['Today about 90% of my own portfolio sits in three funds.', 'my own portfolio'],
    ['In our video playback test the Pro lasted 27 hours.', 'In our video playback test'],
  ])('reads "%s" as first-hand', (text, value) => {
    expect(firstHand(text)).toEqual({ status: 'pass', value });
  });

  it.each([
    [
      'a tutorial looking back',
      'The function we wrote above returns a token, and the one we made earlier checks it.',
    ],
    ['a reader addressed', 'You made it: the components you shipped now have tokens.'],
    ['a third person', 'They led the project and wrote the docs.'],
  ])('does not read %s as first-hand', (_, text) => {
    expect(firstHand(text).status).toBe('fail');
  });
});
