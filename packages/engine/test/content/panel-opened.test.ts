import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { html } from './context.ts';

const ANSWER = 'Orders placed before 2 pm on a working day leave our warehouse the same afternoon.';

/** The collapsed panels of a page, with whether the markup shows what opens them. */
function panelsOf(body: string) {
  return contentModel(parsePage(html(`<main><h1>Shipping</h1>${body}</main>`)))
    .hidden.filter((h) => h.panel !== null)
    .map((h) => ({ where: h.where, opened: h.opened }));
}

describe('what opens a collapsed panel', () => {
  it('is nothing the markup shows for a div named "panel" that no control points at', () => {
    expect(panelsOf(`<div class="panel" style="display:none"><p>${ANSWER}</p></div>`)).toEqual([
      { where: 'div.panel', opened: false },
    ]);
  });

  it('is the control that points at a panel named by its class, a tab panel or until-found', () => {
    expect(
      panelsOf(
        `<button aria-controls="faq-1">When do orders ship?</button><div id="faq-1" class="panel" style="display:none"><p>${ANSWER}</p></div>`,
      ),
    ).toEqual([{ where: 'div#faq-1.panel', opened: true }]);
    expect(panelsOf(`<div role="tabpanel" id="t2" style="display:none"><p>${ANSWER}</p></div>`)).toEqual([
      { where: 'div#t2', opened: true },
    ]);
    expect(panelsOf(`<div hidden="until-found"><p>${ANSWER}</p></div>`).map((p) => p.opened)).toEqual([true]);
  });
});
