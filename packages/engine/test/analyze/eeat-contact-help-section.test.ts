import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/**
 * "Contact page linked" on a pet shop's product page (decision 0102): the banner "Free delivery when you spend £35 or
 * more*" links the delivery section of the support page, which is no contact page; "Contact Us", "/contact" and
 * "Need help?" are.
 */

function contactPage(header: string, footer = '') {
  const html = page(
    '<title>Dog food 12 kg | Pawprint Pets</title>',
    `<header>${header}</header><main><h1>Adult dry dog food, chicken, 12 kg</h1><p>${'A complete food for adult dogs, with chicken as the first ingredient. '.repeat(8)}</p><p>£42.99</p></main><footer>${footer}</footer>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://www.pawprintpets.co.uk/dog/dry-food/adult-chicken-12kg',
        headers: HTTPS_HEADERS,
      }),
    ),
  );
  const f = finding(result, 'eeat.contact_page');
  return { status: f.status, values: f.evidence.map((e) => e.value) };
}

const BANNER = '<a href="/help/support#shipping-delivery">Free delivery when you spend £35 or more*</a>';

describe('a link to a section of the help page about something else', () => {
  it('is not the contact page: a delivery promotion to /help/support#shipping-delivery', () => {
    expect(contactPage(BANNER).status).toBe('fail');
  });

  it.each([
    ['/help/support#returns', 'Free returns within 30 days'],
    ['/help#delivery-options', 'Next-day delivery before 9pm'],
    ['/kundenservice#versand', 'Versandkostenfrei ab 29 €'],
    ['/support#reviews', 'Rated 4.8 by 12,000 customers'],
    ['/help/support#shipping-delivery', 'Free delivery service'],
    ['/help#delivery', 'Express delivery service, 7 days a week'],
  ])('nor is %s under "%s"', (href, text) => {
    expect(contactPage(`<a href="${href}">${text}</a>`).status).toBe('fail');
  });

  it('still finds the genuine contact link beside the banner', () => {
    expect(contactPage(BANNER, '<a href="/contact">Contact Us</a>')).toEqual({
      status: 'pass',
      values: ['https://www.pawprintpets.co.uk/contact'],
    });
  });

  it.each([
    ['/help/support#shipping-delivery', 'Contact Us'],
    ['/help/support#shipping-delivery', 'Need help?'],
    ['/help/support#shipping-delivery', 'Customer service'],
    ['/kundenservice#versand', 'Kundenservice'],
    ['/aide#livraison', 'Service client'],
    ['/contact#delivery', 'Free delivery over £35'],
    ['/help/support', 'Free delivery when you spend £35 or more*'],
    ['/help#contact-us', 'Free delivery when you spend £35 or more*'],
    ['/help', 'Need help?'],
  ])('counts %s under "%s": a contact label, the contact page, or the help page itself', (href, text) => {
    expect(contactPage(`<a href="${href}">${text}</a>`).status).toBe('pass');
  });
});
