import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { contactsInText } from '../../src/analyze/eeat/contact-text.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/**
 * Small businesses write their number in the footer without a label, in their country's form: "020 7946 0958",
 * "01 23 45 67 89", "555-123-4567". Read there (and on a contact page) it is a way to reach them; the same figures
 * in running text, and dates, prices, order numbers and ISBNs anywhere, are not read as phones.
 */

function contact(footer: string, main = '', url = 'https://bakery.example/2026/sourdough') {
  const html = page(
    '<title>Bakery</title>',
    `<main><article><h1>Our sourdough</h1><p>${'We bake sourdough loaves every morning with a long, cold ferment. '.repeat(10)}</p>${main}</article></main><footer>${footer}</footer>`,
  );
  const result = EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));
  const f = finding(result, 'eeat.contact_details');
  return { status: f.status, values: f.evidence.map((e) => e.value) };
}

describe('phone numbers without a label in the footer', () => {
  it.each([
    [
      'a London number',
      '<p>Crumb &amp; Co · 12 Exmouth Market, London EC1R 4QE · 020 7946 0958</p>',
      '020 7946 0958',
    ],
    [
      'a French number',
      '<p>Boulangerie Dupont · 12 rue des Lilas, 75011 Paris · 01 23 45 67 89</p>',
      '01 23 45 67 89',
    ],
    [
      'a US number with dashes',
      '<p>Crumb Bakery · 412 Main St, Boise, ID 83702 · 208-555-0142</p>',
      '208-555-0142',
    ],
    [
      'a Manchester number',
      '<p>Crumb Ltd, 3 Oldham St, Manchester M1 1JQ</p><p>0161 496 0000</p>',
      '0161 496 0000',
    ],
  ])('counts %s', (_, footer, phone) => {
    expect(contact(footer)).toEqual({ status: 'pass', values: [phone] });
  });

  it('counts one on a contact page, anywhere in its text', () => {
    const result = contact(
      '',
      '<p>Visit us or ring 020 7946 0958 between 9 and 5.</p>',
      'https://bakery.example/contact',
    );
    expect(result.values).toEqual(['020 7946 0958']);
  });

  it('does not count the same number in running text of an article', () => {
    expect(
      contact('<p>© 2026 Crumb Bakery</p>', '<p>The old shop number, 020 7946 0958, now rings a flat.</p>')
        .status,
    ).toBe('fail');
  });

  it.each([
    ['years', '© 2010–2026 Crumb Bakery. Open 07.00–17.30.'],
    ['a date', 'Last updated 01.02.2026 · 01/02/2026'],
    ['prices', 'Loaves from £3.50, gift boxes £12.00, delivery 0.99; 1,250.00 total'],
    ['a company and VAT number', 'Registered in England, company no. 01234567. VAT GB 123 4567 89.'],
    ['an ISBN', 'Our book: ISBN 978-0-306-40615-7, ISBN 0-306-40615-2'],
    ['an order number', 'Order 0012 3456 7890 shipped; tracking 1Z999AA10123456784'],
    ['a bank account', 'Sort code 20-00-00, account 0123 4567 89'],
  ])('reads no phone in %s', (_, footer) => {
    expect(contactsInText('', footer)).toEqual([]);
  });
});
