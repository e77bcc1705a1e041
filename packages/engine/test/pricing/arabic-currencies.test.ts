import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';

const read = (text: string, lang?: string) =>
  findPrices(text, 500, { lang }).map((p) => [p.raw, p.amount, p.currency, p.period]);

describe('findPrices: the abbreviations Arabic shops write after a price', () => {
  it('reads riyal, dirham, pound and dinar abbreviations with the Arabic period after them', () => {
    expect(read('الباقة الأساسية 99 ر.س شهريًا', 'ar-SA')).toEqual([['99 ر.س شهريًا', 99, 'SAR', 'month']]);
    expect(read('السعر 49.99 د.إ / شهر', 'ar-AE')).toEqual([['49.99 د.إ / شهر', 49.99, 'AED', 'month']]);
    expect(read('التوصيل 150 ج.م، الاشتراك 5 د.ك سنويا', 'ar')).toEqual([
      ['150 ج.م', 150, 'EGP', null],
      ['5 د.ك سنويا', 5, 'KWD', 'year'],
    ]);
  });

  it('reads no price from Arabic or English text without a currency', () => {
    expect(read('في عام 2024 زار المعرض 99 شخصًا من 12 دولة', 'ar')).toEqual([]);
    expect(read('Route 99 runs 12 miles.', 'en')).toEqual([]);
  });

  it('reads prices written in Arabic-Indic digits on Arabic pages, and shows them as written', () => {
    expect(read('الباقة ٩٩ ر.س شهريًا', 'ar')).toEqual([['٩٩ ر.س شهريًا', 99, 'SAR', 'month']]);
    expect(read('السعر ٤٩٫٩٩ د.إ / شهر، التوصيل ١٬٢٥٠ ج.م', 'ar-AE')).toEqual([
      ['٤٩٫٩٩ د.إ / شهر', 49.99, 'AED', 'month'],
      ['١٬٢٥٠ ج.م', 1250, 'EGP', null],
    ]);
    expect(read('$٩٩/شهر', 'ar')).toEqual([['$٩٩/شهر', 99, '$', 'month']]);
    expect(findPrices('نص ٩٩ ر.س', 5, { lang: 'ar' })[0]?.index).toBe(3);
  });

  it('leaves those digits unread on pages in other languages', () => {
    expect(read('٩٩ ر.س', 'en')).toEqual([]);
    expect(read('Price: $99', 'en')).toEqual([['$99', 99, '$', null]]);
  });
});
