/**
 * The agent discovery findings of agent_readiness: informational (weight 0), so they never move its score or any
 * other. Most sites need none of these files: a blog without an API, MCP server or accounts loses nothing, and each
 * fix says when the file is worth adding. A file that is there but broken is worth fixing, and says what is wrong.
 */
import type { DiscoveryKey, DiscoverySignal } from '../../agents/discovery/index.ts';
import type { CheckResult } from '../checks.ts';

interface DiscoveryCheckSpec {
  /** What is looked for, for the title when the request told nothing. */
  subject: string;
  /** Titles when found, absent, and there but unusable. */
  found: string;
  missing: string;
  invalid?: string;
  /** Whether and how to add it: said to sites that have none. */
  add: string;
  /** How to repair one that is there but unusable. */
  repair?: string;
}

const SPECS: Record<DiscoveryKey, DiscoveryCheckSpec> = {
  markdown_negotiation: {
    subject: 'Markdown negotiation',
    found: 'The page is served as Markdown on request (Accept: text/markdown)',
    missing: 'No Markdown version on request (Accept: text/markdown)',
    invalid: 'The Markdown answer (Accept: text/markdown) is not Markdown',
    add: 'Optional: worth it for documentation, articles and product pages that agents read often. Answer requests sent with Accept: text/markdown with a Markdown rendition of the same content (some CDNs convert HTML on the fly) and send Vary: Accept; keep serving HTML to everyone else.',
    repair:
      'Serve real Markdown (not the HTML page) to requests with Accept: text/markdown, or stop labelling the HTML as text/markdown.',
  },
  link_headers: {
    subject: 'Link headers for agents',
    found: 'Link headers point agents to what the site publishes for them',
    missing: 'No Link header points agents to an API catalog, llms.txt or an API description',
    add: 'Optional: worth it when the site publishes files for agents. Point to them from a Link response header (RFC 8288), such as Link: </.well-known/api-catalog>; rel="api-catalog" for an API catalog, rel="service-desc" for an OpenAPI description, or a link to /llms.txt.',
  },
  api_catalog: {
    subject: 'API catalog',
    found: 'API catalog published (/.well-known/api-catalog)',
    missing: 'No API catalog (/.well-known/api-catalog)',
    invalid: 'The API catalog (/.well-known/api-catalog) is unusable',
    add: 'Only for sites with a public API: publish /.well-known/api-catalog (RFC 9727) as application/linkset+json, one linkset entry per API with service-desc (its OpenAPI file) and service-doc (its documentation) links. A site without an API needs none.',
    repair:
      'Serve /.well-known/api-catalog as valid application/linkset+json: {"linkset": [{"anchor": "<API base URL>", "service-desc": [{"href": "<OpenAPI URL>"}]}]} (RFC 9727, RFC 9264).',
  },
  mcp_server_card: {
    subject: 'MCP server card',
    found: 'MCP server card published',
    missing: 'No MCP server card (/.well-known/mcp/server-card.json)',
    invalid: 'The MCP server card is unusable',
    add: 'Only if you run an MCP server: describe it at /.well-known/mcp/server-card.json (serverInfo with name and version, the transport endpoint, its tools) so agents can find and connect to it without a prior integration. Sites without an MCP server need none.',
    repair:
      'Serve the MCP server card as valid JSON (application/json) with serverInfo.name and the transport endpoint; agents drop a card they cannot parse.',
  },
  a2a_agent_card: {
    subject: 'A2A agent card',
    found: 'A2A agent card published (/.well-known/agent-card.json)',
    missing: 'No A2A agent card (/.well-known/agent-card.json)',
    invalid: 'The A2A agent card (/.well-known/agent-card.json) is unusable',
    add: 'Only if you run an A2A agent: publish its agent card at /.well-known/agent-card.json (name, description, the URL to reach it, its skills). Sites without such an agent need none.',
    repair:
      'Serve /.well-known/agent-card.json as valid JSON (application/json) with at least the agent’s name, its URL and its skills.',
  },
  oauth_discovery: {
    subject: 'OAuth authorization server metadata',
    found: 'OAuth authorization server metadata published',
    missing: 'No OAuth authorization server metadata',
    invalid: 'The OAuth authorization server metadata is unusable',
    add: 'Only if agents should act for your users through an API or MCP server: publish /.well-known/oauth-authorization-server (RFC 8414) or /.well-known/openid-configuration with your issuer and endpoints (identity providers generate it). Sites without user accounts need none.',
    repair:
      'Serve the metadata as valid JSON whose issuer is exactly the origin it is served from (RFC 8414 §3.3), with authorization_endpoint and token_endpoint.',
  },
  oauth_protected_resource: {
    subject: 'OAuth protected resource metadata',
    found: 'OAuth protected resource metadata published (/.well-known/oauth-protected-resource)',
    missing: 'No OAuth protected resource metadata (/.well-known/oauth-protected-resource)',
    invalid: 'The OAuth protected resource metadata is unusable',
    add: 'Only for an API or MCP server that takes OAuth tokens: publish /.well-known/oauth-protected-resource (RFC 9728) with its resource identifier and the authorization_servers whose tokens it accepts. Content sites need none.',
    repair:
      'Serve /.well-known/oauth-protected-resource as valid JSON with "resource" (the resource identifier) and "authorization_servers" (RFC 9728).',
  },
};

function title(spec: DiscoveryCheckSpec, found: DiscoverySignal): string {
  if (found.status === 'found') return spec.found;
  if (found.status === 'invalid') return spec.invalid ?? spec.missing;
  return spec.missing;
}

/**
 * One informational check per discovery signal: found passes, absent is info (severity info) with a fix saying when
 * the file is worth adding, invalid is info (severity low) with how to repair it, unknown does not apply (the
 * probe told nothing).
 *
 * @example
 * discoveryChecks(judgeDiscovery(artifacts)).map((c) => c.check); // ['agent_readiness.markdown_negotiation', …]
 */
export function discoveryChecks(signals: Record<DiscoveryKey, DiscoverySignal>): CheckResult[] {
  return (Object.keys(SPECS) as DiscoveryKey[]).map((key) => {
    const found = signals[key];
    const spec = SPECS[key];
    const evidence = [{ what: found.evidence, ...(found.url !== null ? { where: found.url } : {}) }];
    if (found.status === 'unknown') {
      return {
        check: `agent_readiness.${key}`,
        title: `${spec.subject}: not known (the request told nothing)`,
        weight: 0,
        score: null,
        severity: 'info',
        evidence,
      };
    }
    return {
      check: `agent_readiness.${key}`,
      title: title(spec, found),
      weight: 0,
      score: found.status === 'found' ? 1 : 0,
      severity: found.status === 'invalid' ? 'low' : 'info',
      evidence,
      fix: found.status === 'invalid' ? (spec.repair ?? spec.add) : spec.add,
    };
  });
}
