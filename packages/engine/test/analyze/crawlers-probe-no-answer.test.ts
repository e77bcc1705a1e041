import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { parsePage } from '../../src/index.ts';
import { type FixtureResponse, fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { artifactsFor, contextOf, findingOf, probe } from './crawlers-helpers.ts';

/**
 * How crawlers words the page probes that did not come back whole: a bot left without an answer is not "refused",
 * a probe the audit's own time budget cut is not measured, and a lean copy reads "a much smaller page". The first
 * case is read from artifacts as gather records them (a real wait would take the probes' whole time limit).
 */

const site = fixtureSitesPerTest();
const BASE: GatherOptions = { allowHosts: ['127.0.0.1'], probes: true, llmsLinks: false };
const PAGE: FixtureResponse = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1><p>${'We forge anvils from tool steel. '.repeat(200)}</p></body></html>`,
};

async function reachability(page: (userAgent: string) => FixtureResponse, options: GatherOptions) {
  const fixture = await site({
    '/': (req) => page(req.userAgent),
    '/robots.txt': { body: 'User-agent: *\nAllow: /\n' },
  });
  const artifacts = await gather(fixture.url('/'), { ...BASE, ...options });
  const crawlers = analyzeCrawlers({ artifacts, document: parsePage(artifacts.page.body), previous: {} });
  const finding = crawlers.findings!.find((f) => f.check === 'crawlers.reachability')!;
  const verdicts = Object.fromEntries(crawlers.bots.map((b) => [b.token, b.probe?.verdict]));
  return { crawlers, finding, verdicts };
}

describe('page probes that did not come back whole', () => {
  it('no answer in time for two bots: "did not answer … within 8 s", not "refuses or strips"', () => {
    // What gather records for a bot User-Agent that a slow page (6.2 s for the browser) left waiting.
    const silent = (agent: string) =>
      probe(agent, 0, { bytes: 0, error: 'No answer within 14.4 s, where a browser was answered in 6.2 s.' });
    const artifacts = artifactsFor({
      probes: [
        probe('browser', 200),
        probe('OAI-SearchBot', 200),
        silent('Meta-ExternalFetcher'),
        silent('MistralAI-User'),
      ],
    });
    artifacts.page.timingMs = 6_200;
    const crawlers = analyzeCrawlers(contextOf(artifacts));
    const finding = findingOf(crawlers, 'crawlers.reachability');
    expect(crawlers.bots.find((b) => b.token === 'MistralAI-User')?.probe?.verdict).toBe('no_response');
    expect(crawlers.refused).toEqual([]);
    expect(finding.title).toMatch(
      /^The page did not answer Meta-ExternalFetcher, MistralAI-User's User-Agent within 14\.4 s, where a browser got it in 6\.2 s: bots may get a slow uncached copy, or a WAF drops them/,
    );
    expect(finding.title).not.toMatch(/refuses or strips/);
    expect(finding.severity).toBe('medium');
    expect(finding.evidence.map((e) => e.what)).toContain(
      'Meta-ExternalFetcher got no answer for the page (No answer within 14.4 s, where a browser was answered in 6.2 s) (UA-only probe: it does not reproduce the vendor’s IP ranges)',
    );
    expect(finding.fix).toMatch(/page cache/);
  });

  it('probes the audit’s time budget cut: not measured, never a refusal or a missing answer', async () => {
    const { crawlers, finding, verdicts } = await reachability(
      (userAgent) => (userAgent === BROWSER_USER_AGENT ? PAGE : { ...PAGE, delayMs: 1_200 }),
      { timeoutMs: 10_000, budgetMs: 2_000 },
    );
    expect(Object.values(verdicts)).toContain('unfinished');
    expect(Object.values(verdicts)).not.toContain('no_response');
    expect(crawlers.refused).toEqual([]);
    expect(finding.title).toMatch(/not measured \(the audit's time budget ran out\)/);
    expect(finding.title).not.toMatch(/refuses or strips|did not answer/);
    expect(
      finding.evidence.some((e) =>
        /probe of the page was not finished: the audit's time budget ran out/.test(e.what),
      ),
    ).toBe(true);
  });

  it('a much smaller copy for a bot reads "a much smaller page than a browser"', async () => {
    const { finding } = await reachability(
      (userAgent) =>
        /PerplexityBot/.test(userAgent)
          ? { headers: PAGE.headers, body: '<!doctype html><html><body>Access limited</body></html>' }
          : PAGE,
      { timeoutMs: 10_000, budgetMs: 20_000 },
    );
    expect(finding.evidence[0]!.what).toMatch(
      /^PerplexityBot got a much smaller page than a browser \(\d+ bytes;/,
    );
  });
});
