import { describe, expect, it } from 'vitest';
import { findingOf } from '../content/context.ts';
import { fieldsOf, readinessWith } from './agent-readiness-form-helpers.ts';
import {
  CF7,
  ELEMENTOR,
  GRAVITY,
  GRAVITY_PAGED,
  MAILCHIMP,
  WPFORMS,
} from './agent-readiness-plugin-forms.ts';

/**
 * The spam traps form plugins add are hidden from people, and an agent that fills one gets its submission thrown
 * away: they are not fields of the form, and one without a label is no missing label. A hidden page of a
 * multi-page form is not a trap: its fields stay.
 */

describe('honeypot fields', () => {
  it('leaves out the WPForms honeypot ("Phone")', () => {
    expect(fieldsOf(WPFORMS).map((f) => f.split(':')[0])).toEqual([
      'wpforms[fields][0][first]',
      'wpforms[fields][0][last]',
      'wpforms[fields][1]',
      'wpforms[fields][3]',
      'wpforms[fields][2]',
    ]);
  });

  it('leaves out the Gravity Forms honeypot ("Comments") and Akismet’s trap in Contact Form 7', () => {
    expect(fieldsOf(GRAVITY).some((f) => f.startsWith('input_4:'))).toBe(false);
    expect(fieldsOf(CF7).some((f) => f.includes('ak_hp_textarea'))).toBe(false);
  });

  it('does not report Mailchimp’s off-screen bot field or Elementor’s honeypot as unlabelled', () => {
    const page = readinessWith(MAILCHIMP + ELEMENTOR);
    expect(page.forms.map((f) => f.fields.map((field) => field.name))).toEqual([
      ['EMAIL'],
      ['form_fields[email]'],
    ]);
    expect(page.forms.flatMap((f) => f.issues)).toEqual([]);
    const labels = findingOf(page, 'agent_readiness.form_labels');
    expect(labels.status).toBe('pass');
    expect(labels.evidence[0]!.what).toBe('2 of 2 fields have a label');
  });

  it('keeps a select that Select2 hides behind its own widget', () => {
    expect(
      fieldsOf(
        '<form action="/quote"><label for="country">Country</label><select name="country" id="country" class="select2-hidden-accessible" aria-hidden="true" tabindex="-1"><option value="DE">Germany</option></select><span class="select2 select2-container"><span class="selection"><span class="select2-selection" role="combobox" aria-labelledby="select2-country-container">Germany</span></span></span><button>Get a quote</button></form>',
      ),
    ).toEqual(['country: Country (label)']);
  });

  it('keeps the fields of a multi-page form’s hidden second page', () => {
    expect(fieldsOf(GRAVITY_PAGED)).toEqual(['input_1: Company (label)', 'input_4: Work email (label)']);
  });
});
