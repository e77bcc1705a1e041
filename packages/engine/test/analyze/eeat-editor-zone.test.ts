import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * "Edited by" names the page's editor only in its byline zone: the credit lines at the top of the main text, or a
 * news agency's sign-off at its end. A film's or a book's credits in a review ("Directed by Martin Scorsese. …
 * Edited by Thelma Schoonmaker.", "Regie: … Schnitt: …") name who edited that work; the review gets no credit for
 * an editor. Schema `editor` on the page's own article still counts.
 */

const REVIEW = `<p>${"Scorsese's epic is long but never slack: the Osage murders unfold with a patience that makes the violence land harder, and the cast carries three and a half hours without strain. ".repeat(5)}</p>`;
const KRITIK = `<p>${'Scorseses Epos ist lang, aber nie schlaff: Die Morde an den Osage entfalten sich mit einer Geduld, die die Gewalt umso härter treffen lässt, und die Besetzung trägt dreieinhalb Stunden mühelos. '.repeat(5)}</p>`;

function editorial(body: string, opts: { lang?: string; schema?: object } = {}) {
  const article = opts.schema ?? {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: 'Killers of the Flower Moon review',
    datePublished: '2026-10-20',
    author: { '@type': 'Person', name: 'Dana Reyes' },
  };
  let html = page(
    `<title>Killers of the Flower Moon review</title><meta property="og:type" content="article">${jsonLd(article)}`,
    `<main><article><h1>Killers of the Flower Moon review</h1><p class="byline">By Dana Reyes</p>${body}</article></main>`,
  );
  if (opts.lang) html = html.replace('<html', `<html lang="${opts.lang}"`);
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://reelnotes.example/reviews/killers-of-the-flower-moon/',
        headers: HTTPS_HEADERS,
      }),
    ),
  );
  const check = finding(result, 'eeat.editorial_policy') as ReturnType<typeof finding> & { title?: string };
  return {
    status: check.status,
    title: check.title ?? '',
    said: check.evidence.map((e) => `${e.what} ${e.value ?? ''}`).join(' | '),
  };
}

const NAMED = 'An editor is named, but no editorial policy is linked';

describe('"Edited by" outside the byline zone', () => {
  it('takes no editor from a film review’s credits', () => {
    const { status, title } = editorial(
      `<p>Scorsese's epic is long but never slack.</p><p>Directed by Martin Scorsese. Written by Eric Roth. Edited by Thelma Schoonmaker. Music by Robbie Robertson.</p>${REVIEW}`,
    );
    expect(status).toBe('fail');
    expect(title).toBe('No editorial policy linked');
  });

  it('takes no editor from credits listed one to a line', () => {
    expect(
      editorial(
        `<p>Directed by Martin Scorsese</p><p>Written by Eric Roth</p><p>Edited by Thelma Schoonmaker</p>${REVIEW}`,
      ).status,
    ).toBe('fail');
  });

  it('takes no editor from a book’s details', () => {
    expect(editorial(`<p>Edited by Jane Ortiz (Faber, 320pp, £20)</p>${REVIEW}`).status).toBe('fail');
  });

  it('takes no editor from a German film review’s credits', () => {
    expect(
      editorial(
        `<p>Regie: Martin Scorsese · Drehbuch: Eric Roth · Redaktion: Thelma Schoonmaker</p>${KRITIK}`,
        {
          lang: 'de',
        },
      ).status,
    ).toBe('fail');
  });

  it('takes no editor from "Edited by" deep in the review', () => {
    expect(editorial(`${REVIEW}${REVIEW}<p>Edited by Thelma Schoonmaker</p>${REVIEW}`).status).toBe('fail');
  });
});

describe('"Edited by" in the byline zone', () => {
  it('reads the credit line under the byline', () => {
    const { title, said } = editorial(`<p>Edited by Kurt Woock</p>${REVIEW}`);
    expect(title).toBe(NAMED);
    expect(said).toContain('editor named in the text Edited by Kurt Woock');
  });

  it('reads a news agency’s sign-off at the end of the text', () => {
    const { title, said } = editorial(`${REVIEW}<p>Reporting by Dana Reyes; Editing by Mark Potter</p>`);
    expect(title).toBe(NAMED);
    expect(said).toContain('Editing by Mark Potter');
  });

  it('reads a German credit line under the byline', () => {
    expect(editorial(`<p>Redaktion: Anna Schmidt</p>${KRITIK}`, { lang: 'de' }).said).toContain(
      'Redaktion: Anna Schmidt',
    );
  });

  it('still counts schema editor on the page’s own article, beside a film’s credits', () => {
    const schema = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Killers of the Flower Moon review',
      datePublished: '2026-10-20',
      author: { '@type': 'Person', name: 'Dana Reyes' },
      editor: { '@type': 'Person', name: 'Kurt Woock' },
    };
    const { title, said } = editorial(
      `<p>Directed by Martin Scorsese. Edited by Thelma Schoonmaker.</p>${REVIEW}`,
      { schema },
    );
    expect(title).toBe(NAMED);
    expect(said).toContain('editor in schema (Article.editor) Kurt Woock');
  });
});
