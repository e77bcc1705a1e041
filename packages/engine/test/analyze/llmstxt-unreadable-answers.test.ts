import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { parsePage } from '../../src/index.ts';
import { type FixtureResponse, fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/** What llmstxt says when /llms.txt answers something other than a file or a plain 404. */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = {
  allowHosts: ['127.0.0.1'],
  timeoutMs: 10_000,
  probes: false,
  llmsLinks: false,
};
const HOME = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: '<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1></body></html>',
};

async function existsFinding(llms: FixtureResponse) {
  const fixture = await site({ '/': HOME, '/llms.txt': llms });
  const artifacts = await gather(fixture.url('/'), OPTIONS);
  const module = analyzeLlmstxt({ artifacts, document: parsePage(artifacts.page.body), previous: {} });
  return { module, exists: module.findings!.find((f) => f.check === 'llmstxt.exists')! };
}

describe('llms.txt answers that are not a file', () => {
  it('a 503: "could not be read (HTTP 503)", scored, not "the site has no llms.txt"', async () => {
    const { module, exists } = await existsFinding({ status: 503, body: 'Service unavailable' });
    expect(exists.title).toBe('llms.txt could not be read (HTTP 503)');
    expect(exists.status).toBe('fail');
    expect(exists.fix).toMatch(/make it answer 200 with the file/);
    expect(module.applicable).not.toBe(false);
  });

  it('a 200 in application/json: names the type, not "an HTML page"', async () => {
    const { module, exists } = await existsFinding({
      headers: { 'content-type': 'application/json' },
      body: '{"error":"not found"}',
    });
    expect(exists.evidence[0]!.what).toBe(
      "llms.txt answered 200 with application/json, not a text file: the site's catch-all answer, not an llms.txt",
    );
    expect(exists.title).toBe('The site has no llms.txt');
    expect(module.applicable).toBe(false);
  });

  it('a 200 HTML page is still a soft 404', async () => {
    const { exists } = await existsFinding(HOME);
    expect(exists.evidence[0]!.what).toMatch(/with an HTML page \(text\/html; charset=utf-8\): a soft 404$/);
  });
});
