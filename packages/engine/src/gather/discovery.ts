/**
 * The agent discovery requests: the page asked for as Markdown, and the `/.well-known/` documents through which
 * agents find a site's APIs, MCP server, A2A agent and OAuth servers. Informational only: gather records what each
 * answered and the agent_readiness analyzer judges it. Every request is small (a short time limit, a small body cap,
 * two in flight), so a site that hangs on unknown paths cannot hold the audit.
 */
import pLimit from 'p-limit';
import type { SafeRequestInit } from '../api-types.ts';
import type { DiscoveryArtifacts, DiscoveryFetch, DiscoveryTarget, FetchedResource } from '../artifacts.ts';
import { noResponse } from './no-response.ts';

/** Time for one discovery request, from when it starts: a well-known file is static and answers at once. */
export const DISCOVERY_TIMEOUT_MS = 5_000;
/**
 * Time for all of them: a site that leaves unknown paths hanging must not keep the audit waiting once the probes are
 * done. What is still waiting or running then is recorded as unfinished.
 */
export const DISCOVERY_BUDGET_MS = 10_000;
/** Discovery requests in flight at once: they share the audit's slots with the page probes. */
export const DISCOVERY_CONCURRENCY = 2;
// Cards, catalogs and metadata are a few KiB; a bigger one is reported as read in part.
const DOCUMENT_MAX_BYTES = 64 * 1024;
// The Markdown answer is judged by its Content-Type and first bytes, not read whole.
const MARKDOWN_MAX_BYTES = 16 * 1024;

interface DiscoveryRequest {
  target: DiscoveryTarget;
  /** A path on the page's origin, or `null` for the page's own URL. */
  path: string | null;
  accept: string;
  maxBytes: number;
}

const JSON_ACCEPT = 'application/json, */*;q=0.5';

/** What is asked, in the order asked. */
export const DISCOVERY_REQUESTS: readonly DiscoveryRequest[] = [
  { target: 'markdown', path: null, accept: 'text/markdown', maxBytes: MARKDOWN_MAX_BYTES },
  {
    target: 'api_catalog',
    path: '/.well-known/api-catalog',
    accept: 'application/linkset+json, application/json;q=0.9, */*;q=0.5',
    maxBytes: DOCUMENT_MAX_BYTES,
  },
  // The draft's path (modelcontextprotocol SEP-1649) and the shorter one some sites publish.
  {
    target: 'mcp_server_card',
    path: '/.well-known/mcp/server-card.json',
    accept: JSON_ACCEPT,
    maxBytes: DOCUMENT_MAX_BYTES,
  },
  { target: 'mcp_json', path: '/.well-known/mcp.json', accept: JSON_ACCEPT, maxBytes: DOCUMENT_MAX_BYTES },
  {
    target: 'a2a_agent_card',
    path: '/.well-known/agent-card.json',
    accept: JSON_ACCEPT,
    maxBytes: DOCUMENT_MAX_BYTES,
  },
  {
    target: 'oauth_authorization_server',
    path: '/.well-known/oauth-authorization-server',
    accept: JSON_ACCEPT,
    maxBytes: DOCUMENT_MAX_BYTES,
  },
  {
    target: 'openid_configuration',
    path: '/.well-known/openid-configuration',
    accept: JSON_ACCEPT,
    maxBytes: DOCUMENT_MAX_BYTES,
  },
  {
    target: 'oauth_protected_resource',
    path: '/.well-known/oauth-protected-resource',
    accept: JSON_ACCEPT,
    maxBytes: DOCUMENT_MAX_BYTES,
  },
];

/** Makes one request through gather's queue; `timeoutMs` counts from when it leaves the queue. */
export type DiscoveryRequester = (
  url: string,
  init: SafeRequestInit & { timeoutMs: number },
) => Promise<FetchedResource>;

export interface DiscoveryOptions {
  /** The audited page's URL (asked for as Markdown). */
  pageUrl: string;
  /** The origin whose `/.well-known/` paths are asked (the one the page was served from). */
  origin: string;
  userAgent: string;
  /** Time per request in ms (default `DISCOVERY_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Time for all the requests in ms (default `DISCOVERY_BUDGET_MS`). */
  budgetMs?: number;
  /** Whether the audit's time budget cut this response (gather knows; it says nothing about the site). */
  cut: (response: FetchedResource) => boolean;
}

const OUT_OF_TIME =
  'The time set aside for the discovery requests ran out before this one was made or answered.';

function recordOf(response: FetchedResource, cut: boolean, timeoutMs: number): DiscoveryFetch {
  if (response.status !== 0) return response;
  if (cut)
    return {
      ...response,
      unfinished: true,
      ...(response.errorCode === 'aborted' ? { error: OUT_OF_TIME } : {}),
    };
  // Nothing else aborts a request the budget did not cut: its own time ran out.
  if (response.errorCode === 'aborted') {
    return { ...response, errorCode: 'timeout', error: `No answer within ${timeoutMs / 1000} s.` };
  }
  return response;
}

/**
 * Makes the discovery requests (`DISCOVERY_REQUESTS`) with `request` and returns what each answered, by target.
 * Never throws: a request that fails or runs out of time is recorded with status 0 and its error; one the time for
 * all of them (or the audit's) cut is `unfinished`.
 *
 * @example
 * ```ts
 * const discovery = await gatherDiscovery(request, {
 *   pageUrl: 'https://example.com/docs',
 *   origin: 'https://example.com',
 *   userAgent: BROWSER_USER_AGENT,
 *   cut: () => false,
 * });
 * discovery.markdown?.headers['content-type']; // 'text/markdown; charset=utf-8' on a site that negotiates
 * ```
 */
export async function gatherDiscovery(
  request: DiscoveryRequester,
  options: DiscoveryOptions,
): Promise<DiscoveryArtifacts> {
  const timeoutMs = options.timeoutMs ?? DISCOVERY_TIMEOUT_MS;
  const budget = AbortSignal.timeout(options.budgetMs ?? DISCOVERY_BUDGET_MS);
  const limit = pLimit(DISCOVERY_CONCURRENCY);
  const entries = await Promise.all(
    DISCOVERY_REQUESTS.map((plan) =>
      limit(async () => {
        const url = plan.path === null ? options.pageUrl : `${options.origin}${plan.path}`;
        if (budget.aborted) {
          const unstarted: DiscoveryFetch = { ...noResponse(url, OUT_OF_TIME), unfinished: true };
          return [plan.target, unstarted] as const;
        }
        const response = await request(url, {
          headers: { 'user-agent': options.userAgent, accept: plan.accept },
          maxBytes: plan.maxBytes,
          // A card served as application/octet-stream is still read, to say what is wrong with it.
          anyContentType: plan.path !== null,
          signal: budget,
          timeoutMs,
        });
        const cut = options.cut(response) || (budget.aborted && response.errorCode === 'aborted');
        return [plan.target, recordOf(response, cut, timeoutMs)] as const;
      }),
    ),
  );
  return Object.fromEntries(entries);
}
