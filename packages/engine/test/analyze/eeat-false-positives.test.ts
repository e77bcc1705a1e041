import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { bylineOf, firstByline } from '../../src/analyze/eeat/bylines.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * English pages whose words look like another language's: headings that start with "Von" or "Auteur", article
 * slugs that start with "privacy-", a German warning quoted in an English article.
 */

function eeatOf(html: string, url = ARTICLE_URL) {
  return EeatModule.parse(analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS })));
}

function values(result: EeatModule, id: string): unknown[] {
  const found = result.signals.find((s) => s.id === id);
  if (!found) throw new Error(`no signal ${id}`);
  return found.evidence.map((e) => e.value);
}

const EN =
  'Films are made by hundreds of people, and editors, writers and cinematographers shape what we see on the screen. ';

function post(body: string, { head = '', footer = '', related = '' } = {}) {
  return `<!doctype html><html lang="en"><head><title>T</title><meta property="og:type" content="article">${head}</head><body><main><article>${body}<p>${EN.repeat(8)}</p>${related}</article></main><footer>${footer}</footer></body></html>`;
}

describe('eeat: English headings and titles are not bylines', () => {
  it('reads "By Mia Park · January 28, 2025" under an H1 "Auteur Theory Explained", with its date', () => {
    const result = eeatOf(
      post('<h1>Auteur Theory Explained</h1><p>By Mia Park · January 28, 2025</p>', {
        head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Auteur Theory","datePublished":"2025-01-28","author":{"@type":"Person","name":"Mia Park"}}</script>',
      }),
    );
    expect(values(result, 'byline')).not.toContain('Theory Explained');
    expect(values(result, 'byline')).toContain('Mia Park');
    expect(finding(result, 'eeat.date_published').status).toBe('pass');
  });

  it('reads "Posted on 9 March 2025 by Sam Ortiz" under an H1 "Von Neumann Architecture"', () => {
    const result = eeatOf(
      post('<h1>Von Neumann Architecture</h1><p>Posted on 9 March 2025 by Sam Ortiz</p>'),
    );
    expect(values(result, 'byline')).toEqual(['Sam Ortiz']);
  });

  it('does not take a heading as a byline when nothing else names an author', () => {
    const result = eeatOf(post('<h1>Von Trapp Family Singers</h1><h2>Door Hanger Printing</h2>'));
    expect(finding(result, 'eeat.byline').status).toBe('fail');
  });

  it('needs the colon after Auteur, Autore and Autora outside a byline element', () => {
    expect(bylineOf('Auteur Theory Explained')).toBeUndefined();
    expect(bylineOf('Autora Invitada')).toBeUndefined();
    expect(bylineOf('Auteur : Marie Dupont')?.name).toBe('Marie Dupont');
    expect(bylineOf('Autore: Marco Rinaldi')?.name).toBe('Marco Rinaldi');
    expect(bylineOf('Auteur Marie Dupont', true)?.name).toBe('Marie Dupont');
    // The German and Polish labels keep working without a colon.
    expect(bylineOf('Autorin Christa Wolf')?.name).toBe('Christa Wolf');
  });

  it('lets an explicit English "By" line win over a line that only opens with a preposition', () => {
    const text = 'Par Value Explained\nBy Mia Park · January 28, 2025\nBody text.';
    expect(firstByline(text)?.name).toBe('Mia Park');
    expect(firstByline('Von Anna Schäfer · 3. März 2025\nText.')?.name).toBe('Anna Schäfer');
  });

  it('prefers the line that names the author the schema names', () => {
    const text = 'Von Karl Weber · Fotos\nVon Anna Schäfer\nText.';
    expect(firstByline(text, { authors: ['Anna Schäfer'] })?.name).toBe('Anna Schäfer');
    expect(firstByline(text)?.name).toBe('Karl Weber');
  });
});

describe('eeat: article links are not trust pages', () => {
  const related = `<h2>Related</h2><ul>
    <li><a href="/tech/privacy-sandbox-explained/">Google's Privacy Sandbox, explained</a></li>
    <li><a href="/world/gdpr-fines-2024/">The biggest GDPR fines of 2024</a></li>
    <li><a href="/health/conditions/asthma-and-pollen/">Asthma and pollen season</a></li>
    <li><a href="/business/legal-aid-cuts/">Legal aid cuts hit tenants</a></li>
    <li><a href="/world/ethics/">World ethics desk</a></li>
    <li><a href="/standards/c11-memory-model/">Notes on the C11 memory model</a></li></ul>`;

  it('does not count article slugs in the content as privacy, terms or editorial policy', () => {
    const result = eeatOf(post('<h1>Prices rise again</h1>', { related }));
    // Neither the slug nor an article title that holds the word makes a privacy link.
    expect(finding(result, 'eeat.privacy_policy').status).toBe('fail');
    expect(finding(result, 'eeat.terms').status).toBe('fail');
    expect(finding(result, 'eeat.editorial_policy').status).toBe('fail');
  });

  it('still counts them by the whole last segment in the content, and anywhere in the path in the footer', () => {
    const result = eeatOf(
      post('<h1>Prices rise again</h1>', {
        related: '<p>Read our <a href="/legal/privacy/">policy on your data</a>.</p>',
        footer: '<a href="/privacy-center/cookies">Cookies</a> <a href="/legal-notice">Site rules</a>',
      }),
    );
    expect(values(result, 'privacy_policy')).toEqual([
      'https://acme.example/legal/privacy/',
      'https://acme.example/privacy-center/cookies',
    ]);
    expect(values(result, 'terms')).toEqual(['https://acme.example/legal-notice']);
  });

  it('still counts a short policy label in the content, and any label in the footer', () => {
    const result = eeatOf(
      post('<h1>Prices rise again</h1>', {
        related: '<p>See our <a href="/p/17">privacy notice</a>.</p>',
        footer: '<a href="/p/18">How we handle your privacy and data</a>',
      }),
    );
    expect(values(result, 'privacy_policy')).toEqual([
      'https://acme.example/p/17',
      'https://acme.example/p/18',
    ]);
  });
});

describe('eeat: statements in other languages quoted in English', () => {
  const health =
    'Fever medication needs the right dosage: check the symptom, the treatment and any side effect with care. A disease or a pregnancy changes which medication is safe. ';

  it('does not take a quoted German package warning as the disclaimer of an English health page', () => {
    const result = eeatOf(
      post(
        `<h1>Fever medication for children</h1><p>${health.repeat(3)}</p><p>In Germany, every pack must carry the sentence "Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihren Arzt oder Apotheker." It is a legal requirement there, not advice from us.</p>`,
      ),
    );
    expect(result.ymyl).toMatchObject({ detected: true });
    expect(finding(result, 'eeat.ymyl_disclaimer').status).toBe('fail');
  });
});
