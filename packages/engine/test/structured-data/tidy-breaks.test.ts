import { describe, expect, it } from 'vitest';
import { tidyBreaks } from '../../src/structured-data/metadata.ts';

// Blanks of every kind JavaScript's \s knows, a few that it does not, and letters.
const ALPHABET = [
  ' ',
  ' ',
  '\n',
  '\n',
  '\t',
  '\r',
  '\u00a0',
  '\v',
  '\u3000',
  '\u2028',
  '\ufeff',
  '\u200b',
  'a',
  'b',
];

describe('tidyBreaks', () => {
  it('turns a line break, the space before it and the blanks after it into one line break', () => {
    expect(tidyBreaks('one \n \n\u3000 two\nthree \nfour')).toBe('one\ntwo\nthree\nfour');
    expect(tidyBreaks('no breaks here')).toBe('no breaks here');
  });

  it('gives the same text as replacing ` ?\\n\\s*` on 20,000 mixed strings', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      for (let j = next(16); j > 0; j--) text += ALPHABET[next(ALPHABET.length)];
      expect(tidyBreaks(text), JSON.stringify(text)).toBe(text.replace(/ ?\n\s*/g, '\n'));
    }
  });
});
