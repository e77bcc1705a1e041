import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

const site = fixtureSitesPerTest();

const options: GatherOptions = {
  allowHosts: ['127.0.0.1'],
  timeoutMs: 15_000,
  budgetMs: 60_000,
  // The requests to the page are counted: the bot probes and the Markdown request would ask it too.
  probes: false,
  discovery: false,
};
const PAGE = `<!doctype html><html><head><title>Pricing</title></head><body><h1>Pricing</h1>${'<p>Pro: $20 per month, billed yearly, with every feature included.</p>'.repeat(200)}<footer>© Acme</footer></body></html>`;

/** Sends the headers for the whole page, half of it, then drops the connection (a proxy or server fault). */
function breakOff(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(PAGE)),
  });
  res.write(PAGE.slice(0, PAGE.length / 2));
  setTimeout(() => res.socket?.destroy(), 20);
}

// A page body cut short must not be audited as the whole page without a word: one retry often gets it all, and
// when it does not, the artifact says the body is incomplete.
describe('gather: a page whose body breaks off mid-way', () => {
  it('asks once more and keeps the whole page when the second answer is complete', async () => {
    let served = 0;
    const fixture = await site({
      '/pricing': {
        raw: (_req, res) => {
          served += 1;
          if (served === 1) breakOff(res);
          else {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            res.end(PAGE);
          }
        },
      },
    });
    const artifacts = await gather(fixture.url('/pricing'), options);

    expect(fixture.requestsTo('/pricing')).toHaveLength(2);
    expect(artifacts.page.status).toBe(200);
    expect(artifacts.page.body).toBe(PAGE);
    expect(artifacts.page.error).toBeUndefined();
    expect(artifacts.page.cutShort).toBeUndefined();
  });

  it('marks the body cut short when it breaks off again, keeping what arrived', async () => {
    const fixture = await site({ '/pricing': { raw: (_req, res) => breakOff(res) } });
    const artifacts = await gather(fixture.url('/pricing'), options);

    expect(fixture.requestsTo('/pricing')).toHaveLength(2);
    expect(artifacts.page).toMatchObject({
      status: 200,
      cutShort: true,
      errorCode: 'network',
      truncated: false,
    });
    expect(artifacts.page.error).toMatch(/could not be read to the end/);
    expect(artifacts.page.body.length).toBeGreaterThan(0);
    expect(artifacts.page.body).not.toContain('© Acme');
  });
});
