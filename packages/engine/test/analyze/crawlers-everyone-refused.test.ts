import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { type FixtureResponse, fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/**
 * A server that turns every client away (a challenge for everyone, Basic auth on staging, a maintenance 503) turns
 * the audit's browser request away too: nothing depends on the User-Agent, so the bots' probes are inconclusive,
 * not refusals, and the owner is not sent to the CDN's bot rules.
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = { allowHosts: ['127.0.0.1'], timeoutMs: 10_000, budgetMs: 40_000 };
const ROBOTS = { body: 'User-agent: *\nAllow: /\n' };

const CHALLENGE: FixtureResponse = {
  status: 403,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cf-mitigated': 'challenge', server: 'cloudflare' },
  body: '<!doctype html><html><head><title>Just a moment...</title></head><body><div id="challenge-running"></div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>',
};
const BASIC_AUTH: FixtureResponse = {
  status: 401,
  headers: { 'content-type': 'text/html', 'www-authenticate': 'Basic realm="staging"' },
  body: '<h1>401 Authorization Required</h1>',
};
const MAINTENANCE: FixtureResponse = {
  status: 503,
  headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '600' },
  body: '<!doctype html><html><head><title>Down for maintenance</title></head><body><h1>We will be back soon</h1></body></html>',
};

async function crawlersOn(page: FixtureResponse | ((userAgent: string) => FixtureResponse)) {
  const fixture = await site({
    '/': (req) => (typeof page === 'function' ? page(req.userAgent) : page),
    '/robots.txt': ROBOTS,
  });
  const result = analyzeArtifacts(await gather(fixture.url('/'), OPTIONS));
  const crawlers = result.modules.crawlers as unknown as {
    refused: string[];
    bots: { token: string; probe: { verdict: string } | null }[];
    findings: {
      check: string;
      status: string;
      title: string;
      evidence: { what: string }[];
      impact: number;
    }[];
  };
  const reachability = crawlers.findings.find((f) => f.check === 'crawlers.reachability')!;
  return { result, crawlers, reachability };
}

describe('every client refused, the audit’s browser request too', () => {
  for (const [name, page, outcome] of [
    ['a challenge for everyone', CHALLENGE, 'HTTP 403, a challenge page'],
    ['Basic auth on a staging site', BASIC_AUTH, 'HTTP 401'],
    ['a maintenance 503', MAINTENANCE, 'HTTP 503'],
  ] as const) {
    it(`${name}: the probes are inconclusive, no bot is refused, and the plan says nothing of bot rules`, async () => {
      const { result, crawlers, reachability } = await crawlersOn(page);
      expect(crawlers.refused).toEqual([]);
      expect(new Set(crawlers.bots.flatMap((b) => (b.probe ? [b.probe.verdict] : [])))).toEqual(
        new Set(['same_as_browser']),
      );
      expect(reachability.status).toBe('info');
      expect(reachability.impact).toBe(0);
      expect(reachability.title).toMatch(
        new RegExp(`^A browser did not get the page either \\(${outcome}\\): the probes cannot tell`),
      );
      expect(reachability.title).not.toMatch(/refuses or strips/);
      expect(reachability.evidence.map((e) => e.what).join('\n')).toMatch(
        /every bot User-Agent probed \(\d+\) got no page either, as the browser did/,
      );
      expect(result.action_plan.some((item) => item.check === 'crawlers.reachability')).toBe(false);
    });
  }

  it('still blames the bots’ User-Agents when only they are challenged', async () => {
    const { crawlers, reachability } = await crawlersOn((userAgent) =>
      userAgent === BROWSER_USER_AGENT
        ? {
            headers: { 'content-type': 'text/html; charset=utf-8' },
            body: `<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1><p>${'Anvils. '.repeat(300)}</p></body></html>`,
          }
        : CHALLENGE,
    );
    expect(crawlers.refused).toContain('OAI-SearchBot');
    expect(reachability.status).toBe('fail');
    expect(reachability.title).toMatch(/^The server refuses or strips the page for OAI-SearchBot/);
  });
});
