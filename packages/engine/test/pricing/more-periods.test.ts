import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';

const read = (text: string, lang?: string) =>
  findPrices(text, 500, { lang }).map((p) => [p.raw, p.amount, p.period]);

describe('findPrices: billing periods written before the price in Latin letters', () => {
  it('reads Turkish, Hungarian, Polish, Czech and German period words right before a price', () => {
    expect(read('Aylık 99 TL, Yıllık: 999 TL', 'tr')).toEqual([
      ['Aylık 99 TL', 99, 'month'],
      ['Yıllık: 999 TL', 999, 'year'],
    ]);
    expect(read('Sadece ayda 49 TL', 'tr')).toEqual([['ayda 49 TL', 49, 'month']]);
    expect(read('Előfizetés: havi 2 990 Ft', 'hu')).toEqual([['havi 2 990 Ft', 2990, 'month']]);
    expect(read('Tylko miesięcznie 49 zł', 'pl')).toEqual([['miesięcznie 49 zł', 49, 'month']]);
    expect(read('Tarif: měsíčně 249 Kč', 'cs')).toEqual([['měsíčně 249 Kč', 249, 'month']]);
    expect(read('Nur monatlich 9,99 €', 'de')).toEqual([['monatlich 9,99 €', 9.99, 'month']]);
  });

  it('does not take a period word further away, or an English word before a price, for its period', () => {
    expect(read('Aylık plan için 99 TL', 'tr')).toEqual([['99 TL', 99, null]]);
    expect(read('Monthly: $29, or save $5 on a plan', 'en')).toEqual([
      ['$29', 29, null],
      ['$5', 5, null],
    ]);
  });
});

describe('findPrices: more period words after the price', () => {
  it('reads plural adjectives, Nordic definite forms and Indonesian, Dutch and Vietnamese short forms', () => {
    const cases: [string, string, string][] = [
      ['R$ 29,90 mensais', 'pt-BR', 'month'],
      ['29 € mensuels', 'fr', 'month'],
      ['29 € mensuales', 'es', 'month'],
      ['290 € annuels', 'fr', 'year'],
      ['99 kr i måneden', 'da', 'month'],
      ['99 kr om måneden', 'nb', 'month'],
      ['Rp 99rb/bln', 'id', 'month'],
      ['Rp 999rb/thn', 'id', 'year'],
      ['€ 9,99 p/m', 'nl', 'month'],
      ['99.000đ một tháng', 'vi', 'month'],
      ['99 TL/hafta', 'tr', 'week'],
      ['990 Ft/nap', 'hu', 'day'],
      ['49 lei pe zi', 'ro', 'day'],
      ['₪49 ליום', 'he', 'day'],
      ['Rp 50.000/hari', 'id', 'day'],
    ];
    for (const [text, lang, period] of cases)
      expect(findPrices(text, 500, { lang })[0]?.period, text).toBe(period);
  });

  it('reads the British "pcm" and "p.a." after a price', () => {
    expect(read('Flat to let: £1,200 pcm; salary £30,000 p.a.', 'en-GB')).toEqual([
      ['£1,200 pcm', 1200, 'month'],
      ['£30,000 p.a.', 30000, 'year'],
    ]);
  });

  it('does not read "today", a date, the weekend or "one bowl" after a price as its period', () => {
    expect(read('Rp 50.000 hari ini', 'id')).toEqual([['Rp 50.000', 50000, null]]);
    expect(read('99.000đ ngày 5/6; 50.000đ một tô', 'vi')).toEqual([
      ['99.000đ', 99000, null],
      ['50.000đ', 50000, null],
    ]);
    expect(read('99 TL hafta sonu', 'tr')).toEqual([['99 TL', 99, null]]);
    expect(read('99 kr. i den første måned, 99 kr i dag', 'da')).toEqual([
      ['99 kr.', 99, null],
      ['99 kr', 99, null],
    ]);
    expect(read('Doors open 5 pm, entry $5 at 7 p.m.', 'en')).toEqual([['$5', 5, null]]);
  });
});
