import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { needsSource, statistics } from '../../src/content/figures.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';
import { type CitabilityPage, reviewCitability } from './citability-review-pages.ts';

/**
 * A figure owes a source when it is a claim about the world the page did not produce: not a recipe's quantities, a
 * product's composition or specifications, a business's own terms, an instruction's measurements or the author's own
 * test results.
 */

const unsourced = (name: CitabilityPage) =>
  findingOf(reviewCitability(name), 'citability.source_citations')
    .evidence.filter((e) => e.what.startsWith('figures without a source'))
    .map((e) => e.what);

describe('citability: the page’s own figures owe no source', () => {
  it.each([
    // ingredients (list items), nutrition ("Protein: 42g"), "pull the chicken at 165°F" (an instruction)
    'recipe-wprm',
    // "70% merino wool, 27% nylon and 3% elastane"
    'shopify-dawn-product',
    // "In my own garden … 20% more", "2 to 4 inches" in a how-to section, "wipe the blades with 70% alcohol"
    'wp-yoast-howto',
    // "When we counted, 38% of our incident hours", "pages are down 60%" in a first-person paragraph
    'ghost-casper-post',
    'medium-post',
    // "0% financing for 12 months"
    'dentist-local',
    // "Keep piles at least 10 feet from parked cars"
    'drupal-olivero-news',
    // "A 20% service charge is added to parties of six or more"
    'squarespace-restaurant-menu',
    // specifications (128GB, a 20W adapter, 5x telephoto) and "In our video playback test"
    'comparison-iphone',
  ] as const)('%s is not told its own figures lack a source', (name) => {
    expect(unsourced(name)).toEqual([]);
    expect(findingOf(reviewCitability(name), 'citability.source_citations').status).not.toBe('fail');
  });

  it('the lab-test listicle passes: its "How we tested" section sources its results', () => {
    const finding = findingOf(reviewCitability('affiliate-listicle'), 'citability.source_citations');
    expect(finding.status).toBe('pass');
    expect(finding.evidence[0]?.what).toMatch(/"How we tested" section says how the page measured the rest/);
  });

  it('a news paragraph that states a statistic without a source still fails', () => {
    const page = html(
      `<main><article><h1>Jobless rate climbs</h1><p>Unemployment rose to 4.3% in August, the highest level since 2021, and wages grew 3.6% over the year. ${prose(60)}</p><h2>What it means</h2><p>Job openings fell to 7.2 million, down 12% from a year earlier. ${prose(80)}</p></article></main>`,
    );
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://news.example/2025/09/05/jobless-rate/' })),
    );
    const finding = findingOf(result, 'citability.source_citations');
    expect(finding.status).toBe('fail');
    expect(finding.evidence.map((e) => e.what)).toContain('figures without a source (4.3%, 3.6%)');
  });

  it('a statement that opens with a noun a verb is spelt like is no instruction', () => {
    const page = html(
      `<main><article><h1>Water facts</h1><p>Water covers 71% of the surface of the Earth. Plant spacing research found yields rose 12% in wider rows. ${prose(80)}</p><h2>Oceans</h2><p>${prose(80)}</p></article></main>`,
    );
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://facts.example/water/' })),
    );
    const finding = findingOf(result, 'citability.source_citations');
    expect(finding.evidence.map((e) => e.what)).toContain('figures without a source (71%, 12%)');
  });

  it('a first-person paragraph still owes a source for a figure about a population', () => {
    const page = html(
      `<main><article><h1>Why we started</h1><p>We started this clinic because we kept seeing the same problem: about 38% of adults over 60 have gum disease, and most of them never hear about it. ${prose(80)}</p><h2>Our approach</h2><p>${prose(80)}</p></article></main>`,
    );
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://clinic.example/blog/why-we-started/' })),
    );
    expect(findingOf(result, 'citability.source_citations').status).toBe('fail');
  });
});

describe('figures: grades, zones and sentence ends are no magnitudes or units', () => {
  it.each([
    ['in my backyard (USDA zone 6b) since 2010', ['2010']],
    ['the 4K TV and a 10K run', []],
    ['Plan 9b is our cheapest', []],
    ["M fits US men's 6–9 and women's 7–10. L fits US men's 9.5–13", []],
    ['Free shipping on US orders over $75. Unworn socks', ['$75']],
  ])('%s', (text, figures) => {
    expect(statistics(text)).toEqual(figures);
  });

  it('still reads sums and counts with a magnitude', () => {
    expect(statistics('a $5b deal, 50k users and 1.2k views, 5 Mio. Euro')).toEqual([
      '$5b',
      '50k',
      '1.2k',
      '5 Mio.',
    ]);
  });

  it('"0%" owes no source; other percentages do', () => {
    expect(['0%', '0.0 %', '4.3%'].map(needsSource)).toEqual([false, false, true]);
  });
});
