import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf } from '../content/context.ts';
import { matchedPage } from '../review-pages/pages.ts';

/**
 * Decision 0045, on review s23-3's pages. A 208-word "cure anemia in 7 days" page scored citability 94: below 150–300
 * words the checks that need text drop out and weigh nothing, so a short page was judged only on what it passed. An
 * AI-spun faucet "guide" of paragraphs opening "Moreover", "Furthermore", "It is important to note" scored 83, its
 * best passages averaging 31/100, on checks it passes by not being broken. The matched excellent pages must not move.
 */
const anemia = () =>
  citabilityOf(
    matchedPage('anemia-cure-content-farm'),
    'https://www.naturalcurestoday.net/cure-anemia-naturally-fast/',
  );
const spun = () =>
  citabilityOf(
    matchedPage('faucet-content-farm'),
    'https://homeimprovementhub.info/ultimate-guide-to-fixing-a-dripping-faucet-in-2026/',
  );
const excellentHowTo = () =>
  citabilityOf(matchedPage('faucet-how-to-guide'), 'https://www.homefixhq.com/plumbing/fix-dripping-faucet/');
const excellentHealth = () =>
  citabilityOf(
    matchedPage('anemia-shown-reviewer'),
    'https://www.clearhealthguide.org/conditions/iron-deficiency-anemia/',
  );

describe('citability of a short page', () => {
  it('holds a 208-word page below the full pages it would otherwise outscore, and says why', () => {
    const short = anemia();
    expect(short.score).toBeLessThanOrEqual(86);
    expect(short.score).toBeLessThan(excellentHealth().score);
    const thin = findingOf(short, 'citability.thin_content');
    expect(thin.evidence.map((e) => e.what)).toContain(
      'the module is held to 86 until the page has 300 words: the checks that need more text do not yet count in full, and a short page must not score as a full one',
    );
  });
});

describe('citability of generic, sourceless prose', () => {
  it('flags paragraphs that open with stock filler, and holds the module near its weak passages', () => {
    const farm = spun();
    const filler = findingOf(farm, 'citability.generic_prose');
    expect(filler.status).toBe('fail');
    expect(filler.evidence[0]!.what).toMatch(/^7 of 8 paragraphs open with stock filler/);
    expect(filler.evidence.map((e) => e.value)).toContain(
      'Moreover, fixing a dripping faucet is not just about stopping the drip. It is a…',
    );
    // Its sections of 84–96 words earn nearly the full length credit since it falls evenly below 100 words
    // (decision 0065): the mean rose from 31 and the hold from 66.
    expect(farm.score).toBeLessThanOrEqual(74);
    expect(findingOf(farm, 'citability.passage_quality').evidence.map((e) => e.what)).toContain(
      "the module is held to 74, 35 points above its best passages' mean (39/100): headings, lists and clean markup do not make weak passages quotable",
    );
  });

  it('leaves the excellent pages of the same sets where they were', () => {
    for (const result of [excellentHowTo(), excellentHealth()]) {
      expect(result.score).toBeGreaterThanOrEqual(95);
      expect(findingOf(result, 'citability.generic_prose').status).toBe('pass');
      expect(findingOf(result, 'citability.generic_prose').impact).toBe(0);
    }
  });
});
