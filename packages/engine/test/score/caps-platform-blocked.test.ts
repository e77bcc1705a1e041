import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { CAP_LIMITS } from '../../src/score/index.ts';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * gate.platform_blocked (decision 0043): a platform the result reports (Google AI Overviews, ChatGPT search) that
 * cannot cite the page because the site shuts its crawler out holds the score below "Good". Realistic pages: a
 * WordPress how-to guide (Yoast), a rose-pruning guide sent `X-Robots-Tag: googlebot: noindex`, and the same guide
 * behind Cloudflare's fake-Googlebot rule (a refused UA-only probe, which proves nothing).
 */

const WP_ROBOTS = 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n';

function howToWith(robots: string): AuditResult {
  return auditRealistic('wp-yoast-howto', (artifacts) => {
    artifacts.robotsTxt = { ...artifacts.robotsTxt!, body: robots };
  });
}

const capIds = (result: AuditResult) => (result.caps ?? []).map((c) => c.check);
const platformCap = (result: AuditResult) => result.caps?.find((c) => c.check === 'gate.platform_blocked');

describe('a how-to guide whose robots.txt disallows Googlebot', () => {
  const open = howToWith(WP_ROBOTS);
  const shut = howToWith(`User-agent: Googlebot\nDisallow: /\n\n${WP_ROBOTS}`);

  it('is held below "Good", and the cap names Google AI Overviews', () => {
    expect(open.verdict).toBe('Excellent');
    expect(shut.modules.platforms?.google_ai_overviews?.eligible).toBe(false);
    const cap = platformCap(shut);
    expect(cap?.max).toBe(CAP_LIMITS.platform_blocked);
    expect(cap?.reason).toMatch(
      /^Googlebot is disallowed by robots\.txt, so Google AI Overviews cannot cite/,
    );
    expect(shut.geo_score).toBeLessThanOrEqual(69);
    expect(shut.verdict).toBe('Fair');
  });

  it('puts the robots.txt rule first, as one critical item worth what allowing Googlebot recovers', () => {
    const first = shut.action_plan[0]!;
    expect(first.priority).toBe('critical');
    expect(planRank(shut, 'crawlers.robots.googlebot')).toBe(0);
    expect(planRank(shut, 'gate.platform_blocked')).toBe(0);
    expect(Math.abs(first.impact - (open.geo_score - shut.geo_score))).toBeLessThanOrEqual(1);
  });
});

describe('a how-to guide whose robots.txt disallows OAI-SearchBot alone', () => {
  it('is held below "Good", naming ChatGPT search', () => {
    const shut = howToWith(`User-agent: OAI-SearchBot\nDisallow: /\n\n${WP_ROBOTS}`);
    expect(shut.modules.platforms?.chatgpt?.eligible).toBe(false);
    expect(platformCap(shut)?.reason).toMatch(
      /OAI-SearchBot is disallowed by robots\.txt, so ChatGPT search/,
    );
    expect(shut.verdict).toBe('Fair');
  });

  it('leaves ChatGPT to the answer-engine cap when all three answer engines are shut out', () => {
    const shut = howToWith(
      `User-agent: OAI-SearchBot\nUser-agent: Claude-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n\n${WP_ROBOTS}`,
    );
    expect(capIds(shut)).toEqual(['gate.answer_engine_bots_blocked']);
  });

  it('does not fire for Claude or Perplexity alone, nor for training crawlers', () => {
    expect(
      capIds(
        howToWith(`User-agent: Claude-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n\n${WP_ROBOTS}`),
      ),
    ).toEqual([]);
    expect(
      capIds(
        howToWith(
          `User-agent: GPTBot\nUser-agent: Google-Extended\nUser-agent: CCBot\nDisallow: /\n\n${WP_ROBOTS}`,
        ),
      ),
    ).toEqual([]);
  });
});

describe('a rose-pruning guide sent "X-Robots-Tag: googlebot: noindex"', () => {
  it('is held below "Good" for Google, with the noindex as the one first item', () => {
    const result = auditRealistic('xrt-googlebot-noindex');
    const cap = platformCap(result);
    expect(cap?.reason).toMatch(/^A noindex addressed to Googlebot keeps the page out of its index/);
    expect(result.geo_score).toBeLessThanOrEqual(CAP_LIMITS.platform_blocked);
    expect(planRank(result, 'crawlers.indexable')).toBe(0);
    expect(planRank(result, 'gate.platform_blocked')).toBe(0);
  });
});

describe('the same guide behind a fake-Googlebot rule (the UA-only Googlebot probe gets 403)', () => {
  it('is not capped: a refused UA-only probe does not show the verified crawler is shut out', () => {
    const result = auditRealistic('probe-fake-googlebot-block');
    expect(capIds(result)).toEqual([]);
  });
});
