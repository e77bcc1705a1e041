/**
 * The shape checks of the well-known documents: the fields each specification makes required, and no more (a
 * document an agent can use, not a full schema validation).
 */
import type { DiscoveryFetch } from '../../artifacts.ts';
import { type DocumentSpec, isObject, isText, type JsonObject, type ShapeVerdict } from './json-document.ts';

const JSON_TYPES = ['application/json'] as const;

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** RFC 9727 API catalog: a linkset (RFC 9264) whose entries link the site's APIs. */
export const API_CATALOG: DocumentSpec = {
  name: 'an API catalog',
  types: ['application/linkset+json', 'application/json'],
  check: (value) => {
    const linkset = value.linkset;
    if (!Array.isArray(linkset)) return { ok: false, reason: 'JSON without a "linkset" array (RFC 9264)' };
    const entries = linkset.filter(isObject);
    if (entries.length === 0) return { ok: false, reason: 'its "linkset" is empty: it lists no API' };
    const relations = new Set(
      entries.flatMap((entry) => Object.keys(entry).filter((key) => key !== 'anchor')),
    );
    const named = [...relations].slice(0, 5).join(', ');
    return {
      ok: true,
      summary: `linkset with ${plural(entries.length, 'entry', 'entries')}${named ? ` (${named})` : ''}`,
    };
  },
};

function mcpEndpoint(card: JsonObject): string | null {
  const transport = card.transport;
  if (isObject(transport) && isText(transport.endpoint)) return transport.endpoint;
  if (isText(card.endpoint)) return card.endpoint;
  if (isText(card.url)) return card.url;
  return null;
}

/**
 * MCP server card (draft SEP-1649): a server's `serverInfo.name`; also accepted, a card naming its server with a
 * top-level `name` and a way to reach it, or a list of servers (`mcpServers`, `servers`).
 */
export const MCP_SERVER_CARD: DocumentSpec = {
  name: 'an MCP server card',
  types: JSON_TYPES,
  check: (card) => {
    const info = card.serverInfo;
    const name = isObject(info) && isText(info.name) ? info.name : isText(card.name) ? card.name : null;
    const listed = [card.mcpServers, card.servers].find((list) => isObject(list) || Array.isArray(list));
    if (name === null && listed === undefined) {
      return { ok: false, reason: 'JSON that names no MCP server (no serverInfo.name)' };
    }
    if (name === null) {
      const count = Array.isArray(listed) ? listed.length : Object.keys(listed as JsonObject).length;
      return { ok: true, summary: `lists ${plural(count, 'MCP server')}` };
    }
    const endpoint = mcpEndpoint(card);
    const tools = Array.isArray(card.tools) ? `, ${plural(card.tools.length, 'tool')}` : '';
    return {
      ok: true,
      summary: `MCP server "${name}"${endpoint ? ` at ${endpoint}` : ', no transport endpoint given'}${tools}`,
    };
  },
};

/** A2A agent card: every version requires the agent's `name` and its `skills`. */
export const A2A_AGENT_CARD: DocumentSpec = {
  name: 'an A2A agent card',
  types: JSON_TYPES,
  check: (card) => {
    const missing = [isText(card.name) ? null : 'name', Array.isArray(card.skills) ? null : 'skills'].filter(
      (field) => field !== null,
    );
    if (missing.length > 0) {
      return { ok: false, reason: `JSON without ${missing.join(' and ')}, which every A2A agent card has` };
    }
    const skills = card.skills as unknown[];
    return { ok: true, summary: `A2A agent "${card.name}" with ${plural(skills.length, 'skill')}` };
  },
};

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * RFC 8414 §3.3 (and OpenID Connect Discovery §4.3): the `issuer` must be the identifier the metadata URL was built
 * from, here the origin asked; clients must not use metadata whose issuer differs.
 */
function issuerVerdict(metadata: JsonObject, resource: DiscoveryFetch, endpoints: string[]): ShapeVerdict {
  if (!isText(metadata.issuer))
    return { ok: false, reason: 'JSON without an "issuer", which the metadata requires' };
  const issuer = metadata.issuer.replace(/\/$/, '');
  const asked = [originOf(resource.url), originOf(resource.finalUrl || resource.url)];
  if (!asked.includes(issuer)) {
    return {
      ok: false,
      reason: `its issuer ${metadata.issuer} is not the origin it was served from (${asked[0]}): clients must reject such metadata (RFC 8414 §3.3)`,
    };
  }
  const listed = endpoints.filter((field) => isText(metadata[field]));
  return {
    ok: true,
    summary: `issuer ${metadata.issuer}${listed.length > 0 ? `, ${listed.join(', ')}` : ''}`,
  };
}

const AUTH_ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'registration_endpoint'];

/** RFC 8414 authorization server metadata. */
export const OAUTH_AUTHORIZATION_SERVER: DocumentSpec = {
  name: 'OAuth authorization server metadata',
  types: JSON_TYPES,
  check: (metadata, resource) => issuerVerdict(metadata, resource, AUTH_ENDPOINTS),
};

/** OpenID Connect Discovery metadata (the same issuer rule, and the document RFC 8414 grew from). */
export const OPENID_CONFIGURATION: DocumentSpec = {
  name: 'OpenID Connect metadata',
  types: JSON_TYPES,
  check: (metadata, resource) => issuerVerdict(metadata, resource, AUTH_ENDPOINTS),
};

/** RFC 9728 protected resource metadata: `resource` is required; `authorization_servers` says who issues tokens. */
export const OAUTH_PROTECTED_RESOURCE: DocumentSpec = {
  name: 'OAuth protected resource metadata',
  types: JSON_TYPES,
  check: (metadata) => {
    if (!isText(metadata.resource)) {
      return { ok: false, reason: 'JSON without a "resource", which RFC 9728 requires' };
    }
    const servers = Array.isArray(metadata.authorization_servers)
      ? metadata.authorization_servers.filter(isText)
      : [];
    return {
      ok: true,
      summary: `resource ${metadata.resource}, ${servers.length === 0 ? 'no authorization_servers listed' : `authorization servers: ${servers.slice(0, 3).join(', ')}`}`,
    };
  },
};
