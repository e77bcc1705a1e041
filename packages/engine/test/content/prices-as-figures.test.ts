import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { needsSource, statistics } from '../../src/content/figures.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

describe('prices are figures that need no source', () => {
  it('does not ask the source of a price', () => {
    for (const price of ['$3.50', '10.000 ₫', '12,90 €', '1.200 Euro', '€49', '25 USD', '3,080円'])
      expect([price, needsSource(price)]).toEqual([price, false]);
  });

  it('still asks the source of a sum with a magnitude and of a percentage', () => {
    expect(statistics('The market reached $5 billion in sales, up 12%.')).toEqual(['$5 billion', '12%']);
    expect(statistics('Der Umsatz lag bei €2,3 Mrd.')).toEqual(['€2,3 Mrd.']);
    for (const figure of ['$5 billion', '€2,3 Mrd.', '5 Mio.', '12%', '3 kg'])
      expect([figure, needsSource(figure)]).toEqual([figure, true]);
  });

  it('lists no menu price as a figure without a source', () => {
    const page = html(
      `<main><h1>Menu</h1><p>${prose(160)}</p><h2>Drinks</h2><p>${prose(40)} Espresso costs $3.50 and a flat white $4.20.</p><table><tr><th>Dish</th><th>Price</th></tr><tr><td>Phở bò</td><td>10.000 ₫</td></tr></table></main>`,
    );
    const result = CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
    const evidence = findingOf(result, 'citability.source_citations').evidence.map((e) => e.what);
    expect(evidence.filter((what) => what.startsWith('figures without a source'))).toEqual([]);
  });
});
