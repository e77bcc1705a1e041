import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { parsePage } from '../../src/index.ts';
import { type FixtureResponse, fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/**
 * An edge rule or SEO plugin that sends `X-Robots-Tag: noindex` to crawler User-Agents only: the browser's copy looks
 * clean, so only the probes show it, and crawlers.indexable says so instead of "The page may be indexed".
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = { allowHosts: ['127.0.0.1'], timeoutMs: 10_000, llmsLinks: false };
const PAGE = `<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1><p>${'We forge anvils. '.repeat(60)}</p></body></html>`;

async function indexable(headersFor: (userAgent: string) => { 'x-robots-tag'?: string }) {
  const fixture = await site({
    '/': (req): FixtureResponse => ({
      headers: {
        'content-type': 'text/html; charset=utf-8',
        vary: 'User-Agent',
        ...headersFor(req.userAgent),
      },
      body: PAGE,
    }),
    '/robots.txt': { body: 'User-agent: *\nAllow: /\n' },
  });
  const artifacts = await gather(fixture.url('/'), OPTIONS);
  const crawlers = analyzeCrawlers({ artifacts, document: parsePage(artifacts.page.body), previous: {} });
  return { crawlers, finding: crawlers.findings!.find((f) => f.check === 'crawlers.indexable')! };
}

describe('a noindex sent to crawler User-Agents only', () => {
  it('fails indexability for the bots that got it, high and never critical (UA-only probe)', async () => {
    const { crawlers, finding } = await indexable((userAgent) =>
      userAgent === BROWSER_USER_AGENT ? {} : { 'x-robots-tag': 'noindex' },
    );
    expect(finding.status).toBe('fail');
    expect(finding.severity).toBe('high');
    expect(finding.title).toMatch(
      /^noindex sent only to OAI-SearchBot, Googlebot, Bingbot, .*'s User-Agent, not to a browser$/,
    );
    expect(finding.evidence[0]!.what).toMatch(
      /^X-Robots-Tag: noindex: sent only to OAI-SearchBot's User-Agent, not to a browser \(UA-only probe/,
    );
    expect(finding.fix).toMatch(/X-Robots-Tag` by User-Agent/);
    expect(crawlers.bots.find((b) => b.token === 'Googlebot')?.noindex).toBe(true);
    expect(crawlers.noindex).toBe(false);
  });

  it('a header every client gets is the page’s own: read as before', async () => {
    const { finding } = await indexable(() => ({ 'x-robots-tag': 'noindex' }));
    expect(finding.title).toBe('noindex: no search engine or answer engine may index or cite this page');
    expect(finding.severity).toBe('critical');
  });

  it('a harmless header for bots only (noarchive) changes nothing', async () => {
    const { finding } = await indexable((userAgent) =>
      userAgent === BROWSER_USER_AGENT ? {} : { 'x-robots-tag': 'noarchive' },
    );
    expect(finding.status).toBe('pass');
  });
});
