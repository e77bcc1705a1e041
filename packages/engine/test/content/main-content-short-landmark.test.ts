import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

/** A page whose <main> or <article> holds a line while its text stands elsewhere: the finding says the element is there. */

function mainContentOf(body: string) {
  return findingOf(analyzeCitability(contextOf(html(body))), 'citability.main_content');
}

const TEXT = `<div id="content"><p>${prose(200)}</p><p>${prose(200)}</p></div>`;

describe('citability.main_content: a <main> or <article> too short to be the main content', () => {
  it('says the <main> holds only 5 words, not that there is none', () => {
    const finding = mainContentOf(`<main id="app"><p>Welcome to our little shop.</p></main>${TEXT}`);
    expect(finding.status).toBe('warn');
    expect(finding.title).toBe("Main content is not inside the page's <main>");
    expect(finding.evidence[0]?.what).toBe(
      '<main> (main#app) holds only 5 words, too few to count as the main content (it takes 30); main content guessed from the densest block',
    );
    expect(finding.evidence[0]?.where).toBe('div#content');
    expect(finding.fix).toContain('inside its <main>');
    expect(JSON.stringify(finding)).not.toMatch(/no <main>/);
  });

  it('names an <article> when there is no <main>, and an empty <main> as holding no text', () => {
    expect(
      mainContentOf(`<article><p>Five words are here now.</p></article>${TEXT}`).evidence[0]?.what,
    ).toMatch(/^<article> holds only 5 words/);
    expect(mainContentOf(`<main></main>${TEXT}`).evidence[0]?.what).toMatch(/^<main> holds no text;/);
  });

  it('names a role="main" element by its tag', () => {
    const finding = mainContentOf(`<div role="main" class="shell"><p>Loading…</p></div>${TEXT}`);
    expect(finding.title).toBe('Main content is not inside the page\'s <div role="main">');
    expect(finding.evidence[0]?.what).toMatch(/^<div role="main"> \(div\.shell\) holds only 1 word,/);
  });

  it('still says there is no landmark when there is none', () => {
    const finding = mainContentOf(TEXT);
    expect(finding.title).toBe('Main content is not marked up with <main> or <article>');
    expect(finding.evidence[0]?.what).toMatch(/^no <main>\/<article> landmark/);
  });
});
