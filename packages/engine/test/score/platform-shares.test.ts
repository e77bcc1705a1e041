import type { ActionItem } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { foldPlatformShares, measuredModule } from '../../src/score/platform-shares.ts';

function item(module: string, check: string, impact: number): ActionItem {
  return { module, check, title: check, priority: 'medium', impact, effort: 'medium', fix: `Fix ${check}.` };
}

describe('measuredModule', () => {
  it('names the module a platform check measures, and nothing for the platform’s own checks', () => {
    expect(measuredModule('platforms.chatgpt.citability')).toBe('citability');
    expect(measuredModule('platforms.google_ai_overviews.schema')).toBe('schema');
    expect(measuredModule('platforms.chatgpt.oai_searchbot')).toBeNull();
    expect(measuredModule('platforms.chatgpt.indexable')).toBeNull();
    expect(measuredModule('citability.thin_content')).toBeNull();
  });
});

describe('foldPlatformShares', () => {
  it('shares a platform item’s points over its module’s items by the module points each recovers', () => {
    const thin = item('citability', 'citability.thin_content', 6);
    const answer = item('citability', 'citability.answer_first', 2);
    const other = item('eeat', 'eeat.byline', 3);
    const chatgpt = item('platforms', 'platforms.chatgpt.citability', 1.2);
    const google = item('platforms', 'platforms.google_ai_overviews.citability', 0.4);
    const points = new Map([
      [thin, 30],
      [answer, 10],
      [other, 20],
    ]);
    const kept = foldPlatformShares([thin, chatgpt, answer, google, other], points);
    expect(kept.map((i) => i.check)).toEqual([
      'citability.thin_content',
      'citability.answer_first',
      'eeat.byline',
    ]);
    expect(thin.impact).toBe(7.2); // 6 + 3/4 of 1.6
    expect(answer.impact).toBe(2.4); // 2 + 1/4 of 1.6
    expect(other.impact).toBe(3);
  });

  it('keeps a platform item whose module has no item to carry its points', () => {
    const chatgpt = item('platforms', 'platforms.chatgpt.brand', 0.5);
    const weightless = item('brand', 'brand.same_as', 0);
    const kept = foldPlatformShares([chatgpt, weightless], new Map([[weightless, 0]]));
    expect(kept).toEqual([chatgpt, weightless]);
    expect(chatgpt.impact).toBe(0.5);
  });

  it('leaves the platforms’ own checks alone', () => {
    const bot = item('platforms', 'platforms.chatgpt.bingbot', 2);
    const crawl = item('crawlers', 'crawlers.robots.bingbot', 4);
    expect(foldPlatformShares([bot, crawl], new Map([[crawl, 40]]))).toEqual([bot, crawl]);
    expect(bot.impact).toBe(2);
  });
});
