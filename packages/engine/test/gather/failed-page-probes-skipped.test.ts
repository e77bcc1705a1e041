import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

const options: GatherOptions = { allowHosts: ['127.0.0.1'], timeoutMs: 15_000, budgetMs: 60_000 };
const text = (body: string) => ({ headers: { 'content-type': 'text/plain; charset=utf-8' }, body });
const LLMS = '# Acme\n\n> Tools for builders.\n\n## Docs\n\n- [Guide](/guide.md)\n';

// The audit stops when the page gave no response or is no HTML page: no bot should be sent to a failing site.
describe('gather: no probes and no llms.txt link checks when there is no page to audit', () => {
  it('sends the page of a redirect loop no bot requests (6 hops per probe made 100+ requests)', async () => {
    const loop = (path: string) => ({ status: 302, headers: { location: path } });
    const fixture = await site({ '/': loop('/a'), '/a': loop('/'), '/llms.txt': text(LLMS) });
    const artifacts = await gather(fixture.url('/'), options);

    expect(artifacts.page.errorCode).toBe('too_many_redirects');
    // A loop is said to be one, with its hops, and found on its first repeat: no advice to point at a final address.
    expect(artifacts.page.error).toBe(
      `${fixture.url('/')} redirects in a loop (${fixture.url('/')} → ${fixture.url('/a')} → ${fixture.url('/')}), so no page is ever served. Fix the redirect rules that send it back (often an http↔https or www rule undone by another rule, by a plugin, or by the CDN), or a redirect that only ends once a cookie is set, which crawlers do not keep.`,
    );
    expect(artifacts.probes).toEqual([]);
    expect(artifacts.llmsLinks).toBeUndefined();
    const toPage = fixture.requests.filter((r) => r.pathname === '/' || r.pathname === '/a');
    expect(toPage.length).toBe(2);
    expect(fixture.requests.every((r) => r.userAgent === BROWSER_USER_AGENT)).toBe(true);
    expect(fixture.requestsTo('/guide.md')).toEqual([]);
  });

  it('does not probe a PDF, which the audit refuses as no HTML page', async () => {
    const fixture = await site({
      '/guide.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4 …' },
      '/llms.txt': text(LLMS),
    });
    const artifacts = await gather(fixture.url('/guide.pdf'), options);

    expect(artifacts.page.status).toBe(200);
    expect(artifacts.probes).toEqual([]);
    expect(artifacts.llmsLinks).toBeUndefined();
    expect(fixture.requestsTo('/guide.pdf')).toHaveLength(1);
    // robots.txt and llms.txt are still read: they describe the site, whatever the page.
    expect(artifacts.llmsTxt?.body).toBe(LLMS);
  });

  it('does not probe a page whose server drops the connection', async () => {
    const fixture = await site({ '/': { raw: (req) => req.socket.destroy() }, '/llms.txt': text(LLMS) });
    const artifacts = await gather(fixture.url('/'), options);

    expect(artifacts.page.status).toBe(0);
    expect(artifacts.probes).toEqual([]);
    expect(fixture.requests.filter((r) => r.userAgent !== BROWSER_USER_AGENT)).toEqual([]);
  });

  it('still probes an HTML error page, which the audit analyses', async () => {
    const fixture = await site({
      '/': { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>Not found</h1>' },
    });
    const artifacts = await gather(fixture.url('/'), options);
    expect(artifacts.probes.length).toBeGreaterThan(1);
  });
});
