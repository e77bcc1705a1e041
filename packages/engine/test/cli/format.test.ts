import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { formatHuman } from '../../src/cli/format-human.ts';
import { modules } from '../score/modules.ts';

const result: AuditResult = {
  geo_score: 39,
  verdict: 'Critical',
  modules: {
    ...modules({ schema: { score: 0, types_found: [], error: 'parser crashed', findings: [] } }),
    platforms: {
      score: 40,
      chatgpt: {
        score: 0,
        eligible: false,
        blockers: ['OAI-SearchBot cannot fetch the page'],
        strengths: [],
        recommendations: [],
      },
      google_ai_overviews: { score: 80, eligible: true, blockers: [], strengths: [], recommendations: [] },
    },
  },
  action_plan: Array.from({ length: 12 }, (_, i) => ({
    module: 'citability',
    check: `citability.c${i}`,
    title: i === 0 ? 'Tables | lists' : `Item ${i}`,
    priority: i === 0 ? 'critical' : 'low',
    impact: 12 - i,
    effort: 'low',
    fix: i === 0 ? 'Put facts in an HTML <table> with header cells.' : `Fix ${i}.`,
  })),
  analyzed_at: '2026-11-22T12:00:00.000Z',
  url: 'https://example.com/a',
  score_version: '2026.11.1',
  weights: { citability: 25, schema: 0 },
  caps: [{ check: 'gate.noindex', max: 39, reason: 'The page is noindex.' }],
};

describe('report formats', () => {
  it('human: score, cap reason, every module with its note, platforms, top 10 actions', () => {
    const text = formatHuman(result);
    expect(text).toContain('Score 39/100 (Critical)');
    expect(text).toContain('Capped at 39: The page is noindex.');
    expect(text).toMatch(/schema\s+0\s+\.{10}\s+error: parser crashed/);
    expect(text).toMatch(/agent_pricing\s+100\s+#{10}\s+not applicable/);
    expect(text).toContain('ChatGPT: 0/100, not eligible');
    expect(text).toContain('- OAI-SearchBot cannot fetch the page');
    expect(text).toContain('10. [low] Item 9');
    expect(text).not.toContain('Item 10');
    expect(text).toContain('and 2 more');
  });

  it('human: an action worth under a tenth of a point says so, not "+0 pts"', () => {
    const small = {
      ...result,
      action_plan: [
        { ...result.action_plan[0]!, title: 'A broken llms.txt link', impact: 0 },
        { ...result.action_plan[1]!, impact: 0.4 },
      ],
    };
    const text = formatHuman(small);
    expect(text).toContain('A broken llms.txt link (citability; < 0.1 pts; effort low)');
    expect(text).toContain('+0.4 pts');
    expect(text).not.toContain('+0 pts');
  });
});
