import { describe, expect, it } from 'vitest';
import { firstWords } from '../../src/content/passages.ts';
import { readability } from '../../src/content/readability.ts';
import { sentences } from '../../src/content/signals/sentences.ts';
import { keywordDensity } from '../../src/content/stuffing.ts';
import { blankRuns, blankSeparated } from '../../src/content/words.ts';
import { isBlank } from '../../src/structured-data/dom.ts';

// The citability text scanners read characters by code instead of running an expression per word; they must cut
// text exactly where the expressions they replaced did.
describe('character scanners', () => {
  it('isBlank agrees with \\s on every code unit', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isBlank(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });

  it('counts blank-separated words and blank runs as splitting at \\s+ does', () => {
    for (const text of ['', ' ', 'one', ' one  two\u00a0three\u2003', 'a\n\tb', '\ufeffx y ']) {
      expect(blankSeparated(text)).toBe(text.split(/\s+/).filter((w) => w !== '').length);
      expect(blankRuns(text)).toBe(text.split(/\s+/).length - 1);
    }
  });

  it('firstWords keeps the first words and marks a cut', () => {
    expect(firstWords('  Answer engines\u00a0quote\n passages whole.  ', 3)).toBe('Answer engines quote…');
    expect(firstWords('Short text.', 5)).toBe('Short text.');
    expect(firstWords('   ', 2)).toBe('');
  });

  it('keywordDensity reads words as Unicode letters and digits joined by apostrophes and hyphens', () => {
    // "l'été" and "don't-stop" are single words; a dangling hyphen or apostrophe is not part of one; 𝐀𝐁𝐂 (outside
    // the BMP) and Ünïcode are letters; "—" separates.
    const text = "Don't-stop l'été 𝐀𝐁𝐂 𝐀𝐁𝐂 Ünïcode—ünïcode -x- x'' 2024 ٣٣٣";
    const { words, top } = keywordDensity(text);
    expect(words).toBe(10);
    expect(top).toEqual({ term: 'ünïcode', count: 2, density: 2 / 10 });
    expect(keywordDensity(text, 4).words).toBe(4);
  });

  it('readability counts capitalised and lower-case words alike', () => {
    const sentence = 'The committee reviewed the evidence carefully. ';
    const lower = readability(sentence.repeat(12), 'en');
    const mixed = readability(sentence.toUpperCase().repeat(6) + sentence.repeat(6), 'en');
    expect(mixed).toEqual(lower);
    expect(lower.grade).not.toBeNull();
  });

  it('sentences cut a whole text as segmenting it line by line would', () => {
    const texts = [
      'First line without a stop\nSecond. Third one?\n\n  Fourth!  ',
      'e.g.\n5 apples. A.\nB c. "Quoted." (Closed.) \nnext\r\nafter CRLF\u2028separator',
      'Un. Deux.\nTrois… quatre。五！\n',
    ];
    for (const lang of ['en', 'fr', 'ja', null]) {
      const segmenter = new Intl.Segmenter(lang ?? 'en', { granularity: 'sentence' });
      for (const text of texts) {
        const byLine = text
          .split('\n')
          .flatMap((line) => [...segmenter.segment(line)].map((s) => s.segment.trim()))
          .filter((s) => s !== '');
        expect(sentences(text, lang)).toEqual(byLine);
      }
    }
  });
});
