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
