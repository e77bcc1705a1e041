import type { FetchErrorCode } from './api-types.ts';

/**
 * What `gather` collects about a page, once, before any analysis. Everything here is plain data (no
 * sockets, no DOM) so fixtures can be written by hand and analyzers never do I/O.
 */

/** One HTTP exchange as the SSRF-safe fetcher saw it. */
export interface FetchedResource {
  /** The URL requested first. */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** HTTP status, or 0 when no response arrived (see `error`). */
  status: number;
  /** Response headers, names lower-cased. */
  headers: Record<string, string>;
  /** Decoded body text (charset-aware), truncated at the fetcher's cap. */
  body: string;
  /** True when the body was cut at the size cap. */
  truncated: boolean;
  /**
   * The body broke off before its end (the connection dropped mid-body, or its compressed stream ended early),
   * even after one retry: `body` holds what arrived, `error` says why (`errorCode` `network`), `status` stays the
   * server's. Findings on such a body cover only that part.
   */
  cutShort?: boolean;
  /** The encoding the body was decoded from (WHATWG name: `windows-1252`, `utf-16le` …), when not UTF-8. */
  encoding?: string;
  /** Every redirect hop, in order. */
  redirects: string[];
  /** Why the fetch failed when `status` is 0: timeout, blocked destination, DNS failure … */
  error?: string;
  /** Machine-readable reason for `error`: `blocked_destination`, `dns_failure`, `timeout` … (runAudit's `PageFetchError.code`). */
  errorCode?: FetchErrorCode;
  /**
   * For an operator, beside `error`: the network library's code and words (`UND_ERR_SOCKET: other side closed`,
   * `CERT_HAS_EXPIRED: certificate has expired`), which `error` leaves out: the page's editor cannot act on them.
   */
  errorDetail?: string;
  /** Milliseconds to the response headers. */
  timingMs?: number;
}

/** The page and llms.txt fetched with one user agent, to catch WAF/CDN blocks that robots.txt doesn't show. */
export interface ReachabilityProbe {
  /** Bot token from the roster (e.g. `OAI-SearchBot`) or `browser`. */
  agent: string;
  /** The User-Agent header sent. */
  userAgent: string;
  target: 'page' | 'llms.txt';
  status: number;
  /** Body length in bytes, to compare with the browser's. */
  bytes: number;
  /** A challenge or block page (captcha, `cf-mitigated`, challenge-platform …) was detected. */
  challenge: boolean;
  /**
   * A 2xx body with far less text than the browser's (scripts, styles and markup left out; see gather's probe
   * rules): likely a stripped or block page.
   */
  smallerThanBrowser?: boolean;
  error?: string;
  /**
   * The URL that answered, after redirects (absent in artifacts from before it was recorded). A bot sent elsewhere
   * than the browser (a geo or A/B rule sending crawlers to the home page) never sees the page.
   */
  finalUrl?: string;
  /**
   * The response's `X-Robots-Tag` header, repeated headers one per line (as on `FetchedResource.headers`); absent
   * when none came. An edge rule or SEO plugin may send `noindex` to crawler User-Agents only.
   */
  xRobotsTag?: string;
  /**
   * The audit's time budget ran out before this probe was made or answered (`status` 0): it says nothing about
   * the bot, unlike a probe the server left unanswered.
   */
  unfinished?: boolean;
}

/**
 * `/robots.txt` asked once more with a bot's User-Agent, made only when page probes showed bots refused (403, 503, a
 * challenge …) while a browser got the page: a WAF that answers crawlers' requests for robots.txt with a 5xx or a
 * challenge makes them treat the whole site as disallowed (RFC 9309 §2.3.1.4), which the browser's copy never shows.
 */
export interface BotRobotsTxt {
  /** Bot token whose User-Agent was sent: Googlebot when its probe was refused, else the first refused bot. */
  agent: string;
  userAgent: string;
  /** The robots.txt requested: the one that governs the page (its final host's after a cross-host redirect). */
  url: string;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  /** A challenge or block page answered. */
  challenge: boolean;
  error?: string;
  errorCode?: FetchErrorCode;
  /** The audit's time budget ran out before it answered: it says nothing about the bot. */
  unfinished?: boolean;
  /** What the browser's request for the same file got, to compare with. */
  browserStatus: number;
  browserChallenge: boolean;
}

/**
 * One link of llms.txt that gather requested (GET, browser User-Agent, small body cap) to see whether an agent
 * following it gets the page. Only a bounded sample of the links is checked; see `gather`.
 */
export interface LlmsLinkCheck {
  /** The link, resolved against llms.txt's URL, without its `#fragment`. */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** HTTP status, or 0 when no response arrived (see `error`). */
  status: number;
  /** The response's Content-Type header, or null. */
  contentType: string | null;
  /** A challenge or block page (captcha wall, `cf-mitigated` …) answered instead of the content. */
  challenge: boolean;
  /** The `<title>` of an HTML answer, trimmed (it tells a "Page not found" page served with 200). */
  title?: string;
  /** The first `<h1>` of an HTML answer, trimmed: a "Page not found" page served with 200 often keeps the site's title. */
  heading?: string;
  /** Why no usable response arrived, as the fetcher says it. */
  error?: string;
  errorCode?: FetchErrorCode;
  /**
   * The time set aside for link checks ran out before this link answered, or the request never started: the
   * record says nothing about the link.
   */
  unfinished?: boolean;
}

/** What agent discovery asked for (see gather's `DISCOVERY_REQUESTS`). */
export type DiscoveryTarget =
  /** The page's URL asked with `Accept: text/markdown`. */
  | 'markdown'
  /** `/.well-known/api-catalog` (RFC 9727). */
  | 'api_catalog'
  /** `/.well-known/mcp/server-card.json` (the MCP server card draft's path). */
  | 'mcp_server_card'
  /** `/.well-known/mcp.json` (a shorter path some sites use for the same card). */
  | 'mcp_json'
  /** `/.well-known/agent-card.json` (A2A). */
  | 'a2a_agent_card'
  /** `/.well-known/oauth-authorization-server` (RFC 8414). */
  | 'oauth_authorization_server'
  /** `/.well-known/openid-configuration` (OpenID Connect Discovery, which RFC 8414 builds on). */
  | 'openid_configuration'
  /** `/.well-known/oauth-protected-resource` (RFC 9728). */
  | 'oauth_protected_resource';

/** One discovery request as the fetcher saw it (body capped small: 16 KiB for Markdown, 64 KiB for documents). */
export interface DiscoveryFetch extends FetchedResource {
  /**
   * The time set aside for the discovery requests, or the audit's, ran out before it was made or answered (`status`
   * 0): it says nothing about the site.
   */
  unfinished?: boolean;
}

/** The agent discovery requests by target; a target missing was not asked. */
export type DiscoveryArtifacts = Partial<Record<DiscoveryTarget, DiscoveryFetch>>;

export interface Artifacts {
  /** The audited URL, as requested (normalized). */
  url: string;
  /** The page fetched with a browser user agent. */
  page: FetchedResource;
  /** `/robots.txt` of the page's origin; `undefined` when it could not be requested at all. */
  robotsTxt?: FetchedResource;
  /**
   * `/robots.txt` of the origin the page finally came from, when redirects took it to another origin (that
   * host's file governs the page crawlers index); `undefined` otherwise.
   */
  finalRobotsTxt?: FetchedResource;
  /** `/llms.txt` of the page's origin. */
  llmsTxt?: FetchedResource;
  /** Whether `/llms-full.txt` answered 2xx with text. */
  llmsFullTxtExists?: boolean;
  /**
   * The sampled links of `/llms.txt` and what each answered, in the order they were chosen; `undefined` when
   * they were not checked (no llms.txt text, or artifacts from before link checks). Empty when the file links
   * nothing fetchable.
   */
  llmsLinks?: LlmsLinkCheck[];
  /** Reachability probes per bot and target. */
  probes: ReachabilityProbe[];
  /** robots.txt asked with a refused bot's User-Agent (see `BotRobotsTxt`); `undefined` when no bot was refused. */
  botRobotsTxt?: BotRobotsTxt;
  /**
   * Agent discovery: the page asked for as Markdown and the `/.well-known/` documents for APIs, MCP, A2A and OAuth
   * (informational, for agent_readiness); `undefined` when not asked (no page to audit, or artifacts from before).
   */
  discovery?: DiscoveryArtifacts;
  /** Other same-origin resources gathered by name (e.g. `/pricing`, `/pricing.json`), when fetched. */
  extra?: Record<string, FetchedResource>;
  /** ISO time the gathering finished. */
  fetchedAt: string;
}
