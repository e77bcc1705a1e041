import { describe, expect, it } from 'vitest';
import { toViewModel } from '../../src/model/to-view-model.ts';

/**
 * The report's action groups keep the service's order (it ranks by points per effort and derives priority from that
 * rank, decision 0042), and a cap's line does not repeat its heading.
 */

/** Plan items from rows of [module, check, title, priority, impact, effort]. */
const planOf = (rows: Array<Array<string | number>>) =>
  rows.map(([module, check, title, priority, impact, effort]) => ({
    module,
    check,
    title,
    priority,
    impact,
    effort,
    fix: `Fix ${check}.`,
  }));

// The engine's plan for GOV.UK's "Renew your driving licence at 70" (review page content/govuk-service).
const govukPlan = planOf([
  ['brand', 'brand.profiles', 'Links no official profiles', 'high', 3.1, 'medium'],
  ['eeat', 'eeat.about_page', 'No link to an about page', 'high', 1.5, 'low'],
  ['citability', 'citability.passage_quality', 'Passages are hard to quote', 'medium', 1.8, 'medium'],
  ['eeat', 'eeat.date_published', 'Publication date only visible or only in markup', 'medium', 0.8, 'low'],
  ['eeat', 'eeat.outbound_citations', 'No outside sources cited', 'medium', 1.5, 'medium'],
  ['citability', 'citability.thin_content', 'Thin content', 'low', 1.8, 'high'],
  ['eeat', 'eeat.date_modified', 'Updated date only visible or only in markup', 'low', 0.3, 'low'],
  ['eeat', 'eeat.editorial_policy', 'No editorial policy linked', 'low', 0.8, 'high'],
  ['schema', 'schema.recommended_properties', 'Add recommended properties to Article', 'low', 0.2, 'low'],
]);

describe('the action plan of a GOV.UK service page', () => {
  const model = toViewModel({ geo_score: 88, verdict: 'Good', action_plan: govukPlan });

  it('lists the actions in the service’s order, so the report’s first action is the API’s first', () => {
    const listed = model.actionGroups.flatMap((group) => group.items.map((item) => item.id));
    expect(listed).toEqual(govukPlan.map((item) => item.check));
    expect(model.actionGroups.map((group) => group.priority)).toEqual(['high', 'medium', 'low']);
  });

  it('keeps a quick fix before a larger, harder one in its group', () => {
    const medium = model.actionGroups.find((group) => group.priority === 'medium')!;
    expect(medium.items.map((item) => [item.title, item.effortLabel])).toEqual([
      ['Passages are hard to quote', 'Medium effort'],
      ['Publication date only visible or only in markup', 'Low effort'],
      ['No outside sources cited', 'Medium effort'],
    ]);
  });
});

describe('a cap’s line under the "Score capped" heading', () => {
  const caps = [
    {
      check: 'gate.noindex',
      max: 39,
      reason:
        'The page tells every crawler not to index it (noindex), so search-based AI answers cannot cite it.',
    },
  ];

  it('states the limit once, then the reason', () => {
    const model = toViewModel({ geo_score: 39, caps });
    expect(model.caps.map((cap) => cap.text)).toEqual([
      'At most 39. The page tells every crawler not to index it (noindex), so search-based AI answers cannot cite it.',
    ]);
    expect(toViewModel({ geo_score: 39, caps }, { locale: 'de' }).caps[0]?.text).toMatch(/^Höchstens 39\. /);
  });

  it('is left out when the cap did not bind: the modules’ mean was already lower', () => {
    expect(toViewModel({ geo_score: 36, caps }).caps).toEqual([]);
    expect(toViewModel({ geo_score: 39, caps }).caps).toHaveLength(1);
  });
});

describe('an action worth under a tenth of a point', () => {
  const plan = planOf([
    ['llmstxt', 'llmstxt.links', '1 of 10 llms.txt links checked is broken', 'low', 0, 'low'],
    ['agent_readiness', 'agent_readiness.forms', 'A form field has no label', 'low', 0.04, 'low'],
    ['eeat', 'eeat.hsts', 'No HSTS header', 'low', 0.4, 'low'],
  ]);

  it('says no points rather than "+0 points"; one worth more keeps its points', () => {
    const items = toViewModel({ geo_score: 80, verdict: 'Good', action_plan: plan }).actionGroups.flatMap(
      (group) => group.items,
    );
    expect(items.map((item) => [item.id, item.impact, item.impactText])).toEqual([
      ['llmstxt.links', null, null],
      ['agent_readiness.forms', null, null],
      ['eeat.hsts', 0.4, '+0.4 points'],
    ]);
  });
});
