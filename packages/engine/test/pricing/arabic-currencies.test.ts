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
});
