import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { parsePage } from '../../src/index.ts';
import { type FixtureResponse, fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/**
 * An edge or geo rule that redirects crawler User-Agents from the audited page to another one (the home page): the
 * bots never see the page, so their probes count as refused, with the URL they ended on.
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = { allowHosts: ['127.0.0.1'], timeoutMs: 10_000, llmsLinks: false };
const page = (title: string): FixtureResponse => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${'Plans from €20 a month. '.repeat(60)}</p></body></html>`,
});

async function crawlersOf(pricing: (userAgent: string) => FixtureResponse) {
  const fixture = await site({
    '/': page('Home'),
    '/pricing': (req) => pricing(req.userAgent),
    '/pricing/': page('Pricing'),
    '/robots.txt': { body: 'User-agent: *\nAllow: /\n' },
  });
  const artifacts = await gather(fixture.url('/pricing'), OPTIONS);
  const crawlers = analyzeCrawlers({ artifacts, document: parsePage(artifacts.page.body), previous: {} });
  return { fixture, crawlers, finding: crawlers.findings!.find((f) => f.check === 'crawlers.reachability')! };
}

describe('bots redirected to another page than the browser', () => {
  it('a 302 to the home page for bot User-Agents only: refused, naming where they ended', async () => {
    const { fixture, crawlers, finding } = await crawlersOf((userAgent) =>
      userAgent === BROWSER_USER_AGENT ? page('Pricing') : { status: 302, headers: { location: '/' } },
    );
    expect(crawlers.refused).toContain('OAI-SearchBot');
    expect(finding.status).toBe('fail');
    expect(finding.title).toMatch(/^The server redirects away from the page for OAI-SearchBot, /);
    expect(finding.fix).toMatch(/A redirect by User-Agent/);
    expect(finding.evidence[0]!.what).toBe(
      `OAI-SearchBot was redirected to ${fixture.url('/')} where a browser got ${fixture.url('/pricing')}: it never gets the page (UA-only probe: it does not reproduce the vendor’s IP ranges)`,
    );
  });

  it('the same redirect for everyone (a trailing slash) is no refusal', async () => {
    const { crawlers, finding } = await crawlersOf(() => ({
      status: 301,
      headers: { location: '/pricing/' },
    }));
    expect(crawlers.refused).toEqual([]);
    expect(finding.status).toBe('pass');
  });
});
