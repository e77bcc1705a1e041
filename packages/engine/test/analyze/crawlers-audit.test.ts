import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import type { CrawlersResult } from '../../src/analyze/crawlers.ts';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';
import { findingOf } from './crawlers-helpers.ts';

/**
 * Whole audits (every module, caps, platforms) of loopback sites, for what the crawlers module decides and
 * the score caps and platform gates then read from it.
 */

const site = fixtureSitesPerTest();
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const TEXT = { 'content-type': 'text/plain; charset=utf-8' };
const withHead = (head: string) => GOOD_ARTICLE.replace('<head>', `<head>${head}`);

function crawlersOf(result: AuditResult): CrawlersResult {
  return result.modules.crawlers as unknown as CrawlersResult;
}
function botOf(result: AuditResult, token: string) {
  const bot = crawlersOf(result).bots.find((b) => b.token === token);
  if (!bot) throw new Error(`no bot ${token}`);
  return bot;
}
const capsOf = (result: AuditResult) => (result.caps ?? []).map((cap) => cap.check);
const platformsOf = (result: AuditResult) =>
  result.modules.platforms as unknown as {
    chatgpt: { eligible: boolean };
    google_ai_overviews: { eligible: boolean };
  };
const audit = (url: string) => runAudit(url, { allowHosts: ['127.0.0.1'] });

// What many WordPress/Yoast-era sites publish: parameter variants of every URL stay out of crawls.
const PARAMS_BLOCKED = [
  'User-agent: *',
  'Disallow: /*?',
  'Disallow: /wp-admin/',
  'Allow: /wp-admin/admin-ajax.php',
].join('\n');

describe('a pasted URL with tracking parameters on a site that disallows query strings', () => {
  it('judges crawl access on the canonical URL the page declares, and says so', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: withHead('<link rel="canonical" href="/guide">') },
      '/robots.txt': { headers: TEXT, body: PARAMS_BLOCKED },
    });
    const result = await audit(fixture.url('/guide?utm_source=newsletter&utm_medium=email'));
    const crawlers = crawlersOf(result);
    expect(botOf(result, 'Googlebot').status).toBe('allowed');
    expect(botOf(result, 'OAI-SearchBot').status).toBe('allowed');
    expect(crawlers.search_bots_blocked).toBe(false);
    expect(capsOf(result)).not.toContain('gate.search_bots_blocked');
    expect(platformsOf(result).chatgpt.eligible).toBe(true);
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(true);
    const googlebot = findingOf(crawlers, 'crawlers.robots.googlebot');
    expect(googlebot.status).toBe('pass');
    const said = googlebot.evidence.map((e) => e.what).join(' ');
    expect(said).toContain('Disallow: /*?');
    expect(said).toContain('canonical');
    expect(said).toContain('/guide?utm_source=newsletter');
    // Never advice to open parameter crawling or to point the canonical at the tracking URL.
    const advice = result.action_plan.map((item) => `${item.title} ${item.fix}`).join('\n');
    expect(advice).not.toContain('Disallow: /*?');
    expect(advice).not.toContain('Point the canonical at this page');
    const canonical = findingOf(crawlers, 'crawlers.canonical');
    expect(canonical.status).toBe('pass');
  });

  it('still reports the block when the page declares no canonical', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': { headers: TEXT, body: PARAMS_BLOCKED },
    });
    const result = await audit(fixture.url('/guide?utm_source=newsletter'));
    expect(botOf(result, 'Googlebot').status).toBe('blocked');
    expect(capsOf(result)).toContain('gate.search_bots_blocked');
  });

  it('still reports the block when the canonical is disallowed too, or lives on another site', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: withHead('<link rel="canonical" href="/guide">') },
      '/moved': {
        headers: HTML,
        body: withHead('<link rel="canonical" href="https://elsewhere.example/guide">'),
      },
      '/robots.txt': { headers: TEXT, body: `${PARAMS_BLOCKED}\nDisallow: /guide\n` },
    });
    const same = await audit(fixture.url('/guide?utm_source=newsletter'));
    expect(botOf(same, 'Googlebot').status).toBe('blocked');
    expect(capsOf(same)).toContain('gate.search_bots_blocked');
    const other = await audit(fixture.url('/moved?utm_source=newsletter'));
    expect(botOf(other, 'Googlebot').status).toBe('blocked');
  });

  it('keeps judging an allowed URL with a query on that URL', async () => {
    const fixture = await site({
      '/list': { headers: HTML, body: withHead('<link rel="canonical" href="/list">') },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nDisallow: /list$\n' },
    });
    const result = await audit(fixture.url('/list?page=2'));
    const googlebot = findingOf(crawlersOf(result), 'crawlers.robots.googlebot');
    expect(googlebot.status).toBe('pass');
    expect(googlebot.evidence.map((e) => e.what).join(' ')).not.toContain('canonical');
  });
});

describe('a CDN that refuses every bot User-Agent it cannot verify', () => {
  // What Cloudflare's managed "fake Googlebot/Bingbot" rules plus "Block AI bots" answer a spoofed User-Agent.
  const waf = (body: string) => (req: { userAgent: string }) =>
    /bot|spider|-user/i.test(req.userAgent)
      ? {
          status: 403,
          headers: { ...HTML, 'cf-mitigated': 'challenge' },
          body: '<title>Just a moment...</title>',
        }
      : { headers: HTML, body };

  it('warns that the real crawlers may be refused, without the hard cap or the platform gates', async () => {
    const fixture = await site({
      '/guide': waf(GOOD_ARTICLE),
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const result = await audit(fixture.url('/guide'));
    const crawlers = crawlersOf(result);
    expect(crawlers.refused).toContain('Googlebot');
    expect(crawlers.search_bots_blocked).toBe(false);
    expect(capsOf(result)).not.toContain('gate.search_bots_blocked');
    expect(crawlers.score).toBeGreaterThan(40);
    expect(platformsOf(result).chatgpt.eligible).toBe(true);
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(true);
    const reach = findingOf(crawlers, 'crawlers.reachability');
    expect(reach.status).toBe('fail');
    expect(reach.severity).toBe('high');
    expect(reach.title).toContain('may refuse the real crawlers');
  });

  it('still caps the page when robots.txt shuts every search crawler out as well', async () => {
    const fixture = await site({
      '/guide': waf(GOOD_ARTICLE),
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nDisallow: /\n' },
    });
    const result = await audit(fixture.url('/guide'));
    expect(crawlersOf(result).search_bots_blocked).toBe(true);
    expect(capsOf(result)).toContain('gate.search_bots_blocked');
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(false);
  });
});

describe('a site with a per-IP rate limit', () => {
  it('paces and retries the probes, so the audit’s own burst is not read as bots being refused', async () => {
    // A token bucket per client (nginx limit_req-like): 6 requests at once, then 3 a second; no User-Agent rules.
    let tokens = 6;
    let last = Date.now();
    const limited =
      (body: string, headers: Record<string, string>) =>
      (): { status?: number; headers: Record<string, string>; body: string } => {
        const now = Date.now();
        tokens = Math.min(6, tokens + ((now - last) / 1000) * 3);
        last = now;
        if (tokens < 1)
          return { status: 429, headers: { ...TEXT, 'retry-after': '1' }, body: 'Too many requests' };
        tokens -= 1;
        return { headers, body };
      };
    const fixture = await site({
      '/guide': limited(GOOD_ARTICLE, HTML),
      '/robots.txt': limited('User-agent: *\nAllow: /\n', TEXT),
    });
    const result = await audit(fixture.url('/guide'));
    const crawlers = crawlersOf(result);
    expect(fixture.requests.some((r) => r.pathname === '/guide' && /bot/i.test(r.userAgent))).toBe(true);
    expect(crawlers.refused).toEqual([]);
    expect(crawlers.bots.filter((b) => b.probe && b.probe.verdict !== 'ok').map((b) => b.token)).toEqual([]);
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(true);
  }, 60_000);

  it('reports a bot User-Agent that keeps getting 429 as rate limited (inconclusive), never as refused', async () => {
    const fixture = await site({
      '/guide': (req) =>
        req.userAgent !== BROWSER_USER_AGENT
          ? { status: 429, headers: { ...TEXT, 'retry-after': '1' }, body: 'Too many requests' }
          : { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const result = await audit(fixture.url('/guide'));
    const crawlers = crawlersOf(result);
    expect(crawlers.refused).toEqual([]);
    expect(crawlers.bots.find((b) => b.token === 'Googlebot')?.probe?.verdict).toBe('rate_limited');
    expect(crawlers.search_bots_blocked).toBe(false);
    expect(platformsOf(result).chatgpt.eligible).toBe(true);
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(true);
    const reach = findingOf(crawlers, 'crawlers.reachability');
    expect(reach.status).toBe('info');
    expect(reach.title).toContain('inconclusive');
    // Counterexample: a 403 for the same User-Agents is still a refusal.
    fixture.setRoute('/guide', (req) =>
      /bot|-user/i.test(req.userAgent)
        ? { status: 403, headers: TEXT, body: 'Forbidden' }
        : { headers: HTML, body: GOOD_ARTICLE },
    );
    const refused = crawlersOf(await audit(fixture.url('/guide')));
    expect(refused.refused).toContain('Googlebot');
  }, 60_000);
});

describe('a page that redirects to another host', () => {
  it('is judged with the robots.txt of the host it finally came from', async () => {
    const target = await site({
      '/guides/descale': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nDisallow: /\n' },
    });
    // The old host has no robots.txt (404) and moves every page.
    const moved = await site({
      '/guides/descale': { status: 301, headers: { location: target.url('/guides/descale') } },
    });
    const result = await audit(moved.url('/guides/descale'));
    const crawlers = crawlersOf(result);
    expect(target.requestsTo('/robots.txt').length).toBeGreaterThan(0);
    expect(botOf(result, 'Googlebot').status).toBe('blocked');
    expect(crawlers.robots_url).toBe(target.url('/robots.txt'));
    expect(crawlers.search_bots_blocked).toBe(true);
    expect(capsOf(result)).toContain('gate.search_bots_blocked');
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(false);
    const robots = findingOf(crawlers, 'crawlers.robots_txt');
    expect(robots.evidence.map((e) => e.what).join(' ')).toContain('redirected to another host');
  });

  it('is not shut out by the old host’s robots.txt when the content’s own host allows it', async () => {
    const target = await site({
      '/guides/descale': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const moved = await site({
      '/guides/descale': { status: 301, headers: { location: target.url('/guides/descale') } },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nDisallow: /\n' },
    });
    const result = await audit(moved.url('/guides/descale'));
    expect(botOf(result, 'Googlebot').status).toBe('allowed');
    expect(capsOf(result)).not.toContain('gate.search_bots_blocked');
    const robots = findingOf(crawlersOf(result), 'crawlers.robots_txt');
    expect(robots.evidence.map((e) => e.what).join(' ')).toMatch(
      /disallows .*Googlebot.*from the audited URL/,
    );
  });

  it('keeps using the audited host’s robots.txt for a redirect within the host', async () => {
    const fixture = await site({
      '/old': { status: 301, headers: { location: '/new' } },
      '/new': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nDisallow: /new\n' },
    });
    const result = await audit(fixture.url('/old'));
    expect(botOf(result, 'Googlebot').status).toBe('blocked');
    expect(fixture.requestsTo('/robots.txt')).toHaveLength(1);
  });
});

describe('a robots.txt served with a type that is not text', () => {
  for (const type of ['binary/octet-stream', 'application/octet-stream']) {
    it(`reads its rules anyway when served as ${type}, as Google does, and asks for text/plain`, async () => {
      const fixture = await site({
        '/guide': { headers: HTML, body: GOOD_ARTICLE },
        '/robots.txt': { headers: { 'content-type': type }, body: 'User-agent: *\nDisallow: /\n' },
      });
      const result = await audit(fixture.url('/guide'));
      const crawlers = crawlersOf(result);
      expect(crawlers.robots_status).toBe('parsed');
      expect(botOf(result, 'Googlebot').status).toBe('blocked');
      expect(capsOf(result)).toContain('gate.search_bots_blocked');
      const robots = findingOf(crawlers, 'crawlers.robots_txt');
      expect(robots.title).toContain(type);
      expect(robots.fix).toContain('text/plain');
    });
  }

  it('finds no rules in an HTML page served that way (a catch-all answer), and allows everything', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': {
        headers: { 'content-type': 'application/octet-stream' },
        body: '<!doctype html><html><body><p>Disallow: /</p></body></html>',
      },
    });
    const result = await audit(fixture.url('/guide'));
    expect(botOf(result, 'Googlebot').status).toBe('allowed');
    expect(capsOf(result)).not.toContain('gate.search_bots_blocked');
  });

  it('says nothing about the type of a text/plain robots.txt', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const robots = findingOf(crawlersOf(await audit(fixture.url('/guide'))), 'crawlers.robots_txt');
    expect(robots.status).toBe('pass');
    expect(robots.title).toBe('robots.txt was read');
  });
});

describe('an unavailable_after date that has passed', () => {
  it('takes the page out of Google only: AI Overviews ineligible, ChatGPT unaffected, no global noindex cap', async () => {
    const fixture = await site({
      '/offer': {
        headers: { ...HTML, 'x-robots-tag': 'unavailable_after: Wednesday, 25-Jun-2025 15:00:00 GMT' },
        body: GOOD_ARTICLE,
      },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const result = await audit(fixture.url('/offer'));
    expect(crawlersOf(result).noindex).toBe(false);
    expect(botOf(result, 'Googlebot').noindex).toBe(true);
    expect(botOf(result, 'OAI-SearchBot').noindex).toBe(false);
    expect(capsOf(result)).not.toContain('gate.noindex');
    expect(platformsOf(result).chatgpt.eligible).toBe(true);
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(false);
  });

  it('counterexample: a plain noindex still applies to every crawler and caps the score', async () => {
    const fixture = await site({
      '/offer': { headers: { ...HTML, 'x-robots-tag': 'noindex' }, body: GOOD_ARTICLE },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const result = await audit(fixture.url('/offer'));
    expect(crawlersOf(result).noindex).toBe(true);
    expect(capsOf(result)).toContain('gate.noindex');
    expect(platformsOf(result).chatgpt.eligible).toBe(false);
  });
});

describe('data-nosnippet around the main content', () => {
  const ARTICLE = `<h1>Descaling an espresso machine</h1>${'<p>Run a citric acid solution through the boiler, then flush it twice with clean water before brewing again.</p>'.repeat(12)}`;
  const pageWith = (main: string) =>
    `<!doctype html><html lang="en"><head><title>Descaling</title></head><body><nav><a href="/">Home</a></nav>${main}</body></html>`;

  it('reads a whole article wrapped in data-nosnippet like nosnippet for Google', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: pageWith(`<main data-nosnippet>${ARTICLE}</main>`) },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const result = await audit(fixture.url('/guide'));
    const snippets = findingOf(crawlersOf(result), 'crawlers.snippets');
    expect(snippets.status).toBe('fail');
    expect(snippets.evidence.map((e) => e.what).join(' ')).toContain('100% of the main content');
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(false);
    expect(platformsOf(result).chatgpt.eligible).toBe(true);
  });

  it('leaves a page alone when only a passage is marked data-nosnippet', async () => {
    const fixture = await site({
      '/guide': {
        headers: HTML,
        body: pageWith(`<main>${ARTICLE}<p data-nosnippet>Prices valid until Friday.</p></main>`),
      },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const result = await audit(fixture.url('/guide'));
    expect(findingOf(crawlersOf(result), 'crawlers.snippets').status).toBe('pass');
    expect(platformsOf(result).google_ai_overviews.eligible).toBe(true);
  });

  it('says nothing of data-nosnippet when it marks only a passage outside the main content', async () => {
    const fixture = await site({
      '/guide': {
        headers: HTML,
        body: pageWith(
          `<main>${ARTICLE}</main><footer><p data-nosnippet>Prices valid until Friday.</p></footer>`,
        ),
      },
      '/robots.txt': { headers: TEXT, body: 'User-agent: *\nAllow: /\n' },
    });
    const result = await audit(fixture.url('/guide'));
    const snippets = findingOf(crawlersOf(result), 'crawlers.snippets');
    expect(snippets.status).toBe('pass');
    // "0% of the main content (0 of N words)" told the reader nothing about the page.
    expect(snippets.evidence.map((e) => e.what).join(' ')).not.toContain('data-nosnippet');
  });
});

describe('a robots.txt that answers a server error', () => {
  it('caps the page and says robots.txt is unavailable, not that a rule disallows the crawlers', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': { status: 500, headers: TEXT, body: 'Internal Server Error' },
    });
    const result = await audit(fixture.url('/guide'));
    const cap = (result.caps ?? []).find((c) => c.check === 'gate.search_bots_blocked') as
      | { evidence?: { what: string }[] }
      | undefined;
    expect(cap).toBeDefined();
    const said = (cap?.evidence ?? []).map((e) => e.what).join(' ');
    expect(said).toContain('robots.txt answered HTTP 500');
    expect(said).not.toContain('is disallowed by robots.txt');
    const blockers = (platformsOf(result).google_ai_overviews as unknown as { blockers: string[] }).blockers;
    expect(blockers.join(' ')).toContain('HTTP 500');
  });
});

describe('a robots.txt saved as UTF-16', () => {
  const RULES = 'User-agent: *\nDisallow: /\n';
  const utf16le = () => {
    const body = Buffer.from(RULES, 'utf16le');
    return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
  };

  it('is read as crawlers read it (no rules: Google’s parser skips only a UTF-8 BOM) and flagged to be saved as UTF-8', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: utf16le() },
    });
    const result = await audit(fixture.url('/guide'));
    expect(botOf(result, 'Googlebot').status).toBe('allowed');
    expect(capsOf(result)).not.toContain('gate.search_bots_blocked');
    const robots = findingOf(crawlersOf(result), 'crawlers.robots_txt');
    expect(robots.title).toContain('UTF-16LE');
    expect(robots.fix).toContain('UTF-8');
    expect(robots.evidence[0]!.what).toContain('1 rule(s) are ignored');
  });

  it('counterexample: the same rules in UTF-8 with a BOM block every crawler', async () => {
    const fixture = await site({
      '/guide': { headers: HTML, body: GOOD_ARTICLE },
      '/robots.txt': {
        headers: { 'content-type': 'text/plain' },
        body: new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(RULES, 'utf8')])),
      },
    });
    const result = await audit(fixture.url('/guide'));
    expect(botOf(result, 'Googlebot').status).toBe('blocked');
    expect(findingOf(crawlersOf(result), 'crawlers.robots_txt').title).toBe('robots.txt was read');
  });
});
