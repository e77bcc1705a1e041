import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';

function sourcesOf(body: string) {
  const result = CitabilityModule.parse(
    analyzeCitability(contextOf(html(body), { url: 'https://example.com/blog/anvils' })),
  );
  return findingOf(result, 'citability.source_citations');
}

const link = (text: string) => `<a href="https://www.nist.example.gov/anvils">${text}</a>`;

describe('citability.source_citations: judged where a source is owed', () => {
  it('does not apply when no passage states a figure that needs a source, however few links the page has', () => {
    const f = sourcesOf(
      `<main><h1>Anvils</h1><h2>Shapes</h2><p>An anvil has a face, a horn and a hardy hole. ${prose(120)}</p>
<h2>Festival</h2><p>Doors open at 7 p.m. on May 14, and tickets cost $65. ${prose(120)}</p></main>`,
    );
    expect(f.status).toBe('not_applicable');
    expect(f.impact).toBe(0);
    expect(f.evidence[0]?.what).toMatch(/^not applicable: no passage states a figure that needs a source/);
  });

  it('scores the share of the passages with such figures that cite a source', () => {
    const cited = `<h2>Market</h2><p>Sales grew 35% in 2025, ${link('according to NIST')}. ${prose(100)}</p>`;
    const uncited = `<h2>Weight</h2><p>Most smiths use an anvil of 45 kg or more. ${prose(100)}</p>`;
    const none = `<h2>Care</h2><p>Oil the face after use. ${prose(100)}</p>`;
    const all = sourcesOf(`<main><h1>Anvils</h1>${cited}${none}</main>`);
    expect(all.status).toBe('pass');
    expect(all.evidence[0]?.what).toBe(
      '1 of 1 passage stating figures that need a source cite one (a link or "according to …")',
    );
    const half = sourcesOf(`<main><h1>Anvils</h1>${cited}${uncited}${none}</main>`);
    expect(half.status).toBe('warn');
    expect(half.evidence.some((e) => e.what === 'figures without a source (45 kg)')).toBe(true);
    expect(sourcesOf(`<main><h1>Anvils</h1>${uncited}${none}</main>`).status).toBe('fail');
  });

  it('a link in another passage does not source the figures (it passed on the count of links before)', () => {
    const f = sourcesOf(
      `<main><h1>Anvils</h1><h2>Weight</h2><p>Most smiths use an anvil of 45 kg or more, and 70% buy used. ${prose(100)}</p>
<h2>Our workshop</h2><p>We work with ${link('NIST')}, <a href="https://a.example/x">A</a> and <a href="https://b.example/y">B</a>. ${prose(100)}</p></main>`,
    );
    expect(f.status).toBe('fail');
    expect(f.fix).toMatch(/Cite only sources you actually relied on/);
  });

  it('a references section covers the passages that link none', () => {
    const f = sourcesOf(
      `<main><h1>AFib</h1><h2>How common is it?</h2><p>About 10.5 million adults have it, and 21% learn of it after a stroke. ${prose(180)}</p>
<h2>References</h2><ol><li>${link('NIST 2024')}</li></ol></main>`,
    );
    expect(f.status).toBe('pass');
    expect(f.evidence[0]?.what).toMatch(/the references section covers the rest$/);
  });
});
