import { describe, expect, it } from 'vitest';
import { auditRealistic } from './realistic-page.ts';

/**
 * gate.keyword_stuffing caps a page that repeats the query it targets, not a menu whose items are named after what
 * it lists. Tony's Pizzeria's menu ("Pizza Menu | Tony's Pizzeria Brooklyn"): 18 dishes as
 * `<li><h3>Margherita Pizza</h3><p>San Marzano tomato, fior di latte, basil. $14</p></li>`, with Restaurant and Menu
 * markup, trust links and profiles. citability.keyword_stuffing still reports "pizza" 19 times in 165 words.
 */

describe('a pizzeria\'s menu whose dishes are named "… Pizza"', () => {
  const result = auditRealistic('pizzeria-menu');

  it('is not capped: the dish names are not stuffing, and the page keeps its score', () => {
    expect(result.caps).toEqual([]);
    expect(result.geo_score).toBeGreaterThanOrEqual(80);
    expect(result.action_plan[0]?.check).not.toBe('gate.keyword_stuffing');
  });

  it('is still capped when its copy repeats the word beyond the dish names', () => {
    const stuffed = auditRealistic('pizzeria-menu', (artifacts) => {
      const filler = Array(25).fill('Best pizza Brooklyn').join(', ');
      artifacts.page.body = artifacts.page.body.replace('</ul>', `</ul><p>${filler}.</p>`);
    });
    expect(stuffed.caps?.map((c) => c.check)).toEqual(['gate.keyword_stuffing']);
  });
});
