import { AuditModules, verdictFor } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import {
  CAP_LIMITS,
  computeCaps,
  effectiveWeights,
  MODULE_WEIGHTS,
  SCORE_VERSION,
  scoreModules,
} from '../../src/score/index.ts';
import { page } from '../structured-data/helpers.ts';
import { agentReadiness, contextWith, crawlers, fail, modules, probe, SEARCH_BOTS } from './modules.ts';

function scoreOf(mods: AuditModules, options: Parameters<typeof contextWith>[1] = {}) {
  const parsed = AuditModules.parse(mods);
  return scoreModules(parsed, computeCaps(contextWith(parsed, options)));
}

describe('weights', () => {
  it('sum to 100 with agent_readiness at 0, and carry a score version', () => {
    expect(Object.values(MODULE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(MODULE_WEIGHTS.agent_readiness).toBe(0);
    expect(SCORE_VERSION).toMatch(/\S/);
  });

  it('give 0 to modules that do not apply or failed, and omit modules that did not run', () => {
    const weights = effectiveWeights(
      modules({ schema: { score: 0, types_found: [], error: 'boom', findings: [] }, brand: undefined }),
    );
    expect(weights.agent_pricing).toBe(0);
    expect(weights.schema).toBe(0);
    expect(weights.agent_readiness).toBe(0);
    expect(weights.citability).toBe(25);
    expect('brand' in weights).toBe(false);
  });
});

describe('geo_score', () => {
  it('is the rounded weighted mean of the applicable module scores', () => {
    const summary = scoreOf({ citability: { score: 80, findings: [] }, crawlers: crawlers([], 100) });
    // (25 × 80 + 15 × 100) / 40 = 87.5
    expect(summary.geo_score).toBe(88);
    expect(summary.verdict).toBe('Good');
    expect(summary.weights).toEqual({ citability: 25, crawlers: 15 });
    expect(summary.caps).toEqual([]);
  });

  it('ignores a not-applicable module, a failed module and agent_readiness', () => {
    const base = { citability: { score: 80, findings: [] }, crawlers: crawlers([], 100) };
    const extra = scoreOf({
      ...base,
      agent_pricing: { score: 0, applicable: false, findings: [] },
      schema: { score: 0, types_found: [], error: 'parser crashed', findings: [] },
      agent_readiness: { ...agentReadiness(), score: 0 },
    });
    expect(extra.geo_score).toBe(scoreOf(base).geo_score);
  });

  it('takes the verdict from the documented bands', () => {
    for (const [score, verdict] of [
      [95, 'Excellent'],
      [80, 'Good'],
      [65, 'Fair'],
      [45, 'Poor'],
      [20, 'Critical'],
    ] as const) {
      const summary = scoreOf({ citability: { score, findings: [] } });
      expect(summary.geo_score).toBe(score);
      expect(summary.verdict).toBe(verdict);
      expect(verdictFor(score)).toBe(verdict);
    }
  });
});

describe('caps', () => {
  const strong = modules({
    citability: { score: 95, findings: [] },
    brand: { score: 95, platforms: {}, findings: [] },
    eeat: { score: 95, signals: [], findings: [] },
  });

  it('cap a page marked noindex at 39, stating the reason and the evidence', () => {
    const summary = scoreOf(strong, { html: page('<meta name="robots" content="noindex">', '<p>x</p>') });
    expect(summary.uncapped).toBeGreaterThan(39);
    expect(summary.geo_score).toBe(CAP_LIMITS.noindex);
    expect(summary.verdict).toBe('Critical');
    expect(summary.caps).toHaveLength(1);
    expect(summary.caps[0]).toMatchObject({ check: 'gate.noindex', max: 39 });
    expect(summary.caps[0]!.reason).toMatch(/noindex/);
  });

  it('cap a page when robots.txt blocks every search bot, but not when one still gets through', () => {
    const allBlocked = scoreOf(modules({ crawlers: crawlers(SEARCH_BOTS) }));
    expect(allBlocked.caps.map((c) => c.check)).toEqual(['gate.search_bots_blocked']);
    expect(allBlocked.geo_score).toBeLessThanOrEqual(39);
    // Googlebot is still shut out: Google's platform cap holds (decision 0043), not the full one.
    const oneOpen = scoreOf(modules({ crawlers: crawlers(SEARCH_BOTS.slice(1)) }));
    expect(oneOpen.caps.map((c) => c.check)).toEqual(['gate.platform_blocked']);
    // A refused UA-only probe of the last one is no proof: a CDN may let the verified crawler in.
    const probeOnly = scoreOf(modules({ crawlers: crawlers(SEARCH_BOTS.slice(1)) }), {
      probes: [probe('OAI-SearchBot', 403)],
    });
    expect(probeOnly.caps.map((c) => c.check)).toEqual(['gate.platform_blocked']);
  });

  it('do not count blocked training bots', () => {
    expect(scoreOf(modules({ crawlers: crawlers(['GPTBot', 'Google-Extended']) })).caps).toEqual([]);
  });

  it('cap JavaScript-only content and a page that was not fetched', () => {
    expect(scoreOf(modules({ agent_readiness: agentReadiness(true) })).caps.map((c) => c.check)).toEqual([
      'gate.js_only_content',
    ]);
    const missing = scoreOf(modules(), { status: 404 });
    expect(missing.geo_score).toBe(0);
    expect(missing.caps[0]?.reason).toContain('404');
  });
});

describe('action plan', () => {
  it('lists one item per failed or warned check with geo points = module impact × weight share', () => {
    const summary = scoreOf(
      modules({
        schema: {
          score: 50,
          types_found: [],
          findings: [
            fail('schema.required', 30),
            { ...fail('schema.recommended', 10), status: 'warn' },
            { ...fail('schema.present', 0), status: 'pass', fix: null },
          ],
        },
      }),
    );
    const total = Object.values(summary.weights).reduce((a, b) => a + b, 0);
    expect(summary.action_plan.map((i) => i.check)).toEqual(['schema.required', 'schema.recommended']);
    expect(summary.action_plan[0]).toMatchObject({
      module: 'schema',
      title: 'schema.required failed',
      // The plan's first item and over half its points: high (decision 0042).
      priority: 'high',
      fix: 'Fix schema.required.',
    });
    expect(summary.action_plan[0]!.impact).toBeCloseTo((30 * 12) / total, 1);
  });

  it('ranks critical gates first, then by impact, ties by module order then check id', () => {
    const summary = scoreOf(
      modules({
        citability: { score: 40, findings: [fail('citability.answer_first', 40), fail('citability.b', 8)] },
        eeat: { score: 60, signals: [], findings: [fail('eeat.byline', 20, 'high')] },
        schema: {
          score: 80,
          types_found: [],
          findings: [fail('schema.z', 8 * (25 / 12)), fail('schema.a', 8 * (25 / 12))],
        },
        llmstxt: {
          score: 0,
          exists: false,
          cta_url: null,
          findings: [fail('llmstxt.exists', 100, 'critical')],
        },
      }),
      { html: page('<meta name="robots" content="noindex">', '<p>x</p>') },
    );
    const order = summary.action_plan.map((i) => i.check);
    expect(order.slice(0, 2)).toEqual(['gate.noindex', 'llmstxt.exists']);
    expect(order.slice(2)).toEqual([
      'citability.answer_first',
      'eeat.byline',
      'citability.b',
      'schema.a',
      'schema.z',
    ]);
    const gate = summary.action_plan[0]!;
    expect(gate.priority).toBe('critical');
    expect(gate.impact).toBeCloseTo(summary.uncapped - summary.geo_score, 1);
  });

  it('merges a cap into the module finding that is the same problem instead of listing it twice', () => {
    const summary = scoreOf(
      modules({
        crawlers: { ...crawlers(), score: 40, findings: [fail('crawlers.indexable', 20, 'critical')] },
      }),
      { html: page('<meta name="robots" content="noindex">', '<p>x</p>') },
    );
    const total = Object.values(summary.weights).reduce((a, b) => a + b, 0);
    expect(summary.action_plan.map((i) => i.check)).toEqual(['crawlers.indexable']);
    expect(summary.action_plan[0]!.priority).toBe('critical');
    expect(summary.action_plan[0]!.impact).toBeCloseTo(
      (20 * 15) / total + (summary.uncapped - summary.geo_score),
      0,
    );
  });

  it('leaves items of weight-0 modules out of the plan (decision 0042)', () => {
    const summary = scoreOf(
      modules({
        agent_readiness: { ...agentReadiness(), findings: [fail('agent_readiness.webmcp', 50, 'high')] },
      }),
    );
    expect(summary.action_plan).toEqual([]);
  });
});
