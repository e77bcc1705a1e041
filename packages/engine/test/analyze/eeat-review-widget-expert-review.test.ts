import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, page } from '../structured-data/helpers.ts';
import { checkOf } from './eeat-review-pages.ts';

/**
 * A dental practice's post on gum disease (a health page) with the practice's Google reviews embedded under it. A
 * patient's review there is signed "Reviewed by Tom", and eeat took it for the page's expert review: "review statement
 * = Reviewed by", the expert review check passed on a page no clinician reviewed.
 */
const URL = 'https://www.brightsmiledental.com/blog/gum-disease-signs';

const GOOGLE_REVIEWS = `<div class="ti-widget ti-goog"><div class="ti-widget-container"><div class="ti-reviews-container">
<div class="ti-review-item"><div class="ti-inner"><div class="ti-profile-details"><div class="ti-name">Reviewed by Tom</div><div class="ti-date">2 weeks ago</div></div>
<div class="ti-review-content">Dr. Patel was gentle and explained everything before the deep cleaning.</div></div></div>
<div class="ti-review-item"><div class="ti-inner"><div class="ti-profile-details"><div class="ti-name">Reviewed by Maria G.</div><div class="ti-date">a month ago</div></div>
<div class="ti-review-content">Friendly front desk, on time, no upselling.</div></div></div></div></div></div>`;

function post(reviewLine: string, widgetFirst = false): string {
  return page(
    '<title>Early signs of gum disease | Bright Smile Dental</title><meta property="og:type" content="article">',
    `<main>${widgetFirst ? GOOGLE_REVIEWS : ''}<article><h1>Early signs of gum disease</h1>
${reviewLine}
<p>Gum disease (periodontitis) starts quietly. Bleeding gums when you brush, bad breath that will not go away and gums pulling back from the teeth are the first signs. Left untreated, the infection can destroy the bone that holds teeth in place and has been linked to heart disease and diabetes.</p>
<p>Treatment at the gingivitis stage is a professional cleaning and better brushing and flossing at home. Later stages need scaling and root planing, antibiotics, or surgery.</p>
<p>Book a checkup if your gums bleed for more than a week.</p></article>
${widgetFirst ? '' : GOOGLE_REVIEWS}
</main><footer><p>Bright Smile Dental, 88 Oak St, Dayton, OH 45402 · (937) 555-0110</p></footer>`,
  );
}

const expertReview = (html: string) =>
  checkOf(
    EeatModule.parse(analyzeEeat(contextFor(html, { url: URL, headers: HTTPS_HEADERS }))),
    'expert_review',
  );

describe('eeat: a patient\'s "Reviewed by Tom" in a review widget is no expert review', () => {
  it('the health post nobody reviewed fails the expert review check', () => {
    const { status, said } = expertReview(post(''));
    expect(said).not.toContain('review statement =');
    expect(status).toBe('fail');
  });

  it.each([
    ['below the post', false],
    ['above it', true],
  ])('the page\'s own "Medically reviewed by" still counts, with a review widget %s', (_, widgetFirst) => {
    const { status, said } = expertReview(
      post('<p class="reviewer">Medically reviewed by Dr. Priya Patel, DDS</p>', widgetFirst),
    );
    expect(status).toBe('pass');
    expect(said).toContain('review statement = Medically reviewed');
  });
});
