import { describe, expect, it } from 'vitest';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/**
 * An apex host that keeps its own robots.txt (a parked `Disallow: /`) and redirects every other path, /llms.txt
 * included, to www: www's robots.txt governs the llms.txt agents read there, as it governs the page.
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = {
  allowHosts: ['127.0.0.1'],
  timeoutMs: 10_000,
  probes: false,
  llmsLinks: false,
};
const LLMS = '# Acme\n\n> Clinics.\n\n## Docs\n\n- [Pricing](https://acme.example/pricing): plans\n';
const HOME = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1><p>${'We schedule clinics. '.repeat(50)}</p></body></html>`,
};

type Module = {
  bots: { token: string; llms_txt: string }[];
  findings: { check: string; status: string; title: string; evidence: { where?: string }[] }[];
};

async function auditApex(wwwRobots: string) {
  const www = await site({ '/': HOME, '/robots.txt': { body: wwwRobots }, '/llms.txt': { body: LLMS } });
  const apex = await site({ '/robots.txt': { body: 'User-agent: *\nDisallow: /\n' } });
  for (const path of ['/', '/llms.txt', '/llms-full.txt'])
    apex.setRoute(path, { status: 301, headers: { location: www.url(path) } });
  const result = analyzeArtifacts(await gather(apex.url('/'), OPTIONS), { modules: ['crawlers', 'llmstxt'] });
  const crawlers = result.modules.crawlers as unknown as Module;
  const llmstxt = result.modules.llmstxt as unknown as Module;
  return { www, crawlers, robots: llmstxt.findings.find((f) => f.check === 'llmstxt.robots_allowed')! };
}

describe('llms.txt judged by the robots.txt of the host that served it', () => {
  it('an apex that disallows everything, redirecting to a www that allows it: llms.txt is allowed', async () => {
    const { www, crawlers, robots } = await auditApex('User-agent: *\nAllow: /\n');
    expect(new Set(crawlers.bots.map((b) => b.llms_txt))).toEqual(new Set(['allowed']));
    expect(robots.status).toBe('pass');
    expect(robots.evidence[0]!.where).toBe(www.url('/llms.txt'));
  });

  it('www disallowing llms.txt is what blocks it', async () => {
    const { crawlers, robots } = await auditApex('User-agent: *\nDisallow: /llms.txt\n');
    expect(new Set(crawlers.bots.map((b) => b.llms_txt))).toEqual(new Set(['blocked']));
    expect(robots.title).toBe('robots.txt disallows llms.txt for every agent');
  });
});
