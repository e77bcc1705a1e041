import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';

const period = (text: string, lang: string) => findPrices(text, 5, { lang }).map((p) => [p.raw, p.period]);

describe('findPrices: a tax note between the price and its billing period', () => {
  it('reads the period after the tax notes of the languages prices are read in', () => {
    const cases: [string, string][] = [
      ['₹499 + GST / month', 'en-IN'],
      ['99 TL + KDV / ay', 'tr'],
      ['990 Ft + ÁFA/hó', 'hu'],
      ['249 Kč bez DPH / měsíc', 'cs'],
      ['990 ₽ без НДС в месяц', 'ru'],
      ['99 грн з ПДВ на місяць', 'uk'],
      ['€ 9,99 excl. BTW per maand', 'nl'],
      ['99 kr ex moms/mån', 'sv'],
      ['99 kr. ekskl. moms pr. md.', 'da'],
      ['R$ 29,90 + impostos/mês', 'pt-BR'],
      ['Rp 99.000 + PPN / bulan', 'id'],
      ['199 บาท (รวม VAT) / เดือน', 'th'],
      ['₪49 כולל מע"מ לחודש', 'he'],
    ];
    for (const [text, lang] of cases) expect(period(text, lang)).toEqual([[text, 'month']]);
  });

  it('reads an English "+ tax" or "plus tax" too, and leaves a price with no period after the note without one', () => {
    expect(period('$29 + tax / month, $39 plus tax per month', 'en')).toEqual([
      ['$29 + tax / month', 'month'],
      ['$39 plus tax per month', 'month'],
    ]);
    expect(period('Lunch $12 plus tax, then $5 + $3 per month', 'en')).toEqual([
      ['$12', null],
      ['$5', null],
      ['$3 per month', 'month'],
    ]);
  });
});
