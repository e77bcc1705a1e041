import { describe, expect, it } from 'vitest';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { fixtureSitesPerTest, type RecordedRequest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

const options: GatherOptions = { allowHosts: ['127.0.0.1'], timeoutMs: 15_000, budgetMs: 60_000 };
const isBot = (req: RecordedRequest) => /bot|-user|fetcher|indexer/i.test(req.userAgent);
const ARTICLE = `<h1>Clinic scheduling</h1><p>${'Our team has helped 4,200 clinics reduce no-shows by 31% since 2019. '.repeat(20)}</p>`;
// Hydration data as Next.js inlines it: most of the browser's bytes, none of its words.
const NEXT_DATA = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { items: Array.from({ length: 2000 }, (_, i) => ({ id: i, slug: `item-${i}`, price: i * 3 })) } })}</script>`;
const html = (body: string) => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Clinic scheduling</title></head><body>${body}</body></html>`,
});

describe('gather: a bot copy is "smaller than the browser\'s" by its text, not its bytes', () => {
  it('does not call a script-free copy with every word stripped (prerender for bots)', async () => {
    const fixture = await site({
      '/': (req) => (isBot(req) ? html(ARTICLE) : html(`${ARTICLE}${NEXT_DATA}`)),
    });
    const artifacts = await gather(fixture.url('/'), options);
    const googlebot = artifacts.probes.find((p) => p.agent === 'Googlebot' && p.target === 'page')!;
    const browser = artifacts.probes.find((p) => p.agent === 'browser' && p.target === 'page')!;

    expect(googlebot.bytes).toBeLessThan(browser.bytes * 0.1);
    expect(artifacts.probes.filter((p) => p.smallerThanBrowser)).toEqual([]);
  });

  it('calls a JavaScript shell as big as the page stripped when the browser got the words', async () => {
    const shell = `<div id="root"><p>Enable JavaScript to use this site.</p></div><script>${'window.__c=1;'.repeat(300)}</script>`;
    const fixture = await site({ '/': (req) => (isBot(req) ? html(shell) : html(ARTICLE)) });
    const artifacts = await gather(fixture.url('/'), options);
    const googlebot = artifacts.probes.find((p) => p.agent === 'Googlebot' && p.target === 'page')!;
    const browser = artifacts.probes.find((p) => p.agent === 'browser' && p.target === 'page')!;

    expect(googlebot.bytes).toBeGreaterThan(browser.bytes);
    expect(googlebot.smallerThanBrowser).toBe(true);
  });
});
