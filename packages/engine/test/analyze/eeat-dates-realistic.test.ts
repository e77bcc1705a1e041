import { describe, expect, it } from 'vitest';
import { checkOf, eeatReviewHtml, reviewEeat } from './eeat-review-pages.ts';

/**
 * The date checks on pages as blog platforms print them: the meta line under the title without a label (Hugo
 * PaperMod, Medium), the "Updated on" line that health and WordPress themes show instead of the publication date,
 * and a modified time that Ghost, Substack and Hugo set without any revision.
 */

describe('an unlabelled date in the title block is the visible publication date', () => {
  it('reads the PaperMod meta line "June 2, 2025 · 3 min · Jane Doe" under the H1', () => {
    const { status, said } = checkOf(reviewEeat('hugo-papermod'), 'date_published');
    expect(status).toBe('pass');
    expect(said).toContain('published (visible) 2025-06-02');
    expect(said).toContain('title block "June 2, 2025 · 3 min · Jane Doe"');
  });

  it('reads Medium\'s "5 min read · Aug 21, 2025", whose separator is hidden', () => {
    const { status, said } = checkOf(reviewEeat('medium-post'), 'date_published');
    expect(status).toBe('pass');
    expect(said).toContain('published (visible) 2025-08-21');
  });

  it('takes no date from the first paragraph, nor a future date (an event) from the title block', () => {
    const prose = eeatReviewHtml('hugo-papermod').replace(
      "<span title='2025-06-02 00:00:00 +0000 UTC'>June 2, 2025</span>&nbsp;·&nbsp;",
      '',
    );
    const inProse = prose.replace(
      'Rust has no exceptions.',
      'Rust has no exceptions, and it has had none since version 1.0 shipped on May 15, 2015.',
    );
    expect(checkOf(reviewEeat('hugo-papermod', inProse), 'date_published').status).toBe('warn');
    const future = eeatReviewHtml('hugo-papermod').replace('>June 2, 2025<', '>June 2, 2027<');
    expect(checkOf(reviewEeat('hugo-papermod', future), 'date_published').said).not.toContain('title block');
  });
});

describe('a visible update date that agrees with the markup dates the page', () => {
  it('gives full credit to an Astra post that shows "Updated on March 2, 2025" and keeps datePublished in markup', () => {
    const { status, said } = checkOf(reviewEeat('wp-yoast-howto'), 'date_published');
    expect(status).toBe('pass');
    expect(said).toContain('the page shows its update date (2025-03-02), the same as its markup');
  });

  it('gives full credit to a health page that shows "Updated July 9, 2025"', () => {
    expect(checkOf(reviewEeat('health-ymyl'), 'date_published').status).toBe('pass');
  });

  it('still asks for the date when the shown update disagrees with the markup', () => {
    const html = eeatReviewHtml('wp-yoast-howto')
      .replaceAll('"dateModified":"2025-03-02T10:45:10+00:00"', '"dateModified":"2025-01-10T10:45:10+00:00"')
      .replace('content="2025-03-02T10:45:10+00:00"', 'content="2025-01-10T10:45:10+00:00"');
    expect(checkOf(reviewEeat('wp-yoast-howto', html), 'date_published').status).toBe('warn');
  });
});

describe('an update within two days of the publication is no revision', () => {
  it('does not ask a Ghost post modified 18 hours after publishing to show "Updated <date>"', () => {
    const { status, said } = checkOf(reviewEeat('ghost-casper-post'), 'date_modified');
    expect(status).toBe('not_applicable');
    expect(said).toContain('within 2 days of the publication date');
  });

  it('does not ask a Hugo post whose dateModified is its datePublished', () => {
    expect(checkOf(reviewEeat('hugo-papermod'), 'date_modified').status).toBe('not_applicable');
  });

  it('still asks a post revised weeks later to show the update', () => {
    const html = eeatReviewHtml('ghost-casper-post').replaceAll(
      '2025-09-18T08:11:52.000Z',
      '2025-10-30T08:11:52.000Z',
    );
    expect(checkOf(reviewEeat('ghost-casper-post', html), 'date_modified').status).toBe('warn');
  });
});
