import { describe, expect, it } from 'vitest';
import { currencyOf } from '../../src/pricing/currencies.ts';
import { shownPricesIn } from '../../src/pricing/page-prices.ts';
import { findPrices } from '../../src/pricing/prices.ts';

const read = (text: string, lang?: string, currencies?: string[]) =>
  findPrices(text, 500, { lang, currencies }).map((p) => [p.raw, p.amount, p.currency, p.period, p.per]);

describe('findPrices: currencies written after the amount', () => {
  it('reads yen and yuan written as 円 and 元, with a tax note or a shipping line beside them', () => {
    expect(read('3,080円（税込） 送料：全国一律 770円（税込）／ 11,000円以上で送料無料', 'ja')).toEqual([
      ['3,080円', 3080, 'JPY', null, null],
      ['770円', 770, 'JPY', null, null],
      ['11,000円', 11000, 'JPY', null, null],
    ]);
    expect(read('团队版 每人每月 29元。', 'zh-CN')).toEqual([
      ['每人每月 29元', 29, 'CNY', 'month', 'person'],
    ]);
  });

  it('reads the won, złoty, koruna, krona, rouble, rupee and lira on either side of the amount', () => {
    expect(read('9.900원/월, 49 zł, 100 Kč, ₽990, 990 ₽, ₹499, 499₹, ₺99, 99₺', 'en')).toEqual([
      ['9.900원/월', 9900, 'KRW', 'month', null],
      ['49 zł', 49, 'PLN', null, null],
      ['100 Kč', 100, 'CZK', null, null],
      ['₽990', 990, 'RUB', null, null],
      ['990 ₽', 990, 'RUB', null, null],
      ['₹499', 499, 'INR', null, null],
      ['499₹', 499, 'INR', null, null],
      ['₺99', 99, 'TRY', null, null],
      ['99₺', 99, 'TRY', null, null],
    ]);
    expect(read('Pris: 99 kr per månad, eller kr 990 per år.', 'sv')).toEqual([
      ['99 kr per månad', 99, 'SEK', 'month', null],
      ['kr 990 per år', 990, 'SEK', 'year', null],
    ]);
    // Which krona or krone "kr" is depends on the language; without one it stays "kr", like "$".
    expect(read('99 kr', 'da-DK')[0]?.[2]).toBe('DKK');
    expect(read('99 kr', 'nb')[0]?.[2]).toBe('NOK');
    expect(read('99 kr')[0]?.[2]).toBe('kr');
  });

  it('takes "Ft", "TL", "lei" and "đ" for currencies only on pages in their language', () => {
    expect(read('1 990 Ft havonta', 'hu')).toEqual([['1 990 Ft havonta', 1990, 'HUF', 'month', null]]);
    expect(read('A 10 Ft ladder for $99.')).toEqual([['$99', 99, '$', null, null]]);
    expect(read('Aylık 99 TL', 'tr')[0]?.[2]).toBe('TRY');
    expect(read('49 lei', 'ro')[0]?.[2]).toBe('RON');
    expect(read('49 lei', 'en')).toEqual([]);
  });

  it('does not read a Chinese word that holds 元, or dollars written in Chinese, as a price in yuan', () => {
    expect(read('多元化的单元测试', 'zh')).toEqual([]);
    expect(read('100美元', 'zh')).toEqual([]);
  });

  it('counts in ten-thousands where Chinese, Japanese and Korean do', () => {
    expect(read('月額5万円〜、¥1万から、¥500で送れます', 'ja')).toEqual([
      ['月額5万円', 50000, 'JPY', 'month', null],
      ['¥1万', 10000, 'JPY', null, null],
      ['¥500', 500, 'JPY', null, null],
    ]);
    expect(read('售价 29.9万元', 'zh-CN')).toEqual([['29.9万元', 299000, 'CNY', null, null]]);
    expect(read('월 5만원', 'ko')).toEqual([['월 5만원', 50000, 'KRW', 'month', null]]);
    // A thousand is not counted that way: "¥5千" is left alone rather than read as 5 yen.
    expect(read('¥5千', 'ja')).toEqual([]);
    // Nor are mixed units read as the first of them.
    expect(read('¥1万5千', 'ja')).toEqual([]);
  });

  it('leaves currencies written out in prose to articles: an allowance of "6 Euro pro Tag" is no price list', () => {
    expect(read('Die Pauschale beträgt 6 Euro pro Tag, höchstens 1.260 Euro im Jahr.', 'de')).toEqual([]);
    expect(read('Штраф составит 500 рублей.', 'ru')).toEqual([]);
    expect(read('990 руб. в месяц', 'ru')).toEqual([['990 руб. в месяц', 990, 'RUB', 'month', null]]);
  });
});

describe('findPrices: ¥ and the page language', () => {
  it('reads ¥ and full-width ￥ as CNY on a Chinese page and JPY elsewhere', () => {
    expect(read('专业版 ¥199/年，立即订阅。', 'zh-CN')).toEqual([['¥199/年', 199, 'CNY', 'year', null]]);
    expect(read('￥199/月', 'zh-Hans')).toEqual([['￥199/月', 199, 'CNY', 'month', null]]);
    expect(read('¥1,200/月', 'ja')).toEqual([['¥1,200/月', 1200, 'JPY', 'month', null]]);
    expect(read('￥1,200', 'ja-JP')[0]?.[2]).toBe('JPY');
    expect(read('¥1,200')[0]?.[2]).toBe('JPY');
  });

  it('reads ¥ as CNY on a page without a Chinese language tag whose Offers are priced in CNY only', () => {
    expect(read('¥199', undefined, ['CNY'])[0]?.[2]).toBe('CNY');
    expect(read('¥199', 'ja', ['CNY'])[0]?.[2]).toBe('JPY');
    expect(read('¥199', undefined, ['CNY', 'JPY'])[0]?.[2]).toBe('JPY');
  });

  it('reads 元 as the currency of the Chinese-speaking place the page is written for', () => {
    expect(currencyOf('元', { lang: 'zh-CN' })).toBe('CNY');
    expect(currencyOf('元', { lang: 'zh-TW' })).toBe('TWD');
    expect(currencyOf('元', { lang: 'zh-Hant-HK' })).toBe('HKD');
    expect(currencyOf('元')).toBe('CNY');
  });

  it('gives the same prices for the same text and language every time', () => {
    const text = '专业版 ¥199/年，团队版 每人每月 29元';
    expect(read(text, 'zh')).toEqual(read(text, 'zh'));
  });
});

describe('findPrices: billing periods in other languages', () => {
  it('reads periods written after the price', () => {
    const cases: [string, string, string][] = [
      ['49 zł/mies.', 'pl', 'month'],
      ['49 zł/miesiąc', 'pl', 'month'],
      ['490 zł/rok', 'pl', 'year'],
      ['9,99 € pro Monat', 'de', 'month'],
      ['9,99 €/Monat', 'de', 'month'],
      ['99 €/Jahr', 'de', 'year'],
      ['12 € par mois', 'fr', 'month'],
      ['12 € HT / mois', 'fr', 'month'],
      ['10 € por mes', 'es', 'month'],
      ['10 €/mes', 'es', 'month'],
      ['10 € al mes', 'es', 'month'],
      ['€ 10 per maand', 'nl', 'month'],
      ['990 ₽ в месяц', 'ru', 'month'],
      ['990 ₽/мес.', 'ru', 'month'],
      ['¥199/年', 'zh', 'year'],
      ['980円（税込）/月', 'ja', 'month'],
      ['29元每月', 'zh', 'month'],
    ];
    for (const [text, lang, period] of cases)
      expect(findPrices(text, 500, { lang })[0]?.period, text).toBe(period);
  });

  it('reads Chinese, Japanese and Korean periods written before the price', () => {
    expect(read('月額980円・年額 9,800円', 'ja')).toEqual([
      ['月額980円', 980, 'JPY', 'month', null],
      ['年額 9,800円', 9800, 'JPY', 'year', null],
    ]);
    expect(read('每月 ¥29，每年 ¥299', 'zh')).toEqual([
      ['每月 ¥29', 29, 'CNY', 'month', null],
      ['每年 ¥299', 299, 'CNY', 'year', null],
    ]);
    expect(read('월 9,900원', 'ko')).toEqual([['월 9,900원', 9900, 'KRW', 'month', null]]);
    // "3월" is March: a date, not a monthly price.
    expect(read('3월 9,900원', 'ko')[0]?.[3]).toBeNull();
  });

  it('reads the unit of a per-person price written in Chinese', () => {
    expect(read('29元/人/月', 'zh')).toEqual([['29元/人/月', 29, 'CNY', 'month', 'person']]);
  });

  it('does not take a German "an" ("to") after a price for "per year"', () => {
    expect(read('Wir spenden 5 € an die Tafel.', 'de')).toEqual([['5 €', 5, 'EUR', null, null]]);
    expect(read('12 € par an', 'fr')[0]?.[3]).toBe('year');
  });
});

describe('findPrices: full-width digits', () => {
  it('reads prices written in full-width digits, as some Japanese and Chinese shops write them', () => {
    expect(read('価格：３，０８０円（税込）', 'ja')).toEqual([['３，０８０円', 3080, 'JPY', null, null]]);
    expect(read('月額９８０円', 'ja')).toEqual([['月額９８０円', 980, 'JPY', 'month', null]]);
    expect(read('￥１９９/年', 'zh')).toEqual([['￥１９９/年', 199, 'CNY', 'year', null]]);
    expect(read('１．５万元', 'zh')).toEqual([['１．５万元', 15000, 'CNY', null, null]]);
  });
});

describe('shownPricesIn: separators', () => {
  it('keeps European thousands and decimal separators', () => {
    expect([...shownPricesIn('Jetzt 1.299,00 € statt 1.499,00 €', { lang: 'de' })]).toEqual(
      expect.arrayContaining([1299, 1499]),
    );
    expect(shownPricesIn('3,080円（税込）', { lang: 'ja' }).has(3080)).toBe(true);
  });
});

describe('findPrices: Vietnamese, Hebrew, Indonesian, Thai, Ukrainian, Romanian and Nordic spellings', () => {
  it('reads VNĐ and ש"ח written after the amount', () => {
    expect(read('Phở tái 65.000 VNĐ', 'vi')).toEqual([['65.000 VNĐ', 65000, 'VND', null, null]]);
    expect(read('מחיר 49.90 ש"ח לחודש', 'he')).toEqual([['49.90 ש"ח לחודש', 49.9, 'ILS', 'month', null]]);
    expect(read('מחיר 49.90 ש״ח', 'he')).toEqual([['49.90 ש״ח', 49.9, 'ILS', null, null]]);
  });

  it('counts in millions and thousands where Indonesian, Vietnamese and Thai prices do', () => {
    expect(read('Harga Rp 1,5 juta', 'id')).toEqual([['Rp 1,5 juta', 1_500_000, 'IDR', null, null]]);
    expect(read('Mulai Rp 250 ribu/bulan', 'id')).toEqual([
      ['Rp 250 ribu/bulan', 250_000, 'IDR', 'month', null],
    ]);
    expect(read('Giá 2,5 triệu VNĐ', 'vi')).toEqual([['2,5 triệu VNĐ', 2_500_000, 'VND', null, null]]);
    expect(read('Giá 15 triệu VND', 'vi')).toEqual([['15 triệu VND', 15_000_000, 'VND', null, null]]);
    expect(read('ราคา 3.5 ล้านบาท', 'th')).toEqual([['3.5 ล้านบาท', 3_500_000, 'THB', null, null]]);
    // Billions are market sizes, as in English.
    expect(read('Pasar Rp 5 triliun dan Rp 3 miliar', 'id')).toEqual([]);
  });

  it('reads the billing periods of Hebrew, Ukrainian, Romanian, Thai and the Nordic languages', () => {
    const cases: [string, string, string][] = [
      ['₪49.90 בחודש', 'he', 'month'],
      ['₪499 בשנה', 'he', 'year'],
      ['150 грн щомісяця', 'uk', 'month'],
      ['1 500 грн щороку', 'uk', 'year'],
      ['49 lei pe lună', 'ro', 'month'],
      ['49 lei lunar', 'ro', 'month'],
      ['299 บาทต่อเดือน', 'th', 'month'],
      ['79 kr. månedligt', 'da', 'month'],
      ['49 kr månedlig', 'nb', 'month'],
      ['99 kr månadsvis', 'sv', 'month'],
      ['990 kr årligen', 'sv', 'year'],
    ];
    for (const [text, lang, period] of cases)
      expect(findPrices(text, 500, { lang })[0]?.period, text).toBe(period);
  });
});
