import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { html, prose } from './context.ts';

/**
 * React and Next.js stream a page's slow parts later in the same response, in `<div hidden id="S:0">` until a script
 * moves them into place: that text is in the HTML crawlers read, content rather than text hidden from visitors.
 */
describe('streamed segments', () => {
  it('reads the text of a streamed segment as content, not hidden text', () => {
    const model = contentModel(
      parsePage(
        html(
          `<main><h1>Pricing</h1><template id="B:0"></template><p>Loading…</p></main><div hidden id="S:0"><p>${prose(90)}</p></div>`,
        ),
      ),
    );
    expect(model.hidden).toEqual([]);
    expect(model.blocks.some((b) => b.text.startsWith('Smiths shape'))).toBe(true);
  });

  it('still counts other hidden divs as hidden text', () => {
    const model = contentModel(
      parsePage(html(`<main><p>${prose(90)}</p></main><div hidden id="seo"><p>${prose(40)}</p></div>`)),
    );
    expect(model.hidden.map((h) => h.where)).toEqual(['div#seo']);
  });
});
