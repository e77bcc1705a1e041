import { gzipSync } from 'node:zlib';
import { AuditResult, MODULE_NAMES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchError } from '../src/run/errors.ts';
import { runAudit } from '../src/run-audit.ts';
import { type FixtureSite, startFixtureSite } from './helpers/fixture-site.ts';
import { GOOD_ARTICLE } from './structured-data/fixtures.ts';

const HTML = { 'content-type': 'text/html; charset=utf-8' };
/** The first bytes of a PNG file and of a JPEG (JFIF) file, as servers send them. */
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const LLMS = '# Acme\n\n> Anvils, explained.\n\n## Guides\n\n- [Anvils](/article): what anvils are\n';

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite({
    '/article': { headers: HTML, body: GOOD_ARTICLE },
    '/hidden': {
      headers: HTML,
      body: GOOD_ARTICLE.replace('<head>', '<head><meta name="robots" content="noindex">'),
    },
    '/members/article': { headers: HTML, body: GOOD_ARTICLE },
    '/gone': { status: 404, headers: HTML, body: '<h1>Not found</h1>' },
    '/guide.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7\n%âãÏÓ\n1 0 obj' },
    '/feed.json': { headers: { 'content-type': 'application/json' }, body: '{"items":[]}' },
    '/notes.txt': { headers: { 'content-type': 'text/plain' }, body: 'Plain notes, no markup.' },
    '/mislabelled': { headers: { 'content-type': 'text/plain' }, body: GOOD_ARTICLE },
    '/logo': { headers: HTML, body: PNG },
    '/photo': { headers: HTML, body: JPEG },
    '/double-gzip': { headers: HTML, body: gzipSync(GOOD_ARTICLE) },
    '/stray-nul': { headers: HTML, body: GOOD_ARTICLE.replace('</body>', '\0\x01</body>') },
    '/robots.txt': {
      body: [
        'User-agent: *',
        'Allow: /',
        'Disallow: /members/',
        '',
        'User-agent: GPTBot',
        'Disallow: /',
        '',
        'Sitemap: /sitemap.xml',
      ].join('\n'),
    },
    '/llms.txt': { body: LLMS },
  });
});

afterAll(async () => {
  await site?.close();
});

const options = { allowHosts: ['127.0.0.1'] };

describe('runAudit against a loopback site', () => {
  it('gathers once, analyzes all nine modules and returns a valid result', async () => {
    const events: Array<{ stage: string; progress: number }> = [];
    const before = site.requests.length;
    const result = await runAudit(site.url('/article'), { ...options, onProgress: (e) => events.push(e) });
    expect(AuditResult.safeParse(result).success).toBe(true);
    expect(Object.keys(result.modules)).toEqual([...MODULE_NAMES]);
    for (const name of MODULE_NAMES) {
      expect((result.modules[name] as { error?: string }).error, name).toBeUndefined();
    }
    expect(result.url).toBe(site.url('/article'));
    expect(result.caps).toEqual([]);
    expect(result.modules.crawlers?.blocked).toContain('GPTBot');
    expect(result.modules.crawlers?.allowed).toContain('OAI-SearchBot');
    expect(result.modules.llmstxt?.exists).toBe(true);
    expect(result.modules.platforms?.chatgpt?.eligible).toBe(true);
    // One gathering: robots.txt is fetched exactly once for the whole audit.
    const during = site.requests.slice(before);
    expect(during.filter((r) => r.pathname === '/robots.txt')).toHaveLength(1);
    expect(during.some((r) => r.pathname === '/article' && r.userAgent.includes('OAI-SearchBot'))).toBe(true);
    expect(events[0]?.progress).toBe(0);
    expect(events.at(-1)).toEqual({ stage: 'done', progress: 1 });
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('caps a noindex page at 39 with the reason, and puts the fix first in the action plan', async () => {
    const result = await runAudit(site.url('/hidden'), options);
    expect(result.geo_score).toBeLessThanOrEqual(39);
    expect(result.verdict).toBe('Critical');
    expect(result.caps?.map((c) => c.check)).toContain('gate.noindex');
    expect(result.action_plan[0]?.priority).toBe('critical');
    expect(result.modules.platforms?.google_ai_overviews?.eligible).toBe(false);
  });

  it('caps a page every search bot is disallowed from', async () => {
    const result = await runAudit(site.url('/members/article'), options);
    expect(result.caps?.map((c) => c.check)).toContain('gate.search_bots_blocked');
    expect(result.geo_score).toBeLessThanOrEqual(39);
    expect(result.modules.platforms?.chatgpt?.eligible).toBe(false);
  });

  it('analyzes a 404 page and caps it at 0', async () => {
    const result = await runAudit(site.url('/gone'), { ...options, modules: ['schema'] });
    expect(result.geo_score).toBe(0);
    expect(result.caps?.[0]?.check).toBe('gate.page_not_fetched');
    expect(Object.keys(result.modules)).toEqual(['schema', 'agent_readiness']);
  });

  it('refuses to score a PDF, JSON or plain-text file as if it were an empty page', async () => {
    for (const [path, type] of [
      ['/guide.pdf', 'application/pdf'],
      ['/feed.json', 'application/json'],
      ['/notes.txt', 'text/plain'],
    ] as const) {
      const error = await runAudit(site.url(path), options).catch((e: unknown) => e);
      expect(error, path).toBeInstanceOf(PageFetchError);
      expect((error as PageFetchError).code).toBe('unsupported_content_type');
      expect((error as PageFetchError).message).toBe(
        `${site.url(path)} serves ${type}, not an HTML page, so there is no page to audit. Audit the HTML page that presents it (the page that links or embeds the file).`,
      );
    }
  });

  it('refuses to score binary data served as text/html (an image, gzip sent without Content-Encoding) and says what it is', async () => {
    for (const [path, kind] of [
      ['/logo', 'a PNG image'],
      ['/photo', 'a JPEG image'],
      ['/double-gzip', 'compressed data (gzip) sent without a Content-Encoding header'],
    ] as const) {
      const error = await runAudit(site.url(path), options).catch((e: unknown) => e);
      expect(error, path).toBeInstanceOf(PageFetchError);
      expect((error as PageFetchError).code).toBe('unsupported_content_type');
      expect((error as PageFetchError).message).toBe(
        `${site.url(path)} is served as text/html, but its body is ${kind}, not an HTML page, so there is no page to audit. Check what the server or CDN answers at this address (a file saved under the page's name, a cache entry, a compression setting), then audit again.`,
      );
    }
  });

  it('audits an HTML page with a stray control character in it', async () => {
    const result = await runAudit(site.url('/stray-nul'), { ...options, modules: ['schema'] });
    expect(result.modules.schema?.types_found.length).toBeGreaterThan(0);
  });

  it('audits an HTML page served with a wrong Content-Type, as a browser would show it', async () => {
    const result = await runAudit(site.url('/mislabelled'), { ...options, modules: ['schema'] });
    expect(result.modules.schema?.types_found.length).toBeGreaterThan(0);
  });

  it('rejects an invalid URL or a non-http scheme before any request', async () => {
    const before = site.requests.length;
    for (const [url, code] of [
      ['not a url', 'invalid_url'],
      ['ftp://127.0.0.1/file', 'unsupported_protocol'],
    ] as const) {
      const error = await runAudit(url, options).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PageFetchError);
      expect((error as PageFetchError).code).toBe(code);
    }
    expect(site.requests.length).toBe(before);
  });

  it('refuses loopback without the allow-list, with a PageFetchError', async () => {
    const error = await runAudit(site.url('/article')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageFetchError);
    expect((error as PageFetchError).message).toMatch(/not allowed|public|private/i);
    expect((error as PageFetchError).code).toBe('blocked_destination');
  });
});
