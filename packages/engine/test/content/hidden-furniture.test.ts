import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { html, prose } from './context.ts';

/**
 * A cookie bar or a comment thread that a script shows later is hidden in the HTML by its own style: it is page
 * furniture, not text hidden from readers (which the hidden-text check and the spam cap hold against the page).
 */
const suspicious = (body: string) =>
  contentModel(parsePage(html(body)))
    .hidden.filter((h) => !h.interactive && !h.boilerplate)
    .map((h) => h.where);

describe('hidden page furniture', () => {
  it('does not count a hidden cookie bar or comment list, named by its own id or class, as hidden text', () => {
    const cookie = `<div id="cookie-law-info-bar" style="display:none"><p>${prose(60)}</p></div>`;
    const comments = `<ol class="comments" style="display:none"><li>${prose(60)}</li></ol>`;
    expect(suspicious(`<main><p>${prose(120)}</p></main>${cookie}`)).toEqual([]);
    expect(suspicious(`<main><p>${prose(120)}</p>${comments}</main>`)).toEqual([]);
  });

  it('still counts a hidden block of text that is no furniture', () => {
    expect(
      suspicious(
        `<main><p>${prose(120)}</p><div class="seo-text" style="display:none">${prose(60)}</div></main>`,
      ),
    ).toEqual(['div.seo-text']);
  });
});
