import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * A byline's link to the writer's page, under the path the site's language gives it: German papers' /redaktion/<name>,
 * /autor/, /auteur/, Japanese /著者/ (as written in the HTML or percent-encoded, as browsers and CMSs send it), and
 * the other local words. The byline here is a plain paragraph, so only the path says the link is an author page.
 */
const ARTICLE = (
  href: string,
  lang = 'de',
) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Pflegereform: Bundesrat stimmt zu | Lindenauer Tagblatt</title>
<meta property="og:type" content="article"><meta property="article:published_time" content="2026-11-20T08:00:00+01:00">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Pflegereform: Bundesrat stimmt zu","datePublished":"2026-11-20T08:00:00+01:00","author":{"@type":"Person","name":"Anna Schäfer"},"publisher":{"@type":"NewsMediaOrganization","name":"Lindenauer Tagblatt"}}</script></head>
<body><header><a href="/">Lindenauer Tagblatt</a><nav><a href="/politik/">Politik</a> <a href="/wirtschaft/">Wirtschaft</a> <a href="/lokales/">Lokales</a></nav></header>
<main><article><h1>Pflegereform: Bundesrat stimmt zu</h1>
<p class="article-meta">Von <a href="${href}">Anna Schäfer</a> · 20. November 2026</p>
<p>Der Bundesrat hat der Pflegereform am Freitag zugestimmt. Damit steigen die Leistungen der Pflegeversicherung ab Januar um durchschnittlich fünf Prozent, und pflegende Angehörige erhalten ein eigenes Entlastungsbudget.</p>
<p>Die Länder hatten lange über die Finanzierung gestritten. Der Kompromiss sieht vor, dass der Bund einen höheren Zuschuss zahlt und der Beitragssatz erst 2028 erneut überprüft wird.</p>
<p>Sozialverbände begrüßten die Einigung, kritisierten aber, dass die Eigenanteile in Pflegeheimen weiter steigen dürften. Die Reform tritt nach der Unterzeichnung durch den Bundespräsidenten in Kraft.</p></article></main>
<footer><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a> <a href="/kontakt">Kontakt</a></footer></body></html>`;

function authorPageOf(html: string): { status: string; said: string } {
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://www.lindenauer-tagblatt.de/politik/pflegereform-bundesrat-zustimmung-a-8812.html',
        headers: HTTPS_HEADERS,
        fetchedAt: '2026-11-23T12:00:00.000Z',
      }),
    ),
  );
  const found = finding(result, 'eeat.author_page');
  return {
    status: found.status,
    said: found.evidence.map((e) => `${e.what} ${String(e.value ?? '')}`).join(' | '),
  };
}

const authorPage = (href: string) => authorPageOf(ARTICLE(href));

describe('eeat: author pages under local words', () => {
  it.each([
    '/redaktion/anna-schaefer',
    '/autor/anna-schaefer',
    '/auteur/anna-schaefer',
    '/redakteure/anna-schaefer',
    '/著者/anna-schaefer/',
    '/%E8%91%97%E8%80%85/anna-schaefer/',
    '/執筆者/anna-schaefer/',
    '/yazar/anna-schaefer',
    '/penulis/anna-schaefer',
    '/avtor/anna-schaefer',
    '/автор/anna-schaefer',
    '/%D0%B0%D0%B2%D1%82%D0%BE%D1%80/anna-schaefer',
  ])('passes a byline linking %s', (href) => {
    const { status, said } = authorPage(href);
    expect(status).toBe('pass');
    expect(said).toContain('link to an author page ("Anna Schäfer")');
  });

  it("does not take the newsroom's own pages under /redaktion/ in the footer for an author's", () => {
    const html = ARTICLE('/politik/').replace(
      '<a href="/kontakt">Kontakt</a>',
      '<a href="/redaktion/kontakt">Redaktion</a> <a href="/redaktion/leitlinien">Leitlinien</a>',
    );
    expect(authorPageOf(html).status).toBe('fail');
  });
});
