import { describe, expect, it } from 'vitest';
import { contactsInText } from '../../src/analyze/eeat/contact-text.ts';
import { eeatLocalHtml, localCheck, localEeat } from './eeat-local-pages.ts';

/**
 * Phone labels in German, Dutch, Spanish, Italian and Portuguese ("Telefon:", "Telefoon", "Teléfono", "Telefono",
 * "Telefone"): a number written behind one in the text is the site's phone, as one behind "Tel." or "Phone" is.
 */

describe('eeat: local phone labels, on realistic pages', () => {
  it("passes a Dutch municipality's page on the 14 number in its footer", () => {
    // "Telefoon 14 0528 · Postbus 20 · 7920 AA Zuidwolde": no tel: link, no e-mail.
    const result = localCheck(localEeat('nl-gemeente'), 'contact_details');
    expect(result).toEqual({ status: 'pass', said: 'phone number in the page text = 14 0528' });
  });

  it('passes a TYPO3 utility page on its contact block\'s "Telefon:" line, without the e-mail beside it', () => {
    const html = eeatLocalHtml('de-typo3-stadtwerke').replace(
      '<br>E-Mail: netzanschluss@stadtwerke-lindenau.de',
      '',
    );
    const result = localCheck(localEeat('de-typo3-stadtwerke', html), 'contact_details');
    expect(result).toEqual({ status: 'pass', said: 'phone number in the page text = 03421 7788-450' });
  });
});

describe('eeat: local phone labels in text', () => {
  it.each([
    ['Telefon: 030 1234567', '030 1234567'],
    ['Telefonnummer 030 1234567', '030 1234567'],
    ['Telefoon: 020 123 4567', '020 123 4567'],
    ['Teléfono: 961 23 45 67', '961 23 45 67'],
    ['Telefono 06 581 2345', '06 581 2345'],
    ['Telefone: (11) 3456-7890', '(11) 3456-7890'],
    ['numer telefonu: 22 123 45 67', '22 123 45 67'],
    ['Telefoon 14 020.', '14 020'],
  ])('reads the phone in "%s"', (text, phone) => {
    expect(contactsInText(text).map((e) => e.value)).toEqual([phone]);
  });

  it.each([
    'Telefonie 2024: Umsatz 1234567',
    'Steuernummer 043 123 45678',
    'Bestellnummer 12345678',
    'Postbus 14 0528',
    'Telefoon 14 52',
  ])('reads no phone in "%s"', (text) => {
    expect(contactsInText(text)).toEqual([]);
  });
});
