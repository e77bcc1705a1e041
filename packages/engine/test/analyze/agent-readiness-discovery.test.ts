import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import type { DiscoveryArtifacts, DiscoveryFetch } from '../../src/artifacts.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';

/**
 * Agent discovery (the page as Markdown, /.well-known/ API catalog, MCP and A2A cards, OAuth metadata, Link headers)
 * judged from hand-built artifacts: what each answer means, and that a site without any of them loses nothing.
 */

const ORIGIN = 'https://example.com';
const PAGE_URL = `${ORIGIN}/guide/anvils`;
const ARTICLE = html(`<main><h1>Anvils</h1><p>${prose(300)}</p></main>`);

function answer(path: string | null, body: string, options: Partial<DiscoveryFetch> = {}): DiscoveryFetch {
  const url = path === null ? PAGE_URL : `${ORIGIN}${path}`;
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': 'application/json' },
    body,
    truncated: false,
    redirects: [],
    ...options,
  };
}

const NOT_FOUND = (path: string) =>
  answer(path, 'Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

/** What a content site without any agent file answers: 404 everywhere, the HTML page to Accept: text/markdown. */
function nothingPublished(): DiscoveryArtifacts {
  return {
    markdown: answer(null, ARTICLE, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    api_catalog: NOT_FOUND('/.well-known/api-catalog'),
    mcp_server_card: NOT_FOUND('/.well-known/mcp/server-card.json'),
    mcp_json: NOT_FOUND('/.well-known/mcp.json'),
    a2a_agent_card: NOT_FOUND('/.well-known/agent-card.json'),
    oauth_authorization_server: NOT_FOUND('/.well-known/oauth-authorization-server'),
    openid_configuration: NOT_FOUND('/.well-known/openid-configuration'),
    oauth_protected_resource: NOT_FOUND('/.well-known/oauth-protected-resource'),
  };
}

function readiness(discovery: DiscoveryArtifacts | undefined, headers?: Record<string, string>) {
  const context = contextOf(ARTICLE, {
    url: PAGE_URL,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });
  if (discovery !== undefined) context.artifacts.discovery = discovery;
  const result = AgentReadinessModule.parse(analyzeAgentReadiness(context));
  return result as typeof result & {
    discovery: Record<string, { detected: boolean; status: string; url: string | null; evidence: string }>;
    checks_applicable: number;
  };
}

describe('agent_readiness discovery: a content site without agent files', () => {
  it('reports each signal absent, informational, with a fix that says when it is worth adding', () => {
    const result = readiness(nothingPublished());
    expect(Object.keys(result.discovery)).toEqual([
      'markdown_negotiation',
      'link_headers',
      'api_catalog',
      'mcp_server_card',
      'a2a_agent_card',
      'oauth_discovery',
      'oauth_protected_resource',
    ]);
    for (const found of Object.values(result.discovery)) {
      expect(found.detected).toBe(false);
      expect(found.status).toBe('absent');
    }
    expect(result.discovery.markdown_negotiation!.evidence).toBe(
      'Accept: text/markdown got text/html (the HTML page)',
    );
    expect(result.discovery.mcp_server_card!.evidence).toBe(
      '/.well-known/mcp/server-card.json: HTTP 404; /.well-known/mcp.json: HTTP 404',
    );
    const mcp = findingOf(result, 'agent_readiness.mcp_server_card');
    expect(mcp.status).toBe('info');
    expect(mcp.severity).toBe('info');
    expect(mcp.impact).toBe(0);
    expect(mcp.fix).toMatch(/^Only if you run an MCP server: .* Sites without an MCP server need none\.$/);
    expect(findingOf(result, 'agent_readiness.oauth_discovery').fix).toMatch(
      /Sites without user accounts need none/,
    );
    // Informational: the module's score and scored checks are those of an audit that never asked.
    const without = readiness(undefined);
    expect(result.score).toBe(without.score);
    expect(result.checks_applicable).toBe(without.checks_applicable);
    expect(result.score).toBe(100);
  });
});

describe('agent_readiness discovery: a site that publishes them', () => {
  const published: DiscoveryArtifacts = {
    markdown: answer(null, '# Anvils\n\nSmiths shape glowing metal.\n', {
      headers: { 'content-type': 'text/markdown; charset=utf-8', vary: 'Accept-Encoding, Accept' },
    }),
    api_catalog: answer(
      '/.well-known/api-catalog',
      JSON.stringify({
        linkset: [
          {
            anchor: `${ORIGIN}/api/v1`,
            'service-desc': [{ href: `${ORIGIN}/api/v1/openapi.json` }],
            'service-doc': [{ href: `${ORIGIN}/docs/api` }],
          },
        ],
      }),
      { headers: { 'content-type': 'application/linkset+json' } },
    ),
    mcp_server_card: NOT_FOUND('/.well-known/mcp/server-card.json'),
    mcp_json: answer(
      '/.well-known/mcp.json',
      JSON.stringify({
        serverInfo: { name: 'anvil-search', version: '1.0.0' },
        transport: { type: 'streamable-http', endpoint: '/mcp' },
        tools: [{ name: 'search' }],
      }),
    ),
    a2a_agent_card: answer(
      '/.well-known/agent-card.json',
      JSON.stringify({
        name: 'Anvil helper',
        url: `${ORIGIN}/a2a`,
        skills: [{ id: 'quote' }, { id: 'track' }],
      }),
    ),
    oauth_authorization_server: NOT_FOUND('/.well-known/oauth-authorization-server'),
    openid_configuration: answer(
      '/.well-known/openid-configuration',
      JSON.stringify({
        issuer: ORIGIN,
        authorization_endpoint: `${ORIGIN}/authorize`,
        token_endpoint: `${ORIGIN}/token`,
      }),
    ),
    oauth_protected_resource: answer(
      '/.well-known/oauth-protected-resource',
      JSON.stringify({ resource: `${ORIGIN}/api/v1`, authorization_servers: [ORIGIN] }),
    ),
  };

  it('detects each one and says what it holds', () => {
    const result = readiness(published, {
      link: '</.well-known/api-catalog>; rel="api-catalog", </fonts/a.woff2>; rel=preload',
    });
    const evidence = Object.fromEntries(
      Object.entries(result.discovery).map(([key, found]) => [key, [found.status, found.evidence]]),
    );
    expect(evidence).toEqual({
      markdown_negotiation: ['found', 'HTTP 200 text/markdown, 38 bytes'],
      link_headers: ['found', '<https://example.com/.well-known/api-catalog> rel="api-catalog"'],
      api_catalog: ['found', 'linkset with 1 entry (service-desc, service-doc)'],
      mcp_server_card: ['found', '/.well-known/mcp.json: MCP server "anvil-search" at /mcp, 1 tool'],
      a2a_agent_card: ['found', 'A2A agent "Anvil helper" with 2 skills'],
      oauth_discovery: [
        'found',
        '/.well-known/openid-configuration: issuer https://example.com, authorization_endpoint, token_endpoint',
      ],
      oauth_protected_resource: [
        'found',
        'resource https://example.com/api/v1, authorization servers: https://example.com',
      ],
    });
    expect(result.discovery.mcp_server_card!.url).toBe('https://example.com/.well-known/mcp.json');
    const catalog = findingOf(result, 'agent_readiness.api_catalog');
    expect(catalog.status).toBe('pass');
    expect(catalog.title).toBe('API catalog published (/.well-known/api-catalog)');
  });

  it('notes Markdown served without Vary: Accept, and a card served with the wrong Content-Type', () => {
    const result = readiness({
      ...published,
      markdown: answer(null, '# Anvils\n', { headers: { 'content-type': 'text/markdown' } }),
      a2a_agent_card: answer('/.well-known/agent-card.json', JSON.stringify({ name: 'Helper', skills: [] }), {
        headers: { 'content-type': 'text/plain' },
      }),
    });
    expect(result.discovery.markdown_negotiation!.evidence).toBe(
      'HTTP 200 text/markdown, 9 bytes; no Vary: Accept, so a shared cache may serve one version to both browsers and agents',
    );
    expect(result.discovery.a2a_agent_card!.evidence).toBe(
      'A2A agent "Helper" with 0 skills; served as text/plain, where application/json is expected',
    );
  });
});

describe('agent_readiness discovery: answers that are not what they claim', () => {
  it('does not take an HTML catch-all page at a well-known path for a card', () => {
    const result = readiness({
      ...nothingPublished(),
      mcp_server_card: answer('/.well-known/mcp/server-card.json', ARTICLE, {
        headers: { 'content-type': 'text/html' },
      }),
      // Mislabelled as JSON, still a page.
      a2a_agent_card: answer('/.well-known/agent-card.json', '<!doctype html><html><body>Home</body></html>'),
    });
    expect(result.discovery.mcp_server_card!.status).toBe('absent');
    expect(result.discovery.mcp_server_card!.evidence).toBe(
      '/.well-known/mcp/server-card.json: HTTP 200 with an HTML page (text/html), not an MCP server card: a catch-all or soft-404 page; /.well-known/mcp.json: HTTP 404',
    );
    expect(result.discovery.a2a_agent_card!.status).toBe('absent');
  });

  it('reports JSON that does not parse as invalid, with the parser’s reason and a repair fix', () => {
    const result = readiness({
      ...nothingPublished(),
      mcp_server_card: answer('/.well-known/mcp/server-card.json', '{"serverInfo": {"name": "x",}}'),
    });
    const card = result.discovery.mcp_server_card!;
    expect(card.detected).toBe(false);
    expect(card.status).toBe('invalid');
    expect(card.evidence).toMatch(/^\/\.well-known\/mcp\/server-card\.json: not valid JSON: /);
    const finding = findingOf(result, 'agent_readiness.mcp_server_card');
    expect(finding.title).toBe('The MCP server card is unusable');
    expect(finding.status).toBe('info');
    expect(finding.severity).toBe('low');
    expect(finding.impact).toBe(0);
    expect(finding.fix).toMatch(/^Serve the MCP server card as valid JSON/);
  });

  it('reports documents missing their required fields as invalid', () => {
    const result = readiness({
      ...nothingPublished(),
      api_catalog: answer('/.well-known/api-catalog', '{"apis": []}'),
      a2a_agent_card: answer('/.well-known/agent-card.json', '{"name": "Helper"}'),
      oauth_protected_resource: answer('/.well-known/oauth-protected-resource', '{"scopes_supported": []}'),
      markdown: answer(null, ARTICLE, { headers: { 'content-type': 'text/markdown' } }),
    });
    expect(result.discovery.api_catalog!.evidence).toBe('JSON without a "linkset" array (RFC 9264)');
    expect(result.discovery.a2a_agent_card!.evidence).toBe(
      'JSON without skills, which every A2A agent card has',
    );
    expect(result.discovery.oauth_protected_resource!.evidence).toBe(
      'JSON without a "resource", which RFC 9728 requires',
    );
    expect(result.discovery.markdown_negotiation!.status).toBe('invalid');
    expect(result.discovery.markdown_negotiation!.evidence).toBe(
      'labelled text/markdown, but the body is an HTML page',
    );
    for (const key of ['api_catalog', 'a2a_agent_card', 'oauth_protected_resource', 'markdown_negotiation']) {
      expect(result.discovery[key]!.status).toBe('invalid');
    }
  });

  it('reports OAuth metadata whose issuer is another origin as invalid (RFC 8414 §3.3)', () => {
    const result = readiness({
      ...nothingPublished(),
      oauth_authorization_server: answer(
        '/.well-known/oauth-authorization-server',
        JSON.stringify({
          issuer: 'https://login.other.example',
          token_endpoint: 'https://login.other.example/t',
        }),
      ),
    });
    expect(result.discovery.oauth_discovery!.status).toBe('invalid');
    expect(result.discovery.oauth_discovery!.evidence).toBe(
      '/.well-known/oauth-authorization-server: its issuer https://login.other.example is not the origin it was served from (https://example.com): clients must reject such metadata (RFC 8414 §3.3)',
    );
  });
});

describe('agent_readiness discovery: probes that told nothing', () => {
  it('reports unknown, never absent, for a timeout, a refusal, a cut-short audit or a document over the cap', () => {
    const result = readiness({
      ...nothingPublished(),
      markdown: answer(null, '', { status: 0, errorCode: 'timeout', error: 'No answer within 6 s.' }),
      api_catalog: answer('/.well-known/api-catalog', 'Forbidden', { status: 403 }),
      a2a_agent_card: answer('/.well-known/agent-card.json', '', { status: 0, unfinished: true }),
      // Cut at the 64 KiB cap mid-string: too big to check, not broken.
      oauth_protected_resource: answer(
        '/.well-known/oauth-protected-resource',
        `{"resource": "${'x'.repeat(64 * 1024 - 14)}`,
        { truncated: true },
      ),
    });
    const statuses = Object.fromEntries(
      Object.entries(result.discovery).map(([key, found]) => [key, [found.status, found.evidence]]),
    );
    expect(statuses.markdown_negotiation).toEqual(['unknown', 'no answer: No answer within 6 s.']);
    expect(statuses.api_catalog).toEqual([
      'unknown',
      'HTTP 403: refused or failing, so whether it exists is not known',
    ]);
    expect(statuses.a2a_agent_card).toEqual([
      'unknown',
      'the time for discovery ran out before an A2A agent card answered',
    ]);
    expect(statuses.oauth_protected_resource).toEqual([
      'unknown',
      'larger than the 64 KiB read, so it was not checked',
    ]);
    const markdown = findingOf(result, 'agent_readiness.markdown_negotiation');
    expect(markdown.status).toBe('not_applicable');
    expect(markdown.title).toBe('Markdown negotiation: not known (the request told nothing)');
  });

  it('says discovery was not asked for in artifacts gathered before it, and the result still parses', () => {
    const result = readiness(undefined);
    expect(result.discovery.api_catalog).toEqual({
      detected: false,
      status: 'unknown',
      url: null,
      evidence: 'an API catalog was not asked for (no page to audit, or an audit from before)',
    });
    expect(result.discovery.link_headers!.status).toBe('absent');
    expect(findingOf(result, 'agent_readiness.api_catalog').status).toBe('not_applicable');
  });
});
