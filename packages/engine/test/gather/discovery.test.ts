import { describe, expect, it } from 'vitest';
import type { FetchedResource } from '../../src/artifacts.ts';
import { BROWSER_USER_AGENT } from '../../src/bots/roster.ts';
import { gatherDiscovery } from '../../src/gather/discovery.ts';
import { type GatherOptions, gather } from '../../src/gather/index.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { findingOf } from '../content/context.ts';
import { type FixtureResponse, fixtureSitesPerTest, startFixtureSite } from '../helpers/fixture-site.ts';

/**
 * Agent discovery through the SSRF-safe fetcher, on loopback sites: the page asked for as Markdown, the
 * /.well-known/ API catalog, MCP and A2A cards and OAuth metadata, and the page's Link header.
 */

const site = fixtureSitesPerTest();
const OPTIONS: GatherOptions = {
  allowHosts: ['127.0.0.1'],
  timeoutMs: 10_000,
  budgetMs: 30_000,
  llmsLinks: false,
  probes: false,
};
const WELL_KNOWN = [
  '/.well-known/api-catalog',
  '/.well-known/mcp/server-card.json',
  '/.well-known/mcp.json',
  '/.well-known/agent-card.json',
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
  '/.well-known/oauth-protected-resource',
];

const PAGE_HTML = `<!doctype html><html lang="en"><head><title>Anvil docs</title></head><body><main><h1>Anvils</h1>${'<p>Smiths shape glowing metal on a hardened steel face, and the horn bends rings into curves.</p>'.repeat(20)}</main></body></html>`;
const page = (headers: Record<string, string> = {}): FixtureResponse => ({
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body: PAGE_HTML,
});
const json = (value: unknown, type = 'application/json'): FixtureResponse => ({
  headers: { 'content-type': type },
  body: JSON.stringify(value),
});

type Readiness = {
  discovery: Record<string, { detected: boolean; status: string; url: string | null; evidence: string }>;
  findings: { check: string; status: string; severity: string; impact: number }[];
  score: number;
};
const readinessOf = (artifacts: Awaited<ReturnType<typeof gather>>) =>
  analyzeArtifacts(artifacts, { modules: ['crawlers'] }).modules.agent_readiness as unknown as Readiness;
const statuses = (readiness: Readiness) =>
  Object.fromEntries(Object.entries(readiness.discovery).map(([key, found]) => [key, found.status]));

describe('gather: agent discovery', () => {
  it('finds what an agent-ready site publishes, asking each file once with a browser User-Agent', async () => {
    const fixture = await site({
      '/docs': (req) =>
        req.headers.accept === 'text/markdown'
          ? {
              headers: { 'content-type': 'text/markdown; charset=utf-8', vary: 'Accept' },
              body: '# Anvils\n',
            }
          : page({ link: '</.well-known/api-catalog>; rel="api-catalog", </llms.txt>; rel="describedby"' }),
      '/.well-known/api-catalog': json(
        { linkset: [{ anchor: '/api', 'service-desc': [{ href: '/api/openapi.json' }] }] },
        'application/linkset+json',
      ),
      '/.well-known/mcp/server-card.json': json({
        serverInfo: { name: 'anvils', version: '1.0.0' },
        transport: { type: 'streamable-http', endpoint: '/mcp' },
      }),
      '/.well-known/agent-card.json': json({ name: 'Anvil agent', url: '/a2a', skills: [{ id: 'quote' }] }),
      '/.well-known/oauth-protected-resource': json({ resource: '/api' }),
    });
    fixture.setRoute(
      '/.well-known/oauth-authorization-server',
      json({ issuer: fixture.origin, token_endpoint: `${fixture.origin}/token` }),
    );
    const stages = new Set<string>();
    const artifacts = await gather(fixture.url('/docs'), {
      ...OPTIONS,
      onProgress: ({ stage }) => stages.add(stage),
    });
    const readiness = readinessOf(artifacts);

    expect(statuses(readiness)).toEqual({
      markdown_negotiation: 'found',
      link_headers: 'found',
      api_catalog: 'found',
      mcp_server_card: 'found',
      a2a_agent_card: 'found',
      oauth_discovery: 'found',
      oauth_protected_resource: 'found',
    });
    expect(readiness.discovery.mcp_server_card!.evidence).toBe(
      '/.well-known/mcp/server-card.json: MCP server "anvils" at /mcp',
    );
    expect(stages.has('discovery')).toBe(true);
    const markdownAsks = fixture.requestsTo('/docs').filter((r) => r.headers.accept === 'text/markdown');
    expect(markdownAsks).toHaveLength(1);
    for (const path of WELL_KNOWN) {
      const asks = fixture.requestsTo(path);
      expect(asks, path).toHaveLength(1);
      expect(asks[0]!.userAgent).toBe(BROWSER_USER_AGENT);
    }
  });

  it('finds nothing on a content site that answers every path with its page, and that costs it nothing', async () => {
    // A catch-all site: every unknown path, /.well-known/ included, gets the home page with 200.
    const fixture = await startFixtureSite({}, { fallback: page() });
    try {
      const artifacts = await gather(fixture.url('/post'), OPTIONS);
      const result = analyzeArtifacts(artifacts);
      const readiness = result.modules.agent_readiness as unknown as Readiness;

      expect(new Set(Object.values(statuses(readiness)))).toEqual(new Set(['absent']));
      expect(readiness.discovery.a2a_agent_card!.evidence).toBe(
        'HTTP 200 with an HTML page (text/html), not an A2A agent card: a catch-all or soft-404 page',
      );
      for (const key of Object.keys(readiness.discovery)) {
        const finding = findingOf(readiness, `agent_readiness.${key}`);
        expect([finding.status, finding.severity, finding.impact]).toEqual(['info', 'info', 0]);
      }
      // The same audit without the discovery requests: same scores, same action plan.
      const { discovery: _asked, ...before } = artifacts;
      const without = analyzeArtifacts(before);
      expect(result.geo_score).toBe(without.geo_score);
      expect(readiness.score).toBe((without.modules.agent_readiness as unknown as Readiness).score);
      expect(result.action_plan).toEqual(without.action_plan);
    } finally {
      await fixture.close();
    }
  });

  it('reports a card that does not parse as invalid and one that never answers as unknown, without failing the audit', async () => {
    const fixture = await site({
      '/docs': page(),
      '/.well-known/mcp/server-card.json': {
        headers: { 'content-type': 'application/json' },
        body: '{"serverInfo": ',
      },
      '/.well-known/agent-card.json': { delayMs: 8_000, ...json({ name: 'late', skills: [] }) },
    });
    const started = Date.now();
    // Discovery requests get half the page's time: 1 s here.
    const artifacts = await gather(fixture.url('/docs'), { ...OPTIONS, timeoutMs: 2_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const readiness = readinessOf(artifacts);

    expect(readiness.discovery.mcp_server_card!.status).toBe('invalid');
    expect(readiness.discovery.mcp_server_card!.evidence).toMatch(
      /^\/\.well-known\/mcp\/server-card\.json: not valid JSON: /,
    );
    expect(readiness.discovery.a2a_agent_card).toMatchObject({
      detected: false,
      status: 'unknown',
      evidence: 'no answer: No answer within 1 s.',
    });
    expect(artifacts.page.status).toBe(200);
  });

  it('asks the origin the page was served from after a redirect to another host', async () => {
    const target = await site({
      '/docs': page(),
      '/.well-known/agent-card.json': json({ name: 'Anvil agent', skills: [] }),
    });
    const entry = await site({ '/': { status: 301, headers: { location: target.url('/docs') } } });
    const artifacts = await gather(entry.url('/'), OPTIONS);

    expect(readinessOf(artifacts).discovery.a2a_agent_card!.status).toBe('found');
    expect(target.requestsTo('/.well-known/agent-card.json')).toHaveLength(1);
    expect(entry.requests.filter((r) => r.pathname.startsWith('/.well-known/'))).toEqual([]);
  });

  it('asks for an HTML page only, and not when turned off', async () => {
    const fixture = await site({
      '/docs': page(),
      '/guide.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4 …' },
    });
    const asked = () => fixture.requests.filter((r) => r.pathname.startsWith('/.well-known/')).length;
    const off = await gather(fixture.url('/docs'), { ...OPTIONS, discovery: false });
    const pdf = await gather(fixture.url('/guide.pdf'), OPTIONS);
    expect(off.discovery).toBeUndefined();
    expect(pdf.discovery).toBeUndefined();
    expect(asked()).toBe(0);
    expect(fixture.requests.filter((r) => r.headers.accept === 'text/markdown')).toEqual([]);

    const on = await gather(fixture.url('/docs'), OPTIONS);
    expect(Object.keys(on.discovery ?? {})).toHaveLength(8);
    expect(asked()).toBe(WELL_KNOWN.length);
  });
});

describe('gatherDiscovery: the time for all the requests', () => {
  it('records what a hanging site never answered in time as unfinished, and returns when that time is up', async () => {
    // Every request hangs until its signal aborts, as a site that never answers unknown paths.
    const hang = (url: string, init: { signal?: AbortSignal }) =>
      new Promise<FetchedResource>((resolve) => {
        init.signal?.addEventListener('abort', () =>
          resolve({
            url,
            finalUrl: url,
            status: 0,
            headers: {},
            body: '',
            truncated: false,
            redirects: [],
            errorCode: 'aborted',
            error: 'The request was aborted.',
          }),
        );
      });
    const started = Date.now();
    const discovery = await gatherDiscovery(hang, {
      pageUrl: 'https://example.com/docs',
      origin: 'https://example.com',
      userAgent: BROWSER_USER_AGENT,
      timeoutMs: 5_000,
      budgetMs: 100,
      cut: () => false,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(Object.keys(discovery)).toHaveLength(8);
    for (const answer of Object.values(discovery)) {
      expect(answer).toMatchObject({ status: 0, unfinished: true });
    }
    expect(discovery.mcp_json!.error).toBe(
      'The time set aside for the discovery requests ran out before this one was made or answered.',
    );
  });
});
