import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';

const period = (text: string, lang: string) => findPrices(text, 5, { lang }).map((p) => [p.raw, p.period]);

describe('findPrices: more spellings of a billing period', () => {
  it('reads "one month" after the slash, as shops write it in many languages', () => {
    const cases: [string, string][] = [
      ['980円/1ヶ月', 'ja'],
      ['980円／1か月', 'ja'],
      ['9,900원/1개월', 'ko'],
      ['99.000đ/1 tháng', 'vi'],
      ['199 บาท/1 เดือน', 'th'],
      ['Rp 99.000/1 bulan', 'id'],
      ['€9,99 / 1 Monat', 'de'],
      ['$9.99 / 1 month', 'en'],
    ];
    for (const [text, lang] of cases) expect(period(text, lang)).toEqual([[text, 'month']]);
  });

  it('reads the Japanese, Chinese and Korean annual and monthly words before the price', () => {
    expect(period('年間 9,800円', 'ja')).toEqual([['年間 9,800円', 'year']]);
    expect(period('月付 ¥15，年付 ¥199', 'zh')).toEqual([
      ['月付 ¥15', 'month'],
      ['年付 ¥199', 'year'],
    ]);
    expect(period('연간 99,000원, 월간 9,900원', 'ko')).toEqual([
      ['연간 99,000원', 'year'],
      ['월간 9,900원', 'month'],
    ]);
    // An annual figure that is no price keeps no period: "年間売上 5億円" is a year's sales.
    expect(period('年間売上 5億円', 'ja')).toEqual([['5億円', null]]);
  });

  it('reads German, Polish, Czech and Bulgarian abbreviations and words', () => {
    const cases: [string, string][] = [
      ['9,99 €/Mon.', 'de'],
      ['9,99 € mtl.', 'de'],
      ['49 zł/m-c', 'pl'],
      ['99 Kč/měs', 'cs'],
      ['49 лв./месец', 'bg'],
      ['49 лв. на месец', 'bg'],
    ];
    for (const [text, lang] of cases) expect(period(text, lang)).toEqual([[text, 'month']]);
  });

  it('does not read Monday or twelve months as a month', () => {
    expect(period('Tickets $5 Mon. and $7 Tue.', 'en')).toEqual([
      ['$5', null],
      ['$7', null],
    ]);
    expect(period('$99 / 12 months', 'en')).toEqual([['$99', null]]);
  });
});
