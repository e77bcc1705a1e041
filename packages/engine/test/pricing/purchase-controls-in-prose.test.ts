import { describe, expect, it } from 'vitest';
import { reviewPricing } from './review-pages.ts';

/**
 * Purchase words count in controls (a button, a submit, a link, a form posting to a cart), not in prose: an
 * engineering post that says "a single checkout request crossed 14 service boundaries" and reports its AWS bill sells
 * nothing.
 */
describe('purchase words in prose', () => {
  it('leaves a Ghost post that says "checkout" and reports costs out of agent_pricing', () => {
    const result = reviewPricing('ghost-casper-post');
    expect(result.applicable).toBe(false);
    expect(result.weight).toBe(0);
    expect(result.findings.map((f) => f.status)).toEqual(['not_applicable']);
  });

  it('still reads a "Checkout" button on its own, and "Proceed to checkout" in a sentence’s link', () => {
    const button = reviewPricing('ghost-casper-post', {
      edit: (h) => h.replace('</article>', '<button type="button">Checkout</button></article>'),
    });
    expect(button.applicable).toBe(true);
    expect(button.signals).toContainEqual(
      expect.objectContaining({ kind: 'prices_in_text', what: expect.stringMatching(/near "Checkout"$/) }),
    );
    const link = reviewPricing('ghost-casper-post', {
      edit: (h) =>
        h.replace(
          '</article>',
          '<p>Your order is saved for an hour, so when you are ready, <a href="/checkout">proceed to checkout</a> and pay with any card.</p></article>',
        ),
    });
    expect(link.applicable).toBe(true);
  });

  it('reads a form posting to the cart whose submit is an input', () => {
    const result = reviewPricing('ghost-casper-post', {
      edit: (h) =>
        h.replace(
          '</article>',
          '<form action="/cart/add" method="post"><input type="hidden" name="id" value="1"><input type="submit" value="Buy the report"></form></article>',
        ),
    });
    expect(result.applicable).toBe(true);
    expect(result.signals).toContainEqual(
      expect.objectContaining({ what: expect.stringMatching(/near a form posting to \/cart\/add$/) }),
    );
  });
});
