import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT, probedBots } from '../../src/bots/roster.ts';
import { type GatherOptions, gather, isRefusedProbe } from '../../src/gather/index.ts';
import { type FixtureRoutes, fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

function options(extra: GatherOptions = {}): GatherOptions {
  return { allowHosts: ['127.0.0.1'], timeoutMs: 15_000, budgetMs: 60_000, ...extra };
}

// A realistic page body, big enough that a stripped bot version stands out.
const ARTICLE = `<p>${'Plain words about the product and how it works. '.repeat(120)}</p>`;

function page(body: string, extraHead = '') {
  return {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html><head><title>Acme</title>${extraHead}</head><body>${body}</body></html>`,
  };
}

const text = (body: string) => ({ headers: { 'content-type': 'text/plain; charset=utf-8' }, body });
// Its link stays on the loopback fixture: gather checks llms.txt's links, and a public name would need DNS.
const LLMS = '# Acme\n\n> Tools for builders.\n\n## Docs\n\n- [Guide](/guide.md)\n';

describe('gather: the artifacts of a well-kept site', () => {
  it('collects page, robots.txt, llms.txt, llms-full.txt, the pricing page and every probe', async () => {
    const fixture = await site({
      '/': page(`<nav><a href="/about">About</a> <a href="/pricing">Pricing</a></nav>${ARTICLE}`),
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
      '/llms.txt': text(LLMS),
      '/llms-full.txt': text('# Acme\n\nEverything.\n'),
      '/pricing': page('<h1>Plans</h1><p>Pro: $20 per month</p>'),
    });
    const events: number[] = [];
    const artifacts = await gather(fixture.url('/'), options({ onProgress: (e) => events.push(e.progress) }));

    expect(artifacts.url).toBe(fixture.url('/'));
    expect(artifacts.page.status).toBe(200);
    expect(artifacts.page.body).toContain('<title>Acme</title>');
    expect(artifacts.page.headers['content-type']).toContain('text/html');
    expect(artifacts.robotsTxt?.body).toContain('User-agent: *');
    expect(artifacts.llmsTxt?.body).toBe(LLMS);
    expect(artifacts.llmsFullTxtExists).toBe(true);
    expect(artifacts.extra?.pricing?.body).toContain('$20 per month');
    expect(Number.isNaN(Date.parse(artifacts.fetchedAt))).toBe(false);

    const bots = probedBots();
    expect(artifacts.probes).toHaveLength((bots.length + 1) * 2);
    expect(artifacts.probes.filter(isRefusedProbe)).toEqual([]);
    expect(artifacts.probes[0]).toMatchObject({ agent: 'browser', target: 'page', status: 200 });

    // The site really saw each bot's User-Agent, on the page and on llms.txt.
    const pageAgents = new Set(fixture.requestsTo('/').map((r) => r.userAgent));
    const llmsAgents = new Set(fixture.requestsTo('/llms.txt').map((r) => r.userAgent));
    for (const bot of bots) {
      expect(pageAgents).toContain(bot.userAgent);
      expect(llmsAgents).toContain(bot.userAgent);
    }
    expect(pageAgents).toContain(BROWSER_USER_AGENT);
    expect(fixture.requestsTo('/pricing')).toHaveLength(1);

    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)).toBe(1);
    expect([...events].sort((a, b) => a - b)).toEqual(events);
  });
});

describe('gather: robots.txt', () => {
  it.each([404, 500])('records a %i answer as it is', async (status) => {
    const fixture = await site({ '/': page(ARTICLE), '/robots.txt': { status, body: 'nope' } });
    const artifacts = await gather(fixture.url('/'), options({ probes: false }));
    expect(artifacts.robotsTxt?.status).toBe(status);
  });

  it('follows redirects to the real file', async () => {
    const fixture = await site({
      '/': page(ARTICLE),
      '/robots.txt': { status: 301, headers: { location: '/static/robots.txt' } },
      '/static/robots.txt': text('User-agent: GPTBot\nDisallow: /\n'),
    });
    const artifacts = await gather(fixture.url('/'), options({ probes: false }));
    expect(artifacts.robotsTxt?.status).toBe(200);
    expect(artifacts.robotsTxt?.finalUrl).toBe(fixture.url('/static/robots.txt'));
    expect(artifacts.robotsTxt?.body).toContain('GPTBot');
  });

  it('gives up after 5 redirects and says so', async () => {
    const routes: FixtureRoutes = { '/': page(ARTICLE) };
    routes['/robots.txt'] = { status: 302, headers: { location: '/r1' } };
    for (let hop = 1; hop <= 6; hop++)
      routes[`/r${hop}`] = { status: 302, headers: { location: `/r${hop + 1}` } };
    const fixture = await site(routes);
    const artifacts = await gather(fixture.url('/'), options({ probes: false }));
    expect(artifacts.robotsTxt?.status).toBe(0);
    expect(artifacts.robotsTxt?.error).toMatch(/redirected more than 5 times/);
  });

  it('asks the page origin, not the page path', async () => {
    const fixture = await site({ '/docs/guide': page(ARTICLE), '/robots.txt': text('User-agent: *\n') });
    const artifacts = await gather(fixture.url('/docs/guide?x=1#part'), options({ probes: false }));
    expect(artifacts.url).toBe(fixture.url('/docs/guide?x=1'));
    expect(artifacts.robotsTxt?.url).toBe(fixture.url('/robots.txt'));
    expect(fixture.requestsTo('/docs/robots.txt')).toEqual([]);
  });
});

describe('gather: llms.txt', () => {
  it('does not count an HTML soft-404 as llms.txt or llms-full.txt, and skips probing it', async () => {
    const fixture = await site({
      '/': page(ARTICLE),
      '/llms.txt': page('<h1>Page not found</h1>'),
      '/llms-full.txt': page('<h1>Page not found</h1>'),
    });
    const artifacts = await gather(fixture.url('/'), options());
    expect(artifacts.llmsTxt?.status).toBe(200);
    expect(artifacts.llmsFullTxtExists).toBe(false);
    expect(artifacts.probes.some((p) => p.target === 'llms.txt')).toBe(false);
    // Only the browser asked for llms.txt.
    expect(fixture.requestsTo('/llms.txt')).toHaveLength(1);
  });

  it('records a missing llms.txt as a 404', async () => {
    const fixture = await site({ '/': page(ARTICLE) });
    const artifacts = await gather(fixture.url('/'), options({ probes: false }));
    expect(artifacts.llmsTxt?.status).toBe(404);
    expect(artifacts.llmsFullTxtExists).toBe(false);
  });
});

describe('gather: reachability probes', () => {
  it('flags bots a WAF refuses by User-Agent, and not the others', async () => {
    const refused = /OAI-SearchBot|PerplexityBot|ClaudeBot|Claude-SearchBot/;
    const guarded =
      (body: ReturnType<typeof page> | ReturnType<typeof text>) => (req: { userAgent: string }) =>
        refused.test(req.userAgent)
          ? { status: 403, headers: { 'content-type': 'text/html' }, body: '<h1>Forbidden</h1>' }
          : body;
    const fixture = await site({ '/': guarded(page(ARTICLE)), '/llms.txt': guarded(text(LLMS)) });
    const artifacts = await gather(fixture.url('/'), options());

    const probe = (agent: string, target = 'page') =>
      artifacts.probes.find((p) => p.agent === agent && p.target === target);
    expect(probe('OAI-SearchBot')).toMatchObject({ status: 403 });
    expect(isRefusedProbe(probe('OAI-SearchBot')!)).toBe(true);
    expect(isRefusedProbe(probe('Claude-SearchBot', 'llms.txt')!)).toBe(true);
    expect(probe('Googlebot')).toMatchObject({ status: 200, challenge: false, smallerThanBrowser: false });
    expect(isRefusedProbe(probe('browser')!)).toBe(false);
    expect(artifacts.page.status).toBe(200);
  });

  it('recognizes a challenge page and a stripped body served to bots', async () => {
    const challenge = {
      status: 403,
      headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
      body: '<html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>',
    };
    const fixture = await site({
      '/': (req) => {
        if (req.userAgent.includes('ChatGPT-User')) return challenge;
        if (req.userAgent.includes('Amzn-SearchBot')) return { ...challenge, status: 200, headers: {} };
        if (req.userAgent.includes('Applebot')) return page('<p>Enable JavaScript.</p>');
        return page(ARTICLE);
      },
    });
    const artifacts = await gather(fixture.url('/'), options());
    const probe = (agent: string) => artifacts.probes.find((p) => p.agent === agent && p.target === 'page')!;
    expect(probe('ChatGPT-User')).toMatchObject({ status: 403, challenge: true });
    expect(probe('Amzn-SearchBot')).toMatchObject({ status: 200, challenge: true });
    expect(probe('Applebot')).toMatchObject({ status: 200, challenge: false, smallerThanBrowser: true });
    expect(probe('Bingbot')).toMatchObject({ status: 200, challenge: false, smallerThanBrowser: false });
  });

  it('does not call a captcha on a contact form a challenge when the browser sees it too', async () => {
    const form = '<form><div class="g-recaptcha" data-sitekey="k"></div></form>';
    const fixture = await site({ '/': page(`${ARTICLE}${form}`) });
    const artifacts = await gather(fixture.url('/'), options());
    expect(artifacts.probes.filter((p) => p.challenge)).toEqual([]);
  });
});

describe('gather: pricing page', () => {
  it('fetches nothing extra when the page links to no pricing page', async () => {
    const fixture = await site({ '/': page(`<a href="/about">About</a>${ARTICLE}`) });
    const artifacts = await gather(fixture.url('/'), options({ probes: false }));
    expect(artifacts.extra).toBeUndefined();
    expect(fixture.requestsTo('/about')).toEqual([]);
  });

  it('never follows a pricing link to another origin', async () => {
    const fixture = await site({
      '/': page(`<a href="https://other.example/pricing">Pricing</a>${ARTICLE}`),
    });
    const artifacts = await gather(fixture.url('/'), options({ probes: false }));
    expect(artifacts.extra).toBeUndefined();
  });
});

describe('gather: failures and cancellation', () => {
  it('refuses a private target without allow-list and asks nothing else', async () => {
    const fixture = await site({ '/': page(ARTICLE) });
    const artifacts = await gather(fixture.url('/'), { budgetMs: 30_000, allowedPorts: [fixture.port] });
    expect(artifacts.page.status).toBe(0);
    expect(artifacts.page.error).toMatch(/loopback.*allow-list/);
    expect(artifacts.page.errorCode).toBe('blocked_destination');
    expect(artifacts.robotsTxt).toBeUndefined();
    expect(artifacts.probes).toEqual([]);
    expect(fixture.requests).toEqual([]);
  });

  it('reports an invalid URL on the page without throwing', async () => {
    const artifacts = await gather('not a url');
    expect(artifacts.page.status).toBe(0);
    expect(artifacts.page.error).toMatch(/not a valid URL/);
    expect(artifacts.page.errorCode).toBe('invalid_url');
  });

  it('rejects when the caller cancels', async () => {
    const fixture = await site({ '/': { delayMs: 30_000, body: 'late' } });
    const controller = new AbortController();
    const pending = gather(fixture.url('/'), options({ signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('stopped by the user')), 100);
    await expect(pending).rejects.toThrow('stopped by the user');
  });

  it('ends requests that outlive the time budget as timeouts', async () => {
    const fixture = await site({ '/': { delayMs: 30_000, body: 'late' } });
    const artifacts = await gather(fixture.url('/'), options({ budgetMs: 500, probes: false }));
    expect(artifacts.page.status).toBe(0);
    expect(artifacts.page.error).toMatch(/time budget/);
    expect(artifacts.page.errorCode).toBe('timeout');
  });
});
