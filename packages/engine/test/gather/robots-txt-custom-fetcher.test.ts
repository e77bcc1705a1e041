import { describe, expect, it } from 'vitest';
import type { SafeFetcher } from '../../src/api-types.ts';
import { createSafeFetcher } from '../../src/fetch/safe-fetcher.ts';
import { gather } from '../../src/gather/index.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

const ARTICLE = `<p>${'Our café roasts its beans every morning and serves them by noon. '.repeat(40)}</p>`;
const CAFE = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Café</title></head><body><h1>Café</h1>${ARTICLE}</body></html>`,
};

// A server or CLI that passes its own fetcher must audit robots.txt as the engine's fetcher does: a fetcher that
// ignores `robotsTxt` decodes a Latin-1 file by its charset, and `Disallow: /caf\xe9` would then block /café for
// every bot, a rule no crawler applies (they read the bytes as UTF-8).
describe('gather with a fetcher of the caller’s own: robots.txt in a legacy charset', () => {
  it('reads a Latin-1 robots.txt as crawlers do even when the fetcher ignores robotsTxt', async () => {
    const fixture = await site({
      '/robots.txt': {
        headers: { 'content-type': 'text/plain; charset=iso-8859-1' },
        body: Buffer.from('User-agent: *\nDisallow: /caf\xe9\nSitemap: /sitemap.xml\n', 'latin1'),
      },
      '/caf%C3%A9': CAFE,
    });
    const inner = createSafeFetcher({ allowHosts: ['127.0.0.1'] });
    const seen: Array<boolean | undefined> = [];
    // Knows nothing of `robotsTxt`: decodes every body by its declared charset.
    const custom: SafeFetcher = (url, init = {}) => {
      const { robotsTxt, ...rest } = init;
      seen.push(robotsTxt);
      return inner(url, rest);
    };
    try {
      const artifacts = await gather(fixture.url('/caf%C3%A9'), {
        fetcher: custom,
        probes: false,
        llmsLinks: false,
      });
      expect(seen).toContain(true);
      expect(artifacts.robotsTxt?.body).toContain('Disallow: /caf\ufffd');
      expect(artifacts.robotsTxt?.encoding).toBeUndefined();
      const crawlers = analyzeArtifacts(artifacts, { modules: ['crawlers'] }).modules.crawlers!;
      expect(crawlers.robots_status).toBe('parsed');
      expect(crawlers.blocked).toEqual([]);
    } finally {
      await inner.close();
    }
  });
});
