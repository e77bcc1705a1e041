import { describe, expect, it } from 'vitest';
import { needsSource, statistics } from '../../src/content/figures.ts';
import { findPrices } from '../../src/pricing/prices.ts';

const amounts = (text: string, lang: string) => findPrices(text, 500, { lang }).map((p) => p.amount);

/** Sums in millions and billions, each in a language the engine reads, with its language tag. */
const SUMS: [string, string][] = [
  ['€5 Millionen', 'de'],
  ['€5 Milliarden', 'de'],
  ['€5 millions', 'fr'],
  ['€5 milliards', 'fr'],
  ['€5 milioni', 'it'],
  ['€5 miljoen', 'nl'],
  ['€ 5 mld', 'nl'],
  ['€5 mln', 'pl'],
  ['€5 miljoner', 'sv'],
  ['$5 millió', 'hu'],
  ['₺5 milyon', 'tr'],
  ['₽5 миллионов', 'ru'],
  ['₴5 мільйонів', 'uk'],
  ['₪5 מיליון', 'he'],
  ['₹500 crore', 'en-IN'],
  ['₹5 करोड़', 'hi'],
];

describe('sums written with a magnitude word of their language', () => {
  it('are no prices: "€5 Millionen" is not read as five euros', () => {
    for (const [text, lang] of SUMS)
      expect([text, amounts(`Umsatz ${text} im Jahr`, lang)]).toEqual([text, []]);
  });

  it('are one figure that needs a source', () => {
    for (const [text] of SUMS)
      expect([text, statistics(`Umsatz ${text} im Jahr`).map((f) => [f, needsSource(f)])]).toEqual([
        text,
        [[text, true]],
      ]);
  });

  it('leave prices followed by other words, and English prices, as they were', () => {
    expect(amounts('Preis €5 mit Versand, €7 Mittagsmenü', 'de')).toEqual([5, 7]);
    expect(amounts('Only $5 mind you, $9 tissues, $3 miles away', 'en')).toEqual([5, 9, 3]);
    expect(statistics('Only $5 mind you, $9 tissues').map(needsSource)).toEqual([false, false]);
  });
});

describe('Indian prices in lakhs', () => {
  it('reads "₹5.5 lakh" as 550,000 rupees, and figures take it for a price', () => {
    expect(
      findPrices('Ex-showroom ₹5.5 lakh, on-road ₹6 लाख', 10, { lang: 'en-IN' }).map((p) => [
        p.raw,
        p.amount,
      ]),
    ).toEqual([
      ['₹5.5 lakh', 550000],
      ['₹6 लाख', 600000],
    ]);
    expect(statistics('Ex-showroom ₹5.5 lakh').map((f) => [f, needsSource(f)])).toEqual([
      ['₹5.5 lakh', false],
    ]);
  });
});
