import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * One robots.txt rule is one edit: the bots it shuts out are one action-plan item, worth what removing the rule
 * recovers. A WordPress how-to guide (Yoast) and a Squarespace café whose "Block known AI crawlers" switch writes one
 * group for every AI bot.
 */

const WP_ROBOTS = 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n';

function howToWith(robots: string): AuditResult {
  return auditRealistic('wp-yoast-howto', (artifacts) => {
    artifacts.robotsTxt = { ...artifacts.robotsTxt!, body: robots };
  });
}

const itemOf = (result: AuditResult, check: string) => result.action_plan[planRank(result, check)];

describe('a Squarespace café that blocks the AI crawlers in one robots.txt group', () => {
  const result = auditRealistic('squarespace-cafe-home');

  it('lists OAI-SearchBot, PerplexityBot and ChatGPT-User as one item, the group they share', () => {
    const checks = [
      'crawlers.robots.oai-searchbot',
      'crawlers.robots.perplexitybot',
      'crawlers.robots.user_fetchers',
      'platforms.chatgpt.oai_searchbot',
      'platforms.chatgpt.chatgpt_user',
    ];
    const ranks = checks.map((check) => planRank(result, check));
    expect(ranks[0]).toBeGreaterThanOrEqual(0);
    expect(new Set(ranks).size).toBe(1);
  });
});

describe('a WordPress how-to guide whose robots.txt shuts out Googlebot and Bingbot', () => {
  const open = howToWith(WP_ROBOTS);

  it('lists one stacked User-agent group as one item, worth what removing its rule recovers', () => {
    const shut = howToWith(`User-agent: Googlebot\nUser-agent: Bingbot\nDisallow: /\n\n${WP_ROBOTS}`);
    const item = itemOf(shut, 'crawlers.robots.googlebot')!;
    expect(item).toBe(itemOf(shut, 'crawlers.robots.bingbot'));
    expect(item.priority).toBe('critical');
    expect(Math.abs(item.impact - (open.geo_score - shut.geo_score))).toBeLessThanOrEqual(1);
  });

  it('gives two groups two items whose points add up to what fixing both recovers', () => {
    const shut = howToWith(
      `User-agent: Googlebot\nDisallow: /\n\nUser-agent: Bingbot\nDisallow: /\n\n${WP_ROBOTS}`,
    );
    const google = itemOf(shut, 'crawlers.robots.googlebot')!;
    const bing = itemOf(shut, 'crawlers.robots.bingbot')!;
    expect(google).not.toBe(bing);
    expect(Math.abs(google.impact + bing.impact - (open.geo_score - shut.geo_score))).toBeLessThanOrEqual(
      1.5,
    );
  });
});
