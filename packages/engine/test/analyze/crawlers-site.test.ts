import { CrawlersModule, LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { parsePage } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/** The crawlers and llmstxt analyzers on artifacts gathered from real sites served on loopback. */

const site = fixtureSitesPerTest();

const OPTIONS: GatherOptions = { allowHosts: ['127.0.0.1'], timeoutMs: 15_000, budgetMs: 60_000 };
const text = (body: string) => ({ headers: { 'content-type': 'text/plain; charset=utf-8' }, body });
const html = (body: string, head = '') => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Acme</title>${head}</head><body>${body}</body></html>`,
});
const ARTICLE = `<p>${'Acme forges anvils from one piece of tool steel. '.repeat(100)}</p>`;

async function audit(url: string, options: GatherOptions = OPTIONS) {
  const artifacts = await gather(url, options);
  const context = { artifacts, document: parsePage(artifacts.page.body), previous: {} };
  return {
    artifacts,
    crawlers: CrawlersModule.parse(analyzeCrawlers(context)) as ReturnType<typeof analyzeCrawlers>,
    llmstxt: LlmstxtModule.parse(analyzeLlmstxt(context)) as ReturnType<typeof analyzeLlmstxt>,
  };
}

describe('X-Robots-Tag headers sent separately', () => {
  it('scopes a crawler-named header to itself: a bare noindex in the next header applies to every crawler', async () => {
    const fixture = await site({
      '/post': {
        raw: (_req, res) => {
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'x-robots-tag': ['googlebot: nosnippet', 'noindex'],
          });
          res.end(`<!doctype html><html><head><title>Acme</title></head><body>${ARTICLE}</body></html>`);
        },
      },
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
    });
    const { artifacts, crawlers } = await audit(fixture.url('/post'));
    expect(artifacts.page.headers['x-robots-tag']).toBe('googlebot: nosnippet\nnoindex');
    const byToken = new Map(crawlers.bots.map((b) => [b.token, b]));
    expect(byToken.get('OAI-SearchBot')?.noindex).toBe(true);
    expect(byToken.get('Googlebot')?.noindex).toBe(true);
    expect(byToken.get('Googlebot')?.nosnippet).toBe(true);
    expect(byToken.get('OAI-SearchBot')?.nosnippet).toBe(false);
  });
});

describe('crawlers and llmstxt on a loopback site', () => {
  it('reads a real robots.txt and llms.txt, blocking training bots only', async () => {
    const fixture = await site({
      '/guides/anvil-care': html(ARTICLE),
      '/robots.txt': text(
        'User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin/\n\nSitemap: /sitemap.xml\n',
      ),
      '/llms.txt': text(
        '# Acme\n\n> Anvils for smiths.\n\n## Guides\n\n- [Anvil care](/guides/anvil-care): keep the face flat\n\n## Pricing\n\n- [Plans](/pricing): list prices\n',
      ),
      '/llms-full.txt': text('# Acme\n\nEverything.\n'),
      '/pricing': html('<h1>Plans</h1><p>Pro: €20 a month.</p>'),
    });
    const { crawlers, llmstxt } = await audit(fixture.url('/guides/anvil-care'), {
      ...OPTIONS,
      probes: false,
    });
    expect(crawlers.robots_status).toBe('parsed');
    expect(crawlers.blocked).toEqual(['GPTBot', 'CCBot']);
    expect(crawlers.score).toBe(100);
    expect(crawlers.sitemaps).toEqual(['/sitemap.xml']);
    expect(llmstxt).toMatchObject({ exists: true, has_full: true, cta_url: fixture.url('/pricing') });
    expect(llmstxt.link_problems.map((p) => p.kind)).toEqual(['relative', 'relative']);
    expect(llmstxt.link_checks?.map((c) => [c.url, c.line, c.outcome])).toEqual([
      [fixture.url('/pricing'), 11, 'ok'],
      [fixture.url('/guides/anvil-care'), 7, 'ok'],
    ]);
    expect(llmstxt.findings!.find((f) => f.check === 'llmstxt.links_resolve')?.status).toBe('pass');
  });

  it('blocks the audited path only, and treats a robots.txt 500 as disallow-all', async () => {
    const fixture = await site({
      '/private/page': html(ARTICLE),
      '/public/page': html(ARTICLE),
      '/robots.txt': text('User-agent: *\nDisallow: /private/\n'),
    });
    const blocked = await audit(fixture.url('/private/page'), { ...OPTIONS, probes: false });
    expect(blocked.crawlers.search_bots_blocked).toBe(true);
    const open = await audit(fixture.url('/public/page'), { ...OPTIONS, probes: false });
    expect(open.crawlers.blocked).toEqual([]);
    expect(open.llmstxt.exists).toBe(false);
    expect(open.llmstxt.findings!.find((f) => f.check === 'llmstxt.exists')!.severity).toBe('low');

    fixture.setRoute('/robots.txt', { status: 500, body: 'oops' });
    const broken = await audit(fixture.url('/public/page'), { ...OPTIONS, probes: false });
    expect(broken.crawlers.robots_status).toBe('server_error');
    expect(broken.crawlers.allowed).toEqual([]);
    expect(broken.crawlers.score).toBe(0);
  });

  it('sees a WAF that refuses one bot by User-Agent, and an HTML soft-404 llms.txt', async () => {
    const fixture = await site({
      '/': (req) =>
        req.userAgent.includes('PerplexityBot') ? { status: 403, body: 'Forbidden' } : html(ARTICLE),
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
      '/llms.txt': html('<h1>Page not found</h1>'),
    });
    const { crawlers, llmstxt } = await audit(fixture.url('/'));
    expect(crawlers.refused).toEqual(['PerplexityBot']);
    expect(crawlers.blocked).toEqual([]);
    const reachability = crawlers.findings!.find((f) => f.check === 'crawlers.reachability')!;
    expect(reachability.status).not.toBe('pass');
    expect(reachability.evidence[0]!.what).toMatch(
      /PerplexityBot was refused the page with HTTP 403 \(UA-only probe/,
    );
    expect(llmstxt.exists).toBe(false);
    expect(fixture.requestsTo('/').some((r) => r.userAgent.includes('PerplexityBot'))).toBe(true);
  });

  it('reads noindex from the X-Robots-Tag header the server sent', async () => {
    const fixture = await site({
      '/': {
        ...html(ARTICLE),
        headers: { 'content-type': 'text/html', 'x-robots-tag': 'googlebot: noindex' },
      },
      '/robots.txt': { status: 404, body: 'nope' },
    });
    const { crawlers } = await audit(fixture.url('/'), { ...OPTIONS, probes: false });
    expect(crawlers.robots_status).toBe('not_found');
    expect(crawlers.noindex).toBe(false);
    expect(crawlers.bots.find((b) => b.token === 'Googlebot')!.noindex).toBe(true);
    expect(crawlers.score).toBeLessThanOrEqual(40);
  });
});
