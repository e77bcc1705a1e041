import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';

const read = (text: string, lang?: string) =>
  findPrices(text, 500, { lang }).map((p) => [p.amount, p.currency]);

describe('findPrices: a letter after a price is a magnitude only when it is a word of its own', () => {
  it('keeps prices followed by a word that starts with m, k or b and a letter beyond ASCII', () => {
    expect(read('Basis 79 kr. månedligt', 'da')).toEqual([[79, 'DKK']]);
    expect(read('Tarif 249 Kč měsíčně', 'cs')).toEqual([[249, 'CZK']]);
    expect(read('99 kr månadsvis', 'sv')).toEqual([[99, 'SEK']]);
    expect(read('Gói Pro 199.000đ mỗi tháng', 'vi')).toEqual([[199000, 'VND']]);
    expect(read('Phở 50.000đ một tô', 'vi')).toEqual([[50000, 'VND']]);
  });

  it('keeps a price whose currency is followed by a one-letter word, as Czech and Slovak write "k" and "v"', () => {
    expect(read('Doprava 99 Kč k objednávce zdarma', 'cs')).toEqual([[99, 'CZK']]);
    expect(read('Cena 1 290 Kč v akci', 'cs')).toEqual([[1290, 'CZK']]);
  });

  it('still leaves market sizes written with k, m, bn or a word out', () => {
    expect(read('A $5 billion market, a $3m round, $40k salaries, £2 bn, €1.5 Mio. and $7 M.')).toEqual([]);
    expect(read('Umsatz von 5 Mrd. €, also €5 Mrd.', 'de')).toEqual([]);
    expect(read('Рынок ₽5 млрд в год', 'ru')).toEqual([]);
  });
});
