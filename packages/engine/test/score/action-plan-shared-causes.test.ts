import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditRealistic } from './realistic-page.ts';

/** One cause, one action-plan item: the checks a single fix clears are listed once, on the best-ranked item. */

const itemsFor = (result: AuditResult, checks: readonly string[]) =>
  result.action_plan.filter((item) => checks.includes(item.check));
const clears = (result: AuditResult, check: string) =>
  result.action_plan.find((item) => item.check === check)?.also ?? [];

describe('robots.txt answering 503 on a WordPress vet clinic', () => {
  const result = auditRealistic('robots-5xx-wp');
  const sameFix = [
    'crawlers.robots_txt',
    'platforms.google_ai_overviews.googlebot',
    'platforms.chatgpt.oai_searchbot',
    'platforms.chatgpt.bingbot',
    'platforms.chatgpt.chatgpt_user',
  ];

  it('is one item, "make robots.txt answer 200", that also clears the platform bot checks', () => {
    expect(itemsFor(result, sameFix).map((item) => item.check)).toEqual(['crawlers.robots_txt']);
    expect(result.action_plan[0]!.check).toBe('crawlers.robots_txt');
    expect(clears(result, 'crawlers.robots_txt')).toEqual(expect.arrayContaining(sameFix.slice(1)));
  });

  it('names what the one fix also clears by title, as the editor reads the plan, not by check id', () => {
    const first = result.action_plan[0]!;
    const titles = result.modules
      .platforms!.findings!.filter((f) => sameFix.includes(f.check))
      .map((f) => f.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(first.fix).toContain(title.replace(/[.!]+$/, ''));
    expect(first.fix).not.toMatch(/\b(?:platforms|crawlers)\.[a-z_]+/);
  });

  it('gives no advice on editing robots.txt rules in WordPress: the server must answer', () => {
    const oai = result.modules.platforms!.findings!.find(
      (f) => f.check === 'platforms.chatgpt.oai_searchbot',
    )!;
    expect(oai.fix).toMatch(/answer 200/);
    expect(oai.fix).not.toMatch(/In WordPress/);
    expect(JSON.stringify(result.action_plan)).not.toMatch(/edit it in your SEO plugin/);
  });
});

describe('a café whose Squarespace robots.txt blocks ChatGPT-User', () => {
  it('lists the block once: one group shuts out ChatGPT-User, OAI-SearchBot and PerplexityBot, one item clears them', () => {
    const result = auditRealistic('squarespace-cafe-home');
    const checks = [
      'crawlers.robots.oai-searchbot',
      'crawlers.robots.perplexitybot',
      'crawlers.robots.user_fetchers',
      'platforms.chatgpt.oai_searchbot',
      'platforms.chatgpt.chatgpt_user',
    ];
    const kept = itemsFor(result, checks);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.check).toMatch(/^crawlers\.robots\./);
    expect([kept[0]!.check, ...clears(result, kept[0]!.check)]).toEqual(expect.arrayContaining(checks));
  });
});

describe('a review site whose WAF challenges ChatGPT-User and Perplexity', () => {
  it('lists the challenge once: reachability, ChatGPT-User’s platform check and the agent challenge', () => {
    const result = auditRealistic('rankmath-review-post');
    const checks = [
      'crawlers.reachability',
      'platforms.chatgpt.chatgpt_user',
      'agent_readiness.captcha_or_challenge',
    ];
    expect(itemsFor(result, checks).map((item) => item.check)).toEqual(['crawlers.reachability']);
    expect(clears(result, 'crawlers.reachability')).toEqual(checks.slice(1));
  });
});
