import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { contactsInText } from '../../src/analyze/eeat/contact-text.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/**
 * Indian small businesses write a mobile number, not a landline, and label it "Mob." or "Mob. No.": "Mob. No.
 * 098765 43210" (the trunk 0 before the ten digits), "Mobile: +91 98765 43210", often with a second number after a
 * slash. Such a number is the way to reach them, so the contact details check passes; the GSTIN, order and register
 * numbers beside it stay what they are.
 */

function contact(footer: string) {
  const html = page(
    '<title>NEET coaching in Lucknow – Sharma Classes</title>',
    `<main><article><h1>How we prepare students for NEET</h1><p>${'Our batches meet six days a week, with a full mock test every Sunday and a doubt session after it. '.repeat(8)}</p></article></main><footer>${footer}</footer>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://sharmaclasses.example/blog/neet-preparation/',
        headers: HTTPS_HEADERS,
      }),
    ),
  );
  const f = finding(result, 'eeat.contact_details');
  return { status: f.status, values: f.evidence.map((e) => e.value) };
}

describe('Indian mobile numbers in the footer', () => {
  it.each([
    [
      '"Mob. No." with the trunk 0',
      '<p>Sharma Classes, 14 Hazratganj, Lucknow 226001 · Mob. No. 098765 43210</p>',
      '098765 43210',
    ],
    [
      '"Mob:" with ten digits',
      '<p>Sharma Classes · GSTIN 09ABCDE1234F1Z5 · Mob: 98765 43210</p>',
      '98765 43210',
    ],
    [
      '"Mobile:" with +91 and a second number after a slash',
      '<p>Sharma Classes, Lucknow · Mobile: +91 98765 43210 / 98765 43211</p>',
      '+91 98765 43210',
    ],
    [
      '"Mobile:" with the country code in brackets',
      '<p>Sharma Classes, Lucknow · Mobile: (+91) 98765 43210</p>',
      '(+91) 98765 43210',
    ],
    [
      'a mobile with the trunk 0 and no label',
      '<p>Sharma Classes · 14 Hazratganj, Lucknow 226001 · 098765 43210</p>',
      '098765 43210',
    ],
  ])('passes the contact details check on %s', (_, footer, phone) => {
    expect(contact(footer)).toEqual({ status: 'pass', values: [phone] });
  });

  it.each([
    'Order No. 098765 43210',
    'Reg. No. 098765 43210',
    'Registration no. 098765 43210',
    'GSTIN 09ABCDE1234F1Z5 · Invoice 098765 43210',
    'Udyam Reg. 098765 43210',
    'Flash mob 2019 2020 2021',
  ])('reads no phone in "%s"', (footer) => {
    expect(contactsInText(footer, footer)).toEqual([]);
  });
});
