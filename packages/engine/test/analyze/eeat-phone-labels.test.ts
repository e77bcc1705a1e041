import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { contactsInText } from '../../src/analyze/eeat/contact-text.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/**
 * A phone number's own label often holds "No." or "Nr." ("Tel.-Nr.", the usual Impressum label, "Phone No.",
 * "Contact No") or a word that also names other numbers ("Customer service", "Company: Acme Ltd, 020 …"). Such a
 * footer number is the site's phone, so the contact details check passes; "Company No." and "Customer No." stay
 * company and customer numbers.
 */

function contact(footer: string, lang = 'en') {
  const html = page(
    '<title>Sourdough basics</title>',
    `<main><article><h1>Sourdough basics</h1><p>${'We bake sourdough loaves every morning with a long, cold ferment. '.repeat(10)}</p></article></main><footer>${footer}</footer>`,
  ).replace('lang="en"', `lang="${lang}"`);
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, { url: 'https://bakery.example/blog/sourdough-basics/', headers: HTTPS_HEADERS }),
    ),
  );
  const f = finding(result, 'eeat.contact_details');
  return { status: f.status, values: f.evidence.map((e) => e.value) };
}

describe('labelled phone numbers in the footer', () => {
  it.each([
    [
      'a German Impressum with "Tel.-Nr." after the tax numbers',
      '<p>Krume Bäckerei GmbH · Mühlweg 12 · 10115 Berlin<br>Steuernummer: 12/345/67890 · USt-IdNr.: DE123456789<br>Tel.-Nr.: 030 1234 5678</p>',
      '030 1234 5678',
      'de',
    ],
    ['a UK "Customer service" line', '<p>Customer service: 0800 123 4567</p>', '0800 123 4567', 'en'],
    [
      'a UK "Phone No." after the registration',
      '<p>Crumb Bakery Ltd, registered in England. Phone No.: 020 7946 0958</p>',
      '020 7946 0958',
      'en',
    ],
  ])('passes the contact details check on %s', (_, footer, phone, lang) => {
    expect(contact(footer, lang)).toEqual({ status: 'pass', values: [phone] });
  });

  it.each([
    ['Tel.-Nr.: 0911 123 4567', '0911 123 4567'],
    ['Telefon-Nr. 030 1234 5678', '030 1234 5678'],
    ['Tel. Nr. 089 123 45678', '089 123 45678'],
    ['Tel./Fax-Nr. 030 1234 5678', '030 1234 5678'],
    ['Phone No.: 020 7946 0958', '020 7946 0958'],
    ['Phone # 020 7946 0958', '020 7946 0958'],
    ['Contact No: 0412 345 678', '0412 345 678'],
    ['Customer care 0161 496 0000', '0161 496 0000'],
    ['Customer service No. 0800 123 4567', '0800 123 4567'],
    ['Company: Acme Ltd, 020 7946 0958', '020 7946 0958'],
    ['Registered in England, 020 7946 0958', '020 7946 0958'],
    ['Tax advice line 0300 200 3300', '0300 200 3300'],
  ])('reads the phone in "%s"', (footer, phone) => {
    expect(contactsInText('', footer).map((e) => e.value)).toEqual([phone]);
  });

  it.each([
    'Customer No. 0123 456 7890',
    'Customer number 0123 456 7890',
    'Company number 0123 456 7890',
    'Company reg. 0123 456 7890',
    'Reg. 0205 512 3456',
    'Tax ID 0123 456 7890',
    'Registration no. 0205 512 3456',
    'Order # 0123 456 7890',
  ])('reads no phone in "%s"', (footer) => {
    expect(contactsInText('', footer)).toEqual([]);
  });
});
