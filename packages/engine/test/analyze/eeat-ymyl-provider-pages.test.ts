import { describe, expect, it } from 'vitest';
import { checkOf, eeatReviewHtml, reviewEeat } from './eeat-review-pages.ts';

/**
 * YMYL on a provider's own pages: a dentist's, clinic's or bank's business type, which Yoast prints on every page as
 * the site's node, says nothing of whether a page gives health or money advice; it counts only as the page's main
 * entity. And an author whose byline carries a credential in the topic ("Dan Reyes, CFP®") meets the expert bar.
 */

describe('a YMYL business type marks the page YMYL only as its main entity', () => {
  it("reads a dentist's service page by its text, not by the site-wide Dentist node", () => {
    const result = reviewEeat('dentist-local');
    expect(result.ymyl).toMatchObject({ detected: false });
    expect(checkOf(result, 'ymyl_disclaimer').status).toBe('not_applicable');
    expect(checkOf(result, 'expert_review').status).toBe('not_applicable');
  });

  it('still reads the page as health when its WebPage names the Dentist as its main entity', () => {
    const html = eeatReviewHtml('dentist-local').replace(
      '"isPartOf":{"@id":"https://www.brightsmiledentalaustin.com/#website"},',
      '"isPartOf":{"@id":"https://www.brightsmiledentalaustin.com/#website"},"mainEntity":{"@id":"https://www.brightsmiledentalaustin.com/#organization"},',
    );
    expect(reviewEeat('dentist-local', html).ymyl).toMatchObject({ detected: true, topic: 'health' });
  });

  it("reads a physician's own profile page (the node's url is the page) as health", () => {
    const html = eeatReviewHtml('dentist-local').replace(
      '{"@type":"Dentist","@id":"https://www.brightsmiledentalaustin.com/#organization",',
      '{"@type":"Dentist","@id":"https://www.brightsmiledentalaustin.com/#organization"},{"@type":"Physician","url":"https://www.brightsmiledentalaustin.com/services/dental-implants/",',
    );
    expect(reviewEeat('dentist-local', html).ymyl).toMatchObject({ detected: true, topic: 'health' });
  });

  it('does not take a publisher whose url is the page for its subject', () => {
    const html = eeatReviewHtml('dentist-local')
      .replace(
        '"inLanguage":"en-US"},{"@type":"WebSite"',
        '"inLanguage":"en-US","publisher":{"@id":"https://www.brightsmiledentalaustin.com/#organization"}},{"@type":"WebSite"',
      )
      .replace(
        '"name":"BrightSmile Dental","telephone"',
        '"name":"BrightSmile Dental","url":"https://www.brightsmiledentalaustin.com/services/dental-implants/","telephone"',
      );
    expect(reviewEeat('dentist-local', html).ymyl).toMatchObject({ detected: false });
  });
});

describe('an author credentialed in the topic meets the expert bar', () => {
  it('passes expert review on a Roth IRA guide by "Dan Reyes, CFP®", and says why', () => {
    const { status, said } = checkOf(reviewEeat('wp-rankmath-finance'), 'expert_review');
    expect(status).toBe('pass');
    expect(said).toContain('written by a credentialed author: "CFP"');
    expect(said).toContain('Dan Reyes, CFP®');
  });

  it('still asks for a review when the byline carries no credential (a bio saying so is not the byline)', () => {
    const html = eeatReviewHtml('wp-rankmath-finance').replaceAll('Dan Reyes, CFP®', 'Dan Reyes');
    expect(html).toContain('Certified Financial Planner');
    const { status, said } = checkOf(reviewEeat('wp-rankmath-finance', html), 'expert_review');
    expect(status).toBe('fail');
    expect(said).toContain("no financial credential (CFP, MD …) in the author's byline");
  });

  it('does not take a credential from another field for the topic ("RN" on a finance guide)', () => {
    const html = eeatReviewHtml('wp-rankmath-finance').replaceAll('Dan Reyes, CFP®', 'Dana Reyes, RN');
    expect(checkOf(reviewEeat('wp-rankmath-finance', html), 'expert_review').status).toBe('fail');
  });

  it('passes a health page written, not reviewed, by a clinician ("By Sarah Okafor, MD")', () => {
    const health = eeatReviewHtml('health-ymyl')
      .replace(
        '"lastReviewed":"2025-07-09","reviewedBy":{"@type":"Person","name":"Sarah Okafor, MD","jobTitle":"Hematologist"},',
        '',
      )
      .replace(
        'Medically reviewed by <a href="/doctors/sarah-okafor">Sarah Okafor, MD</a>, hematologist — Written by the WellPoint Health Editorial Team',
        'By <a href="/doctors/sarah-okafor">Sarah Okafor, MD</a>',
      );
    expect(health).not.toMatch(/reviewed/i);
    const { status, said } = checkOf(reviewEeat('health-ymyl', health), 'expert_review');
    expect(status).toBe('pass');
    expect(said).toContain('written by a credentialed author: "MD"');
  });
});
