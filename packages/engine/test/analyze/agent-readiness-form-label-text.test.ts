import { describe, expect, it } from 'vitest';
import { fieldsOf } from './agent-readiness-form-helpers.ts';
import { CF7, GRAVITY, HUBSPOT, WOO, WRAPPED } from './agent-readiness-plugin-forms.ts';

/**
 * A field's label is the label's own words, as a screen reader or an agent reading the accessibility tree hears it:
 * the options of a select or the default text of a textarea the label wraps are not part of it, nor a part hidden
 * with aria-hidden, nor the asterisk that marks a required field (the field's `required` says that).
 */

describe('the label text of plugin form fields', () => {
  it('leaves out the options and default text of the controls Contact Form 7 wraps in their labels', () => {
    expect(fieldsOf(CF7).slice(0, 5)).toEqual([
      'your-name: Your name (label)',
      'your-email: Your email (label)',
      'department: Department (label)',
      'your-message: Your message (optional) (label)',
      'acceptance-1: I agree to the privacy policy (label)',
    ]);
  });

  it('reads a select wrapped in its label by the label’s words only', () => {
    expect(fieldsOf(WRAPPED)).toContain('freq: Frequency (label)');
  });

  it('drops WooCommerce’s aria-hidden required star and a trailing asterisk', () => {
    const fields = fieldsOf(WOO);
    expect(fields.slice(0, 3)).toEqual([
      'billing_first_name: First name (label)',
      'billing_last_name: Last name (label)',
      'billing_country: Country / Region (label)',
    ]);
    expect(fields).toContain('terms: I have read and agree to the website terms and conditions (label)');
  });

  it('drops the required asterisk of HubSpot and Gravity Forms labels', () => {
    expect(fieldsOf(HUBSPOT).slice(0, 2)).toEqual(['firstname: First name (label)', 'email: Email (label)']);
    expect(fieldsOf(GRAVITY)).toContain('input_2: Email (label)');
  });
});
