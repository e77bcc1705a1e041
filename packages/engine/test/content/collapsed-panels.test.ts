import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, html } from './context.ts';

const ANSWERS = [
  'Orders placed before 2 pm on a working day leave our warehouse the same afternoon and arrive in two to three days.',
  'You can return any unworn item within 30 days for a full refund; the return label is printed from your account page.',
  'We ship to every country in the European Union, to the United Kingdom, Norway and Switzerland, with duties paid.',
];
const QUESTIONS = ['How long does shipping take?', 'Can I return an item?', 'Where do you ship?'];

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
const ANSWER_WORDS = ANSWERS.reduce((sum, a) => sum + words(a), 0);

/** The same FAQ written as a theme's accordion: each answer hidden by `panel(i)` until its button opens it. */
function faq(panel: (i: number, answer: string) => string): string {
  const items = QUESTIONS.map(
    (q, i) =>
      `<h2><button aria-expanded="false" aria-controls="faq-${i}">${q}</button></h2>${panel(i, ANSWERS[i]!)}`,
  ).join('\n');
  return html(
    `<header><nav><a href="/">Home</a></nav></header><main><h1>Shipping and returns</h1>${items}</main>`,
  );
}

function model(page: string) {
  return contentModel(parsePage(page));
}

describe('collapsed accordion and tab panels', () => {
  const details = model(
    html(
      `<main><h1>Shipping and returns</h1>${QUESTIONS.map((q, i) => `<details><summary>${q}</summary><p>${ANSWERS[i]}</p></details>`).join('')}</main>`,
    ),
  );

  it('counts answers hidden with display:none and opened by a button (aria-controls) as <details> answers', () => {
    const accordion = model(faq((i, a) => `<div id="faq-${i}" style="display:none"><p>${a}</p></div>`));
    // Neither the id nor the class says "accordion": only the button's aria-controls does.
    expect(accordion.main.blocks.filter((b) => b.kind === 'paragraph').map((b) => b.text)).toEqual(ANSWERS);
    expect(accordion.main.words).toBe(details.main.words);
    expect(accordion.main.words).toBeGreaterThan(ANSWER_WORDS);
    // Still recorded as hidden, and as interactive: not hidden text to penalise.
    expect(accordion.hidden.map((h) => [h.how, h.interactive])).toEqual(
      ANSWERS.map(() => ['display:none', true]),
    );
  });

  it('counts tab panels, accordion classes and hidden="until-found" panels', () => {
    const panels = [
      (a: string) => `<div role="tabpanel" hidden><p>${a}</p></div>`,
      (a: string) => `<div class="accordion-content" style="display: none"><p>${a}</p></div>`,
      (a: string) => `<div hidden="until-found"><p>${a}</p></div>`,
    ];
    for (const panel of panels) {
      const m = model(
        html(
          `<main><h1>Shipping</h1><h2>${QUESTIONS[0]}</h2>${panel(ANSWERS[0]!)}<p>${ANSWERS[1]}</p></main>`,
        ),
      );
      expect(m.main.blocks.map((b) => b.text)).toContain(ANSWERS[0]);
    }
  });

  it('keeps text that no control opens out of the content, and hidden text inside a panel too', () => {
    const spam = model(
      html(
        `<main><h1>Shipping</h1><p>${ANSWERS[0]}</p><div class="seo" style="display:none"><p>cheap shoes cheap boots</p></div>
<div class="accordion-panel" hidden><p>${ANSWERS[1]}</p><p style="display:none">cheap sandals cheap heels</p></div></main>`,
      ),
    );
    const texts = spam.blocks.map((b) => b.text);
    expect(texts).toContain(ANSWERS[1]);
    expect(texts.some((t) => t.includes('cheap'))).toBe(false);
    expect(spam.hidden.filter((h) => !h.interactive).map((h) => h.text)).toEqual([
      'cheap shoes cheap boots',
      'cheap sandals cheap heels',
    ]);
  });

  it('keeps closed dialogs, menus and tooltips out of the content', () => {
    const m = model(
      html(
        `<main><h1>Shipping</h1><p>${ANSWERS[0]}</p><dialog><p>Sign up for 10% off your first order today.</p></dialog>
<div class="dropdown-menu" style="display:none"><p>Men's shoes and women's shoes</p></div>
<button aria-controls="news-modal">Newsletter</button><div id="news-modal" class="modal" hidden><p>Join the club</p></div></main>`,
      ),
    );
    expect(m.blocks.map((b) => b.text)).toEqual(['Shipping', ANSWERS[0]]);
    expect(m.hidden.every((h) => h.interactive)).toBe(true);
  });

  it('gives an accordion FAQ the same citability as the same FAQ in <details>, and reports no hidden text', () => {
    const url = 'https://shop.example/faq';
    const accordion = analyzeCitability(
      contextOf(
        faq((i, a) => `<div id="faq-${i}" class="answer" style="display:none"><p>${a}</p></div>`),
        { url },
      ),
    );
    const disclosure = analyzeCitability(
      contextOf(
        html(
          `<header><nav><a href="/">Home</a></nav></header><main><h1>Shipping and returns</h1>${QUESTIONS.map((q, i) => `<details><summary>${q}</summary><p>${ANSWERS[i]}</p></details>`).join('')}</main>`,
        ),
        { url },
      ),
    );
    const hidden = accordion.findings.find((f) => f.check === 'citability.hidden_text');
    expect(hidden?.status).toBe('pass');
    expect(accordion.score).toBe(disclosure.score);
  });
});
