import { describe, expect, it } from 'vitest';
import { findingOf } from '../content/context.ts';
import { readinessWith } from './agent-readiness-form-helpers.ts';
import {
  ARIA,
  CF7,
  GRAVITY,
  HUBSPOT,
  SEARCH,
  SHOPIFY,
  WOO,
  WPFORMS,
  WRAPPED,
} from './agent-readiness-plugin-forms.ts';

/**
 * agent_readiness's forms on the forms sites really serve: every field a person fills is listed once with how it is
 * labelled, and only a real gap (the search box labelled by its placeholder) is reported.
 */

const summary = (markup: string) => {
  const form = readinessWith(markup).forms[0]!;
  return {
    fields: form.fields.map((f) => `${f.name} ${f.type} ${f.labelled_by}${f.required ? ' required' : ''}`),
    issues: form.issues,
  };
};

describe('forms as WordPress plugins emit them', () => {
  it('WPForms: five labelled fields, no honeypot', () => {
    expect(summary(WPFORMS)).toEqual({
      fields: [
        'wpforms[fields][0][first] text label required',
        'wpforms[fields][0][last] text label required',
        'wpforms[fields][1] email label required',
        'wpforms[fields][3] select label',
        'wpforms[fields][2] textarea label',
      ],
      issues: [],
    });
  });

  it('Contact Form 7: the wrapped fields, without Akismet’s trap', () => {
    expect(summary(CF7)).toEqual({
      fields: [
        'your-name text label required',
        'your-email email label required',
        'department select label',
        'your-message textarea label',
        'acceptance-1 checkbox label',
      ],
      issues: [],
    });
  });

  it('Gravity Forms: the name pair, email, message and consent, without its honeypot', () => {
    expect(summary(GRAVITY)).toEqual({
      fields: [
        'input_1.3 text label required',
        'input_1.6 text label required',
        'input_2 email label required',
        'input_3 textarea label',
        'input_5.1 checkbox label required',
      ],
      issues: [],
    });
  });
});

describe('forms of hosted platforms and shops', () => {
  it('a HubSpot form rendered into the page', () => {
    expect(summary(HUBSPOT)).toEqual({
      fields: [
        'firstname text label required',
        'email email label required',
        'company_size select label',
        'message textarea label',
        'LEGAL_CONSENT.subscription_type_123 checkbox label',
      ],
      issues: [],
    });
  });

  it('Shopify’s newsletter form: one labelled email field, the hidden inputs and the button left out', () => {
    expect(summary(SHOPIFY)).toEqual({ fields: ['contact[email] email label required'], issues: [] });
  });

  it('the WooCommerce checkout: every billing field, radio option and box labelled', () => {
    const page = readinessWith(WOO);
    expect(page.forms[0]!.fields).toHaveLength(13);
    expect(page.forms[0]!.issues).toEqual([]);
    expect(findingOf(page, 'agent_readiness.form_labels').evidence[0]!.what).toBe(
      '13 of 13 fields have a label',
    );
  });
});

describe('how a field is labelled', () => {
  it('reports a search box with only a placeholder', () => {
    expect(summary(SEARCH)).toEqual({
      fields: ['s search placeholder'],
      issues: ['field s is labelled only by its placeholder'],
    });
    const labels = findingOf(readinessWith(SEARCH), 'agent_readiness.form_labels');
    expect(labels.evidence.map((e) => e.what)).toEqual([
      '0 of 1 fields have a label',
      's is labelled only by its placeholder',
    ]);
  });

  it('reads labels named by aria-labelledby', () => {
    const form = readinessWith(ARIA).forms[0]!;
    expect(form.fields.map((f) => `${f.name}: ${f.label} (${f.labelled_by})`)).toEqual([
      'zip: Your ZIP code (aria-labelledby)',
      'qty: How many anvils? (aria-labelledby)',
    ]);
  });

  it('reads fields wrapped in their labels', () => {
    expect(summary(WRAPPED)).toEqual({
      fields: ['email email label required', 'weekly checkbox label', 'freq select label'],
      issues: [],
    });
  });
});
