import { syllable } from 'syllable';
import { describe, expect, it } from 'vitest';
import { commonWords, readability } from '../../src/content/readability.ts';

describe('common-word syllable table', () => {
  it('gives every word the count the syllable package gives it', () => {
    const words = commonWords();
    expect(words.size).toBeGreaterThan(10_000);
    const disagree = [...words].filter(([word, count]) => syllable(word) !== count);
    // Regenerate with scripts/syllable-table.ts after upgrading `syllable`.
    expect(disagree).toEqual([]);
  });

  it('grades common and uncommon words as the package alone would', () => {
    // "the" and "information" are in the table; "quixotically" and "zeitgeist" are not.
    const text =
      'The information was quixotically late. The zeitgeist changed, and the information stayed. '.repeat(8);
    const result = readability(text, 'en');
    let expected = 0;
    for (const word of text.match(/[a-z]+/gi) ?? []) expected += syllable(word.toLowerCase());
    const words = (text.match(/[a-z]+/gi) ?? []).length;
    const sentences = 16;
    const grade = 0.39 * (words / sentences) + 11.8 * (expected / words) - 15.59;
    expect(commonWords().has('information')).toBe(true);
    expect(commonWords().has('quixotically')).toBe(false);
    expect(result.words).toBe(words);
    expect(result.grade).toBe(Math.round(grade * 10) / 10);
  });
});
