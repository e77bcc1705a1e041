import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';

const read = (text: string, lang?: string) =>
  findPrices(text, 500, { lang }).map((p) => [p.raw, p.amount, p.currency, p.period]);

describe('findPrices: "mil" is a thousand on Portuguese and Spanish pages', () => {
  it('reads "R$ 5 mil", "5 mil euros" and "US$ 2 mil por mês" as thousands', () => {
    expect(read('Plano Empresa: R$ 5 mil', 'pt-BR')).toEqual([['R$ 5 mil', 5000, 'BRL', null]]);
    expect(read('El curso cuesta 5 mil euros.', 'es')).toEqual([['5 mil euros', 5000, 'EUR', null]]);
    expect(read('Suporte dedicado: US$ 2 mil por mês', 'pt-BR')).toEqual([
      ['US$ 2 mil por mês', 2000, 'USD', 'month'],
    ]);
    expect(read('Licencia: 2 mil € al año', 'es-ES')).toEqual([['2 mil € al año', 2000, 'EUR', 'year']]);
    expect(read('Desde 10 mil pesos al mes', 'es-MX')).toEqual([
      ['10 mil pesos al mes', 10000, 'MXN', 'month'],
    ]);
  });

  it('reads R$ with "mil" as thousands on a page that names no language: the real is Brazil’s', () => {
    expect(read('Plano Empresa: R$ 5 mil')).toEqual([['R$ 5 mil', 5000, 'BRL', null]]);
  });

  it('leaves millions and billions written in Portuguese and Spanish unread, as "$5 million" is', () => {
    expect(read('Receita de R$ 5 milhões e US$ 5 mil millones', 'pt')).toEqual([]);
    expect(read('Un mercado de €5 millones, o de 5 mil millones de euros', 'es')).toEqual([]);
    expect(read('R$ 5 mil milhões', 'pt-PT')).toEqual([]);
  });

  it('does not take "mil" for a thousand on English pages', () => {
    // A 5 mil film is five thousandths of an inch thick; "$7 mil" is slang for seven million, no price.
    expect(read('A 5 mil film costs $5, a $7 mil budget, 5 mil euros.', 'en')).toEqual([
      ['$5', 5, '$', null],
    ]);
    expect(read('R$ 5 mil', 'en-US')).toEqual([]);
    // "milk" is no "mil".
    expect(read('€5 milk', 'es')).toEqual([['€5', 5, 'EUR', null]]);
  });
});

describe('findPrices: the words for a thousand of the other languages prices are read in', () => {
  it('reads them as thousands on pages in their language, before the currency or after it', () => {
    const prices: [string, string, number, string][] = [
      ['Cena 45 tys. zł', 'pl', 45000, 'PLN'],
      ['Cena 1,2 tis. Kč', 'cs', 1200, 'CZK'],
      ['Ár: 5 ezer Ft', 'hu', 5000, 'HUF'],
      ['Цена 500 тыс. руб.', 'ru', 500000, 'RUB'],
      ['Ціна ₴20 тис.', 'uk', 20000, 'UAH'],
      ['Fiyat 5 bin TL', 'tr', 5000, 'TRY'],
      ['Preț 5 mii lei', 'ro', 5000, 'RON'],
      ['Prezzo 5 mila euro', 'it', 5000, 'EUR'],
      ['Цена 5 хил. лв.', 'bg', 5000, 'BGN'],
    ];
    for (const [text, lang, amount, currency] of prices)
      expect([text, findPrices(text, 10, { lang }).map((p) => [p.amount, p.currency])]).toEqual([
        text,
        [[amount, currency]],
      ]);
  });

  it('leaves them unread on pages in other languages, rather than read a thousand as one', () => {
    expect(read('Umsatz €5 tys. im Jahr, ₴20 тис.', 'de')).toEqual([]);
    expect(read('Cena 45 tys. zł', 'en')).toEqual([]);
  });
});
