import { CrawlersModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { BOT_ROSTER } from '../../src/bots/roster.ts';
import {
  type ArtifactOptions,
  artifactsFor,
  contextOf,
  findingOf,
  ORIGIN,
  probe,
  resource,
} from './crawlers-helpers.ts';

function crawlersOf(options: ArtifactOptions = {}) {
  const result = analyzeCrawlers(contextOf(artifactsFor(options)));
  CrawlersModule.parse(result);
  return result;
}

const bot = (result: ReturnType<typeof crawlersOf>, token: string) => {
  const found = result.bots.find((b) => b.token === token);
  if (!found) throw new Error(`no bot ${token}`);
  return found;
};

const SEARCH = BOT_ROSTER.filter((b) => b.role === 'search' && !b.legacy).map((b) => b.token);
const ALL = BOT_ROSTER.map((b) => b.token);

describe('crawlers: robots.txt status semantics', () => {
  it('parses a 2xx robots.txt and reports every roster bot as allowed or blocked', () => {
    const result = crawlersOf({ robots: 'User-agent: GPTBot\nDisallow: /\n' });
    expect(result.robots_status).toBe('parsed');
    expect(result.robots_http_status).toBe(200);
    expect(result.blocked).toEqual(['GPTBot']);
    expect([...result.allowed, ...result.blocked].sort()).toEqual([...ALL].sort());
    expect(result.score).toBe(100);
  });

  it('treats a 404 as "allow everything"', () => {
    const result = crawlersOf({ robots: resource(`${ORIGIN}/robots.txt`, 404, 'Not found') });
    expect(result.robots_status).toBe('not_found');
    expect(result.blocked).toEqual([]);
    expect(bot(result, 'Googlebot').via).toBe('no_robots_txt');
    expect(result.score).toBe(100);
    expect(findingOf(result, 'crawlers.robots_txt').title).toMatch(/No robots\.txt/);
  });

  it('says a robots.txt served as a binary type was not read, instead of reporting 0 rules', () => {
    const binary = {
      ...resource(`${ORIGIN}/robots.txt`, 200, '', { 'content-type': 'application/octet-stream' }),
      error: 'not a text document',
      errorCode: 'unsupported_content_type' as const,
    };
    const result = crawlersOf({ robots: binary });
    expect(findingOf(result, 'crawlers.robots_txt').evidence[0]!.what).toMatch(
      /^robots\.txt answered HTTP 200 as application\/octet-stream, not text, and its body was not read/,
    );
    expect(findingOf(result, 'crawlers.robots_txt').status).toBe('info');
  });

  it('treats a robots.txt that redirects past the limit as absent (RFC 9309 §2.3.1.2), not as unreachable', () => {
    const loop = {
      ...resource(`${ORIGIN}/robots.txt`, 0, ''),
      error: 'redirected more than 5 times',
      errorCode: 'too_many_redirects' as const,
    };
    const result = crawlersOf({ robots: loop });
    expect(result.robots_status).toBe('redirect_limit');
    expect(result.blocked).toEqual([]);
    expect(result.search_bots_blocked).toBe(false);
  });

  for (const [label, robots, outcome] of [
    ['a 503', resource(`${ORIGIN}/robots.txt`, 503, 'busy'), 'server_error'],
    ['a 500', resource(`${ORIGIN}/robots.txt`, 500, ''), 'server_error'],
    ['a 429', resource(`${ORIGIN}/robots.txt`, 429, ''), 'server_error'],
    ['no response', { ...resource(`${ORIGIN}/robots.txt`, 0, ''), error: 'timeout' }, 'unreachable'],
    ['robots.txt never requested', null, 'unreachable'],
  ] as const) {
    it(`treats ${label} as "disallow everything", one critical finding`, () => {
      const result = crawlersOf({ robots });
      expect(result.robots_status).toBe(outcome);
      expect(result.allowed).toEqual([]);
      expect(result.blocked.sort()).toEqual([...ALL].sort());
      expect(result.search_bots_blocked).toBe(true);
      expect(result.score).toBe(0);
      const finding = findingOf(result, 'crawlers.robots_txt');
      expect(finding.status).toBe('fail');
      expect(finding.severity).toBe('critical');
      expect(finding.fix).toMatch(/answer 200/);
      expect(finding.evidence[0]!.where).toBe(`${ORIGIN}/robots.txt`);
      expect(result.findings!.some((f) => f.check === 'crawlers.robots.googlebot')).toBe(false);
    });
  }
});

describe('crawlers: the audited URL’s own path', () => {
  const robots = 'User-agent: *\nDisallow: /blog/\n';
  it('blocks bots on a page under a disallowed path', () => {
    const result = crawlersOf({ robots, path: '/blog/post' });
    expect(result.blocked).toContain('OAI-SearchBot');
    expect(bot(result, 'OAI-SearchBot')).toMatchObject({
      via: 'wildcard',
      rule: 'Disallow: /blog/',
      line: 2,
    });
    expect(result.search_bots_blocked).toBe(true);
  });

  it('allows the same bots on a page outside it', () => {
    const result = crawlersOf({ robots, path: '/pricing' });
    expect(result.blocked).toEqual([]);
    expect(result.score).toBe(100);
  });

  it('evaluates the query too', () => {
    const result = crawlersOf({ robots: 'User-agent: *\nDisallow: /*?preview=\n', path: '/post?preview=1' });
    expect(result.blocked).toContain('Googlebot');
  });

  it('reports the verdict on /llms.txt separately', () => {
    const result = crawlersOf({ robots: 'User-agent: ClaudeBot\nDisallow: /llms.txt\n' });
    expect(bot(result, 'ClaudeBot')).toMatchObject({ status: 'allowed', llms_txt: 'blocked' });
    expect(bot(result, 'Claude-SearchBot').llms_txt).toBe('allowed');
  });
});

describe('crawlers: scoring by role', () => {
  it('makes a Googlebot or Bingbot block critical and caps the module', () => {
    for (const token of ['Googlebot', 'Bingbot']) {
      const result = crawlersOf({ robots: `User-agent: ${token}\nDisallow: /\n` });
      const finding = findingOf(result, `crawlers.robots.${token.toLowerCase()}`);
      expect(finding).toMatchObject({ status: 'fail', severity: 'critical' });
      expect(finding.fix).toMatch(new RegExp(`User-agent: ${token}`));
      expect(finding.evidence[0]!.where).toBe(`${ORIGIN}/robots.txt line 2`);
      expect(result.score).toBeLessThanOrEqual(40);
      // Applebot obeys the Googlebot group too, and its own check (weight 3) stays failed in that estimate.
      expect(finding.impact).toBeGreaterThanOrEqual(token === 'Googlebot' ? 60 - 1 - 3 : 60 - 1);
      expect(result.search_bots_blocked).toBe(false);
    }
  });

  it('costs points, but less, for other search crawlers', () => {
    const result = crawlersOf({ robots: 'User-agent: OAI-SearchBot\nDisallow: /\n' });
    const finding = findingOf(result, 'crawlers.robots.oai-searchbot');
    expect(finding).toMatchObject({ status: 'fail', severity: 'high' });
    expect(result.score).toBeLessThan(100);
    expect(result.score).toBeGreaterThan(80);
  });

  it('costs a little for user-triggered fetchers, together', () => {
    const result = crawlersOf({ robots: 'User-agent: ChatGPT-User\nUser-agent: Claude-User\nDisallow: /\n' });
    const finding = findingOf(result, 'crawlers.robots.user_fetchers');
    expect(finding.status).toBe('fail');
    expect(finding.title).toMatch(/ChatGPT-User, Claude-User/);
    expect(result.score).toBeGreaterThan(90);
    expect(result.score).toBeLessThan(100);
  });

  it('reports blocked training crawlers and tokens but never charges for them', () => {
    const robots = ['GPTBot', 'ClaudeBot', 'CCBot', 'Google-Extended', 'Applebot-Extended', 'Bytespider']
      .map((token) => `User-agent: ${token}\nDisallow: /\n`)
      .join('\n');
    const result = crawlersOf({ robots });
    expect(result.score).toBe(100);
    const training = findingOf(result, 'crawlers.training');
    expect(training.status).toBe('info');
    expect(training.impact).toBe(0);
    expect(training.title).toMatch(
      /GPTBot, Google-Extended, ClaudeBot, Applebot-Extended, CCBot, Bytespider/,
    );
    expect(bot(result, 'Googlebot').status).toBe('allowed');
  });

  it('gives no credit for merely naming bots', () => {
    const named = crawlersOf({
      robots: SEARCH.map((token) => `User-agent: ${token}\nAllow: /\n`).join('\n'),
    });
    const silent = crawlersOf({ robots: 'User-agent: *\nAllow: /\n' });
    expect(named.score).toBe(silent.score);
    expect(bot(named, 'Googlebot').via).toBe('specific');
    expect(bot(silent, 'Googlebot').via).toBe('wildcard');
  });

  it('holds Applebot to the Googlebot group when no group names Applebot, as Apple documents', () => {
    const robots = 'User-agent: Googlebot\nCrawl-delay: 5\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    const result = crawlersOf({ robots });
    expect(bot(result, 'Applebot')).toMatchObject({
      status: 'blocked',
      via: 'followed',
      rule: 'Disallow: /',
      crawl_delay: 5,
    });
    expect(bot(result, 'Bingbot')).toMatchObject({ status: 'allowed', via: 'wildcard' });
    const finding = findingOf(result, 'crawlers.robots.applebot');
    expect(finding.status).toBe('fail');
    expect(finding.evidence[0]!.what).toMatch(/group for Googlebot, which Applebot follows/);
    expect(finding.fix).toMatch(/User-agent: Applebot/);

    const named = crawlersOf({ robots: `${robots}\nUser-agent: Applebot\nAllow: /\n` });
    expect(bot(named, 'Applebot')).toMatchObject({ status: 'allowed', via: 'specific' });
    // Without a Googlebot group, Applebot takes the * group like any crawler.
    expect(bot(crawlersOf({ robots: 'User-agent: *\nDisallow: /\n' }), 'Applebot').via).toBe('wildcard');
  });

  it('lets a specific group rescue a bot from a * block', () => {
    const result = crawlersOf({
      robots: 'User-agent: *\nDisallow: /\n\nUser-agent: OAI-SearchBot\nAllow: /\n',
    });
    expect(bot(result, 'OAI-SearchBot').status).toBe('allowed');
    expect(result.search_bots_blocked).toBe(false);
    expect(result.score).toBeLessThanOrEqual(40);
  });

  it('flags every search bot blocked for the score cap', () => {
    const result = crawlersOf({
      robots: 'User-agent: *\nDisallow: /\n',
      html: '<html><head><meta name="robots" content="noindex"></head></html>',
    });
    expect(result.search_bots_blocked).toBe(true);
    expect(result.blocked.sort()).toEqual([...ALL].sort());
    expect(result.score).toBe(0);
    // Crawlers that may not fetch the page never see its noindex: reported, not counted twice.
    expect(result.noindex).toBe(true);
    expect(findingOf(result, 'crawlers.indexable').status).toBe('not_applicable');
  });
});

describe('crawlers: page-level directives', () => {
  const withMeta = (meta: string) =>
    `<!doctype html><html><head><title>P</title>${meta}</head><body><p>Hello</p></body></html>`;

  it('a meta robots noindex makes the page unindexable for everyone (critical)', () => {
    const result = crawlersOf({ html: withMeta('<meta name="robots" content="noindex, follow">') });
    expect(result.noindex).toBe(true);
    const finding = findingOf(result, 'crawlers.indexable');
    expect(finding).toMatchObject({ status: 'fail', severity: 'critical' });
    expect(finding.evidence[0]!.what).toBe('<meta name="robots" content="noindex, follow">');
    expect(result.score).toBeLessThanOrEqual(40);
  });

  it('reads X-Robots-Tag, including the "crawler: directive" form', () => {
    const everyone = crawlersOf({ pageHeaders: { 'x-robots-tag': 'none' } });
    expect(everyone.noindex).toBe(true);
    const googleOnly = crawlersOf({ pageHeaders: { 'x-robots-tag': 'googlebot: noindex' } });
    expect(googleOnly.noindex).toBe(false);
    expect(bot(googleOnly, 'Googlebot').noindex).toBe(true);
    expect(bot(googleOnly, 'Bingbot').noindex).toBe(false);
    expect(findingOf(googleOnly, 'crawlers.indexable')).toMatchObject({
      status: 'fail',
      severity: 'critical',
    });
    const other = crawlersOf({ pageHeaders: { 'x-robots-tag': 'otherbot: noindex, max-snippet:-1' } });
    expect(findingOf(other, 'crawlers.indexable').status).toBe('pass');
  });

  it('counts an unavailable_after date that has passed as noindex for Google only, and a future one as nothing yet', () => {
    const past = crawlersOf({
      pageHeaders: { 'x-robots-tag': 'unavailable_after: Wednesday, 08 Nov 2023 15:00:00 GMT' },
    });
    // A rule Google documents for its crawlers; OpenAI, Bing, Anthropic … document nothing of the kind.
    expect(past.noindex).toBe(false);
    expect(bot(past, 'Googlebot').noindex).toBe(true);
    expect(bot(past, 'OAI-SearchBot').noindex).toBe(false);
    expect(bot(past, 'Bingbot').noindex).toBe(false);
    const finding = findingOf(past, 'crawlers.indexable');
    expect(finding).toMatchObject({ status: 'fail', severity: 'critical' });
    expect(finding.title).toBe('noindex for Googlebot');
    expect(finding.evidence[0]!.what).toMatch(
      /unavailable_after: Wednesday, 08 Nov 2023.*has passed: Google drops/,
    );
    const scoped = crawlersOf({
      pageHeaders: { 'x-robots-tag': 'otherbot: unavailable_after: 2024-01-31' },
    });
    expect(bot(scoped, 'Googlebot').noindex).toBe(false);
    const meta = crawlersOf({
      html: withMeta('<meta name="googlebot" content="unavailable_after: 2024-01-31">'),
    });
    expect(bot(meta, 'Googlebot').noindex).toBe(true);
    const future = crawlersOf({
      html: withMeta('<meta name="robots" content="unavailable_after: 2099-12-31">'),
    });
    expect(future.noindex).toBe(false);
    expect(findingOf(future, 'crawlers.indexable').status).toBe('pass');
  });

  it('honours bot-specific meta tags', () => {
    const gpt = crawlersOf({ html: withMeta('<meta name="GPTBot" content="noindex">') });
    expect(bot(gpt, 'GPTBot').noindex).toBe(true);
    expect(findingOf(gpt, 'crawlers.indexable').status).toBe('pass');
    const perplexity = crawlersOf({ html: withMeta('<meta name="PerplexityBot" content="noindex">') });
    expect(findingOf(perplexity, 'crawlers.indexable')).toMatchObject({ status: 'warn', severity: 'high' });
    const bing = crawlersOf({ html: withMeta('<meta name="bingbot" content="noindex">') });
    expect(findingOf(bing, 'crawlers.indexable').severity).toBe('critical');
  });

  it('flags nosnippet and a small max-snippet', () => {
    const none = crawlersOf({ html: withMeta('<meta name="robots" content="nosnippet">') });
    expect(none.nosnippet).toBe(true);
    expect(findingOf(none, 'crawlers.snippets')).toMatchObject({ status: 'fail', severity: 'high' });
    const zero = crawlersOf({ pageHeaders: { 'x-robots-tag': 'max-snippet:0' } });
    expect(zero.nosnippet).toBe(true);
    const small = crawlersOf({ html: withMeta('<meta name="googlebot" content="max-snippet:20">') });
    expect(findingOf(small, 'crawlers.snippets')).toMatchObject({ status: 'warn', severity: 'medium' });
    const fine = crawlersOf({ html: withMeta('<meta name="robots" content="max-snippet:-1">') });
    expect(findingOf(fine, 'crawlers.snippets').status).toBe('pass');
    expect(fine.score).toBe(100);
  });

  it('judges a max-snippet limit as the platforms module does: 100 characters is short for both', () => {
    const html = withMeta('<meta name="robots" content="max-snippet:100">');
    expect(findingOf(crawlersOf({ html }), 'crawlers.snippets').status).toBe('warn');
    expect(
      findingOf(
        crawlersOf({ html: withMeta('<meta name="robots" content="max-snippet:300">') }),
        'crawlers.snippets',
      ).status,
    ).toBe('pass');
  });

  it('reports noai and Content-Signal without scoring them', () => {
    const result = crawlersOf({
      html: withMeta('<meta name="robots" content="noai, noimageai">'),
      robots: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n',
    });
    expect(result.content_signals).toEqual({ search: 'yes', 'ai-train': 'no' });
    const finding = findingOf(result, 'crawlers.ai_preferences');
    expect(finding.status).toBe('info');
    expect(finding.evidence.map((e) => e.what)).toEqual([
      'Content-Signal: search=yes, ai-train=no',
      'noai (non-standard; few crawlers honour it)',
      'noimageai (non-standard; few crawlers honour it)',
    ]);
    expect(result.score).toBe(100);
  });
});

describe('crawlers: reachability probes', () => {
  it('reports a bot refused by the server, labelled UA-only, with evidence', () => {
    const result = crawlersOf({
      probes: [probe('browser', 200), probe('OAI-SearchBot', 403), probe('Googlebot', 200)],
    });
    expect(result.refused).toEqual(['OAI-SearchBot']);
    expect(result.blocked).toEqual([]);
    const finding = findingOf(result, 'crawlers.reachability');
    // Googlebot (weight 12) got through, OAI-SearchBot (weight 10) did not.
    expect(finding.status).toBe('warn');
    expect(finding.impact).toBeGreaterThan(0);
    expect(finding.title).toMatch(/UA-only probe/);
    expect(finding.evidence[0]!.what).toMatch(
      /OAI-SearchBot was refused the page with HTTP 403 \(UA-only probe/,
    );
    expect(finding.evidence.at(-1)!.what).toMatch(/browser User-Agent got HTTP 200/);
    expect(bot(result, 'OAI-SearchBot').probe).toEqual({ status: 403, verdict: 'refused' });
    expect(result.score).toBeLessThan(100);
  });

  for (const status of [401, 403, 451, 503]) {
    it(`counts HTTP ${status} as a refusal`, () => {
      const result = crawlersOf({ probes: [probe('PerplexityBot', status)] });
      expect(result.refused).toEqual(['PerplexityBot']);
    });
  }

  it('reads HTTP 429 as rate limited: inconclusive, unscored, never a refusal', () => {
    const result = crawlersOf({ probes: [probe('browser', 200), probe('PerplexityBot', 429)] });
    expect(result.refused).toEqual([]);
    expect(bot(result, 'PerplexityBot').probe).toEqual({ status: 429, verdict: 'rate_limited' });
    expect(result.score).toBe(crawlersOf().score);
    const mixed = crawlersOf({
      probes: [probe('browser', 200), probe('PerplexityBot', 429), probe('Googlebot', 200)],
    });
    expect(findingOf(mixed, 'crawlers.reachability').status).toBe('pass');
    expect(findingOf(mixed, 'crawlers.reachability').title).toContain('PerplexityBot rate limited');
  });

  it('counts any failure a browser did not get (a 500, a 404) as a refusal, and a shared outage as none', () => {
    const result = crawlersOf({
      probes: [
        probe('browser', 200),
        probe('OAI-SearchBot', 500),
        probe('Claude-SearchBot', 404),
        probe('Googlebot', 200),
      ],
    });
    expect(result.refused).toEqual(['OAI-SearchBot', 'Claude-SearchBot']);
    const finding = findingOf(result, 'crawlers.reachability');
    expect(finding.title).toMatch(
      /^The server refuses or strips the page for OAI-SearchBot, Claude-SearchBot/,
    );
    expect(finding.evidence[0]!.what).toBe(
      'OAI-SearchBot got HTTP 500 for the page where a browser got HTTP 200 (UA-only probe: it does not reproduce the vendor’s IP ranges)',
    );
    // Without a browser baseline a 500 says nothing about bots in particular.
    expect(crawlersOf({ probes: [probe('OAI-SearchBot', 500)] }).refused).toEqual([]);
  });

  it('counts a challenge page as a refusal and a stripped body as half', () => {
    const challenged = crawlersOf({ probes: [probe('Googlebot', 200, { challenge: true })] });
    expect(challenged.refused).toEqual(['Googlebot']);
    expect(findingOf(challenged, 'crawlers.reachability').evidence[0]!.what).toMatch(/challenge page/);
    const stripped = crawlersOf({
      probes: [probe('Googlebot', 200, { smallerThanBrowser: true, bytes: 300 })],
    });
    expect(stripped.refused).toEqual([]);
    expect(findingOf(stripped, 'crawlers.reachability').status).toBe('warn');
  });

  it('is not applicable when no probe was made', () => {
    expect(findingOf(crawlersOf(), 'crawlers.reachability').status).toBe('not_applicable');
  });

  it('never flags search bots as shut out on UA-only refusals alone (a CDN may let the verified crawlers in)', () => {
    const result = crawlersOf({ probes: SEARCH.map((token) => probe(token, 403)) });
    expect(result.search_bots_blocked).toBe(false);
    expect(result.blocked).toEqual([]);
    expect(result.refused).toEqual(SEARCH);
    expect(result.score).toBeGreaterThan(40);
    expect(findingOf(result, 'crawlers.reachability').severity).toBe('high');
    // robots.txt shutting them all out still does.
    const robots = crawlersOf({ robots: 'User-agent: *\nDisallow: /\n' });
    expect(robots.search_bots_blocked).toBe(true);
    expect(robots.score).toBeLessThanOrEqual(40);
  });

  it('leaves refusals of llms.txt to the llmstxt module (llmstxt.reachable_by_bots), not the page check', () => {
    const result = crawlersOf({ probes: [probe('Claude-User', 403, { target: 'llms.txt' })] });
    const finding = findingOf(result, 'crawlers.reachability');
    expect(finding.evidence.some((e) => /llms\.txt/.test(e.what))).toBe(false);
  });
});

describe('crawlers: what else robots.txt says', () => {
  it('reports sitemaps and crawl-delay', () => {
    const result = crawlersOf({
      robots:
        'User-agent: ClaudeBot\nCrawl-delay: 5\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n',
    });
    expect(result.sitemaps).toEqual(['https://shop.example/sitemap.xml']);
    expect(bot(result, 'ClaudeBot').crawl_delay).toBe(5);
    expect(bot(result, 'Googlebot').crawl_delay).toBeNull();
    expect(findingOf(result, 'crawlers.sitemap').status).toBe('pass');
    expect(findingOf(crawlersOf(), 'crawlers.sitemap').status).toBe('info');
  });

  it('notes rules placed before any user-agent line', () => {
    const result = crawlersOf({ robots: 'Disallow: /private\nUser-agent: *\nAllow: /\n' });
    expect(findingOf(result, 'crawlers.robots_txt').evidence[1]!.what).toMatch(
      /1 rule\(s\) before any User-agent/,
    );
  });

  it('notes a canonical that points elsewhere, without scoring it', () => {
    const html =
      '<!doctype html><html><head><link rel="canonical" href="https://shop.example/other"></head><body></body></html>';
    const result = crawlersOf({ html });
    expect(findingOf(result, 'crawlers.canonical').status).toBe('info');
    expect(result.score).toBe(100);
    const self = crawlersOf({
      html: '<!doctype html><html><head><link rel="canonical" href="/blog/post/"></head><body></body></html>',
    });
    expect(findingOf(self, 'crawlers.canonical').status).toBe('pass');
  });
});

describe('crawlers: output', () => {
  it('is deterministic and carries evidence and a fix on every failing finding', () => {
    const options: ArtifactOptions = {
      robots: 'User-agent: *\nDisallow: /\n',
      html: '<html><head><meta name="robots" content="noindex,nosnippet"></head></html>',
      probes: [probe('Bingbot', 403)],
    };
    const first = crawlersOf(options);
    expect(crawlersOf(options)).toEqual(first);
    for (const finding of first.findings!) {
      expect(finding.evidence.length, finding.check).toBeGreaterThan(0);
      if (finding.status === 'fail' || finding.status === 'warn')
        expect(finding.fix, finding.check).toBeTruthy();
    }
    expect(Number.isInteger(first.score)).toBe(true);
  });

  it('never throws on odd input', () => {
    const odd = [
      { robots: '\u0000\u0001binary\uFFFD', html: '' },
      { robots: 'User-agent: *\nDisallow: /%zz%\nAllow: /ツ\n', path: '/%E3%83%84?x=%zz' },
      {
        robots: resource(`${ORIGIN}/robots.txt`, 200, '<!doctype html><html></html>', {
          'content-type': 'text/html',
        }),
      },
    ] as ArtifactOptions[];
    for (const options of odd) expect(() => crawlersOf(options)).not.toThrow();
  });
});

describe('crawlers: the bot roster (dated, per vendor docs)', () => {
  // Cloudflare's managed robots.txt: search allowed, AI training opted out.
  const CLOUDFLARE = [
    'User-Agent: *',
    'Content-signal: search=yes,ai-train=no',
    'Allow: /',
    '',
    ...[
      'Amazonbot',
      'Applebot-Extended',
      'Bytespider',
      'CCBot',
      'ClaudeBot',
      'Google-Extended',
      'GPTBot',
    ].flatMap((token) => [`User-agent: ${token}`, 'Disallow: /', '']),
    'User-agent: meta-externalagent',
    'Disallow: /',
  ].join('\n');

  it('reads Amazonbot as Amazon’s training crawler: Cloudflare’s managed file costs nothing', () => {
    const result = crawlersOf({ robots: CLOUDFLARE });
    expect(bot(result, 'Amazonbot').role).toBe('training');
    expect(bot(result, 'Amazonbot').status).toBe('blocked');
    expect(result.score).toBe(100);
    expect(result.findings?.some((f) => f.check === 'crawlers.robots.amazonbot')).toBe(false);
    expect(findingOf(result, 'crawlers.training').title).toContain('Amazonbot');
  });

  it('scores Amazon’s, Meta’s and DuckDuckGo’s search crawlers and Amazon’s user fetcher', () => {
    for (const token of ['Amzn-SearchBot', 'Meta-WebIndexer', 'DuckDuckBot']) {
      const result = crawlersOf({ robots: `User-agent: ${token}\nDisallow: /\n` });
      expect(bot(result, token).role).toBe('search');
      expect(findingOf(result, `crawlers.robots.${token.toLowerCase()}`).status).toBe('fail');
      expect(result.score).toBeLessThan(100);
    }
    const user = crawlersOf({ robots: 'User-agent: Amzn-User\nDisallow: /\n' });
    expect(findingOf(user, 'crawlers.robots.user_fetchers').title).toContain('Amzn-User');
    expect(findingOf(user, 'crawlers.robots.user_fetchers').fix).toContain('may not apply');
  });

  it('links each vendor’s current crawler page, and none where the vendor publishes none', () => {
    const result = crawlersOf();
    expect(bot(result, 'OAI-SearchBot').docs_url).toBe('https://developers.openai.com/api/docs/bots');
    expect(bot(result, 'Bytespider').docs_url).toBeNull();
    expect(result.roster_verified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
