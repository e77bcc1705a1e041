import type { Evidence } from '@geo-audit/core';
import type { Artifacts, FetchedResource } from '../../artifacts.ts';
import type { Bot } from '../../bots/roster.ts';
import { startsLikeHtml } from '../../gather/text-document.ts';
import { evaluateRobots, groupsFor } from '../../robots/evaluate.ts';
import { type ParsedRobotsTxt, parseRobotsTxt } from '../../robots/parse.ts';

/**
 * What robots.txt means for the audited site, HTTP status included (RFC 9309 §2.3.1): a 2xx body is
 * parsed; a 4xx means there are no rules (allow all); a 5xx, no response at all, or a robots.txt that
 * could not be requested means every crawler must assume it may fetch nothing. 429 counts as a server
 * error, as Google documents: it asks crawlers to come back later, not that the file is absent. A 3xx
 * left at the end of the fetcher's redirect limit, or one with no target to follow, counts as unavailable (allow
 * all), as RFC 9309 permits. A 2xx HTML page with no rules (an app shell, a home page redirected to) counts as
 * no robots.txt (`not_found`, with its 2xx status).
 */

export type RobotsOutcome = 'parsed' | 'not_found' | 'redirect_limit' | 'server_error' | 'unreachable';

export interface RobotsState {
  outcome: RobotsOutcome;
  /** HTTP status (0 when nothing answered or robots.txt was not requested). */
  httpStatus: number;
  url: string;
  parsed: ParsedRobotsTxt | null;
  /** The body looks like an HTML page (a catch-all answer); with no rules in it, robots.txt counts as absent. */
  html: boolean;
  /** Evidence describing how robots.txt was obtained. */
  evidence: Evidence;
  /** The Content-Type it was served with when that is not text (it is parsed anyway, as crawlers do); else null. */
  nonTextType: string | null;
  /**
   * `utf-16le` / `utf-16be` when the file is UTF-16: crawlers read robots.txt as UTF-8 bytes and find no rules in
   * it (Google's parser skips only a UTF-8 BOM), so its rules are ignored; else null.
   */
  utf16: string | null;
}

/** Why a bot is allowed or blocked. */
export type AccessVia =
  | 'specific'
  /** No group names the bot, and it follows the group of the crawler in `Bot.followsGroupOf`, which one names. */
  | 'followed'
  | 'wildcard'
  | 'default'
  | 'implicit'
  /** robots.txt answered 4xx (or too many redirects): no rules apply. */
  | 'no_robots_txt'
  /** robots.txt answered 5xx/429 or could not be fetched: crawlers must assume a full disallow. */
  | 'robots_txt_unavailable';

export interface BotAccessDecision {
  allowed: boolean;
  via: AccessVia;
  /** The deciding rule as written, e.g. `Disallow: /private`. */
  rule: string | null;
  /** 1-based line of the deciding rule in robots.txt. */
  line: number | null;
  /** Which URL was decided (the audited URL, the page it redirected to when that was stricter, or its canonical). */
  url: string;
  /**
   * Set when robots.txt blocks the audited URL's query-string variant but allows the canonical URL the page
   * declares, so the decision above is the canonical's: the blocked variant, and the rule that blocks it.
   */
  variant?: { url: string; rule: string | null; line: number | null };
}

function robotsUrlOf(resource: FetchedResource | undefined, pageUrl: string): string {
  if (resource) return resource.finalUrl || resource.url;
  try {
    return new URL('/robots.txt', pageUrl).href;
  } catch {
    return '/robots.txt';
  }
}

/**
 * Reads the robots.txt artifact once: outcome, parsed rules (for 2xx) and the evidence to show.
 *
 * @example
 * ```ts
 * robotsState(artifacts).outcome; // 'parsed' | 'not_found' | 'server_error' | …
 * ```
 */
export function robotsState(artifacts: Artifacts): RobotsState {
  return robotsStateOf(artifacts.robotsTxt, artifacts.url);
}

/**
 * The robots.txt state that governs the page crawlers index: the audited origin's, or, when the page redirected
 * to another origin and that origin's robots.txt was gathered, that one (with the final URL to judge).
 *
 * @example
 * ```ts
 * const { state, urls, crossOrigin } = governingRobots(artifacts);
 * ```
 */
export function governingRobots(artifacts: Artifacts): {
  state: RobotsState;
  urls: string[];
  /** The final URL on another origin, when that origin's robots.txt decides; null otherwise. */
  crossOrigin: string | null;
} {
  const final = artifacts.page.finalUrl;
  if (artifacts.finalRobotsTxt && final && !sameOrigin(final, artifacts.url)) {
    return { state: robotsStateOf(artifacts.finalRobotsTxt, final), urls: [final], crossOrigin: final };
  }
  return { state: robotsState(artifacts), urls: auditedUrls(artifacts), crossOrigin: null };
}

/** `robotsState` for one robots.txt resource; `pageUrl` locates it when it was never requested. */
export function robotsStateOf(resource: FetchedResource | undefined, pageUrl: string): RobotsState {
  const url = robotsUrlOf(resource, pageUrl);
  // Every outcome but a parsed file: no rules, and one line of evidence (with the status when there was one).
  const unparsed = (outcome: RobotsOutcome, httpStatus: number, what: string, at = url): RobotsState => ({
    outcome,
    httpStatus,
    url: at,
    parsed: null,
    html: false,
    evidence: httpStatus > 0 ? { what, where: at, value: httpStatus } : { what, where: at },
    nonTextType: null,
    utf16: null,
  });
  // RFC 9309 §2.3.1.2: past five redirects a crawler may treat robots.txt as unavailable, which allows everything
  // (§2.3.1.3); Google treats it as a 404. A redirect loop is not an unreachable server.
  if (resource?.status === 0 && resource.errorCode === 'too_many_redirects') {
    return unparsed(
      'redirect_limit',
      0,
      'robots.txt kept redirecting past the redirect limit: treated as absent (allow all)',
    );
  }
  if (!resource || resource.status === 0) {
    const reason = resource?.error ?? (resource ? 'no response' : 'robots.txt could not be requested');
    return unparsed(
      'unreachable',
      0,
      `robots.txt unreachable (${reason}): crawlers assume everything is disallowed`,
    );
  }
  const status = resource.status;
  if (status >= 200 && status < 300 && resource.errorCode === 'unsupported_content_type') {
    // Artifacts gathered without reading the body (older gathers): its rules are unknown, so say so rather than
    // "0 rules"; read as absent (allow all).
    return {
      ...unparsed(
        'not_found',
        status,
        `robots.txt answered HTTP ${status} as ${resource.headers['content-type'] ?? 'an unknown type'}, not text, and its body was not read: its rules are unknown. Serve it as text/plain.`,
      ),
      nonTextType: contentTypeOf(resource),
    };
  }
  if (status >= 200 && status < 300 && resource.encoding?.startsWith('utf-16')) {
    const intended = parseRobotsTxt(resource.body);
    const rules = intended.groups.reduce((sum, group) => sum + group.rules.length, 0);
    return {
      outcome: 'parsed',
      httpStatus: status,
      url,
      parsed: parseRobotsTxt(''),
      html: false,
      evidence: {
        what: `robots.txt answered HTTP ${status} in ${resource.encoding.toUpperCase()}, not UTF-8: crawlers read it as UTF-8 bytes and find no rules, so its ${rules} rule(s) are ignored and every crawler may fetch everything`,
        where: url,
        value: status,
      },
      nonTextType: null,
      utf16: resource.encoding,
    };
  }
  if (status >= 200 && status < 300) {
    const parsed = parseRobotsTxt(resource.body);
    const html = startsLikeHtml(resource.body);
    const rules = parsed.groups.reduce((sum, group) => sum + group.rules.length, 0);
    // An app shell or home page answering /robots.txt (a catch-all rewrite, a redirect of unknown paths): crawlers
    // find no rules in it, so the site has no robots.txt. A page that does spell out rules keeps them.
    if (html && rules === 0 && parsed.sitemaps.length === 0) {
      const elsewhere = resource.finalUrl && resource.finalUrl !== resource.url ? resource.finalUrl : null;
      const what = `robots.txt answered HTTP ${status} with an HTML page${elsewhere ? ` (after a redirect to ${elsewhere})` : ''}: the body is an HTML page, so it holds no rules, and crawlers read the site as having no robots.txt (allow all)`;
      // Reported at the URL crawlers ask for; the page that answered is named in the evidence.
      return { ...unparsed('not_found', status, what, resource.url), html: true };
    }
    const type = contentTypeOf(resource);
    const nonTextType = type !== null && !isTextType(type) ? type : null;
    return {
      nonTextType,
      utf16: null,
      outcome: 'parsed',
      httpStatus: status,
      url,
      parsed,
      html,
      evidence: {
        what: `robots.txt answered HTTP ${status}: ${parsed.groups.length} group(s), ${rules} rule(s)${parsed.truncated ? ', only the first 500 KiB read' : ''}${html ? ' (the body is an HTML page; crawlers still apply the rules it spells out)' : ''}`,
        where: url,
        value: status,
      },
    };
  }
  if (status === 429 || status >= 500) {
    return unparsed(
      'server_error',
      status,
      `robots.txt answered HTTP ${status}: crawlers treat that as "disallow everything" until it recovers`,
    );
  }
  // The fetcher follows every redirect that names a target, so a 3xx left here came without one (or is a 304 or
  // a 300, which name none a crawler follows).
  if (status >= 300 && status < 400) {
    const location = resource.headers.location;
    return unparsed(
      'redirect_limit',
      status,
      `robots.txt answered HTTP ${status} ${location === undefined ? 'with no Location header' : `with a Location (${location}) crawlers do not follow`}: treated as absent (allow all)`,
    );
  }
  if (status >= 400) {
    return unparsed(
      'not_found',
      status,
      `robots.txt answered HTTP ${status}: no rules, every crawler may fetch everything`,
    );
  }
  return unparsed('unreachable', status, `robots.txt answered HTTP ${status}, which is not a usable answer`);
}

function contentTypeOf(resource: FetchedResource): string | null {
  const type = resource.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

function isTextType(type: string): boolean {
  return type.startsWith('text/');
}

/** Whether robots.txt shuts every crawler out regardless of its rules (5xx, 429, unreachable). */
export function robotsUnavailable(state: RobotsState): boolean {
  return state.outcome === 'server_error' || state.outcome === 'unreachable';
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * robots.txt's verdict for one bot on the given URLs (the audited URL and, when it redirected within the
 * site, the page it landed on): blocked when any of them is disallowed.
 */
export function botAccessDecision(state: RobotsState, bot: Bot, urls: readonly string[]): BotAccessDecision {
  const first = urls[0] ?? '/';
  if (robotsUnavailable(state))
    return { allowed: false, via: 'robots_txt_unavailable', rule: null, line: null, url: first };
  if (state.parsed === null)
    return { allowed: true, via: 'no_robots_txt', rule: null, line: null, url: first };
  const token = groupTokenOf(state.parsed, bot);
  let chosen: BotAccessDecision | null = null;
  for (const url of urls) {
    const decision = evaluateRobots(state.parsed, token, url);
    const result: BotAccessDecision = {
      allowed: decision.allowed,
      via: token !== bot.token && decision.via === 'specific' ? 'followed' : decision.via,
      rule: decision.rule ? `${decision.rule.allow ? 'Allow' : 'Disallow'}: ${decision.rule.path}` : null,
      line: decision.rule?.line ?? null,
      url,
    };
    if (chosen === null || (chosen.allowed && !result.allowed)) chosen = result;
  }
  return chosen!;
}

/**
 * The token whose groups decide for this bot: its own, or, when no group names it, that of the crawler it documents
 * it follows (`Bot.followsGroupOf`) if a group names that one.
 */
function groupTokenOf(parsed: ParsedRobotsTxt, bot: Bot): string {
  const other = bot.followsGroupOf;
  if (other === undefined || groupsFor(parsed, bot.token).via === 'specific') return bot.token;
  return groupsFor(parsed, other).via === 'specific' ? other : bot.token;
}

/**
 * The canonical URL to judge crawl access on instead of the audited one, or null: only when the audited URL
 * (or the page it redirected to) carries a query string, and the page declares a canonical URL on the same
 * origin without one (`/guide?utm_source=x` declaring `/guide`). Crawlers index and cite the canonical; a
 * site that disallows parameter variants (`Disallow: /*?`) does so on purpose.
 *
 * @example
 * ```ts
 * canonicalOfVariant(['https://a.example/guide?utm_source=x'], '/guide'); // 'https://a.example/guide'
 * canonicalOfVariant(['https://a.example/guide'], '/guide'); // null
 * ```
 */
export function canonicalOfVariant(
  urls: readonly string[],
  canonicalHref: string | undefined,
): string | null {
  if (!canonicalHref) return null;
  const withQuery = urls.find((url) => url.includes('?'));
  if (withQuery === undefined) return null;
  try {
    const base = new URL(withQuery);
    const canonical = new URL(canonicalHref, base);
    canonical.hash = '';
    if (canonical.origin !== base.origin || canonical.search !== '') return null;
    // The same page without its query (as crawlers.canonical reads it), not another page the variant names.
    if (canonical.pathname.replace(/\/$/, '') !== base.pathname.replace(/\/$/, '')) return null;
    return urls.includes(canonical.href) ? null : canonical.href;
  } catch {
    return null;
  }
}

/**
 * robots.txt's verdict for one bot, judged on the canonical URL when the audited URL is a blocked query-string
 * variant of an allowed canonical (see `canonicalOfVariant`); the blocked variant is kept on `variant`.
 */
export function botAccessWithCanonical(
  state: RobotsState,
  bot: Bot,
  urls: readonly string[],
  canonical: string | null,
): BotAccessDecision {
  const decision = botAccessDecision(state, bot, urls);
  if (decision.allowed || canonical === null || state.parsed === null) return decision;
  const onCanonical = botAccessDecision(state, bot, [canonical]);
  if (!onCanonical.allowed) return decision;
  return { ...onCanonical, variant: { url: decision.url, rule: decision.rule, line: decision.line } };
}

/** The URLs a crawler requests for this page: the audited URL, plus the final URL after same-site redirects. */
export function auditedUrls(artifacts: Artifacts): string[] {
  const urls = [artifacts.url];
  const final = artifacts.page.finalUrl;
  if (final && final !== artifacts.url && sameOrigin(final, artifacts.url)) urls.push(final);
  return urls;
}

/** The site's llms.txt URL (same origin as the audited page). */
export function llmsTxtUrl(artifacts: Artifacts): string {
  try {
    return new URL('/llms.txt', artifacts.url).href;
  } catch {
    return '/llms.txt';
  }
}

/**
 * The llms.txt URL to judge and the robots.txt that governs it: the origin that served the file decides (an apex
 * that redirects /llms.txt to www is judged by www's robots.txt, not by the apex's own). `state` is the page's
 * governing robots.txt (`governingRobots`), `originState` the audited origin's. When the file came from an origin
 * whose robots.txt was not gathered, or was not fetched, the audited origin's /llms.txt is judged by its own file.
 *
 * @example
 * ```ts
 * const llms = llmsTxtAccess(artifacts, state, originState);
 * botAccessDecision(llms.state, bot, [llms.url]).allowed;
 * ```
 */
export function llmsTxtAccess(
  artifacts: Artifacts,
  state: RobotsState,
  originState: RobotsState,
): { url: string; state: RobotsState } {
  const served = artifacts.llmsTxt && artifacts.llmsTxt.status !== 0 ? artifacts.llmsTxt.finalUrl : '';
  if (served && sameOrigin(served, artifacts.url)) return { url: served, state: originState };
  const final = artifacts.page.finalUrl;
  if (served && state !== originState && final && sameOrigin(served, final)) return { url: served, state };
  return { url: llmsTxtUrl(artifacts), state: originState };
}

/**
 * The part of a URL robots.txt rules are matched against (path and query), as evidence shows it; the URL as given
 * when it does not parse.
 *
 * @example
 * ```ts
 * robotsPath('https://shop.example/pricing?plan=pro'); // '/pricing?plan=pro'
 * ```
 */
export function robotsPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
