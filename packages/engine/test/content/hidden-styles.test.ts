import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf, html } from './context.ts';

const VISIBLE =
  'Comprehensive car insurance pays for damage to your own car as well as to others, whoever caused the accident. ';
const SPAM = 'cheap car insurance miami best car insurance quotes florida cheap auto insurance near me';

function hiddenOf(style: string) {
  const m = contentModel(
    parsePage(html(`<main><p>${VISIBLE.repeat(4)}</p><p style="${style}">${SPAM}</p></main>`)),
  );
  return { how: m.hidden.map((h) => h.how), inBlocks: m.blocks.some((b) => b.text.includes('miami')) };
}

describe('text hidden by a tiny font or by its background colour', () => {
  it('finds a font of 1 or 2 pixels, under 2 points or a tenth of an em', () => {
    for (const [style, how] of [
      ['font-size:1px', 'font-size:1px'],
      ['font-size: 2px;', 'font-size:2px'],
      ['font-size:1.5pt', 'font-size:1.5pt'],
      ['font-size:.1em', 'font-size:.1em'],
      ['font-size:0', 'font-size:0'],
    ])
      expect([style, hiddenOf(style!)]).toEqual([style, { how: [how], inBlocks: false }]);
  });

  it('finds text in the colour of its background, whatever the spelling', () => {
    for (const style of [
      'color:#ffffff;background:#ffffff',
      'background-color: white; color: #FFF',
      'color:rgb(0, 0, 0);background:#000',
    ])
      expect([style, hiddenOf(style)]).toEqual([
        style,
        { how: ['text colour same as background'], inBlocks: false },
      ]);
  });

  it('leaves readable text visible: normal sizes, different colours, a background image', () => {
    for (const style of [
      'font-size:12px',
      'font-size:0.9em',
      'font-size: 1.2rem',
      'font-size:20px',
      'color:#fff;background:#1a1a1a',
      'color:#fff;background:url(hero.jpg) #fff',
      'color:inherit;background:inherit',
      'background:#fff',
    ])
      expect([style, hiddenOf(style)]).toEqual([style, { how: [], inBlocks: true }]);
  });

  it('reports white-on-white keyword text as hidden text', () => {
    const page = html(
      `<main><p>${VISIBLE.repeat(12)}</p><p style="color:#ffffff;background:#ffffff">${SPAM} ${SPAM}</p></main>`,
    );
    const finding = findingOf(analyzeCitability(contextOf(page)), 'citability.hidden_text');
    expect(finding.status).not.toBe('pass');
    expect(finding.evidence[1]!.what).toMatch(
      /^hidden with text colour same as background: "cheap car insurance/,
    );
  });
});
