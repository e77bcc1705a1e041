import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { roleAfterName } from '../../src/analyze/eeat/roles.ts';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, page } from '../structured-data/helpers.ts';

/** A job title written after the byline's name states the author's role: it counts as a credential. */

function credentials(byline: string) {
  const html = page(
    '<title>Review</title><meta property="og:type" content="article">',
    `<main><article><h1>Sony WH-1000XM6 review</h1><p class="byline">${byline}</p><p>${'The noise cancelling is strong and the sound is warm and clear on long flights. '.repeat(20)}</p></article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://soundcheck.example/reviews/xm6/', headers: HTTPS_HEADERS })),
  );
  const f = finding(result, 'eeat.author_credentials');
  return { status: f.status, said: f.evidence.map((e) => e.what).join(' | ') };
}

describe('a job title in the byline', () => {
  it('counts "By Priya Nair, Senior Audio Editor" as the author\'s role', () => {
    const { status, said } = credentials(
      'By <a href="/staff/priya-nair/">Priya Nair</a>, Senior Audio Editor · June 20, 2026',
    );
    expect(status).toBe('pass');
    expect(said).toContain('job title "Senior Audio Editor" after the byline\'s name');
  });

  it.each([
    ['a date only', 'By Priya Nair · June 20, 2026'],
    ['a second author', 'By Priya Nair and Tom Becker · June 20, 2026'],
    ['a credit that names no role', 'By Priya Nair, with reporting from Reuters'],
  ])('still fails a byline with %s', (_, byline) => {
    expect(credentials(byline).status).toBe('fail');
  });
});

describe('roleAfterName', () => {
  it.each([
    [', Senior Audio Editor · June 20, 2026', 'Senior Audio Editor'],
    [' — Head Mechanic', 'Head Mechanic'],
    [', registered dietitian', 'registered dietitian'],
    [' | Staff Writer | 5 min read', 'Staff Writer'],
  ])('reads the role in "%s"', (rest, role) => {
    expect(roleAfterName(rest)).toBe(role);
  });

  it.each([
    [' · June 20, 2026'],
    [', who wrote to the editor of the Herald about the plan last spring'],
    [', Editorial'],
    [', Reuters'],
  ])('reads no role in "%s"', (rest) => {
    expect(roleAfterName(rest)).toBeUndefined();
  });
});
