import { describe, expect, it } from 'vitest';
import type { ReachabilityProbe } from '../../src/artifacts.ts';
import { auditRealistic } from './realistic-page.ts';

/**
 * A WordPress gardening guide behind fake-bot protection: a browser gets 200, the probes claiming to be Googlebot and
 * Bingbot get 403, as Cloudflare's verified-bot checks or Wordfence do to any non-Google address. Google, Microsoft
 * and Apple verify their crawlers by IP and reverse DNS, so the refusal is graded low with the vendor's tool.
 */
describe('UA-only refusals of Googlebot and Bingbot on a protected site', () => {
  const result = auditRealistic('probe-fake-googlebot-block');
  const finding = (module: 'crawlers' | 'platforms', check: string) =>
    result.modules[module]!.findings!.find((f) => f.check === check)!;

  it('grades them low and points to URL Inspection in Search Console and Bing Webmaster Tools', () => {
    const reachability = finding('crawlers', 'crawlers.reachability');
    expect(reachability).toMatchObject({ status: 'warn', severity: 'low' });
    expect(reachability.fix).toMatch(/Search Console's URL Inspection/);
    expect(reachability.fix).toMatch(/Bing Webmaster Tools' URL Inspection/);
    const googlebot = finding('platforms', 'platforms.google_ai_overviews.googlebot');
    expect(googlebot.severity).toBe('low');
    expect(googlebot.fix).toMatch(/Search Console's URL Inspection/);
    expect(finding('platforms', 'platforms.chatgpt.bingbot').severity).toBe('low');
    // The plan's priority follows the points the item recovers, not the finding's severity (decision 0042).
    const item = result.action_plan.find((i) => i.check === 'crawlers.reachability')!;
    expect(item.priority).not.toMatch(/critical|high/);
  });

  it('keeps high a refusal of a bot whose vendor publishes no IP verification', () => {
    const refused = auditRealistic('probe-fake-googlebot-block', (artifacts) => {
      artifacts.probes = artifacts.probes.map(
        (p): ReachabilityProbe => (p.agent === 'Claude-SearchBot' ? { ...p, status: 403, bytes: 1800 } : p),
      );
    });
    const reachability = refused.modules.crawlers!.findings!.find(
      (f) => f.check === 'crawlers.reachability',
    )!;
    expect(reachability.severity).toBe('high');
    expect(reachability.title).toMatch(/Googlebot, Bingbot, Claude-SearchBot's User-Agent/);
  });
});
