import type { Evidence } from '@geo-audit/core';
import type { AnalysisContext } from '../analyze/context.ts';
import { pageCanonical } from '../analyze/crawlers/canonical-source.ts';
import { directiveEffect, pageDirectives } from '../analyze/crawlers/directives.ts';
import { BOT_ROSTER } from '../bots/roster.ts';
import { REFUSAL_STATUSES } from '../gather/probes.ts';
import { hostOf, siteOf } from '../structured-data/links.ts';
import { pageNotServed } from './page-served.ts';
import { ANSWER_ENGINE_BOTS } from './weights.ts';

/**
 * Gate facts: the few things that decide whether a page can be cited at all (fetched, crawlable by search
 * bots, indexable, content present without JavaScript). The platforms module and the score caps both read
 * them, so both always agree. Pure: computed from the artifacts, the parsed page and earlier module results.
 */

/** Page-level robots directives that apply to one crawler. */
export interface Directives {
  noindex: boolean;
  nosnippet: boolean;
  /** `max-snippet:N`; null when absent, -1 means no limit. */
  maxSnippet: number | null;
  evidence: Evidence[];
}

/** Whether one bot can fetch the audited page, as far as the gathered artifacts show. */
export interface BotAccess {
  token: string;
  /** Disallowed by robots.txt (per the crawlers module); null when the crawlers module did not report it. */
  robotsBlocked: boolean | null;
  /** The server refused a request made with this bot's user agent. */
  refused: Evidence | null;
}

// Crawler names a `<meta name="…">` may address: every roster token, lower-cased.
const CRAWLER_NAMES: ReadonlySet<string> = new Set(BOT_ROSTER.map((bot) => bot.token.toLowerCase()));

/**
 * The page-level directives that apply to `agent` (a crawler name such as `googlebot`), or to every crawler
 * when `agent` is null: meta robots, crawler-specific meta and X-Robots-Tag, including `none`. None when an error
 * or challenge page answered instead of the page.
 *
 * @example
 * ```ts
 * directivesFor(context, 'googlebot').nosnippet; // true for <meta name="googlebot" content="nosnippet">
 * ```
 */
export function directivesFor(context: AnalysisContext, agent: string | null): Directives {
  // An error or challenge page's robots meta and X-Robots-Tag are its own, not the page's.
  if (!pageFetched(context)) return { noindex: false, nosnippet: false, maxSnippet: null, evidence: [] };
  // The crawlers module's parser, so its findings and these gates read the directives the same way.
  const directives = pageDirectives(
    context.artifacts.page.headers,
    context.document,
    CRAWLER_NAMES,
    context.artifacts.fetchedAt,
  );
  const effect = directiveEffect(directives, agent?.toLowerCase() ?? null);
  return {
    noindex: effect.noindex,
    nosnippet: effect.nosnippet,
    maxSnippet: effect.maxSnippet,
    evidence: effect.sources.map((source) => ({ what: source })),
  };
}

/** The page answered with a 2xx status, and not with a bot challenge or a "page not found" page (see page-served.ts). */
export function pageFetched(context: AnalysisContext): boolean {
  return pageNotServed(context.artifacts, context.document) === null;
}

/** Why the page counts as not fetched, or null when it was. */
export function pageNotFetchedEvidence(context: AnalysisContext): Evidence | null {
  const notServed = pageNotServed(context.artifacts, context.document);
  if (!notServed) return null;
  const { status, error, finalUrl, url } = context.artifacts.page;
  if (status === 0) return { what: `no response: ${error ?? 'the request failed'}`, where: url };
  return {
    what:
      notServed.challenge.length > 0 || notServed.softNotFound
        ? notServed.what
        : `the page answered HTTP ${status}`,
    where: finalUrl || url,
    value: status,
  };
}

/** The fields of the crawlers module the gates read (its output beyond SPEC.md's blocked/allowed). */
interface CrawlersFacts {
  blocked?: unknown;
  allowed?: unknown;
  refused?: unknown;
  search_bots_blocked?: unknown;
  robots_status?: unknown;
  robots_http_status?: unknown;
  robots_url?: unknown;
  error?: string;
}

function usableCrawlers(context: AnalysisContext): CrawlersFacts | null {
  const crawlers = context.previous.crawlers as CrawlersFacts | undefined;
  return crawlers && crawlers.error === undefined ? crawlers : null;
}

function listed(list: unknown, token: string): boolean {
  if (!Array.isArray(list)) return false;
  const wanted = token.toLowerCase();
  return list.some((entry) => typeof entry === 'string' && entry.toLowerCase() === wanted);
}

/**
 * What the artifacts say about one bot's access to the page: robots.txt (from the crawlers module) and the
 * reachability probe made with its user agent.
 */
export function botAccess(context: AnalysisContext, token: string): BotAccess {
  const crawlers = usableCrawlers(context);
  let robotsBlocked: boolean | null = null;
  let refused: Evidence | null = null;
  const where = context.artifacts.page.finalUrl || context.artifacts.url;
  if (crawlers) {
    if (listed(crawlers.blocked, token)) robotsBlocked = true;
    else if (listed(crawlers.allowed, token)) robotsBlocked = false;
    // The crawlers module judges probes against the browser baseline; its verdict wins when present.
    if (listed(crawlers.refused, token)) {
      refused = { what: `the server refused or challenged ${token}'s user agent`, where };
    }
  }
  const wanted = token.toLowerCase();
  for (const probe of context.artifacts.probes) {
    if (refused || crawlers?.refused !== undefined) break;
    if (probe.target !== 'page' || probe.agent.toLowerCase() !== wanted) continue;
    if (REFUSAL_STATUSES.has(probe.status) || probe.challenge) {
      refused = {
        what: probe.challenge
          ? `a challenge page was served to ${token}'s user agent`
          : `HTTP ${probe.status} for ${token}'s user agent`,
        where,
        value: probe.status,
      };
    }
  }
  if (refused && refused.value === undefined) {
    const probe = context.artifacts.probes.find(
      (p) => p.target === 'page' && p.agent.toLowerCase() === wanted,
    );
    if (probe) refused = { ...refused, what: `${refused.what} (HTTP ${probe.status})`, value: probe.status };
  }
  return { token, robotsBlocked, refused };
}

/**
 * How an unavailable robots.txt (5xx, 429 or no answer: RFC 9309 §2.3.1.4) reads in evidence, worded once for the
 * cap and the platform checks.
 *
 * @example
 * ```ts
 * robotsUnavailableWhat(503, 'OAI-SearchBot', 'everything'); // 'robots.txt answered HTTP 503, so OAI-SearchBot must assume everything is disallowed'
 * ```
 */
export function robotsUnavailableWhat(httpStatus: number, who: string, what: string): string {
  return `robots.txt ${httpStatus > 0 ? `answered HTTP ${httpStatus}` : 'could not be fetched'}, so ${who} must assume ${what} is disallowed`;
}

/** Whether an evidence line is `robotsUnavailableWhat`'s: robots.txt answered 5xx/429 or nothing. */
export function isRobotsUnavailableWhat(what: string): boolean {
  return /^robots\.txt (?:answered HTTP \d+|could not be fetched), so .+ must assume .+ is disallowed$/.test(
    what,
  );
}

/** The search crawlers of the roster (current ones; legacy tokens are reported elsewhere, never scored). */
export function searchBotTokens(): string[] {
  return BOT_ROSTER.filter((bot) => bot.role === 'search' && !bot.legacy).map((bot) => bot.token);
}

/**
 * Evidence that no search crawler can fetch the page (each one disallowed by robots.txt, or robots.txt
 * unavailable), or null when at least one may or when nothing is known about any of them. Refused UA-only
 * probes never count (see `crawlers.search_bots_blocked`).
 */
export function allSearchBotsBlockedEvidence(context: AnalysisContext): Evidence[] | null {
  const access = searchBotTokens().map((token) => botAccess(context, token));
  const describe = (a: BotAccess): Evidence => ({ what: `${a.token} is disallowed by robots.txt` });
  // The crawlers module decides when it ran (one truth for its finding and this cap).
  const verdict = usableCrawlers(context)?.search_bots_blocked;
  if (typeof verdict === 'boolean') {
    if (!verdict) return null;
    // robots.txt answering 5xx/429 or nothing shuts everyone out without a single Disallow line: say that.
    const crawlers = usableCrawlers(context);
    if (crawlers?.robots_status === 'server_error' || crawlers?.robots_status === 'unreachable') {
      const status = typeof crawlers.robots_http_status === 'number' ? crawlers.robots_http_status : 0;
      return [
        {
          what: robotsUnavailableWhat(status, 'every crawler', 'the whole site'),
          ...(typeof crawlers.robots_url === 'string' ? { where: crawlers.robots_url } : {}),
        },
      ];
    }
    // The crawlers module's verdict rests on robots.txt alone (a refused UA-only probe proves nothing).
    const blocked = access.filter((a) => a.robotsBlocked === true);
    return blocked.length > 0
      ? blocked.map(describe)
      : [{ what: 'every search crawler is disallowed by robots.txt' }];
  }
  // Without the crawlers module's verdict, only robots.txt counts too: a refused UA-only probe cannot tell a WAF's
  // refusal of a spoofed User-Agent from a refusal of the verified crawler.
  const blocked = access.filter((a) => a.robotsBlocked === true);
  if (blocked.length === 0 || blocked.length < access.length) return null;
  return blocked.map(describe);
}

/**
 * Evidence that every AI answer engine's search crawler (`ANSWER_ENGINE_BOTS`) is disallowed by robots.txt for this
 * URL, one item per bot; null when any of them may fetch it or nothing is known. As for the full cap, refused UA-only
 * probes never count.
 *
 * @example
 * ```ts
 * answerEngineBotsBlockedEvidence(context)?.map((e) => e.what); // ['OAI-SearchBot is disallowed by robots.txt', …]
 * ```
 */
export function answerEngineBotsBlockedEvidence(context: AnalysisContext): Evidence[] | null {
  const evidence: Evidence[] = [];
  for (const token of ANSWER_ENGINE_BOTS) {
    if (botAccess(context, token).robotsBlocked !== true) return null;
    evidence.push({ what: `${token} is disallowed by robots.txt` });
  }
  return evidence;
}

/**
 * Evidence that the main content appears only after JavaScript runs, as the agent_readiness module's
 * `js_required` state reports it; null when not detected or not known.
 */
export function jsOnlyEvidence(context: AnalysisContext): Evidence | null {
  // A challenge page runs on JavaScript; that says nothing about the page behind it.
  if (!pageFetched(context)) return null;
  const states = context.previous.agent_readiness?.states;
  const state = states?.js_required;
  if (!state?.detected) return null;
  return { what: 'the main content appears only after JavaScript runs', value: state.evidence ?? undefined };
}

/**
 * Evidence that the page is a sign-in page, from agent_readiness's `login_wall` state: a password form (not a sign-up
 * form, not a login box in the header) is the page's main content,
 * beside fewer than 150 words, on a page about signing in (its title or H1 says so, its path is a login path, or next
 * to nothing stands outside the form: a credit union's home page with an online-banking box is not one). null
 * otherwise, and for a wall announced only in the text ("log in to continue") over content the page does show, or an
 * HTTP 401 or a redirect to a sign-in page (`gate.page_not_fetched` says those).
 *
 * @example
 * ```ts
 * signInPageEvidence({ detected: true, evidence: 'password field on a page with 24 words of content' }); // that text
 * ```
 */
export function signInPageEvidence(
  login: { detected?: unknown; evidence?: unknown } | null | undefined,
): string | null {
  if (login?.detected !== true || typeof login.evidence !== 'string') return null;
  // A redirect to a sign-in page is not the page at all (soft-not-found.ts): the page_not_fetched gate holds it.
  return /^password field on a page with\b/.test(login.evidence) ? login.evidence : null;
}

/**
 * Main-content words under which a consent wall stands in place of the page: (almost) nothing stands outside the
 * consent element. A short page of its own under the dialog (a café's contact page of 32 words: its address, phone
 * and hours) is in the HTML, and crawlers read it.
 */
export const CONSENT_WALL_WORDS = 20;

/**
 * Evidence that a consent wall stands in place of the page: agent_readiness's `cookie_wall` state for a modal consent
 * dialog or a "pay or accept" notice, with fewer than `CONSENT_WALL_WORDS` words of main content beside it
 * (`mainWords`, the citability module's count, which leaves the consent element out). Null otherwise: a modal over an
 * article or a short page the HTML holds hides it from visitors only, and crawlers read it (agent_readiness still
 * reports it); a non-modal banner (`consent banner … and almost no other content`, the bottom bars of Cookie Notice,
 * CookieYes and Complianz) blocks nothing, however short the page; and null when the main content is not known.
 *
 * @example
 * ```ts
 * consentWallEvidence({ detected: true, evidence: 'modal consent dialog div#cmp' }, 0); // 'modal consent dialog div#cmp, with 0 words of main content beside it'
 * ```
 */
export function consentWallEvidence(
  cookie: { detected?: unknown; evidence?: unknown } | null | undefined,
  mainWords: unknown,
): string | null {
  if (cookie?.detected !== true || typeof cookie.evidence !== 'string') return null;
  if (cookie.evidence.startsWith('consent banner ')) return null;
  if (typeof mainWords !== 'number' || mainWords >= CONSENT_WALL_WORDS) return null;
  return `${cookie.evidence}, with ${mainWords} ${mainWords === 1 ? 'word' : 'words'} of main content beside it`;
}

/**
 * The citability module's count of main-content words, or null when it did not run or failed: what the stand-in
 * page checks (a consent wall, a sign-in form) weigh the wall against.
 */
export function citabilityMainWords(context: AnalysisContext): number | null {
  const citability = context.previous.citability as
    | { error?: string; main_content?: { words?: unknown } }
    | undefined;
  if (!citability || citability.error !== undefined) return null;
  const words = citability.main_content?.words;
  return typeof words === 'number' ? words : null;
}

/**
 * What stands in place of the page, when the HTML holds a sign-in form or a consent wall instead of its content
 * (`gate.sign_in_page`, `gate.consent_wall`): the platforms then read no content to judge, as for a page that did
 * not load. Null for a page that shows its content.
 *
 * @example
 * ```ts
 * standInPage(context)?.what; // 'a consent wall: modal consent dialog div#cmp, with 12 words of main content beside it'
 * ```
 */
export function standInPage(
  context: AnalysisContext,
): { kind: 'sign_in_page' | 'consent_wall'; what: string } | null {
  const states = context.previous.agent_readiness?.states;
  const signIn = signInPageEvidence(states?.login_wall);
  if (signIn) return { kind: 'sign_in_page', what: `a sign-in page: ${signIn}` };
  const consent = consentWallEvidence(states?.cookie_wall, citabilityMainWords(context));
  return consent ? { kind: 'consent_wall', what: `a consent wall: ${consent}` } : null;
}

/** A canonical URL on another site than the page's. */
export interface CanonicalElsewhere {
  /** The canonical URL, resolved. */
  url: string;
  evidence: Evidence;
}

/**
 * The page's canonical (its `<link rel="canonical">`, else its HTTP `Link: <…>; rel="canonical"` header) when it names a page of another site (registrable domain: `www.`, other
 * subdomains and other paths of the same site do not count), or null. Search engines then index and cite that URL in
 * this one's place: right for a syndicated copy, a mistake when a CMS left a staging host or another domain there.
 * None when an error or challenge page answered (its canonical is its own).
 *
 * @example
 * ```ts
 * canonicalElsewhere(context)?.url; // 'https://www.denverledger.com/news/…' on a copy at newsfeedhub24.com
 * ```
 */
export function canonicalElsewhere(context: AnalysisContext): CanonicalElsewhere | null {
  if (!pageFetched(context)) return null;
  const pageUrl = context.artifacts.page.finalUrl || context.artifacts.url;
  const declared = pageCanonical(context.artifacts.page.headers, context.document, pageUrl);
  if (!declared) return null;
  const target = URL.parse(declared.href, pageUrl);
  const here = hostOf(pageUrl);
  if (target === null || !/^https?:$/.test(target.protocol) || here === undefined) return null;
  const there = target.hostname.toLowerCase().replace(/^www\./, '');
  if (there === '' || siteOf(there) === siteOf(here)) return null;
  return {
    url: target.href,
    evidence: {
      what: `${declared.what}: a page of ${siteOf(there)}, not of ${siteOf(here)}${declared.conflictingHeader ? ` (the Link header names ${declared.conflictingHeader} instead: Google may ignore both)` : ''}`,
      where: pageUrl,
      value: target.href,
    },
  };
}

/** A platform the result reports whose crawler the site shuts out, and how. */
export interface PlatformShutOut {
  platform: 'google_ai_overviews' | 'chatgpt';
  token: string;
  /** robots.txt disallows the crawler, or a noindex addressed to it (not to every crawler) keeps the page out. */
  via: 'robots_txt' | 'noindex';
  /** The robots.txt rule that disallows it (`Disallow: /`), when known. */
  rule: string | null;
  evidence: Evidence[];
}

const PLATFORM_BOTS = [
  { platform: 'google_ai_overviews', token: 'Googlebot' },
  { platform: 'chatgpt', token: 'OAI-SearchBot' },
] as const;

/**
 * The reported platforms (Google AI Overviews, ChatGPT search) whose gate the site itself closes: robots.txt disallows
 * Googlebot or OAI-SearchBot for this URL, or a noindex addressed to one of them. A noindex for every crawler is
 * `gate.noindex`'s, and a refused UA-only probe never counts (a WAF may refuse a spoofed User-Agent and let the
 * verified crawler in). `chatgpt: false` leaves ChatGPT out (the answer-engine cap already holds it).
 *
 * @example
 * ```ts
 * platformsShutOut(context, { chatgpt: true }).map((p) => p.token); // ['Googlebot'] for `User-agent: Googlebot` `Disallow: /`
 * ```
 */
export function platformsShutOut(context: AnalysisContext, options: { chatgpt: boolean }): PlatformShutOut[] {
  const out: PlatformShutOut[] = [];
  const everyone = directivesFor(context, null).noindex;
  const bots = usableCrawlers(context) as { bots?: unknown; robots_url?: unknown } | null;
  for (const { platform, token } of PLATFORM_BOTS) {
    if (platform === 'chatgpt' && !options.chatgpt) continue;
    if (botAccess(context, token).robotsBlocked === true) {
      const entry = Array.isArray(bots?.bots)
        ? (bots.bots as { token?: unknown; rule?: unknown; line?: unknown }[]).find((b) => b.token === token)
        : undefined;
      const rule = typeof entry?.rule === 'string' ? entry.rule : null;
      const where =
        typeof bots?.robots_url === 'string'
          ? typeof entry?.line === 'number'
            ? `${bots.robots_url} line ${entry.line}`
            : bots.robots_url
          : undefined;
      out.push({
        platform,
        token,
        via: 'robots_txt',
        rule,
        evidence: [
          {
            what: `${token} is disallowed by robots.txt${rule ? ` (${rule})` : ''}`,
            ...(where ? { where } : {}),
          },
        ],
      });
      continue;
    }
    const named = everyone ? null : directivesFor(context, token.toLowerCase());
    if (named?.noindex) {
      out.push({
        platform,
        token,
        via: 'noindex',
        rule: null,
        evidence: named.evidence.map((e) => ({ ...e, what: `${e.what} (a noindex ${token} obeys)` })),
      });
    }
  }
  return out;
}
