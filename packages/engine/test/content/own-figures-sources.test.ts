import { readFileSync } from 'node:fs';
import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { matchedPage } from '../review-pages/pages.ts';
import { contextOf, findingOf } from './context.ts';

/**
 * Figures a page measured itself, or whose source it names, owe no further source: a review's weighing test "in our
 * 1,400 sq ft test house" whose verb follows an earlier "we" ("We scattered 50 grams … and weighed …"), a SaaS page's
 * "(Tallyboard product data)", a plumber's "4.8 out of 5 from 612 Google reviews". A figure the page passes on from
 * elsewhere still owes one: "Studies show 70% …" in the same paragraph, a news figure measured by someone else, a
 * parenthesis that names no source.
 */

const page = (name: string) =>
  readFileSync(new URL(`./own-figures-pages/${name}.html`, import.meta.url), 'utf8');

const REVIEW_URL = 'https://www.cleanlabreviews.com/robot-vacuums/roborock-q7-max-review/';
const SAAS_URL = 'https://www.tallyboard.io/features/scheduled-reports';
const PLUMBER_URL = 'https://www.barton-plumbing.com/emergency-plumber-austin/';

const sourceCitations = (html: string, url: string) =>
  findingOf(
    CitabilityModule.parse(analyzeCitability(contextOf(html, { url }))) as CitabilityModule,
    'citability.source_citations',
  );

/** The figures the finding names as owing a source. */
const unsourced = (finding: ReturnType<typeof sourceCitations>) =>
  finding.evidence.filter((e) => e.what.startsWith('figures without a source')).map((e) => e.what);

describe("a page's own measurements and named rating sources", () => {
  const review = matchedPage('robot-vacuum-review');

  it('asks no source of a review’s weighing-test percentages ("in our 1,400 sq ft test house … and weighed")', () => {
    const finding = sourceCitations(review, REVIEW_URL);
    expect(finding.status).toBe('not_applicable');
    expect(unsourced(finding)).toEqual([]);
  });

  it('reads either the test house or the verb after "we" as the method on its own', () => {
    const verbOnly = review.replace('in our 1,400 sq ft test house', 'in a furnished three-bedroom house');
    const houseOnly = review.replace(
      'and weighed what the bin collected',
      'and the bin’s contents went on a kitchen scale',
    );
    for (const html of [verbOnly, houseOnly]) {
      expect(html).not.toBe(review);
      expect(sourceCitations(html, REVIEW_URL).status).toBe('not_applicable');
    }
  });

  it('still asks a source of "Studies show 70% …" in the same paragraph', () => {
    const html = review.replace(
      'three times per floor.</p>',
      'three times per floor. Studies show 70% of American homes have mostly hard floors.</p>',
    );
    expect(html).not.toBe(review);
    const finding = sourceCitations(html, REVIEW_URL);
    expect(finding.status).toBe('fail');
    expect(unsourced(finding)).toEqual(['figures without a source (70%)']);
  });

  it('still asks a source of a news figure someone else measured, "we" in another sentence', () => {
    const html = review.replace(
      '<h2>Who should buy it?</h2>',
      '<h2>Are robot vacuums getting cheaper?</h2><p>The NPD Group sampled 2,000 retail receipts and measured a price drop of 18% since 2023. We asked Roborock whether the Q7 Max will get cheaper too; it declined to comment on pricing plans, as it always does before a sale season.</p><h2>Who should buy it?</h2>',
    );
    expect(html).not.toBe(review);
    expect(unsourced(sourceCitations(html, REVIEW_URL))).toEqual(['figures without a source (18%)']);
  });

  it('takes "(Tallyboard product data)" as the source of a SaaS page’s usage figure, not "(The data)"', () => {
    const saas = page('saas-feature-product-data');
    expect(sourceCitations(saas, SAAS_URL).status).toBe('pass');
    const vague = saas.replace('(Tallyboard product data)', '(The data)');
    expect(vague).not.toBe(saas);
    const finding = sourceCitations(vague, SAAS_URL);
    expect(finding.status).toBe('fail');
    expect(unsourced(finding)).toEqual(['figures without a source (61%)']);
  });

  it('takes "from 612 Google reviews" as the source of a plumber’s rating, not a rating alone', () => {
    const plumber = matchedPage('plumber-service-page');
    expect(sourceCitations(plumber, PLUMBER_URL).status).toBe('pass');
    const platformFirst = plumber.replace(
      'Rated 4.8 out of 5 from 612 Google reviews.',
      'Rated 4.8 out of 5 on Google (612 reviews).',
    );
    expect(platformFirst).not.toBe(plumber);
    expect(sourceCitations(platformFirst, PLUMBER_URL).status).toBe('pass');
    const bare = plumber.replace(
      'Rated 4.8 out of 5 from 612 Google reviews.',
      'Rated 4.8 out of 5 by homeowners.',
    );
    expect(bare).not.toBe(plumber);
    const finding = sourceCitations(bare, PLUMBER_URL);
    expect(finding.status).toBe('fail');
    expect(unsourced(finding)).toEqual(['figures without a source (4.8 out of 5)']);
  });
});
