/**
 * Agent discovery (isitagentready's "discovery" and "content accessibility" checks): what a site publishes so agents
 * find its Markdown, APIs, MCP server, A2A agent and OAuth servers. Pure: it reads `artifacts.discovery` and the
 * page's headers, which gather collected.
 */
import type { Artifacts, DiscoveryFetch } from '../../artifacts.ts';
import {
  A2A_AGENT_CARD,
  API_CATALOG,
  MCP_SERVER_CARD,
  OAUTH_AUTHORIZATION_SERVER,
  OAUTH_PROTECTED_RESOURCE,
  OPENID_CONFIGURATION,
} from './documents.ts';
import { type DocumentSpec, judgeJsonDocument } from './json-document.ts';
import { judgeLinkHeaders } from './link-headers.ts';
import { judgeMarkdown } from './markdown.ts';
import type { DiscoverySignal, DiscoveryStatus } from './signal.ts';

export type { DiscoverySignal, DiscoveryStatus } from './signal.ts';

/** The discovery signals, in report order. */
export const DISCOVERY_KEYS = [
  'markdown_negotiation',
  'link_headers',
  'api_catalog',
  'mcp_server_card',
  'a2a_agent_card',
  'oauth_discovery',
  'oauth_protected_resource',
] as const;
export type DiscoveryKey = (typeof DISCOVERY_KEYS)[number];

// Which answer speaks for a signal asked at two paths: a usable document first, then a broken one.
const RANK: Record<DiscoveryStatus, number> = { found: 0, invalid: 1, unknown: 2, absent: 3 };

function pathOf(resource: DiscoveryFetch | undefined, fallback: string): string {
  if (resource === undefined) return fallback;
  try {
    return new URL(resource.url).pathname;
  } catch {
    return fallback;
  }
}

/**
 * One signal asked at two paths (the MCP card's, OAuth's): the better answer, with both paths' evidence when
 * neither was a usable document.
 */
function eitherPath(
  asked: ReadonlyArray<{ resource: DiscoveryFetch | undefined; spec: DocumentSpec; path: string }>,
): DiscoverySignal {
  // Not asked at all (an audit from before): one sentence says so.
  if (asked.every(({ resource }) => resource === undefined))
    return judgeJsonDocument(undefined, asked[0]!.spec);
  const judged = asked.map(({ resource, spec, path }) => ({
    signal: judgeJsonDocument(resource, spec),
    path: pathOf(resource, path),
  }));
  const best = [...judged].sort((a, b) => RANK[a.signal.status] - RANK[b.signal.status])[0]!;
  if (best.signal.status === 'found' || best.signal.status === 'invalid') {
    return { ...best.signal, evidence: `${best.path}: ${best.signal.evidence}` };
  }
  return { ...best.signal, evidence: judged.map((j) => `${j.path}: ${j.signal.evidence}`).join('; ') };
}

/**
 * Every discovery signal of the audited page, each `{detected, status, url, evidence}`.
 *
 * @example
 * const discovery = judgeDiscovery(artifacts);
 * discovery.mcp_server_card.status; // 'found' | 'absent' | 'invalid' | 'unknown'
 */
export function judgeDiscovery(artifacts: Artifacts): Record<DiscoveryKey, DiscoverySignal> {
  const d = artifacts.discovery ?? {};
  return {
    markdown_negotiation: judgeMarkdown(artifacts.discovery?.markdown),
    link_headers: judgeLinkHeaders(artifacts.page),
    api_catalog: judgeJsonDocument(d.api_catalog, API_CATALOG),
    mcp_server_card: eitherPath([
      { resource: d.mcp_server_card, spec: MCP_SERVER_CARD, path: '/.well-known/mcp/server-card.json' },
      { resource: d.mcp_json, spec: MCP_SERVER_CARD, path: '/.well-known/mcp.json' },
    ]),
    a2a_agent_card: judgeJsonDocument(d.a2a_agent_card, A2A_AGENT_CARD),
    oauth_discovery: eitherPath([
      {
        resource: d.oauth_authorization_server,
        spec: OAUTH_AUTHORIZATION_SERVER,
        path: '/.well-known/oauth-authorization-server',
      },
      {
        resource: d.openid_configuration,
        spec: OPENID_CONFIGURATION,
        path: '/.well-known/openid-configuration',
      },
    ]),
    oauth_protected_resource: judgeJsonDocument(d.oauth_protected_resource, OAUTH_PROTECTED_RESOURCE),
  };
}
