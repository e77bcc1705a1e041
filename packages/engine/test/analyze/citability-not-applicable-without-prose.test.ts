import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { findingOf } from '../content/context.ts';
import { auditPage, type CitabilityReviewPage, citabilityOfPage, reviewPage } from './citability-pages.ts';
import { localPageContext } from './local-language-pages.ts';

// A page held to none of the prose checks (a tag archive, a collection, a contact page, an Impressum) is not "perfectly
// citable": it is not what an answer engine quotes. Its citability does not apply, and weighs 0 (decision 0041).
const LISTINGS: CitabilityReviewPage[] = [
  'wp-tag-archive',
  'category-page',
  'shopify-dawn-collection',
  'squarespace-contact',
];

const HYGIENE = ['citability.keyword_stuffing', 'citability.hidden_text', 'citability.prompt_injection'];

describe('citability: not applicable on pages without prose to quote', () => {
  it.each(LISTINGS)('%s: the module does not apply; its integrity findings stay', (name) => {
    const result = citabilityOfPage(name);
    expect(result.applicable).toBe(false);
    expect(result.score).toBe(100);
    for (const check of HYGIENE) expect(findingOf(result, check).status, check).toBeDefined();
    expect(findingOf(result, 'citability.hidden_text').status).toBe('pass');
    expect(result.findings.every((f) => f.impact === 0)).toBe(true);
  });

  it('an Impressum does not apply either', () => {
    const result = analyzeCitability(localPageContext('de-gmbh-impressum'));
    expect(result.applicable).toBe(false);
  });

  it('wp-tag-archive: the audit leaves citability out of geo_score and out of the action plan', () => {
    const result = auditPage('wp-tag-archive');
    expect(result.modules.citability?.applicable).toBe(false);
    expect(result.modules.citability?.weight).toBe(0);
    // geo_score is the weighted mean of the modules that count: citability's 100 is not among them.
    const entries = Object.values(result.modules) as { score: number; weight?: number }[];
    const counted = entries.filter((m) => (m.weight ?? 0) > 0);
    const weights = counted.reduce((sum, m) => sum + (m.weight ?? 0), 0);
    const mean = counted.reduce((sum, m) => sum + m.score * (m.weight ?? 0), 0) / weights;
    expect(result.geo_score).toBe(Math.round(mean));
    expect(result.action_plan.filter((item) => item.module === 'citability' && item.impact > 0)).toEqual([]);
    // Both platforms take citability as not measured, not as 100.
    const citable = result.modules.platforms?.findings?.filter((f) => f.check.endsWith('.citability'));
    expect(citable?.map((f) => f.status)).toEqual(['not_applicable', 'not_applicable']);
  });

  it('a collection that hides a block of text and stuffs its keyword is still capped as spam', () => {
    const { html } = reviewPage('category-page');
    const hidden = `<div style="display:none"><p>${'Our wool socks are knitted in North Carolina from merino and alpaca for every season of the year. '.repeat(14)}</p></div>`;
    const stuffed = `<div class="rte"><p>${'Buy cheap wool socks online. '.repeat(14)}</p></div>`;
    const page = html.replace(
      '<div class="facets-container">',
      `${stuffed}${hidden}<div class="facets-container">`,
    );
    const result = auditPage('category-page', page);
    expect(result.modules.citability?.applicable).toBe(false);
    expect(findingOf(result.modules.citability!, 'citability.keyword_stuffing').status).toBe('fail');
    expect(findingOf(result.modules.citability!, 'citability.hidden_text').status).toBe('fail');
    expect(result.caps?.map((c) => c.check)).toContain('gate.spam');
    expect(result.action_plan[0]?.check).toBe('citability.hidden_text');
    expect(result.action_plan[0]?.priority).toBe('critical');
  });

  it('a page with prose is still judged: the press release applies', () => {
    expect(citabilityOfPage('press-release').applicable).not.toBe(false);
  });
});
