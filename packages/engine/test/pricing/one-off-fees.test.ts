import { describe, expect, it } from 'vitest';
import { findingOf, reviewPricing } from './review-pages.ts';

/**
 * A one-off fee is not asked for a billing period unless the page sells subscriptions: a university's "The placement
 * year costs £1,905" beside its yearly tuition is a one-off fee, while a plan's price beside monthly ones is not.
 */
const periodCheck = (result: ReturnType<typeof reviewPricing>) =>
  findingOf(result, 'agent_pricing.currency_and_period');

describe('one-off fees beside periodic prices', () => {
  it('passes a Drupal course page whose placement fee stands beside yearly tuition', () => {
    const check = periodCheck(reviewPricing('drupal-university'));
    expect(check.status).toBe('pass');
    expect(check.evidence.map((e) => e.what)).toEqual([
      '2 of 3 prices state a period; the page sells no subscription, so the others read as one-off prices',
    ]);
  });

  it('still asks for a period when the page sells by the month', () => {
    const check = periodCheck(
      reviewPricing('drupal-university', {
        edit: (h) => h.replace('£24,800 per year', '£2,100 per month'),
      }),
    );
    expect(check.status).toBe('warn');
    expect(check.evidence.map((e) => e.what)).toContain('no billing period after "£1,905"');
  });

  it('still asks for a period when the page speaks of subscriptions', () => {
    const check = periodCheck(
      reviewPricing('drupal-university', {
        edit: (h) => h.replace('The placement year costs £1,905.', 'A library subscription costs £1,905.'),
      }),
    );
    expect(check.status).toBe('warn');
  });
});
