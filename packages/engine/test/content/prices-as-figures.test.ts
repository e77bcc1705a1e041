import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { needsSource, statistics } from '../../src/content/figures.ts';
import { CURRENCY_SIGNS } from '../../src/pricing/currency-tokens.ts';
import { findPrices } from '../../src/pricing/prices.ts';
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

describe('figures take for a price what the price reader takes for one', () => {
  it('takes every currency sign the price reader knows, on either side of the amount, for a price', () => {
    for (const sign of CURRENCY_SIGNS) {
      // Before the amount, ￥ and ৳ start no figure (the scan would stop at every e and s); none asks a source.
      const before = statistics(`costs ${sign}99 now`);
      expect([sign, before.filter(needsSource)]).toEqual([sign, []]);
      if (sign !== '￥' && sign !== '৳') expect([sign, before]).toEqual([sign, [`${sign}99`]]);
      expect([sign, statistics(`costs 99 ${sign} now`).map((f) => [f, needsSource(f)])]).toEqual([
        sign,
        [[`99 ${sign}`, false]],
      ]);
    }
  });

  it('reads the currencies shops write after the amount in letters as prices, as the price reader does', () => {
    const shown: [string, string][] = [
      ['Menu: 55.000đ', 'vi'],
      ['ราคา 199 บาท', 'th'],
      ['מחיר 49.90 ש"ח', 'he'],
      ['Pris 99 kr', 'sv'],
      ['Fiyat 99 TL', 'tr'],
      ['Preț 49 lei', 'ro'],
      ['Цена 49 лв.', 'bg'],
      ['Цена 990 руб.', 'ru'],
      ['Ціна 99 грн', 'uk'],
      ['가격 9,900원', 'ko'],
      ['価格 5万円', 'ja'],
      ['¥1万から', 'ja'],
      ['السعر 99 ر.س', 'ar'],
      ['Preis 49 CHF', 'de'],
      ['Plano: R$ 5 mil', 'pt-BR'],
      ['Curso: 5 mil euros', 'es'],
      ['Cena 45 tys. zł', 'pl'],
      ['Цена 500 тыс. руб.', 'ru'],
      ['Ціна ₴20 тис.', 'uk'],
      ['Fiyat 5 bin TL', 'tr'],
      ['Prezzo 5 mila euro', 'it'],
    ];
    for (const [text, lang] of shown) {
      const price = findPrices(text, 10, { lang }).map((p) => p.raw);
      const figures = statistics(text).map((f) => [f, needsSource(f)]);
      expect([text, figures]).toEqual([text, price.map((raw) => [raw, false])]);
    }
  });

  it('keeps the capitals of R$ and US$ in the figure', () => {
    expect(statistics('Plano R$ 29,90 ou US$ 9')).toEqual(['R$ 29,90', 'US$ 9']);
  });

  it('still asks the source of sums in millions and of "mil" where it is no thousand', () => {
    const claims = [
      '5 milhões de pessoas',
      'US$ 5 mil millones',
      'un mercado de 5 millones',
      'a $5 mil budget',
      '5 mil pessoas',
      '5 tys. osób',
    ];
    expect(claims.map((text) => statistics(text).map((f) => [f, needsSource(f)]))).toEqual([
      [['5 milhões', true]],
      [['US$ 5 mil millones', true]],
      [['5 millones', true]],
      [['$5 mil', true]],
      [['5 mil', true]],
      [['5 tys.', true]],
    ]);
  });

  it('leaves English units and words that look like currencies as they were', () => {
    // A 5 mil film is five thousandths of an inch: a measurement. "Ft" is feet where no language says forint, and
    // codes keep their case: "5 try" is no lira.
    const figures = statistics('A 5 mil film, a 10 Ft pole, give it 5 try, cost $5 billion.');
    expect(figures.map((f) => [f, needsSource(f)])).toEqual([
      ['5 mil', true],
      ['10 Ft', true],
      ['$5 billion', true],
    ]);
  });
});
