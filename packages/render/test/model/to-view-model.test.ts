import { describe, expect, it } from 'vitest';
import { toViewModel } from '../../src/model/to-view-model.ts';
import { previousResult, richResult } from '../fixtures/results.ts';

describe('toViewModel: modules', () => {
  const model = toViewModel(richResult());

  it('orders modules by the points of geo_score they could still recover', () => {
    expect(model.modules.map((module) => module.key)).toEqual([
      'citability',
      'brand',
      'llmstxt',
      'eeat',
      'platforms',
      'crawlers',
      'future_module',
      'agent_readiness',
      'schema',
      'agent_pricing',
    ]);
    const impacts = model.modules.map((module) => module.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    // 25 of 83 weight points, 36 points missing.
    expect(model.modules[0]?.impact).toBeCloseTo((25 / 83) * 36, 1);
    expect(model.modules[0]?.impactText).toBe('Up to 10.8 points of the GEO score to gain');
  });

  it('labels beta and not-applicable modules and gives them no weight', () => {
    const beta = model.modules.find((module) => module.key === 'agent_readiness');
    const na = model.modules.find((module) => module.key === 'agent_pricing');
    expect(beta?.labels.map((label) => label.text)).toEqual(['Beta']);
    expect(beta?.weight).toBe(0);
    expect(beta?.statusLabel).toBe('Poor');
    expect(na?.status).toBe('not_applicable');
    expect(na?.applicable).toBe(false);
    expect(na?.labels.map((label) => label.text)).toEqual(['Not applicable']);
    expect(na?.statusLabel).toBe('Not applicable');
    expect(na?.summary).toBe('Pricing for agents: Not applicable');
  });

  it('shows a failed module as such, with the reason', () => {
    const schema = model.modules.find((module) => module.key === 'schema');
    expect(schema?.status).toBe('error');
    expect(schema?.statusLabel).toBe('Could not run');
    expect(schema?.error).toBe('This module could not run: JSON-LD could not be parsed');
  });

  it('keeps unknown modules with a readable title', () => {
    const future = model.modules.find((module) => module.key === 'future_module');
    expect(future?.known).toBe(false);
    expect(future?.title).toBe('Future module');
    expect(future?.scoreText).toBe('10 of 100');
  });

  it('normalises findings and lists problems first, then improvements, then passed checks', () => {
    const citability = model.modules[0];
    expect(citability?.findings.map((finding) => finding.id)).toEqual([
      'citability.answer_first',
      'citability.statistics',
      'citability.passage_length',
    ]);
    expect(citability?.findingGroups.map((group) => group.label)).toEqual([
      'Problems',
      'Improvements',
      'Passed checks',
    ]);
    const [first] = citability?.findings ?? [];
    expect(first).toMatchObject({
      title: 'Sections open with a direct answer',
      statusLabel: 'Failed',
      severityLabel: 'High',
      fix: 'Start the section with a one-sentence answer.',
      impactText: 'Up to 12.5 points in this module',
    });
    expect(first?.evidence[1]).toEqual({
      what: 'Opening sentence is a question',
      where: 'h2 "Why does it matter?"',
      value: '2',
    });
    // The module table counts the warnings too: they are in the action plan.
    expect(citability?.problemCountText).toBe('1 problem, 1 improvement');
  });

  it('counts a module with only warnings as improvements, not "No problems"', () => {
    const result = richResult();
    const citability = result.modules.citability as { findings: { status: string }[] };
    citability.findings = citability.findings.filter((finding) => finding.status === 'warn');
    const view = toViewModel(result).modules.find((module) => module.key === 'citability');
    expect(view?.problemCount).toBe(0);
    expect(view?.problemCountText).toBe('1 improvement');
  });

  it('turns module fields into readable facts', () => {
    const facts = (key: string) => model.modules.find((module) => module.key === key)?.facts;
    expect(facts('crawlers')).toEqual([
      { label: 'Blocked crawlers', value: 'GPTBot' },
      { label: 'Allowed crawlers', value: 'OAI-SearchBot and Googlebot' },
    ]);
    expect(facts('brand')).toEqual([
      { label: 'Wikipedia', value: 'Not linked from the site' },
      { label: 'LinkedIn', value: 'Linked from the site, verified' },
    ]);
    expect(facts('platforms')?.[0]).toEqual({ label: 'ChatGPT', value: '80 of 100, eligible' });
    expect(facts('eeat')?.[1]).toEqual({ label: 'Signals missing', value: 'About page' });
  });

  it('says how many llms.txt links were checked and how many work', () => {
    const result = richResult();
    result.modules.llmstxt = {
      score: 80,
      exists: true,
      cta_url: 'https://example.com/pricing',
      link_checks: [
        { url: 'https://example.com/pricing', line: 5, status: 200, outcome: 'ok' },
        { url: 'https://example.com/gone', line: 6, status: 404, outcome: 'http_error' },
        { url: 'https://example.com/docs', line: 7, status: 429, outcome: 'not_checked' },
      ],
      findings: [],
    } as never;
    const llms = toViewModel(result).modules.find((module) => module.key === 'llmstxt')?.facts;
    expect(llms).toContainEqual({
      label: 'llms.txt links checked',
      value: '1 of 2 work; 1 could not be checked',
    });
    const german = toViewModel(result, { locale: 'de' }).modules.find((m) => m.key === 'llmstxt')?.facts;
    expect(german).toContainEqual({
      label: 'Geprüfte llms.txt-Links',
      value: '1 von 2 funktionieren; 1 nicht prüfbar',
    });
  });
});

describe('toViewModel: action plan', () => {
  const { actionGroups, actionCountText } = toViewModel(richResult());

  it('groups actions by priority, most urgent first, unknown priorities last', () => {
    expect(actionGroups.map((group) => group.label)).toEqual([
      'Critical: fix first',
      'High priority',
      'Low priority',
      'Other actions',
    ]);
    expect(actionCountText).toBe('5 actions');
  });

  it('keeps the service’s order in a group (it ranks by points per effort) and labels effort and module', () => {
    const high = actionGroups[1];
    expect(high?.items.map((item) => item.title)).toEqual([
      'Cite sources for statistics',
      'Open sections with a direct answer',
    ]);
    expect(high?.items[0]).toMatchObject({
      moduleTitle: 'Citability',
      impactText: '+5 points',
      effortLabel: 'Medium effort',
    });
  });

  it('keeps unknown priority and effort values without inventing labels for them', () => {
    const other = actionGroups[3]?.items[0];
    expect(other?.priority).toBe('urgent-ish');
    expect(other?.effortLabel).toBe('Effort not rated');
    expect(other?.moduleTitle).toBe('Future module');
  });
});

describe('toViewModel: change since the previous audit', () => {
  it('reports the score change, the verdict change and per-module deltas', () => {
    const model = toViewModel(richResult(), { previous: previousResult() });
    expect(model.change).toMatchObject({
      previousScore: 58,
      delta: 14,
      direction: 'up',
      deltaText: '+14',
      text: 'Up 14 points since the previous audit (was 58)',
      verdictText: 'Verdict changed from Poor to Fair',
      previousAnalyzedAt: '2026-11-13T10:00:00.000Z',
    });
    const delta = (key: string) => model.modules.find((module) => module.key === key)?.deltaText;
    expect(delta('citability')).toBe('+14');
    expect(delta('crawlers')).toBe('-5');
    expect(delta('brand')).toBeNull();
  });

  it('reports a drop and no change, with singular and plural wording', () => {
    const down = toViewModel(
      { geo_score: 60, verdict: 'Fair' },
      { previous: { geo_score: 61, verdict: 'Fair' } },
    );
    expect(down.change?.text).toBe('Down 1 point since the previous audit (was 61)');
    expect(down.change?.direction).toBe('down');
    expect(down.change?.verdictText).toBeNull();
    const same = toViewModel({ geo_score: 60 }, { previous: { geo_score: 60 } });
    expect(same.change?.text).toBe('No change since the previous audit (60)');
    expect(same.change?.deltaText).toBe('±0');
  });

  it('reports no change when either audit lacks a score, rather than treating it as 0', () => {
    expect(toViewModel({ geo_score: 60 }, { previous: { verdict: 'Good' } }).change).toBeNull();
    expect(toViewModel({}, { previous: { geo_score: 60 } }).change).toBeNull();
    expect(toViewModel({ geo_score: 60 }).change).toBeNull();
  });

  it('compares a result that found no page (a 404 after publishing) with nothing, and nothing with it', () => {
    const noPage = {
      geo_score: 0,
      verdict: 'Critical',
      caps: [{ check: 'gate.page_not_fetched', max: 0, reason: 'The page answered HTTP 404.' }],
    };
    const served = { geo_score: 76, verdict: 'Good' };
    expect(toViewModel(noPage, { previous: served }).change).toBeNull();
    expect(toViewModel(served, { previous: noPage }).change).toBeNull();
    const modules = toViewModel(richResult(), {
      previous: { ...previousResult(), caps: noPage.caps },
    }).modules;
    expect(modules.every((module) => module.delta === null)).toBe(true);
    expect(toViewModel(served, { previous: { geo_score: 70, verdict: 'Fair' } }).change?.delta).toBe(6);
  });

  it('words the change in German with German plural rules', () => {
    const model = toViewModel({ geo_score: 61 }, { previous: { geo_score: 60 }, locale: 'de' });
    expect(model.change?.text).toBe('1 Punkt mehr als beim vorigen Audit (vorher 60)');
  });
});

describe('toViewModel: missing and unknown fields', () => {
  it.each([
    null,
    undefined,
    {},
    { geo_score: 'high', modules: 'none', action_plan: {}, analyzed_at: 'yesterday' },
  ])('gives a usable empty model for %j', (input) => {
    const model = toViewModel(input as never);
    expect(model.score).toBeNull();
    expect(model.band.id).toBe('unknown');
    expect(model.scoreText).toBe('No score');
    expect(model.summary).toBe('GEO readiness: no score yet');
    expect(model.verdict).toBe('No verdict');
    expect(model.modules).toEqual([]);
    expect(model.actionGroups).toEqual([]);
    expect(model.actionCountText).toBe('0 actions');
    expect(model.actionOrderText).toBeNull();
    expect(model.analyzedAtText).toBe('Analysis date unknown');
  });

  it('keeps an unknown verdict as sent and colours by the score', () => {
    const model = toViewModel({ geo_score: 93, verdict: 'Stellar' });
    expect(model.verdict).toBe('Stellar');
    expect(model.verdictKnown).toBe(false);
    expect(model.band.id).toBe('excellent');
    expect(model.summary).toBe('GEO readiness: 93 of 100, Stellar');
  });

  it('derives the verdict from the score when it is missing, and the band from a known verdict when the score is', () => {
    expect(toViewModel({ geo_score: 80 }).verdict).toBe('Good');
    const verdictOnly = toViewModel({ verdict: 'Good' });
    expect(verdictOnly.band.id).toBe('good');
    expect(verdictOnly.scoreText).toBe('No score');
  });

  it('reads evidence values as text: lists joined, records as labelled pairs, empty lists left out', () => {
    const evidence = (value: unknown) =>
      toViewModel({
        geo_score: 50,
        modules: {
          citability: {
            score: 50,
            findings: [{ check: 'c', title: 'T', status: 'warn', evidence: [{ what: 'w', value }] }],
          },
        },
      }).modules[0]?.findings[0]?.evidence[0]?.value;
    expect(evidence({ words: 63, boilerplate_ratio: 0.84 })).toBe('Words: 63 · Boilerplate ratio: 0.84');
    expect(evidence(['2017', 2016])).toBe('2017, 2016');
    expect(evidence([])).toBeNull();
    expect(evidence(Array.from({ length: 12 }, (_, i) => i))).toBe('0, 1, 2, 3, 4, 5, 6, 7, 8, 9, …');
    expect(evidence({ nested: { a: 1 } })).toBe('{"nested":{"a":1}}');
  });

  it('tolerates malformed modules, findings and actions', () => {
    const model = toViewModel({
      geo_score: 50,
      modules: {
        citability: { score: 'n/a', findings: [null, 'text', { status: 'skipped', severity: 'urgent' }] },
        broken: 'not an object',
      },
      action_plan: [null, { title: 'Only a title' }],
    });
    expect(model.modules.map((module) => module.key)).toEqual(['citability']);
    const [citability] = model.modules;
    expect(citability?.status).toBe('unscored');
    expect(citability?.statusLabel).toBe('No score');
    expect(citability?.findings).toHaveLength(1);
    expect(citability?.findings[0]).toMatchObject({
      title: 'Untitled check',
      statusLabel: 'skipped',
      severityLabel: 'urgent',
      group: 'other',
      evidence: [],
      fix: null,
    });
    expect(model.actionGroups).toEqual([
      expect.objectContaining({
        label: 'Other actions',
        items: [
          expect.objectContaining({ title: 'Only a title', effortLabel: 'Effort not rated', impact: null }),
        ],
      }),
    ]);
  });

  it('formats the analysis date in the locale, in UTC', () => {
    expect(toViewModel({ analyzed_at: '2026-11-20T10:00:00Z' }).analyzedAtText).toBe(
      'Analysed Nov 20, 2026, 10:00 AM UTC',
    );
    expect(toViewModel({ analyzed_at: '2026-11-20T10:00:00Z' }, { locale: 'de' }).analyzedAtText).toBe(
      'Analysiert am 20. Nov. 2026, 10:00 UTC',
    );
  });

  it('lists score caps with their reason', () => {
    const model = toViewModel({
      geo_score: 39,
      caps: [{ check: 'crawlers.all_blocked', max: 39, reason: 'All search bots are blocked' }],
    });
    expect(model.caps.map((cap) => cap.text)).toEqual(['At most 39. All search bots are blocked']);
  });
});
