import { describe, expect, it } from 'vitest';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { fixtureSitesPerTest, type RecordedRequest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

const options: GatherOptions = { allowHosts: ['127.0.0.1'], timeoutMs: 15_000, budgetMs: 60_000 };
const ARTICLE = `<p>${'Plans start at $20 a month and include every feature. '.repeat(60)}</p>`;
const html = (title: string, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body: `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${ARTICLE}</body></html>`,
});
const isBot = (req: RecordedRequest) => /bot|-user|fetcher|indexer/i.test(req.userAgent);

// What a bot's User-Agent alone gets (a noindex header, a redirect away from the page) is invisible in the
// browser's copy: the probes keep it so the crawlers module can tell the owner.
describe('gather: probes record what only the bots were sent', () => {
  it('keeps the X-Robots-Tag header sent to bots only', async () => {
    const fixture = await site({
      '/': (req) => (isBot(req) ? html('Acme', { 'x-robots-tag': 'noindex, nofollow' }) : html('Acme')),
    });
    const artifacts = await gather(fixture.url('/'), options);
    const probe = (agent: string) => artifacts.probes.find((p) => p.agent === agent && p.target === 'page');

    expect(probe('Googlebot')?.xRobotsTag).toBe('noindex, nofollow');
    expect(probe('OAI-SearchBot')?.xRobotsTag).toBe('noindex, nofollow');
    expect(probe('browser')).toBeDefined();
    expect(probe('browser')?.xRobotsTag).toBeUndefined();
  });

  it('keeps the address a bot was redirected to', async () => {
    const fixture = await site({
      '/pricing': (req) => (isBot(req) ? { status: 302, headers: { location: '/' } } : html('Pricing')),
      '/': html('Home'),
    });
    const artifacts = await gather(fixture.url('/pricing'), options);
    const probe = (agent: string) => artifacts.probes.find((p) => p.agent === agent && p.target === 'page');

    expect(probe('Googlebot')).toMatchObject({ status: 200, finalUrl: fixture.url('/') });
    expect(probe('browser')).toMatchObject({ status: 200, finalUrl: fixture.url('/pricing') });
  });
});
