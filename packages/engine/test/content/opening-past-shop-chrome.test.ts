import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { answerFirst } from '../../src/content/signals/answer-first.ts';
import { parsePage } from '../../src/parse/page.ts';
import { citabilityOf, html } from './context.ts';

/**
 * A Shopify Dawn product page prints its size picker outside any <form> (a `variant-selects` element holding a
 * fieldset, a legend, radio inputs and their labels with a visually-hidden "Variant sold out or unavailable"), then
 * "Tax included. Shipping calculated at checkout." above the description. Neither is prose: the picker is left out of
 * the content, and the introduction opens with the description's first sentence.
 */

const size = (n: number, value: string) =>
  `<input type="radio" id="Size-${n}" name="Size" value="${value}"><label for="Size-${n}">${value}<span class="visually-hidden label-unavailable">Variant sold out or unavailable</span></label>`;

const DAWN =
  html(`<main id="MainContent" class="content-for-layout focus-none" role="main"><section class="product__info-container">
<p class="product__text inline-richtext caption-with-letter-spacing">Alder &amp; Pine</p>
<div class="product__title"><h1>Merino Wool Crew Sock</h1></div>
<div class="no-js-hidden" id="price-template--main" role="status"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">$24.00 USD</span></div></div>
<div class="product__tax caption rte">Tax included. <a href="/policies/shipping-policy">Shipping</a> calculated at checkout.</div>
<variant-selects id="variant-selects-template--main"><fieldset class="js product-form__input product-form__input--pill"><legend class="form__label">Size</legend>${size(1, 'M')}${size(2, 'L')}</fieldset></variant-selects>
<div class="product-form__buttons"><button type="submit" name="add" class="product-form__submit button"><span>Add to cart</span></button></div>
<div class="product__description rte"><p>Our everyday crew sock, knit in Portugal from a blend of 70% merino wool, 27% nylon and 3% elastane. The merino keeps feet warm in winter and dry in summer, and it resists odor, so you can wear a pair more than once between washes.</p><ul><li>Cushioned sole and reinforced heel and toe</li><li>Seamless toe closure</li><li>Machine wash cold, lay flat to dry</li></ul></div>
</section></main>`);

interface PassageOut {
  heading: string | null;
  where: string;
  answer_first: boolean;
}

describe('the opening past a shop page chrome', () => {
  it("leaves a Dawn product page's size picker out of the content", () => {
    const text = contentModel(parsePage(DAWN))
      .main.blocks.map((b) => b.text)
      .join('\n');
    expect(text).not.toContain('Variant sold out');
    expect(text).not.toMatch(/\bSize\b/);
    expect(text).toContain('Our everyday crew sock');
  });

  it('opens the introduction with the description, which answers first', () => {
    const passages = citabilityOf(DAWN, 'https://www.alderandpine.co/products/merino-wool-crew-sock')
      .passages as unknown as PassageOut[];
    const intro = passages.find((p) => p.heading === null || p.where.startsWith('introduction'))!;
    expect(intro.where).toContain('Our everyday crew sock');
    expect(intro.answer_first).toBe(true);
  });

  it('reads past a news dateline with a time and an update, and keeps a plain label of a form', () => {
    expect(
      answerFirst(
        'November 18, 2025 at 3:40 p.m. PST | Updated November 18, 2025 at 6:15 p.m. PST\nPortland voters will decide next May whether to pay for the biggest expansion of bus service in three decades.',
      ).sentence,
    ).toMatch(/^Portland voters/);
    const page = contentModel(
      parsePage(
        html('<main><h1>Contact</h1><p><label>Opening hours</label> Monday to Friday, 9 to 5.</p></main>'),
      ),
    );
    expect(page.main.blocks.map((b) => b.text)).toContain('Opening hours Monday to Friday, 9 to 5.');
  });

  it('reads past a recipe card\'s "Jump to Recipe Print Recipe" bar, and still hears "Oh my gosh" as filler', () => {
    const intro =
      'Jump to Recipe Print Recipe\nOh my gosh, you guys. This creamy Tuscan chicken is the dinner my family asks for every week.';
    expect(answerFirst(intro)).toMatchObject({
      ok: false,
      reason: 'filler opening',
      sentence: 'Oh my gosh, you guys.',
    });
    expect(answerFirst('Jump to Recipe Print Recipe\nThis chicken cooks in one pan in 30 minutes.').ok).toBe(
      true,
    );
  });
});
