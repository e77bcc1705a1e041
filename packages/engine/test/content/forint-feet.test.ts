import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { needsSource, statistics } from '../../src/content/figures.ts';
import { contextOf, findingOf } from './context.ts';

/**
 * "Ft" after thousands grouped by blanks is the forint ("1 990 Ft"), but an English page that writes heights so
 * ("rises 2 717 Ft above Dubai") states measurements, which owe a source.
 */

const read = (text: string) => statistics(text).map((f) => [f, needsSource(f)]);

describe('"Ft" after grouped thousands with words of height or length', () => {
  it('reads heights as feet, by the words around them, and writes them so', () => {
    expect(read('The Burj Khalifa rises 2 717 Ft above Dubai. The CN Tower is 1 815 Ft tall.')).toEqual([
      ['2 717 ft', true],
      ['1 815 ft', true],
    ]);
    expect(read('It sits at an elevation of 8 000 Ft; the mast is 1 250 Ft (381 m).')).toEqual([
      ['8 000 ft', true],
      ['1 250 ft', true],
      ['381 m', true],
    ]);
  });

  it('still reads prices as forints, in Hungarian or in English', () => {
    expect(read('Tickets cost 1 990 Ft per person and 4 500 Ft for a family.')).toEqual([
      ['1 990 Ft', false],
      ['4 500 Ft', false],
    ]);
    expect(read('2 490 Ft felett ingyenes a szállítás. Ár: 12 990 Ft')).toEqual([
      ['2 490 Ft', false],
      ['12 990 Ft', false],
    ]);
  });

  it('asks a source of the heights an English page states', () => {
    const filler = (n: number) =>
      '<p>The tower notes for each week describe what we visited, what we missed and what we would change next time, with the weather and the queues recorded each morning before we set out.</p>'.repeat(
        n,
      );
    const page = `<!doctype html><html lang="en"><head><title>The tallest towers – Sky Notes</title></head><body><main><article><h1>The tallest towers</h1><p class="byline">By Jane Smith · <time datetime="2026-10-02">October 2, 2026</time></p><p>The Burj Khalifa rises 2 717 Ft above Dubai. The CN Tower is 1 815 Ft tall.</p>${filler(5)}</article></main></body></html>`;
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://www.acmenotes.example/blog/tallest-towers/' })),
    ) as CitabilityModule;
    const finding = findingOf(result, 'citability.source_citations');
    expect(finding.status).toBe('fail');
    expect(finding.evidence.map((e) => e.what)).toContain('figures without a source (2 717 ft, 1 815 ft)');
  });
});
