import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { parsePage } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/**
 * A /robots.txt that an SPA host's catch-all rewrite answers with the app shell, or that a CMS redirects to the home
 * page: the site has no robots.txt, and the owner is told so, with the fix, instead of "robots.txt was read".
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = {
  allowHosts: ['127.0.0.1'],
  timeoutMs: 10_000,
  probes: false,
  llmsLinks: false,
};
const SHELL = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: '<!doctype html><html><head><title>Acme</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
};
const HOME = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1><p>${'We forge anvils. '.repeat(50)}</p></body></html>`,
};

async function crawlersOf(url: string) {
  const artifacts = await gather(url, OPTIONS);
  const crawlers = analyzeCrawlers({ artifacts, document: parsePage(artifacts.page.body), previous: {} });
  const finding = (check: string) => crawlers.findings!.find((f) => f.check === check)!;
  return { crawlers, robots: finding('crawlers.robots_txt'), sitemap: finding('crawlers.sitemap') };
}

describe('/robots.txt answered with an HTML page', () => {
  it('an SPA catch-all 200: no robots.txt (allow all), with a fix that names the static file to add', async () => {
    const fixture = await site({ '/': SHELL, '/robots.txt': SHELL });
    const { crawlers, robots, sitemap } = await crawlersOf(fixture.url('/'));
    expect(crawlers.robots_status).toBe('not_found');
    expect(crawlers.robots_http_status).toBe(200);
    expect(crawlers.robots_url).toBe(fixture.url('/robots.txt'));
    expect(crawlers.blocked).toEqual([]);
    expect(robots.title).toBe(
      '/robots.txt answers an HTML page, not a robots.txt: treated as none (every crawler may fetch everything)',
    );
    expect(robots.status).toBe('info');
    expect(robots.fix).toMatch(/static text\/plain file at .*\/robots\.txt/);
    expect(sitemap.fix).toMatch(/^Publish a text\/plain robots\.txt/);
  });

  it('a redirect to the home page: reported at /robots.txt, naming the page that answered', async () => {
    const fixture = await site({
      '/': HOME,
      '/robots.txt': { status: 301, headers: { location: '/' } },
    });
    const { crawlers, robots } = await crawlersOf(fixture.url('/'));
    expect(crawlers.robots_status).toBe('not_found');
    expect(crawlers.robots_url).toBe(fixture.url('/robots.txt'));
    expect(robots.title).toMatch(/^\/robots\.txt answers an HTML page/);
    expect(robots.evidence[0]!.what).toContain(`after a redirect to ${fixture.url('/')}`);
  });

  it('a 302 with no Location: "with no Location header", not "after the redirect limit"', async () => {
    const fixture = await site({ '/': HOME, '/robots.txt': { status: 302 } });
    const { crawlers, robots } = await crawlersOf(fixture.url('/'));
    expect(crawlers.robots_status).toBe('redirect_limit');
    expect(robots.evidence[0]!.what).toBe(
      'robots.txt answered HTTP 302 with no Location header: treated as absent (allow all)',
    );
  });
});
