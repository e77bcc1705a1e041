import { describe, expect, it } from 'vitest';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * The fetch got Cloudflare's bot challenge (HTTP 403, `cf-mitigated: challenge`, "Just a moment...", with its own
 * `noindex,nofollow`) instead of a hiking-boots guide. Only the page_not_fetched gate applies; nothing is read from
 * the challenge's HTML.
 */
describe('a Cloudflare challenge served instead of the page', () => {
  const result = auditRealistic('cloudflare-challenge-page');

  it('keeps only the page_not_fetched gate, which names the challenge and says what to do', () => {
    expect(result.caps?.map((c) => c.check)).toEqual(['gate.page_not_fetched']);
    const cap = result.caps![0]!;
    expect(cap.kind).toBe('challenge');
    expect(cap.reason).toBe(
      'Cloudflare served a bot challenge (HTTP 403) instead of the page, so nothing on it could be analysed or cited.',
    );
    const first = result.action_plan[0]!;
    expect(first.check).toBe('gate.page_not_fetched');
    expect(first.fix).toMatch(/verified bots/);
    expect(first.fix).toMatch(/Security Level/);
  });

  it('never promises more points than the score can still gain', () => {
    for (const item of result.action_plan) expect(item.impact).toBeLessThanOrEqual(100 - result.geo_score);
    expect(result.action_plan[0]!.impact).toBe(100 - result.geo_score);
  });

  it("never reads the challenge's noindex as the page's", () => {
    expect(planRank(result, 'crawlers.indexable')).toBe(-1);
    expect(JSON.stringify(result.action_plan)).not.toMatch(/noindex/);
    const indexable = result.modules.crawlers!.findings!.find((f) => f.check === 'crawlers.indexable')!;
    expect(indexable.status).toBe('not_applicable');
    expect(result.modules.platforms!.chatgpt?.blockers).toEqual([
      'The page did not load (Cloudflare served a bot challenge (HTTP 403) instead of the page)',
    ]);
  });

  it("reports the content modules as not analysed rather than describing Cloudflare's HTML", () => {
    for (const name of ['schema', 'citability', 'eeat', 'brand', 'agent_pricing'] as const) {
      const entry = result.modules[name] as { error?: string; findings?: unknown[] };
      expect(entry.error).toBe(
        'Cloudflare served a bot challenge (HTTP 403) instead of the page, so there was nothing to analyse',
      );
      expect(entry.findings).toEqual([]);
      expect(result.weights?.[name]).toBe(0);
    }
    expect(JSON.stringify(result.action_plan)).not.toMatch(/article page|Organization|byline/i);
  });
});

describe('a 404 page served for the audited URL', () => {
  const result = auditRealistic('news-paywall-article', (artifacts) => {
    artifacts.page = {
      ...artifacts.page,
      status: 404,
      body: '<!doctype html><html><head><meta name="robots" content="noindex"><title>Page not found</title></head><body><h1>Sorry, we could not find that page</h1></body></html>',
    };
  });

  it('is not read as the page: one gate, no noindex, content modules not analysed', () => {
    expect(result.caps?.map((c) => c.check)).toEqual(['gate.page_not_fetched']);
    expect(result.caps![0]!.reason).toBe('The page answered HTTP 404, so nothing on it can be cited.');
    expect(planRank(result, 'crawlers.indexable')).toBe(-1);
    expect((result.modules.eeat as { error?: string }).error).toMatch(
      /^the page answered HTTP 404.*, so there was nothing to analyse$/,
    );
  });
});
