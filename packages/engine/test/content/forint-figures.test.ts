import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { needsSource, needsSourceOn, statistics } from '../../src/content/figures.ts';
import { contextOf, findingOf } from './context.ts';

describe('"Ft" after an amount is the forint, not feet, where the page or the amount says so', () => {
  it('reads thousands grouped by blanks before "Ft" as forints on any page', () => {
    const figures = statistics('A belépőjegy ára 1 990 Ft, a családi jegy 5\u00a0490 Ft.');
    expect(figures.map((f) => [f, needsSource(f)])).toEqual([
      ['1 990 Ft', false],
      ['5\u00a0490 Ft', false],
    ]);
  });

  it('reads "990 Ft" as forints on a Hungarian page only', () => {
    expect(needsSourceOn('990 Ft', 'hu')).toBe(false);
    expect(needsSourceOn('990 Ft', null)).toBe(true);
    // English feet stay a measurement.
    expect(statistics('a 10 Ft pole, 1,990 ft up').map((f) => [f, needsSource(f)])).toEqual([
      ['10 Ft', true],
      ['1,990 ft', true],
    ]);
  });

  it('asks no source of a Hungarian price list', () => {
    const body = (n: number) =>
      'A múzeum keddtől vasárnapig tart nyitva, hétfőn zárva van. A jegyeket a pénztárban és online is meg lehet venni, a kedvezményes jegyhez diákigazolvány kell. '.repeat(
        n,
      );
    const page = `<!doctype html><html lang="hu"><head><title>Jegyárak</title></head><body><main><h1>Jegyárak</h1><h2>Felnőtt jegy</h2><p>A felnőtt belépőjegy ára 990 Ft. ${body(4)}</p><h2>Családi jegy</h2><p>A családi jegy ára 2 490 Ft. ${body(4)}</p></main></body></html>`;
    const result = CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
    const evidence = findingOf(result, 'citability.source_citations').evidence.map((e) => e.what);
    expect(evidence.filter((what) => what.startsWith('figures without a source'))).toEqual([]);
  });
});
