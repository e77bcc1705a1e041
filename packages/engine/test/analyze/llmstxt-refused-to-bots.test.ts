import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';

/**
 * A WAF rule scoped to a path or a file type can refuse llms.txt to the very bots it is written for while browsers,
 * the page and robots.txt all let them in: llmstxt says so, and crawlers' page check no longer passes with the
 * llms.txt refusals as its evidence.
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = { allowHosts: ['127.0.0.1'], timeoutMs: 10_000, llmsLinks: false };
const LLMS =
  '# Acme Clinic\n\n> Scheduling software for clinics.\n\n## Docs\n\n- [Pricing](/pricing): plans and prices\n';
const HOME = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1><p>${'We schedule clinics. '.repeat(50)}</p></body></html>`,
};

type Finding = { check: string; status: string; title: string; evidence: { what: string }[] };

async function audit(llmsForBots: { status: number; body: string }) {
  const fixture = await site({
    '/': HOME,
    '/robots.txt': { body: 'User-agent: *\nAllow: /\n' },
    '/llms.txt': (req) =>
      req.userAgent === BROWSER_USER_AGENT
        ? { body: LLMS }
        : { status: llmsForBots.status, body: llmsForBots.body },
  });
  const result = analyzeArtifacts(await gather(fixture.url('/'), OPTIONS), {
    modules: ['crawlers', 'llmstxt'],
  });
  const findings = (module: 'crawlers' | 'llmstxt') =>
    (result.modules[module] as { findings: Finding[] }).findings;
  return {
    llms: findings('llmstxt').find((f) => f.check === 'llmstxt.reachable_by_bots'),
    page: findings('crawlers').find((f) => f.check === 'crawlers.reachability')!,
    llmsScore: result.modules.llmstxt!.score,
  };
}

describe('llms.txt refused to the bots’ User-Agents while a browser gets it', () => {
  it('fails llmstxt.reachable_by_bots, naming the bots, and the page check keeps to the page', async () => {
    const { llms, page, llmsScore } = await audit({ status: 403, body: 'Forbidden' });
    expect(llms?.status).toBe('fail');
    expect(llms?.title).toMatch(
      /^The server refuses llms\.txt to OAI-SearchBot, ChatGPT-User, Googlebot, .*'s User-Agent while a browser gets it \(UA-only probe/,
    );
    expect(llms?.evidence.some((e) => /OAI-SearchBot was refused llms\.txt with HTTP 403/.test(e.what))).toBe(
      true,
    );
    expect(llmsScore).toBeLessThan((await audit({ status: 200, body: LLMS })).llmsScore);
    expect(page.status).toBe('pass');
    expect(page.evidence.some((e) => /llms\.txt/.test(e.what))).toBe(false);
  });

  it('passes when the bots get it too', async () => {
    const { llms } = await audit({ status: 200, body: LLMS });
    expect(llms?.status).toBe('pass');
    expect(llms?.title).toMatch(/^The bots' User-Agents get llms\.txt as a browser does/);
  });
});
