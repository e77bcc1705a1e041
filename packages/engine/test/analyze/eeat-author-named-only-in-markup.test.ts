import { describe, expect, it } from 'vitest';
import { matchedPage } from '../review-pages/pages.ts';
import { analyzeAll, contextFor, finding } from '../structured-data/helpers.ts';

/**
 * Authors and reviewers only the JSON-LD names (review s23-3): a "cure anemia in 7 days" page whose MedicalWebPage
 * names "Dr. Michael Stevens, MD" as author and medical reviewer, neither ever shown on the page; and an AI-spun
 * faucet guide whose Person author is "Home Improvement Hub Team". Readers, and the raters Google's guidelines
 * describe, judge who stands behind a page by what it shows.
 */
const anemiaUrl = 'https://www.naturalcurestoday.net/cure-anemia-naturally-fast/';
const anemia = matchedPage('anemia-cure-content-farm');

describe('an author or reviewer named only in the markup', () => {
  it('gives a Person author only the markup names half the byline credit, and says so', () => {
    const { eeat } = analyzeAll(contextFor(anemia, { url: anemiaUrl }));
    const byline = finding(eeat, 'eeat.byline');
    expect(byline.status).toBe('warn');
    expect(byline.title).toBe('The author is named only in the markup');
    expect(byline.evidence[0]!.what).toContain('its text never names "Dr. Michael Stevens, MD"');
  });

  it('counts no expert review on a health page whose reviewer only the markup names', () => {
    const { eeat } = analyzeAll(contextFor(anemia, { url: anemiaUrl }));
    const review = finding(eeat, 'eeat.expert_review');
    expect(review.status).toBe('fail');
    expect(review.evidence.map((e) => e.what).join(' ')).toContain(
      'the reviewer "Dr. Michael Stevens, MD" is only in the markup',
    );
    // Its "MD" vouches for nothing either.
    expect(finding(eeat, 'eeat.author_credentials').status).toBe('fail');
  });

  it('gives full credit once the page shows the byline and the review', () => {
    const shown = anemia.replace(
      '<h1>How To Cure Anemia Naturally In 7 Days</h1>',
      '<h1>How To Cure Anemia Naturally In 7 Days</h1><p>By Michael Stevens, MD. Medically reviewed by Dr. Michael Stevens, MD.</p>',
    );
    const { eeat } = analyzeAll(contextFor(shown, { url: anemiaUrl }));
    expect(finding(eeat, 'eeat.byline').status).toBe('pass');
    expect(finding(eeat, 'eeat.expert_review').status).toBe('pass');
  });

  it('reads "<site> Team" as a generic author', () => {
    const { eeat } = analyzeAll(
      contextFor(matchedPage('faucet-content-farm'), {
        url: 'https://homeimprovementhub.info/ultimate-guide-to-fixing-a-dripping-faucet-in-2026/',
      }),
    );
    expect(finding(eeat, 'eeat.byline').title).toBe('The author is a generic name');
  });
});
