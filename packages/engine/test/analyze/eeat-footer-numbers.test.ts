import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { contactsInText } from '../../src/analyze/eeat/contact-text.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/**
 * A footer holds other numbers in the shape of a national phone number: a slider's "01 02 03 04 05", a company,
 * tax, register, order or bank number behind its label. None is a way to reach the site, so none passes the
 * contact details check; a real number beside them still does.
 */

function contact(footer: string) {
  const html = page(
    '<title>Sourdough basics</title>',
    `<main><article><h1>Sourdough basics</h1><p>${'We bake sourdough loaves every morning with a long, cold ferment. '.repeat(10)}</p></article></main><footer>${footer}</footer>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, { url: 'https://bakery.example/blog/sourdough-basics/', headers: HTTPS_HEADERS }),
    ),
  );
  const f = finding(result, 'eeat.contact_details');
  return { status: f.status, values: f.evidence.map((e) => e.value) };
}

describe('numbers in the footer that are not phones', () => {
  it.each([
    [
      'slide numbers',
      '<div class="steps"><span>01</span> <span>02</span> <span>03</span> <span>04</span> <span>05</span></div>',
    ],
    ['a company number', '<p>Crumb Bakery Ltd · Company No. 0123 456 7890 · VAT GB 123 4567 89</p>'],
    ['a bank account', '<p>Bankverbindung: Sparkasse, Konto 0532 013 000, BLZ 370 400 44</p>'],
  ])('takes no contact details from %s', (_, footer) => {
    const { status, values } = contact(footer);
    // The article links no contact page, so the check waits for one (not applicable); a number read as a phone would pass it.
    expect(status).not.toBe('pass');
    expect(values.filter((v) => v !== undefined)).toEqual([]);
  });

  it('still passes on a real number beside a company number', () => {
    expect(contact('<p>Crumb Bakery Ltd · Company No. 0123 456 7890 · 020 7946 0958</p>')).toEqual({
      status: 'pass',
      values: ['020 7946 0958'],
    });
  });

  it.each([
    'Slide 01 02 03 04 05',
    'Steps 05 04 03 02 01',
    'Order #0123 456 789 shipped',
    'Steuernummer 043 123 45678',
    'Handelsregister HRB 012 3456 789',
    'Steuer-Nr. 012 345 67890',
    'Reg. no. 0205 512 3456',
    'Konto 0532 013 000',
    'Company No. 0123 456 7890',
    'Customer account 0123 456 7890',
    'Opening hours 08 30 12 00 14 00',
  ])('reads no phone in "%s"', (footer) => {
    expect(contactsInText('', footer)).toEqual([]);
  });

  it.each([
    ['Crumb Ltd, Reg. in England · 020 7946 0958', '020 7946 0958'],
    ['Boulangerie Dupont · 01 23 45 67 89', '01 23 45 67 89'],
    ['Telefonnummer 030 1234567', '030 1234567'],
  ])('still reads the phone in "%s"', (footer, phone) => {
    expect(contactsInText('', footer).map((e) => e.value)).toEqual([phone]);
  });
});
