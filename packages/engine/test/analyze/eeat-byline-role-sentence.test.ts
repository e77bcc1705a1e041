import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/**
 * A job title after the byline's name ends where its sentence ends: "By Jane Doe, licensed plumber. Updated 1 February
 * 2026." states the role "licensed plumber", not "licensed plumber. Updated".
 */

function credentials(byline: string, element = 'p') {
  const html = page(
    '<title>Fixing a leaking tap</title><meta property="og:type" content="article">',
    `<main><article><h1>How to fix a leaking tap</h1><${element}>${byline}</${element}><p>${'Turn off the water at the stop valve, then take the tap apart and replace the worn washer. '.repeat(20)}</p></article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, { url: 'https://pipes.example/guides/leaking-tap/', headers: HTTPS_HEADERS }),
    ),
  );
  const f = finding(result, 'eeat.author_credentials');
  return { status: f.status, said: f.evidence.map((e) => e.what) };
}

describe('a job title after the byline ends with its sentence', () => {
  it.each([
    ['a plain line', 'By Jane Doe, licensed plumber. Updated 1 February 2026.', 'p'],
    ['a byline element', 'By Jane Doe, licensed plumber. Updated 1 February 2026.', 'p class="byline"'],
    ['a date with the month first', 'By Jane Doe, licensed plumber. Updated February 1, 2026.', 'p'],
    ['a sentence about the author', 'By Jane Doe, licensed plumber. She has fixed pipes for years.', 'p'],
  ])('reads "licensed plumber" from %s', (_, byline, element) => {
    const { status, said } = credentials(byline, element);
    expect(status).toBe('pass');
    expect(said).toContain('job title "licensed plumber" after the byline\'s name');
  });

  it.each([
    [
      'By Jane Doe, Ph.D. candidate and research scientist. Updated 1 February 2026.',
      'Ph.D. candidate and research scientist',
    ],
    ['By Jane Doe — M.D. and staff physician. Updated 1 February 2026.', 'M.D. and staff physician'],
    [
      'By Sam Lee, senior editor for St. Louis Homes. Updated 1 February 2026.',
      'senior editor for St. Louis Homes',
    ],
    ['By Sam Lee — founder of Acme Inc. Updated 1 February 2026.', 'founder of Acme Inc.'],
  ])('keeps the abbreviations a title holds in "%s"', (byline, role) => {
    const { status, said } = credentials(byline);
    expect(status).toBe('pass');
    expect(said).toContain(`job title "${role}" after the byline's name`);
  });
});
