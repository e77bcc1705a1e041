import { describe, expect, it } from 'vitest';
import { findingOf, html, prose } from '../content/context.ts';
import { citabilityHtml, reviewCitability } from './citability-review-pages.ts';

/**
 * A restaurant's menu (Squarespace's menu block: sections of dishes, each a name, a description and a price) is a list
 * of priced items, not prose: its sections are not told to open with an answer, to be 50–300 words long or to be
 * headed by questions.
 */

const PASSAGE_CHECKS = [
  'citability.answer_first',
  'citability.passage_length',
  'citability.passage_quality',
  'citability.question_headings',
];

describe('citability: a menu section is a list of priced items, not a passage', () => {
  it('squarespace-restaurant-menu: the passage checks do not apply to Luna Bistro’s dinner menu', () => {
    const result = reviewCitability('squarespace-restaurant-menu');
    for (const check of PASSAGE_CHECKS) {
      const finding = findingOf(result, check);
      expect(finding.status, check).toBe('not_applicable');
    }
    expect(findingOf(result, 'citability.answer_first').evidence[0]?.what).toMatch(/^not applicable: a menu/);
  });

  it('leaves a menu section out of the passage checks of a page that is mostly prose', () => {
    const menu = citabilityHtml('squarespace-restaurant-menu');
    const dishes = menu.slice(
      menu.indexOf('<div class="menu-section">'),
      menu.indexOf(
        '<div class="menu-section"><div class="menu-section-header"><h3 class="menu-section-title">Desserts',
      ),
    );
    const page = html(`<main><article><h1>About Luna Bistro</h1>
<h2>What kind of food does Luna Bistro serve?</h2><p>Luna Bistro serves seasonal Mediterranean plates made with produce from Blue Ridge farms. ${prose(110)}</p>
<h2>Where do the ingredients come from?</h2><p>Most of the vegetables come from three farms within forty miles of Asheville. ${prose(110)}</p>
<h2>A taste of the menu</h2>${dishes}</article></main>`);
    const result = reviewCitability('squarespace-restaurant-menu', page);
    const answerFirst = findingOf(result, 'citability.answer_first');
    expect(answerFirst.evidence[0]?.what).toMatch(/^2 of 2 passages/);
    expect(findingOf(result, 'citability.passage_length').evidence[0]?.what).toMatch(/^2 of 2 passages/);
    expect(findingOf(result, 'citability.question_headings').evidence[0]?.what).toMatch(
      /^2 of 3 H2\/H3 headings/,
    );
  });
});
