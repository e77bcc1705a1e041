import { describe, expect, it } from 'vitest';
import { readinessWith } from './agent-readiness-form-helpers.ts';
import { SHOPIFY_PRODUCT } from './agent-readiness-plugin-forms.ts';

/**
 * A control's `form` attribute names the form it belongs to, wherever it sits: Shopify themes put the variant
 * picker and the quantity outside the product form. Such a control is that form's field, once, and a control
 * naming no form on the page belongs to none.
 */

describe('fields joined to their form by the form attribute', () => {
  it('gives the Shopify product form its variant and quantity fields', () => {
    const form = readinessWith(SHOPIFY_PRODUCT).forms[0]!;
    expect(form.selector).toBe('form#product-form-template--123__main');
    expect(form.fields.map((f) => `${f.name} ${f.type}: ${f.label}`)).toEqual([
      'Weight radio: 50 kg',
      'Weight radio: 100 kg',
      'quantity number: Quantity',
    ]);
    expect(form.issues).toEqual([]);
  });

  it('counts a control inside its own form once, and one naming another form as that form’s', () => {
    const page = readinessWith(
      '<form id="a" action="/a"><label>Size <input name="size" form="a"></label><label>Note <input name="note" form="b"></label><label>Lost <input name="lost" form="nowhere"></label></form>' +
        '<form id="b" action="/b"><label>Email <input type="email" name="email"></label></form>',
    );
    expect(page.forms.map((f) => `${f.selector}: ${f.fields.map((field) => field.name).join(', ')}`)).toEqual(
      ['form#a: size', 'form#b: email, note'],
    );
  });
});
