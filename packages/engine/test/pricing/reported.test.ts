import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';
import { reportedAsPay } from '../../src/pricing/reported.ts';

const payWord = (text: string, lang = 'en') =>
  reportedAsPay(text, findPrices(text, 500, { lang }))?.word ?? null;

describe('reportedAsPay', () => {
  it('names the pay or rent word of the sentence that holds the price', () => {
    expect(payWord('Interns are paid a stipend of $3,000 per month.')).toBe('stipend');
    expect(payWord('Rents in the centre reached €1,400 per month last year.')).toBe('Rents');
    expect(payWord('Einstiegsgehalt: 3.400 € pro Monat', 'de')).toBe('gehalt');
  });

  it('does not read words that only hold those letters, or a word of another sentence', () => {
    expect(payWord('Learn to forge for $29 per month.')).toBeNull();
    expect(payWord('Die Preise bleiben stabil gehalten: 9 € pro Monat.', 'de')).toBeNull();
    expect(payWord('Una soluzione differente: 9 € al mese.', 'it')).toBeNull();
    expect(payWord('Rent a bike for €15 per day.')).toBeNull();
    expect(payWord('Salaries at Forge are fair. Our Pro plan costs $29 per month.')).toBeNull();
  });

  it('needs every priced period to be pay or rent', () => {
    expect(payWord('Graduates earn $4,000 per month. Tuition is $500 per month.')).toBeNull();
  });
});
