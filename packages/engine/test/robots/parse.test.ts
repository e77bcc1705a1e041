import { describe, expect, it } from 'vitest';
import { BOT_ROSTER } from '../../src/bots/roster.ts';
import { normalizeOctets } from '../../src/robots/encoding.ts';
import { evaluateRobots } from '../../src/robots/evaluate.ts';
import { parseRobotsTxt, ROBOTS_MAX_BYTES } from '../../src/robots/parse.ts';
import { pathAndQuery } from '../../src/robots/pattern.ts';
import { crawlerTokens } from '../../src/robots/user-agent.ts';

describe('parseRobotsTxt: what it reports', () => {
  const robots = [
    'Content-Signal: search=yes, ai-train=no',
    'Disallow: /orphan',
    'User-agent: GPTBot',
    'User-agent: CCBot',
    'Crawl-delay: 10',
    'Disallow: /',
    '',
    'User-agent: *',
    'Content-Signal: search=yes; ai-input=yes',
    'Disallow: /cart',
    'Nonsense: here',
    'Sitemap: https://shop.example/sitemap.xml',
    'sitemap: https://shop.example/news.xml',
  ].join('\n');
  const parsed = parseRobotsTxt(robots);

  it('groups user-agent lines with their rules, with line numbers', () => {
    expect(parsed.groups).toHaveLength(2);
    expect(parsed.groups[0]!.agents.map((a) => [a.token, a.line])).toEqual([
      ['gptbot', 3],
      ['ccbot', 4],
    ]);
    expect(parsed.groups[0]!.rules.map((r) => [r.allow, r.path, r.line])).toEqual([[false, '/', 6]]);
    expect(parsed.groups[1]!.agents[0]!.token).toBe('*');
  });

  it('collects sitemaps from anywhere, crawl-delay and content signals per group', () => {
    expect(parsed.sitemaps).toEqual(['https://shop.example/sitemap.xml', 'https://shop.example/news.xml']);
    expect(parsed.groups[0]!.crawlDelay).toBe(10);
    expect(parsed.groups[1]!.crawlDelay).toBeUndefined();
    expect(parsed.contentSignals).toEqual({ search: 'yes', 'ai-train': 'no' });
    expect(parsed.groups[1]!.contentSignals).toEqual({ search: 'yes', 'ai-input': 'yes' });
  });

  it('reports rules outside any group and unknown lines', () => {
    expect(parsed.orphanRules).toEqual([2]);
    expect(parsed.unknownLines).toEqual([11]);
    expect(parsed.truncated).toBe(false);
  });

  it('does not treat prototype names as keys', () => {
    expect(parseRobotsTxt('constructor: x\ntoString: y\n').unknownLines).toEqual([1, 2]);
  });

  it('ignores everything after 500 KiB, at a line boundary', () => {
    const filler = `# ${'y'.repeat(1000)}\n`.repeat(520);
    const big = parseRobotsTxt(`User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`);
    expect(big.truncated).toBe(true);
    expect(big.groups[0]!.rules.map((r) => r.path)).toEqual(['/early']);
    expect(ROBOTS_MAX_BYTES).toBe(512000);
  });

  it('reads multi-byte text by octets', () => {
    const line = `Disallow: /${'é'.repeat(100)}\n`; // 212 octets, 112 code units
    const text = `User-agent: *\n${line.repeat(2500)}`;
    const parsed2 = parseRobotsTxt(text);
    expect(parsed2.truncated).toBe(true);
    expect(parsed2.groups[0]!.rules.length).toBe(Math.floor((ROBOTS_MAX_BYTES - 14) / 212));
  });
});

describe('evaluateRobots: how it decided', () => {
  const parsed = parseRobotsTxt(
    'User-agent: *\nDisallow: /a\n\nUser-agent: GPTBot\nDisallow: /\nAllow: /pub\n',
  );

  it('names the group kind and the deciding rule', () => {
    const gpt = evaluateRobots(parsed, 'GPTBot', 'https://x.example/pub/1');
    expect(gpt).toMatchObject({ allowed: true, via: 'specific', groupLines: [4] });
    expect(gpt.rule?.line).toBe(6);
    const other = evaluateRobots(parsed, 'OAI-SearchBot', 'https://x.example/a/1');
    expect(other).toMatchObject({ allowed: false, via: 'wildcard' });
    expect(other.rule?.path).toBe('/a');
    expect(evaluateRobots(parsed, 'OAI-SearchBot', 'https://x.example/b')).toMatchObject({
      allowed: true,
      rule: null,
    });
    expect(evaluateRobots(parsed, 'GPTBot', 'https://x.example/robots.txt').via).toBe('implicit');
    expect(evaluateRobots(parseRobotsTxt(''), 'GPTBot', '/').via).toBe('default');
  });
});

describe('crawlerTokens', () => {
  it('keeps a bare token and extracts tokens from User-Agent headers', () => {
    expect(crawlerTokens('OAI-SearchBot')).toEqual(['oai-searchbot']);
    expect(crawlerTokens('Googlebot/2.1')).toEqual(['googlebot']);
    expect(
      crawlerTokens(
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/141.0.0.0 Safari/537.36',
      ),
    ).toEqual(['googlebot']);
    expect(
      crawlerTokens(
        'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
      ),
    ).toEqual(['bytespider']);
    expect(crawlerTokens('Foo Bar')).toEqual(['foo bar']);
  });
});

describe('normalizeOctets and pathAndQuery', () => {
  it('brings equivalent spellings to one form', () => {
    expect(normalizeOctets('/a b')).toBe('/a%20b');
    expect(normalizeOctets('/%7euser')).toBe('/~user');
    expect(normalizeOctets('/%3a%2f')).toBe('/%3A%2F');
    expect(normalizeOctets('/100%')).toBe('/100%25');
    expect(normalizeOctets('/*.gif$')).toBe('/*.gif$');
    expect(normalizeOctets('/"quoted"')).toBe('/%22quoted%22');
  });

  it('extracts path and query like a crawler would request them', () => {
    expect(pathAndQuery('')).toBe('/');
    expect(pathAndQuery('http://www.example.com')).toBe('/');
    expect(pathAndQuery('http://www.example.com/a/b?c=http://d.e/')).toBe('/a/b?c=http://d.e/');
    expect(pathAndQuery('http://www.example.com/a/b?c=d&e=f#frag')).toBe('/a/b?c=d&e=f');
    expect(pathAndQuery('example.com?a')).toBe('/?a');
    expect(pathAndQuery('example.com/a;b#c')).toBe('/a;b');
    expect(pathAndQuery('//host/b/c')).toBe('/b/c');
    expect(pathAndQuery('a/b')).toBe('/b');
    expect(pathAndQuery('http://example.com#x/y')).toBe('/');
  });
});

describe('crawlerTokens on the roster', () => {
  it('finds each probed bot’s own token in the User-Agent it sends', () => {
    for (const bot of BOT_ROSTER) {
      if (bot.userAgent === null) continue;
      expect(crawlerTokens(bot.userAgent), bot.token).toContain(bot.token.toLowerCase());
    }
  });
});
