import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { contactsInText } from '../../src/analyze/eeat/contact-text.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/** An e-mail address or phone number written as text, in the content or the footer, is a way to reach the site. */

function contact(main: string, footer = '') {
  const html = page(
    '<title>Notes</title>',
    `<main><article><h1>Notes</h1><p>${'We grew beans and leeks on the allotment this year. '.repeat(10)}</p>${main}</article></main><footer>${footer}</footer>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://notes.example/2026/beans', headers: HTTPS_HEADERS })),
  );
  const f = finding(result, 'eeat.contact_details');
  return { status: f.status, values: f.evidence.map((e) => e.value) };
}

describe('contact details written as text', () => {
  it('counts an e-mail address in the content', () => {
    expect(contact('<p>Questions? Email me at ruth@allotmentnotes.uk.</p>')).toEqual({
      status: 'pass',
      values: ['ruth@allotmentnotes.uk'],
    });
  });

  it('counts an e-mail address or a phone number in the footer', () => {
    expect(contact('', '<p>Contact access@harborjazz.org</p>').values).toEqual(['access@harborjazz.org']);
    expect(contact('', '<p>Phone: (208) 555-0142</p>').values).toEqual(['(208) 555-0142']);
  });

  it('still fails a page with no way to reach anyone', () => {
    expect(contact('<p>Follow @allotmentnotes for more.</p>').status).toBe('fail');
  });

  it('keeps a mailto: link as the evidence when there is one', () => {
    expect(
      contact('<p><a href="mailto:ruth@allotmentnotes.uk">Write to me</a>, or ruth@elsewhere.uk</p>').values,
    ).toEqual(['mailto:ruth@allotmentnotes.uk']);
  });
});

describe('contactsInText', () => {
  it.each([
    ['Call us on +44 20 7946 0000 any weekday.', '+44 20 7946 0000'],
    ['Tel. 030 1234567', '030 1234567'],
    ['Reach the front desk at (312) 555-0199.', '(312) 555-0199'],
    ['Mobile: +1 (208) 555-0142', '+1 (208) 555-0142'],
  ])('reads the phone number in "%s"', (text, phone) => {
    expect(contactsInText(text).map((e) => e.value)).toEqual([phone]);
  });

  it.each([
    ['an image name', 'Use logo@2x.png on retina screens.'],
    ['a placeholder address', 'Enter an address such as you@example.com or name@site.test.'],
    ['a social handle and a package name', "Follow @acme; import { verify } from '@tallyform/node';"],
    ['an emergency number and years', 'Call 911. The 2019, 2020 and 2021 seasons were wet.'],
    ['figures and prices', 'Sales grew +12.5% in 2024 to $1,299.00; the telephone was invented in 1876.'],
    ['a phone mentioned in prose', 'We called her at 7 pm and the phone rang 12 times.'],
  ])('reads no contact detail in %s', (_, text) => {
    expect(contactsInText(text)).toEqual([]);
  });
});
