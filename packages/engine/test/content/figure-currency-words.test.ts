import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsSource, statistics } from '../../src/content/figures.ts';
import { PROSE_CURRENCY_WORDS, WRITTEN_AFTER_THOUSAND } from '../../src/pricing/currency-tokens.ts';
import { findPrices } from '../../src/pricing/prices.ts';

/** The figure scan's source, to hold it to the one list of currency words. */
const FIGURES_SOURCE = readFileSync(new URL('../../src/content/figures.ts', import.meta.url), 'utf8');

describe('figures read their currency words from pricing/currency-tokens.ts', () => {
  it('spells no currency word of its own', () => {
    // Only comments may name them ("5 mil euros" in an example).
    const code = FIGURES_SOURCE.replace(/\/\*\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
    for (const word of ['reais', 'pesos', 'd[óo]lares', 'dollars?', 'euros?', 'pounds?'])
      expect([word, code.includes(word)]).toEqual([word, false]);
  });

  it('takes a sum written with them for a price, as the price reader does after a thousand', () => {
    for (const word of WRITTEN_AFTER_THOUSAND.replace('d[óo]lares', 'dólares').split('|')) {
      const text = `Curso: 5 mil ${word}`;
      expect([text, statistics(text).map((f) => [f, needsSource(f)])]).toEqual([
        text,
        [[`5 mil ${word}`, false]],
      ]);
      expect(findPrices(text, 10, { lang: 'es' }).map((p) => p.raw)).toEqual([`5 mil ${word}`]);
    }
    for (const word of PROSE_CURRENCY_WORDS.replaceAll('?', '').split('|'))
      expect(statistics(`It costs 5 ${word}.`).map(needsSource)).toEqual([false]);
  });
});
