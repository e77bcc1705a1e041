import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { findingOf } from './crawlers-helpers.ts';

/**
 * A page the audit read only in part (its body broke off on both requests, or it is over the 5 MB cap) is judged on
 * that part: the result must say so, and for a page over the cap that Googlebot reads even less of it.
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = {
  allowHosts: ['127.0.0.1'],
  timeoutMs: 15_000,
  budgetMs: 60_000,
  probes: false,
  llmsLinks: false,
};
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const PARAGRAPH =
  '<p>Pro: $20 per month, billed yearly, with every feature included and support by email.</p>';
const PRICING = `<!doctype html><html><head><title>Pricing</title></head><body><h1>Pricing</h1>${PARAGRAPH.repeat(400)}<footer>© Acme</footer></body></html>`;

/** Announces the whole page, sends a quarter of it, then drops the connection (a proxy or server fault). */
function breakOff(res: ServerResponse): void {
  res.writeHead(200, { ...HTML, 'content-length': String(Buffer.byteLength(PRICING)) });
  res.write(PRICING.slice(0, PRICING.length / 4));
  setTimeout(() => res.socket?.destroy(), 20);
}

async function crawlersFor(path: string, routes: Parameters<typeof site>[0]) {
  const fixture = await site({ ...routes, '/robots.txt': { body: 'User-agent: *\nAllow: /\n' } });
  const artifacts = await gather(fixture.url(path), OPTIONS);
  const crawlers = analyzeArtifacts(artifacts, { modules: ['crawlers'] }).modules.crawlers!;
  return { artifacts, crawlers };
}

describe('crawlers: a page the audit read only in part', () => {
  it('says how much of a page that broke off arrived, and that the findings cover only that part', async () => {
    const { artifacts, crawlers } = await crawlersFor('/pricing', {
      '/pricing': { raw: (_req, res) => breakOff(res) },
    });
    expect(artifacts.page.cutShort).toBe(true);

    const partial = findingOf(crawlers, 'crawlers.page_read_in_part');
    expect(crawlers.findings![0]!.check).toBe('crawlers.page_read_in_part');
    expect(partial.status).toBe('info');
    expect(partial.impact).toBe(0);
    expect(partial.title).toMatch(
      /^Only the first \d+ KB of the page arrived \(the connection broke off, on a second request too\): the findings cover that part$/,
    );
    const total = Math.round(Buffer.byteLength(PRICING) / 1024);
    expect(partial.evidence[0]!.what).toMatch(
      new RegExp(`^the body broke off after \\d+ KB of the ${total} KB its Content-Length announced \\(`),
    );
    expect(partial.fix).toMatch(/Content-Length that does not match the body/);
    expect(crawlers.score).toBe(
      analyzeArtifacts(
        { ...artifacts, page: { ...artifacts.page, cutShort: undefined } },
        { modules: ['crawlers'] },
      ).modules.crawlers!.score,
    );
  });

  it('counts a fragment under 1 KB in bytes', async () => {
    const { crawlers } = await crawlersFor('/pricing', {
      '/pricing': {
        raw: (_req, res) => {
          res.writeHead(200, { ...HTML, 'content-length': String(Buffer.byteLength(PRICING)) });
          res.write(PRICING.slice(0, 300));
          setTimeout(() => res.socket?.destroy(), 20);
        },
      },
    });
    expect(findingOf(crawlers, 'crawlers.page_read_in_part').title).toMatch(
      /^Only the first 300 bytes of the page arrived/,
    );
  });

  it('says a page over the size cap was read up to it, and that Googlebot indexes only its first 2 MB', async () => {
    // The robots meta sits at the end, past the cap, as in a page that prints its head late.
    const filler = `<p>${'Item 1234, in stock, ships in two days. '.repeat(100)}</p>`;
    const big = `<!doctype html><html><body><h1>Catalogue</h1>${filler.repeat(Math.ceil((6 * 1024 * 1024) / filler.length))}<meta name="robots" content="noindex"></body></html>`;
    const { artifacts, crawlers } = await crawlersFor('/catalogue', {
      '/catalogue': { headers: HTML, body: big },
    });
    expect(artifacts.page.truncated).toBe(true);

    const partial = findingOf(crawlers, 'crawlers.page_read_in_part');
    expect(partial.status).toBe('info');
    expect(partial.severity).toBe('high');
    expect(partial.title).toBe(
      "Only the first 5 MB of the page was read (the audit's size cap): the findings cover that part, and Googlebot indexes only the first 2 MB",
    );
    expect(partial.evidence.map((e) => e.what).join('\n')).toMatch(
      /Googlebot indexes only the first 2 MB of an HTML file and drops the rest/,
    );
    expect(partial.fix).toMatch(/^Bring the HTML well under 2 MB/);
    // The noindex past the cap went unseen: the indexability finding says what it was read from.
    expect(findingOf(crawlers, 'crawlers.indexable').evidence[0]!.what).toBe(
      'no noindex in meta robots or X-Robots-Tag (only the first 5 MB of the page was read: a robots meta after that was not seen)',
    );
  });

  it('says nothing of the kind for a page read in full', async () => {
    const { crawlers } = await crawlersFor('/pricing', { '/pricing': { headers: HTML, body: PRICING } });
    expect(crawlers.findings!.some((f) => f.check === 'crawlers.page_read_in_part')).toBe(false);
    expect(findingOf(crawlers, 'crawlers.indexable').evidence[0]!.what).toBe(
      'no noindex in meta robots or X-Robots-Tag',
    );
  });
});
