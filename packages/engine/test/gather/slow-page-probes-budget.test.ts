import { describe, expect, it } from 'vitest';
import { type GatherOptions, gather, isRefusedProbe } from '../../src/gather/index.ts';
import { fixtureSitesPerTest, type RecordedRequest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

const isBot = (req: RecordedRequest) => /bot|-user|fetcher|indexer/i.test(req.userAgent);
const ARTICLE = `<h1>Booking</h1><p>${'Our team has helped 4,200 clinics reduce no-shows by 31% since 2019. '.repeat(20)}</p>`;
const page = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Booking</title></head><body>${ARTICLE}</body></html>`,
};
const LLMS = { headers: { 'content-type': 'text/plain' }, body: '# Clinic\n\n> Scheduling.\n' };
const options = (budgetMs: number): GatherOptions => ({
  allowHosts: ['127.0.0.1'],
  timeoutMs: 15_000,
  budgetMs,
  llmsLinks: false,
});
const pageProbe = (probes: Awaited<ReturnType<typeof gather>>['probes'], agent: string) =>
  probes.find((p) => p.agent === agent && p.target === 'page');

// The audit's own time running out is not the server refusing bots: the probes it cut say nothing about them.
describe('gather: probes and the time budget', () => {
  it('marks the probes the budget cut or never started as unfinished, and probes llms.txt alongside', async () => {
    const fixture = await site({
      '/': (req) => (isBot(req) ? { ...page, delayMs: 30_000 } : page),
      '/llms.txt': LLMS,
    });
    const artifacts = await gather(fixture.url('/'), options(2_500));

    const bots = artifacts.probes.filter((p) => p.agent !== 'browser' && p.target === 'page');
    expect(bots).toHaveLength(17);
    for (const probe of bots) {
      expect(probe).toMatchObject({ status: 0, unfinished: true });
      expect(probe.error).toMatch(/time ran out .* says nothing about/);
      expect(isRefusedProbe(probe)).toBe(false);
    }
    // The quick llms.txt probes are not left for last behind 17 slow page probes.
    const llms = artifacts.probes.find((p) => p.agent === 'OAI-SearchBot' && p.target === 'llms.txt');
    expect(llms).toMatchObject({ status: 200 });
    expect(llms?.unfinished).toBeUndefined();
  });

  it('probes a slow page more at once and one bot of each vendor first', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = (req: RecordedRequest) => {
      if (!isBot(req)) return { ...page, delayMs: 2_100 };
      return {
        raw: (_req: unknown, res: import('node:http').ServerResponse) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          res.on('close', () => {
            inFlight -= 1;
          });
          setTimeout(() => {
            res.writeHead(200, page.headers);
            res.end(page.body);
          }, 2_100);
        },
      };
    };
    const fixture = await site({ '/': slow, '/llms.txt': LLMS });
    // The browser's page and two waves of probes take 6.3 s at the least; a third wave cannot end before 8.4 s. A
    // budget between leaves 1.8 s for a loaded machine's timers, and the third wave is cut however late they fire.
    const artifacts = await gather(fixture.url('/'), options(8_100));

    expect(most).toBeGreaterThan(2);
    for (const agent of ['OAI-SearchBot', 'Googlebot', 'Bingbot', 'Claude-SearchBot', 'PerplexityBot']) {
      expect(pageProbe(artifacts.probes, agent), agent).toMatchObject({ status: 200 });
    }
    // A second User-Agent of a vendor already probed waits: here the budget ran out first.
    expect(pageProbe(artifacts.probes, 'Amzn-User')).toMatchObject({ status: 0, unfinished: true });
  }, 15_000);

  it("gives a bot's probe a time from the browser's, not the whole request time", async () => {
    const fixture = await site({
      '/': (req) => (req.userAgent.includes('Googlebot') ? { ...page, delayMs: 30_000 } : page),
    });
    const artifacts = await gather(fixture.url('/'), options(60_000));

    const googlebot = pageProbe(artifacts.probes, 'Googlebot');
    expect(googlebot).toMatchObject({ status: 0 });
    expect(googlebot?.unfinished).toBeUndefined();
    expect(googlebot?.error).toMatch(/^No answer within 8 s, where a browser was answered in \d+ ms\.$/);
    expect(pageProbe(artifacts.probes, 'Bingbot')).toMatchObject({ status: 200 });
  }, 15_000);
});
