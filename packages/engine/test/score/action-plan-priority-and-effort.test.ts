import { type AuditResult, PRIORITIES } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditServed, REVIEW_PAGE_URLS, type ReviewSet, reviewPageFile } from '../review-pages/pages.ts';
import { auditRealistic } from './realistic-page.ts';

/**
 * The action plan ranks by points recovered per effort, its priority follows that rank (so the report's groups keep
 * the API's order), each check has its own effort, beta modules stay out, and a merged item is the one whose module
 * owns the fix (decision 0042).
 */

function auditReviewPage<S extends ReviewSet>(set: S, name: keyof (typeof REVIEW_PAGE_URLS)[S] & string) {
  const url = (REVIEW_PAGE_URLS[set] as Record<string, string>)[name]!;
  return auditServed(url, reviewPageFile(set, name));
}

const checks = (result: AuditResult) => result.action_plan.map((item) => item.check);
const itemOf = (result: AuditResult, check: string) =>
  result.action_plan.find((item) => item.check === check);
const priorityRanks = (result: AuditResult) =>
  result.action_plan.map((item) => (PRIORITIES as readonly string[]).indexOf(item.priority));

describe('GOV.UK "Renew your driving licence at 70"', () => {
  const result = auditReviewPage('content', 'govuk-service');

  it('gives each fix its own effort: a footer link is low, editing the text is medium, new content and a policy are high', () => {
    expect(itemOf(result, 'eeat.about_page')?.effort).toBe('low');
    expect(itemOf(result, 'eeat.outbound_citations')?.effort).toBe('medium');
    expect(itemOf(result, 'citability.thin_content')?.effort).toBe('high');
    expect(itemOf(result, 'eeat.editorial_policy')?.effort).toBe('high');
  });

  // Its sections of 69 and 87 words are easy to quote since a length short of 100 words keeps most of its credit
  // (decision 0065), so the plan no longer asks to rewrite them; citing sources in the text is the edit worth as much.
  it('ranks a quick footer link above an edit of the text worth as much', () => {
    const about = itemOf(result, 'eeat.about_page')!;
    const citations = itemOf(result, 'eeat.outbound_citations')!;
    expect(itemOf(result, 'citability.passage_quality')).toBeUndefined();
    expect(citations.impact).toBeGreaterThanOrEqual(about.impact);
    expect(checks(result).indexOf('eeat.about_page')).toBeLessThan(
      checks(result).indexOf('eeat.outbound_citations'),
    );
  });

  it('never raises the priority down the list, so the report’s first action is the API’s first', () => {
    const ranks = priorityRanks(result);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(result.action_plan[0]?.priority).toBe('high');
  });
});

describe('priority follows the plan’s order on pages of every kind', () => {
  it.each([
    ['site', 'saas-pricing'],
    ['content', 'drupal-olivero-news'],
    ['content', 'wp-yoast-howto'],
    ['site', 'mkdocs-material'],
    ['languages', 'de-praxis-zahnarzt'],
  ] as const)('%s/%s', (set, name) => {
    const result = auditReviewPage(set, name as never);
    const ranks = priorityRanks(result);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('keeps "high" for pages with much to gain: an Excellent how-to gets none', () => {
    const result = auditReviewPage('content', 'wp-yoast-howto');
    expect(result.geo_score).toBeGreaterThanOrEqual(90);
    expect(result.action_plan.map((item) => item.priority)).not.toContain('high');
  });
});

describe('beta agent_readiness items', () => {
  it('leave a WordPress how-to’s plan (no "No WebMCP tools" for its search form) but stay in the module', () => {
    const result = auditReviewPage('content', 'wp-yoast-howto');
    expect(result.action_plan.filter((item) => item.module === 'agent_readiness')).toEqual([]);
    const webmcp = result.modules.agent_readiness?.findings?.find(
      (f) => f.check === 'agent_readiness.webmcp_tools',
    );
    expect(webmcp?.status).toBe('fail');
  });

  it('stay when they are a cap’s problem: a Vite shell’s "render on the server" is critical and high effort', () => {
    const shell =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pricing – Relaywise</title>' +
      '<meta name="description" content="Simple pricing for teams of every size.">' +
      '<script type="module" crossorigin src="/assets/index-4f9a2c.js"></script></head>' +
      '<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>';
    const result = auditServed(REVIEW_PAGE_URLS.site['saas-pricing'], shell);
    expect(result.caps?.map((cap) => cap.check)).toContain('gate.js_only_content');
    expect(result.action_plan[0]).toMatchObject({
      check: 'agent_readiness.js_required',
      priority: 'critical',
      effort: 'high',
    });
  });
});

describe('a café whose Squarespace robots.txt blocks OAI-SearchBot', () => {
  it('lists the block as a robots.txt item, with ChatGPT’s platform check under "also"', () => {
    const result = auditRealistic('squarespace-cafe-home');
    expect(result.action_plan.filter((item) => item.module === 'platforms')).toEqual([]);
    const item = result.action_plan.find((i) => i.also?.includes('platforms.chatgpt.oai_searchbot'));
    expect(item).toMatchObject({ module: 'crawlers', priority: 'critical', effort: 'low' });
    expect(result.action_plan[0]).toBe(item);
  });
});
