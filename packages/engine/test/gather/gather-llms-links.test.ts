import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { type FixtureRoutes, type FixtureSite, fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

function options(extra: GatherOptions = {}): GatherOptions {
  return { allowHosts: ['127.0.0.1'], timeoutMs: 15_000, budgetMs: 60_000, probes: false, ...extra };
}

const PAGE = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: '<!doctype html><html><head><title>Acme</title></head><body><p>Anvils.</p></body></html>',
};

const CHALLENGE = {
  status: 403,
  headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
  body: '<html><head><title>Just a moment...</title></head><body></body></html>',
};

/** An llms.txt listing `paths` on the fixture site, then one link to another site. */
function llmsTxt(fixture: FixtureSite, paths: string[]): string {
  const links = paths.map((path, i) => `- [Page ${i}](${fixture.url(path)})`);
  return [
    '# Acme',
    '',
    '> Anvils.',
    '',
    '## Docs',
    '',
    ...links,
    `- [Elsewhere](http://localhost:${fixture.port}/off)`,
  ].join('\n');
}

/** Answers after a short wait, counting the link requests in flight at once. */
function counted(counter: { now: number; max: number }, body: string) {
  return {
    raw: (_req: unknown, res: ServerResponse) => {
      counter.now += 1;
      counter.max = Math.max(counter.max, counter.now);
      setTimeout(() => {
        counter.now -= 1;
        res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' }).end(body);
      }, 30);
    },
  };
}

// Never answers: the socket stays open until the site closes.
const HANGING = { raw: () => {} };

describe('gather: llms.txt links', () => {
  it('requests a bounded sample, on-site links first, as a browser with GET, a few at a time', async () => {
    const counter = { now: 0, max: 0 };
    const paths = Array.from({ length: 12 }, (_, i) => `/doc-${i}.md`);
    paths[3] = '/gone';
    paths[5] = '/walled';
    const routes: FixtureRoutes = {
      '/': PAGE,
      '/gone': { status: 404, body: 'Not found' },
      '/walled': CHALLENGE,
    };
    for (const path of paths) routes[path] ??= counted(counter, `# ${path}`);
    const fixture = await site(routes);
    fixture.setRoute('/llms.txt', { body: llmsTxt(fixture, paths) });

    const artifacts = await gather(fixture.url('/'), options());

    const checks = artifacts.llmsLinks!;
    expect(checks.map((c) => c.url)).toEqual(paths.slice(0, 10).map((p) => fixture.url(p)));
    const linkRequests = fixture.requests.filter((r) => paths.includes(r.pathname));
    expect(linkRequests).toHaveLength(10);
    expect(new Set(linkRequests.map((r) => `${r.method} ${r.userAgent}`))).toEqual(
      new Set([`GET ${BROWSER_USER_AGENT}`]),
    );
    expect(fixture.requestsTo('/off')).toEqual([]);
    expect(counter.max).toBeLessThanOrEqual(4);

    expect(checks[0]).toMatchObject({
      status: 200,
      challenge: false,
      contentType: 'text/markdown; charset=utf-8',
    });
    expect(checks[3]).toMatchObject({ url: fixture.url('/gone'), status: 404, challenge: false });
    expect(checks[5]).toMatchObject({ url: fixture.url('/walled'), status: 403, challenge: true });
    expect(checks[5]!.title).toBe('Just a moment...');
  });

  it('does not let a link that never answers hold gather past the time set aside for links', async () => {
    const fixture = await site({ '/': PAGE, '/fine.md': { body: '# Fine' }, '/hang': HANGING });
    fixture.setRoute('/llms.txt', { body: llmsTxt(fixture, ['/hang', '/fine.md']) });

    // The link's own limit (half the 15 s page timeout) is longer than the test may run: only the budget ends it.
    const artifacts = await gather(fixture.url('/'), options({ llmsLinks: { budgetMs: 1_000 } }));

    expect(artifacts.page.status).toBe(200);
    expect(artifacts.llmsLinks).toEqual([
      expect.objectContaining({ url: fixture.url('/hang'), status: 0, unfinished: true }),
      expect.objectContaining({ url: fixture.url('/fine.md'), status: 200 }),
      // The off-site link comes last, and loopback under another name is not on the allow-list.
      expect.objectContaining({
        url: `http://localhost:${fixture.port}/off`,
        errorCode: 'blocked_destination',
      }),
    ]);
    expect(artifacts.llmsLinks![1]!.unfinished).toBeUndefined();
  });

  it('records a link slower than its own time limit as a timeout', async () => {
    const fixture = await site({ '/': PAGE, '/hang': HANGING });
    fixture.setRoute('/llms.txt', { body: llmsTxt(fixture, ['/hang']) });

    const artifacts = await gather(fixture.url('/'), options({ llmsLinks: { timeoutMs: 500 } }));

    const hung = artifacts.llmsLinks![0]!;
    expect(hung).toMatchObject({ url: fixture.url('/hang'), status: 0, errorCode: 'timeout' });
    expect(hung.error).toMatch(/did not answer within 0\.5 s/);
    expect(hung.unfinished).toBeUndefined();
  });
});
