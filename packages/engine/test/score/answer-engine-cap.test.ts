import type { Evidence } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import type { Artifacts } from '../../src/artifacts.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { CAP_LIMITS } from '../../src/score/index.ts';
import { honestArticle } from './spam-pages.ts';

const URL_ = 'https://example.com/notes/why-tomatoes-split';

function auditWith(robotsTxt: string) {
  const resource = (url: string, body: string, type: string) => ({
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': type },
    body,
    truncated: false,
    redirects: [],
  });
  const artifacts: Artifacts = {
    url: URL_,
    page: resource(URL_, honestArticle(''), 'text/html; charset=utf-8'),
    robotsTxt: resource('https://example.com/robots.txt', robotsTxt, 'text/plain'),
    probes: [],
    fetchedAt: '2026-11-22T12:00:00.000Z',
  };
  return analyzeArtifacts(artifacts, { now: () => new Date('2026-11-22T12:00:00.000Z') });
}

const block = (...agents: string[]) =>
  `${agents.map((a) => `User-agent: ${a}\nDisallow: /\n\n`).join('')}User-agent: *\nAllow: /\n`;

describe('gate.answer_engine_bots_blocked', () => {
  it('holds a page that ChatGPT, Claude and Perplexity may not fetch below "Good", and says how to lift it', () => {
    const result = auditWith(block('OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot'));
    const cap = result.caps?.find((c) => c.check === 'gate.answer_engine_bots_blocked');
    expect(cap).toBeDefined();
    expect(cap!.max).toBe(CAP_LIMITS.answer_engine_bots_blocked);
    expect(cap!.max).toBeLessThan(75);
    expect(cap!.reason).toMatch(/ChatGPT, Claude and Perplexity/);
    expect((cap!.evidence as Evidence[]).map((e) => e.what)).toEqual([
      'OAI-SearchBot is disallowed by robots.txt',
      'Claude-SearchBot is disallowed by robots.txt',
      'PerplexityBot is disallowed by robots.txt',
    ]);
    expect(result.geo_score).toBeLessThanOrEqual(cap!.max);
    // The robots.txt rule against OAI-SearchBot comes first, as one item with ChatGPT's platform check it also fails.
    const first = result.action_plan[0]!;
    expect(first.priority).toBe('critical');
    expect([first.check, ...((first as { also?: string[] }).also ?? [])]).toContain(
      'crawlers.robots.oai-searchbot',
    );
  });

  it('costs more than a missing llms.txt does', () => {
    const open = auditWith('User-agent: *\nAllow: /\n');
    const shut = auditWith(block('OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot'));
    // The page has no llms.txt either way: what it costs is the llmstxt module's whole weighted share.
    const weights = open.weights ?? {};
    const llmsShare = (weights.llmstxt ?? 0) / Object.values(weights).reduce((s, w) => s + w, 0);
    expect(open.geo_score - shut.geo_score).toBeGreaterThan(100 * llmsShare);
  });

  it('does not fire while any one of them may fetch the page, nor for training crawlers', () => {
    const two = auditWith(block('Claude-SearchBot', 'PerplexityBot'));
    expect(two.caps?.map((c) => c.check)).toEqual([]);
    // ChatGPT, a platform the result reports, has a cap of its own (decision 0043).
    const chatgpt = auditWith(block('OAI-SearchBot', 'Claude-SearchBot'));
    expect(chatgpt.caps?.map((c) => c.check)).toEqual(['gate.platform_blocked']);
    const training = auditWith(block('GPTBot', 'ClaudeBot', 'Google-Extended', 'CCBot'));
    expect(training.caps?.map((c) => c.check)).toEqual([]);
  });

  it('gives way to the full cap when every search crawler is shut out', () => {
    const all = auditWith('User-agent: *\nDisallow: /\n');
    expect(all.caps?.map((c) => c.check)).toEqual(['gate.search_bots_blocked']);
  });
});
