import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/**
 * A health site's "Conditions A–Z" (/conditions/) and a law firm's "Legal services" (/legal/…) in the navigation
 * are sections, not the terms page; the legal phrases and a /legal or /legal-notice page still are.
 */

const PROSE = `<p>${'Atrial fibrillation is an irregular heartbeat that raises the risk of stroke over time. '.repeat(20)}</p>`;

function terms(nav: string, footer = '') {
  const html = page(
    '<title>AFib</title>',
    `<header><nav>${nav}</nav></header><main><article><h1>AFib</h1>${PROSE}</article></main><footer>${footer}</footer>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://health.example/conditions/afib/', headers: HTTPS_HEADERS })),
  );
  const f = finding(result, 'eeat.terms');
  return { status: f.status, links: f.evidence.map((e) => e.value) };
}

describe('terms links', () => {
  it.each([
    ['a "Conditions A–Z" section', '<a href="/conditions/">Conditions A–Z</a>'],
    ['a "Conditions" label', '<a href="/conditions/">Conditions</a>'],
    [
      'a conditions and treatments section',
      '<a href="/conditions-and-treatments/">Conditions &amp; treatments</a>',
    ],
    ['a law firm\'s "Legal services"', '<a href="/legal/services/">Legal services</a>'],
    ['an agreements practice area', '<a href="/agreements/drafting/">Contract drafting</a>'],
  ])('does not take %s in the navigation for the terms page', (_, nav) => {
    expect(terms(nav).status).toBe('fail');
  });

  it.each([
    ['/terms-and-conditions/', 'Terms and conditions'],
    ['/conditions-of-use', 'Conditions of Use'],
    ['/conditions-generales-de-vente', 'CGV'],
    ['/help/', 'Conditions of use'],
    ['/legal', 'Legal'],
    ['/en/legal/', 'Site rules'],
    ['/legal-notice', 'Site rules'],
    ['/user-agreement', 'User agreement'],
  ])('still counts %s ("%s") in the footer', (href, text) => {
    const { status, links } = terms(
      '<a href="/conditions/">Conditions A–Z</a>',
      `<a href="${href}">${text}</a>`,
    );
    expect(status).toBe('pass');
    expect(links).toEqual([`https://health.example${href}`]);
  });
});
