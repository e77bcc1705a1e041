import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { findingOf } from '../analyze/crawlers-helpers.ts';
import { type FixtureResponse, fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/**
 * A WAF that refuses bot User-Agents often refuses their requests for robots.txt too. The audit reads robots.txt with
 * a browser's User-Agent, so the file looks fine; but a crawler answered 503 there must treat the whole site as
 * disallowed (RFC 9309 §2.3.1.4). When the page probes show bots refused, robots.txt is asked once more as a bot.
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = {
  allowHosts: ['127.0.0.1'],
  timeoutMs: 10_000,
  budgetMs: 40_000,
  llmsLinks: false,
};
const ROBOTS: FixtureResponse = {
  body: 'User-agent: *\nDisallow: /admin\nSitemap: https://shop.example/sitemap.xml\n',
};
const PAGE: FixtureResponse = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Shoes</title></head><body><h1>Running shoes</h1>${'<p>Light trail shoes with a firm grip on wet rock and a wide toe box.</p>'.repeat(30)}</body></html>`,
};
const FORBIDDEN: FixtureResponse = {
  status: 403,
  headers: { 'content-type': 'text/html' },
  body: '<h1>Forbidden</h1>',
};
const CHALLENGE: FixtureResponse = {
  status: 403,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cf-mitigated': 'challenge' },
  body: '<!doctype html><html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>',
};

const isBrowser = (userAgent: string) => userAgent === BROWSER_USER_AGENT;

async function audit(page: (ua: string) => FixtureResponse, robots: (ua: string) => FixtureResponse) {
  const fixture = await site({
    '/shoes': (req) => page(req.userAgent),
    '/robots.txt': (req) => robots(req.userAgent),
  });
  const artifacts = await gather(fixture.url('/shoes'), OPTIONS);
  const crawlers = analyzeArtifacts(artifacts, { modules: ['crawlers'] }).modules.crawlers!;
  const robotsAgents = fixture.requestsTo('/robots.txt').map((r) => r.userAgent);
  return { artifacts, crawlers, robotsAgents };
}

describe('robots.txt as refused bots get it', () => {
  it('says a crawler answered 503 for robots.txt must treat the site as disallowed, asking once as Googlebot', async () => {
    const { crawlers, robotsAgents } = await audit(
      (ua) => (isBrowser(ua) ? PAGE : FORBIDDEN),
      (ua) => (isBrowser(ua) ? ROBOTS : { status: 503, body: 'Service unavailable' }),
    );
    expect(robotsAgents).toHaveLength(2);
    expect(robotsAgents[1]).toMatch(/Googlebot\/2\.1/);
    // The RFC reading stays the browser copy's: the file was read and its rules apply.
    expect(crawlers.robots_status).toBe('parsed');
    const forBots = findingOf(crawlers, 'crawlers.robots_txt_for_bots');
    expect(forBots.title).toBe(
      "robots.txt answers Googlebot's User-Agent with HTTP 503 where a browser got HTTP 200: a crawler that gets this must treat the whole site as disallowed",
    );
    expect(forBots.status).toBe('info');
    expect(forBots.severity).toBe('high');
    expect(forBots.impact).toBe(0);
    expect(forBots.evidence.map((e) => e.what).join('\n')).toMatch(/RFC 9309 §2\.3\.1\.4/);
    expect(forBots.fix).toMatch(/^Exempt \/robots\.txt from your CDN, WAF or server's bot rules/);
    // The scored refusal, the item the action plan shows, says robots.txt is refused too.
    const reachability = findingOf(crawlers, 'crawlers.reachability');
    expect(reachability.status).toBe('fail');
    expect(reachability.evidence.map((e) => e.what)).toContain(
      "Googlebot's User-Agent got HTTP 503 for robots.txt; a browser got HTTP 200 (UA-only probe: it does not reproduce the vendor’s IP ranges)",
    );
    expect(reachability.fix).toMatch(
      /exempt \/robots\.txt from them too, or crawlers may skip the whole site\.$/,
    );
  });

  it('says a challenge for robots.txt hides its rules and Sitemap lines from the crawler', async () => {
    const { crawlers, robotsAgents } = await audit(
      (ua) => (isBrowser(ua) ? PAGE : CHALLENGE),
      (ua) => (isBrowser(ua) ? ROBOTS : CHALLENGE),
    );
    expect(robotsAgents).toHaveLength(2);
    const forBots = findingOf(crawlers, 'crawlers.robots_txt_for_bots');
    expect(forBots.title).toBe(
      "robots.txt answers Googlebot's User-Agent with a challenge page (HTTP 403) where a browser got HTTP 200: a crawler that gets this reads no robots.txt, none of its rules or Sitemap lines",
    );
    expect(forBots.severity).toBe('medium');
  });

  it('asks as the refused bot when Googlebot is let through, and passes when robots.txt answers it like a browser', async () => {
    const { crawlers, robotsAgents } = await audit(
      (ua) => (/GPTBot|OAI-SearchBot|ChatGPT-User/.test(ua) ? FORBIDDEN : PAGE),
      () => ROBOTS,
    );
    expect(robotsAgents).toHaveLength(2);
    expect(robotsAgents[1]).toMatch(/OAI-SearchBot/);
    const forBots = findingOf(crawlers, 'crawlers.robots_txt_for_bots');
    expect(forBots.status).toBe('pass');
    expect(findingOf(crawlers, 'crawlers.reachability').fix).not.toMatch(/robots\.txt from them too/);
    expect(forBots.title).toMatch(
      /^robots\.txt answers OAI-SearchBot's User-Agent as it answers a browser \(HTTP 200\)/,
    );
  });

  it('makes no extra request when no bot is refused', async () => {
    const { artifacts, crawlers, robotsAgents } = await audit(
      () => PAGE,
      () => ROBOTS,
    );
    expect(robotsAgents).toEqual([BROWSER_USER_AGENT]);
    expect(artifacts.botRobotsTxt).toBeUndefined();
    expect(crawlers.findings!.some((f) => f.check === 'crawlers.robots_txt_for_bots')).toBe(false);
  });
});
