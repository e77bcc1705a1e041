import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';

const found = (text: string) => findPrices(text).map((p) => [p.raw, p.amount, p.currency, p.index]);

describe('findPrices', () => {
  it('finds the amount on either side of a symbol or code, prefixes and separators included', () => {
    const text =
      'Plans: US$5, CA$ 12.50 or 1 299,00 € and 12 zł, 100 Kč, EUR 49 or 49USD; total 1,299.00 GBP.';
    expect(found(text)).toEqual([
      ['US$5', 5, 'USD', 7],
      ['CA$ 12.50', 12.5, 'CAD', 13],
      ['1 299,00 €', 1299, 'EUR', 26],
      ['12 zł', 12, 'PLN', 41],
      ['100 Kč', 100, 'CZK', 48],
      ['EUR 49', 49, 'EUR', 56],
      ['49USD', 49, 'USD', 66],
      ['1,299.00 GBP', 1299, 'GBP', 79],
    ]);
  });

  it('reads past capitals that are no currency, codes inside words and signs without an amount', () => {
    expect(found('HTML CSS $ and USD, then HTML USD 7 and XEUR 8 and $ 9')).toEqual([
      ['USD 7', 7, 'USD', 30],
      ['$ 9', 9, '$', 51],
    ]);
    expect(found('then HTMLUSD 7 or 7 EURO')).toEqual([]);
  });

  it('finds nothing in long text without a currency, and every price after it', () => {
    const filler = 'In 2024 we shipped 1,200 units to 35 countries. '.repeat(2000);
    expect(found(filler)).toEqual([]);
    expect(found(`${filler}Now €19/month.`).map(([raw]) => raw)).toEqual(['€19/month']);
  });
});
