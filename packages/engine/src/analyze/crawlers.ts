import type { CrawlersModule, Evidence } from '@geo-audit/core';
import { BOT_ROSTER, type Bot, type BotRole, ROSTER_VERIFIED } from '../bots/roster.ts';
import { type PageNotServed, pageNotServed } from '../score/page-served.ts';
import { type CheckResult, scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';
import { describeBot } from './crawlers/bot-label.ts';
import { canonicalToHome } from './crawlers/canonical-home.ts';
import { pageCanonical } from './crawlers/canonical-source.ts';
import {
  aiOptOuts,
  type DirectiveEffect,
  directiveEffect,
  isShortSnippet,
  pageDirectives,
} from './crawlers/directives.ts';
import { overGooglebotLimitCheck } from './crawlers/googlebot-limit.ts';
import { noindexFix } from './crawlers/noindex-source.ts';
import { noSnippetShare } from './crawlers/nosnippet-share.ts';
import { otherBotsCheck } from './crawlers/other-bots.ts';
import { partialPageCheck, partialPageNote } from './crawlers/partial-page.ts';
import {
  noindexSentOnlyTo,
  type ProbeVerdict,
  probeFor,
  reachabilityCheck,
  readProbe,
  UA_ONLY,
} from './crawlers/reachability.ts';
import {
  type AccessVia,
  type BotAccessDecision,
  botAccessDecision,
  botAccessWithCanonical,
  canonicalOfVariant,
  governingRobots,
  llmsTxtAccess,
  type RobotsOutcome,
  type RobotsState,
  robotsPath,
  robotsState,
  robotsUnavailable,
} from './crawlers/robots-access.ts';
import { robotsForBotsCheck, robotsRefusedToBot } from './crawlers/robots-for-bots.ts';
import {
  CHECK_WEIGHTS,
  CRITICAL_BOTS,
  CRITICAL_CAP,
  isScored,
  searchSeverity,
  searchWeight,
  userWeight,
} from './crawlers/weights.ts';
import { counted } from './plural.ts';

/**
 * crawlers module: can the crawlers that matter fetch, index and quote this page?
 *
 * - robots.txt (RFC 9309, status semantics in `robots-access.ts`) is evaluated on the audited URL's own
 *   path for every bot of the dated roster (`bots/roster.ts`). When that URL carries a query string that
 *   robots.txt disallows (`Disallow: /*?`) and the page declares a same-origin canonical URL that is allowed,
 *   access is judged on the canonical, which is what crawlers index and cite, and the evidence says so. When
 *   the page redirected to another host, that host's robots.txt decides, on the final URL.
 * - Score: one check per search crawler (Googlebot 12, Bingbot 10, OAI-SearchBot 10, PerplexityBot 6,
 *   Claude-SearchBot 6, smaller engines 2–3), user-triggered fetchers together (9), the UA-only
 *   reachability probes (10), indexability (20) and snippet limits (6). Training crawlers and robots-only
 *   tokens (GPTBot, CCBot, Google-Extended …) are reported and cost nothing, and so are crawlers for other
 *   purposes (OAI-AdsBot, GoogleOther, Google-CloudVertexBot: `crawlers.other_bots`, with what each is for);
 *   mentioning a bot earns nothing. A critical failure (Googlebot or Bingbot blocked, noindex for every crawler, robots.txt
 *   answering 5xx/429 or unreachable) caps the module at 40.
 * - A page the audit read only in part (its body broke off twice, or it passed the fetcher's size cap) gets
 *   `crawlers.page_read_in_part` first, unscored: every finding covers only that part (`crawlers/partial-page.ts`).
 * - When the page probes show bots refused, robots.txt as a refused bot's User-Agent got it:
 *   `crawlers.robots_txt_for_bots`, unscored (a 5xx there means "disallow all" for that crawler, RFC 9309).
 *
 * Output beyond SPEC.md's `blocked`/`allowed` (robots.txt verdicts on the audited URL, every roster token):
 * - `refused`: tokens whose UA-only probe of the page was refused or challenged where a browser got the page (a
 *   browser turned away too makes the probes inconclusive: verdict `same_as_browser`, never in `refused`).
 * - `bots`: per bot `{token, vendor, role, purpose, legacy, platforms, status: allowed|blocked, via, rule, line,
 *   llms_txt: allowed|blocked, crawl_delay, noindex, nosnippet, probe}`. `via` is `specific` (a group names
 *   the bot), `followed` (no group names it, and it obeys another crawler's group, as Applebot obeys Googlebot's),
 *   `wildcard` (the `*` group), `default` (no group applies), `implicit`, `no_robots_txt` (4xx) or
 *   `robots_txt_unavailable` (5xx/429/unreachable: everything disallowed). `probe.verdict` is `ok`, `refused`,
 *   `challenge`, `stripped`, `no_response`, `rate_limited`, `same_as_browser` or `unfinished` (the audit's time
 *   budget cut it).
 * - `robots_status` (`parsed` | `not_found` | `redirect_limit` | `server_error` | `unreachable`; `not_found` with
 *   a 2xx `robots_http_status` when /robots.txt answered an HTML page with no rules),
 *   `robots_http_status`, `robots_url`, `sitemaps`, `content_signals`, `roster_verified`.
 * - For the score caps: `noindex` (noindex or none for every crawler, meta or X-Robots-Tag),
 *   `nosnippet`, `max_snippet`, and `search_bots_blocked` (every current search crawler is disallowed by
 *   robots.txt or robots.txt is unavailable; a refused UA-only probe never counts, as it proves nothing about
 *   the vendor's verified crawler).
 */

export type BotStatus = 'allowed' | 'blocked';

/** One bot's entry in the module's `bots` list. */
export interface CrawlerBotEntry {
  token: string;
  vendor: string;
  role: BotRole;
  /** What the bot is for in a site owner's words, when the roster says more than the role (`other` bots). */
  purpose: string | null;
  legacy: boolean;
  platforms: Bot['platforms'];
  /** The vendor's page about the bot; null when the vendor publishes none. */
  docs_url: string | null;
  status: BotStatus;
  via: AccessVia;
  /** The deciding robots.txt rule (`Disallow: /private`), or null when none matched. */
  rule: string | null;
  line: number | null;
  /** robots.txt's verdict on llms.txt for this bot: the robots.txt of the origin that served the file. */
  llms_txt: BotStatus;
  /** Crawl-delay of the group that applies, when one is set. */
  crawl_delay: number | null;
  /**
   * Page-level directives addressed to this bot or to all crawlers; `noindex` also when only this bot's UA-only probe
   * was sent one (an X-Robots-Tag the browser's copy lacks).
   */
  noindex: boolean;
  nosnippet: boolean;
  /** The UA-only probe of the page, when one was made. */
  probe: { status: number; verdict: ProbeVerdict } | null;
}

export interface CrawlersResult extends CrawlersModule {
  refused: string[];
  bots: CrawlerBotEntry[];
  robots_status: RobotsOutcome;
  robots_http_status: number;
  robots_url: string;
  sitemaps: string[];
  content_signals: Record<string, string> | null;
  noindex: boolean;
  nosnippet: boolean;
  max_snippet: number | null;
  search_bots_blocked: boolean;
  roster_verified: string;
}

function robotsEvidence(state: RobotsState, bot: Bot, decision: BotAccessDecision): Evidence[] {
  if (decision.via === 'robots_txt_unavailable' || decision.via === 'no_robots_txt') return [state.evidence];
  const group =
    decision.via === 'specific'
      ? `the group for ${bot.token}`
      : decision.via === 'followed'
        ? `the group for ${bot.followsGroupOf}, which ${bot.token} follows when no group names it`
        : decision.via === 'wildcard'
          ? 'the User-agent: * group'
          : 'no group';
  const where = decision.line === null ? state.url : `${state.url} line ${decision.line}`;
  const variant = decision.variant;
  return [
    ...(variant
      ? [
          {
            what: `${variant.rule ?? 'robots.txt'} blocks ${robotsPath(variant.url)}, this URL with its query string; the page declares ${robotsPath(decision.url)} as its canonical URL, which crawlers index and cite, so access is judged on the canonical (keep the rule: blocking parameter variants is intended)`,
            where: variant.line === null ? state.url : `${state.url} line ${variant.line}`,
            value: { status: 'blocked', url: variant.url },
          },
        ]
      : []),
    {
      what: decision.rule
        ? `${decision.rule} in ${group} decides ${robotsPath(decision.url)}`
        : `no rule in ${group} matches ${robotsPath(decision.url)}`,
      where,
      value: { status: decision.allowed ? 'allowed' : 'blocked', via: decision.via },
    },
  ];
}

function unblockFix(state: RobotsState, bot: Bot, decision: BotAccessDecision): string {
  if (decision.via === 'robots_txt_unavailable') {
    return `Make ${state.url} answer 200 with your rules (or 404 if you have none): while it answers ${state.httpStatus || 'nothing'}, crawlers must treat the whole site as disallowed.`;
  }
  const path = robotsPath(decision.url);
  if (decision.via === 'specific') {
    return `In robots.txt, remove or narrow \`${decision.rule}\` in the \`User-agent: ${bot.token}\` group, or add \`Allow: ${path}\` to it. Training-only bots (GPTBot, ClaudeBot, CCBot, Google-Extended …) can stay blocked.`;
  }
  if (decision.via === 'followed') {
    return `Add a group for ${bot.token} to robots.txt (\`User-agent: ${bot.token}\` then \`Allow: ${path}\`): without one, ${bot.token} obeys the \`User-agent: ${bot.followsGroupOf}\` group, whose \`${decision.rule}\` shuts it out.`;
  }
  return `Add a group for ${bot.token} to robots.txt (\`User-agent: ${bot.token}\` then \`Allow: /\`), or remove or narrow \`${decision.rule}\` in the \`User-agent: *\` group. Training-only bots can stay blocked.`;
}

function contentSignals(state: RobotsState): Record<string, string> | null {
  const parsed = state.parsed;
  if (!parsed) return null;
  const merged: Record<string, string> = { ...(parsed.contentSignals ?? {}) };
  for (const group of parsed.groups) {
    if (group.contentSignals && group.agents.some((a) => a.token === '*'))
      Object.assign(merged, group.contentSignals);
  }
  return Object.keys(merged).length > 0 ? merged : null;
}

function crawlDelayFor(state: RobotsState, bot: Bot, via: AccessVia): number | null {
  if (!state.parsed || (via !== 'specific' && via !== 'followed' && via !== 'wildcard')) return null;
  const token = (via === 'followed' ? bot.followsGroupOf! : bot.token).toLowerCase();
  for (const group of state.parsed.groups) {
    const names = group.agents.map((a) => a.token);
    const applies = via === 'wildcard' ? names.includes('*') : names.includes(token);
    if (applies && group.crawlDelay !== undefined) return group.crawlDelay;
  }
  return null;
}

/** Why a page-level check read nothing: what answered instead of the page. */
function notReadEvidence(notServed: PageNotServed, where: string): Evidence {
  return {
    what: `not read: ${notServed.what}; its robots meta and X-Robots-Tag are not the page's`,
    where,
  };
}

const SENT_ONLY_FIX =
  'A noindex goes to crawler User-Agents only, so a browser never shows it: find the rule that adds `X-Robots-Tag` by User-Agent (a CDN or edge header rule, the web server configuration, or an SEO or security plugin’s bot settings) and remove it, unless this page must stay out of search and AI answers.';

function effectText(effect: DirectiveEffect): string {
  return effect.sources.join('; ');
}

/**
 * The crawlers analyzer (see the module comment for checks, weights and extra output fields).
 *
 * @example
 * ```ts
 * const crawlers = analyzeCrawlers({ artifacts, document: parsePage(artifacts.page.body), previous: {} });
 * crawlers.blocked; // ['GPTBot', 'CCBot']
 * ```
 */
export const analyzeCrawlers: Analyzer<CrawlersResult> = ({ artifacts, document }) => {
  // After a redirect to another host, that host's robots.txt governs the page crawlers index and cite; the
  // audited origin's file only decides the first hop (reported beside it).
  const { state, urls, crossOrigin } = governingRobots(artifacts);
  const originState = crossOrigin ? robotsState(artifacts) : state;
  const llms = llmsTxtAccess(artifacts, state, originState);
  const pageWhere = artifacts.page.finalUrl || artifacts.url;
  // What a browser got: a bot that fails where it succeeded was turned away, whatever the status.
  const browserPage = probeFor(artifacts.probes, 'browser', 'page');
  const crawlerNames = new Set(BOT_ROSTER.map((bot) => bot.token.toLowerCase()));
  for (const name of ['googlebot-news', 'googlebot-image', 'bingbot', 'msnbot', 'adsbot-google'])
    crawlerNames.add(name);
  // An error or challenge page is not the page: its robots meta, X-Robots-Tag and canonical are its own.
  const notServed = pageNotServed(artifacts, document);
  const directives = notServed
    ? []
    : pageDirectives(artifacts.page.headers ?? {}, document, crawlerNames, artifacts.fetchedAt);
  const everyone = directiveEffect(directives, null);
  // X-Robots-Tag noindex lines sent to a bot's User-Agent only (compared with the browser's probe).
  const probeNoindex = new Map<string, string[]>();
  for (const bot of notServed ? [] : BOT_ROSTER) {
    const agent = bot.token.toLowerCase();
    if (directiveEffect(directives, agent).noindex) continue;
    const probe = probeFor(artifacts.probes, bot.token, 'page');
    const sources = noindexSentOnlyTo(probe, browserPage, agent, crawlerNames, artifacts.fetchedAt);
    if (sources.length > 0) probeNoindex.set(bot.token, sources);
  }

  const declared = notServed ? null : pageCanonical(artifacts.page.headers, document, pageWhere);
  const canonical = declared?.href;
  const canonicalTarget = canonicalOfVariant(urls, canonical);

  const bots: CrawlerBotEntry[] = [];
  const decisions = new Map<string, BotAccessDecision>();
  for (const bot of BOT_ROSTER) {
    const decision = botAccessWithCanonical(state, bot, urls, canonicalTarget);
    decisions.set(bot.token, decision);
    const llmsDecision = botAccessDecision(llms.state, bot, [llms.url]);
    const effect = directiveEffect(directives, bot.token.toLowerCase());
    const probe = probeFor(artifacts.probes, bot.token, 'page');
    bots.push({
      token: bot.token,
      vendor: bot.vendor,
      role: bot.role,
      purpose: bot.purpose ?? null,
      legacy: bot.legacy === true,
      platforms: bot.platforms,
      docs_url: bot.docsUrl,
      status: decision.allowed ? 'allowed' : 'blocked',
      via: decision.via,
      rule: decision.rule,
      line: decision.line,
      llms_txt: llmsDecision.allowed ? 'allowed' : 'blocked',
      crawl_delay: crawlDelayFor(state, bot, decision.via),
      noindex: effect.noindex || probeNoindex.has(bot.token),
      nosnippet: effect.nosnippet,
      probe: probe
        ? { status: probe.status, verdict: readProbe(probe, pageWhere, browserPage).verdict }
        : null,
    });
  }

  const checks: CheckResult[] = [];
  // First: it says what every other finding of the audit covers.
  const partial = notServed ? null : partialPageCheck(artifacts.page, pageWhere);
  if (partial) checks.push(partial);
  // Read whole, but past Googlebot's 2 MB: the same finding, for what Google indexes rather than what the audit read.
  const overLimit =
    notServed || partial ? null : overGooglebotLimitCheck(artifacts.page, pageWhere, document);
  if (overLimit) checks.push(overLimit);
  const unavailable = robotsUnavailable(state);
  const scored = BOT_ROSTER.filter(isScored);
  const searchBots = scored.filter((bot) => bot.role === 'search');
  const userBots = scored.filter((bot) => bot.role === 'user');

  // robots.txt itself: when it answers 5xx/429 or not at all, that one fault blocks every crawler, so it
  // carries the crawlers' whole weight instead of one failing check per bot.
  const robotsNotes: Evidence[] = [state.evidence];
  const mistyped = !unavailable && state.nonTextType !== null && !state.html;
  if (mistyped && state.outcome === 'parsed') {
    robotsNotes.push({
      what: `robots.txt is served as ${state.nonTextType}, not text/plain; crawlers such as Googlebot read it anyway, so its rules are applied here`,
      where: state.url,
    });
  }
  if (crossOrigin) {
    const firstHop = searchBots.filter(
      (bot) => !botAccessDecision(originState, bot, [artifacts.url]).allowed,
    );
    robotsNotes.push({
      what: `The page redirected to another host (${crossOrigin}), whose robots.txt (above) governs the page crawlers index and cite. The audited URL's own host: ${originState.evidence.what}${firstHop.length > 0 ? `; it disallows ${firstHop.map((b) => b.token).join(', ')} from the audited URL, so those crawlers do not follow the redirect from there` : ''}`,
      where: originState.url,
    });
  }
  if (state.parsed && state.parsed.orphanRules.length > 0) {
    robotsNotes.push({
      what: `${state.parsed.orphanRules.length} rule(s) before any User-agent line are ignored by every crawler`,
      where: `${state.url} line ${state.parsed.orphanRules[0]}`,
    });
  }
  const botWeightTotal =
    searchBots.reduce((sum, bot) => sum + searchWeight(bot), 0) + CHECK_WEIGHTS.userFetchers;
  checks.push({
    check: 'crawlers.robots_txt',
    title: unavailable
      ? `robots.txt is unavailable (${state.httpStatus || 'no response'}): every crawler must assume the whole site is disallowed`
      : state.utf16
        ? `robots.txt is ${state.utf16.toUpperCase()}: crawlers expect UTF-8 and ignore its rules`
        : mistyped
          ? `robots.txt is served as ${state.nonTextType}, not text/plain`
          : state.outcome === 'parsed'
            ? 'robots.txt was read'
            : state.html
              ? '/robots.txt answers an HTML page, not a robots.txt: treated as none (every crawler may fetch everything)'
              : 'No robots.txt: every crawler may fetch everything',
    weight: unavailable ? botWeightTotal : 0,
    score: unavailable || mistyped || state.utf16 || (state.html && state.parsed === null) ? 0 : 1,
    severity: unavailable ? 'critical' : 'low',
    evidence: robotsNotes,
    fix: unavailable
      ? `Make ${state.url} answer 200 with your rules, or 404 if you have none. Crawlers read a 5xx, a 429 or no answer as "disallow everything".`
      : state.utf16
        ? `Save ${state.url} as UTF-8 (RFC 9309 requires it; "Unicode" in Windows Notepad means UTF-16): until then crawlers find none of its rules.`
        : mistyped
          ? `Serve ${state.url} with Content-Type: text/plain; charset=utf-8 (RFC 9309 asks for it; some crawlers may skip other types).${state.outcome === 'parsed' ? ' Its rules already apply: Googlebot reads it whatever the type.' : ''}`
          : state.html && state.parsed === null
            ? `Put a static text/plain file at ${state.url} (at least \`User-agent: *\`, \`Allow: /\` and your \`Sitemap:\` line), served before the app's catch-all rewrite or redirect answers the path: crawlers then read your rules instead of a page.`
            : undefined,
  });

  if (!unavailable) {
    for (const bot of searchBots) {
      const decision = decisions.get(bot.token)!;
      checks.push({
        check: `crawlers.robots.${bot.token.toLowerCase()}`,
        title: decision.allowed
          ? `${bot.token} may crawl this page`
          : `robots.txt blocks ${describeBot(bot)} from this page`,
        weight: searchWeight(bot),
        score: decision.allowed ? 1 : 0,
        severity: searchSeverity(bot),
        evidence: robotsEvidence(state, bot, decision),
        fix: unblockFix(state, bot, decision),
      });
    }
    const userTotal = userBots.reduce((sum, bot) => sum + userWeight(bot), 0);
    const blockedUsers = userBots.filter((bot) => !decisions.get(bot.token)!.allowed);
    const earned = userTotal - blockedUsers.reduce((sum, bot) => sum + userWeight(bot), 0);
    checks.push({
      check: 'crawlers.robots.user_fetchers',
      title:
        blockedUsers.length === 0
          ? 'User-triggered fetchers (ChatGPT-User, Claude-User …) may fetch this page'
          : `robots.txt blocks user-triggered fetchers: ${blockedUsers.map((b) => b.token).join(', ')}`,
      weight: userTotal === 0 ? 0 : CHECK_WEIGHTS.userFetchers,
      score: userTotal === 0 ? null : earned / userTotal,
      severity: 'medium',
      evidence:
        blockedUsers.length === 0
          ? [{ what: `allowed: ${userBots.map((b) => b.token).join(', ')}`, where: state.url }]
          : blockedUsers.flatMap((bot) => robotsEvidence(state, bot, decisions.get(bot.token)!)),
      fix: `These fetch a page when a person asks an assistant about it. Allow them in robots.txt (for example \`User-agent: ChatGPT-User\` then \`Allow: /\`), or remove the rule that blocks them. Their vendors (OpenAI, Perplexity, Google) say robots.txt may not apply to user-requested fetches, so the block states your wish more than it stops them.`,
    });
  }

  // Training crawlers and tokens: reported, never scored.
  const policyBots = BOT_ROSTER.filter(
    (bot) => bot.role === 'training' || bot.role === 'token' || bot.legacy,
  );
  const blockedPolicy = policyBots.filter((bot) => !decisions.get(bot.token)!.allowed);
  checks.push({
    check: 'crawlers.training',
    title:
      blockedPolicy.length === 0
        ? 'Training crawlers are allowed (a policy choice; it does not change the score)'
        : `Training crawlers blocked: ${blockedPolicy.map((b) => b.token).join(', ')} (a policy choice; it costs nothing)`,
    weight: 0,
    score: blockedPolicy.length === 0 ? 1 : 0,
    severity: 'info',
    evidence: policyBots.map((bot) => ({
      what: `${describeBot(bot)}${bot.legacy ? ' — legacy token, no longer documented' : ''}: ${decisions.get(bot.token)!.allowed ? 'allowed' : 'blocked'}`,
      where: state.url,
    })),
  });
  // Ads checks, research crawls, site-owner-requested agent crawls: reported with what each is for, never scored.
  checks.push(otherBotsCheck(BOT_ROSTER, (bot) => decisions.get(bot.token)!.allowed, state.url));

  // Reachability probes (UA-only). llms.txt's are the llmstxt module's (llmstxt.reachable_by_bots).
  // robots.txt as a refused bot got it (asked only when the probes show bots refused): unscored itself, so the
  // scored refusal's item carries it too when robots.txt was refused to the bot.
  const forBots = robotsForBotsCheck(artifacts.botRobotsTxt);
  const robotsRefused = robotsRefusedToBot(artifacts.botRobotsTxt) ? forBots?.evidence?.[0] : undefined;
  checks.push(reachabilityCheck(scored, artifacts.probes, pageWhere, artifacts.page.timingMs, robotsRefused));
  if (forBots) checks.push(forBots);

  // Directives are read only by crawlers that may fetch the page: with every search crawler disallowed,
  // indexability and snippet limits are moot (reported, weight 0) until robots.txt lets them in.
  const robotsShut = searchBots.length > 0 && searchBots.every((bot) => !decisions.get(bot.token)!.allowed);

  // Indexability: noindex for everyone, or for a search crawler by name.
  const searchNoindex = searchBots.filter(
    (bot) => directiveEffect(directives, bot.token.toLowerCase()).noindex,
  );
  // A noindex only a bot's own probe was sent (UA-only, so high, never critical): the browser's copy looks clean.
  const sentOnly = everyone.noindex ? [] : searchBots.filter((bot) => probeNoindex.has(bot.token));
  const criticalNoindex = searchNoindex.some((bot) => CRITICAL_BOTS.has(bot.token));
  const criticalSentOnly = sentOnly.some((bot) => CRITICAL_BOTS.has(bot.token));
  const indexScore =
    everyone.noindex || criticalNoindex || criticalSentOnly
      ? 0
      : searchNoindex.length + sentOnly.length > 0
        ? 0.5
        : 1;
  const noindexEvidence = everyone.noindex
    ? everyone.sources
    : [
        ...new Set(
          searchNoindex.flatMap((bot) => directiveEffect(directives, bot.token.toLowerCase()).sources),
        ),
      ];
  const sentOnlyEvidence = sentOnly.map((bot) => ({
    what: `${probeNoindex.get(bot.token)!.join('; ')}: sent only to ${bot.token}'s User-Agent, not to a browser (${UA_ONLY})`,
    where: pageWhere,
  }));
  checks.push({
    check: 'crawlers.indexable',
    title: notServed
      ? 'Indexability not read: the page did not come back'
      : indexScore === 1
        ? 'The page may be indexed'
        : everyone.noindex
          ? 'noindex: no search engine or answer engine may index or cite this page'
          : [
              ...(searchNoindex.length > 0
                ? [`noindex for ${searchNoindex.map((b) => b.token).join(', ')}`]
                : []),
              ...(sentOnly.length > 0
                ? [
                    `noindex sent only to ${sentOnly.map((b) => b.token).join(', ')}'s User-Agent, not to a browser`,
                  ]
                : []),
            ].join('; '),
    weight: CHECK_WEIGHTS.indexable,
    score: robotsShut || notServed ? null : indexScore,
    severity: everyone.noindex || criticalNoindex ? 'critical' : 'high',
    evidence: notServed
      ? [notReadEvidence(notServed, pageWhere)]
      : indexScore === 1
        ? [
            {
              what: `no noindex in meta robots or X-Robots-Tag${partial ? ` (${partialPageNote(artifacts.page)}: a robots meta after that was not seen)` : ''}`,
              where: pageWhere,
            },
          ]
        : [...noindexEvidence.map((source) => ({ what: source, where: pageWhere })), ...sentOnlyEvidence],
    fix:
      noindexEvidence.length > 0
        ? `${noindexFix(noindexEvidence)}${sentOnly.length > 0 ? ` ${SENT_ONLY_FIX}` : ''}`
        : SENT_ONLY_FIX,
  });

  // Snippet limits: AI Overviews and other answers quote snippets; nosnippet forbids it, and so, in effect, does a
  // data-nosnippet wrapped around (nearly) the whole main content.
  const google = directiveEffect(directives, 'googlebot');
  const snippetLimit = google.maxSnippet;
  const wrapped = notServed ? null : noSnippetShare(document);
  const mostlyWrapped = wrapped?.mostly === true;
  const snippetScore = google.nosnippet || mostlyWrapped ? 0 : isShortSnippet(snippetLimit) ? 0.5 : 1;
  const wrappedWhat = wrapped?.what ?? null;
  checks.push({
    check: 'crawlers.snippets',
    title: notServed
      ? 'Snippet limits not read: the page did not come back'
      : snippetScore === 1
        ? 'Snippets may be shown and quoted'
        : google.nosnippet
          ? 'nosnippet: answer engines may not quote this page'
          : mostlyWrapped
            ? 'data-nosnippet covers nearly all the main content: Google has nothing to quote'
            : `max-snippet:${snippetLimit} leaves little to quote`,
    weight: CHECK_WEIGHTS.snippets,
    score: robotsShut || notServed ? null : snippetScore,
    severity: google.nosnippet || mostlyWrapped ? 'high' : 'medium',
    evidence: notServed
      ? [notReadEvidence(notServed, pageWhere)]
      : [
          ...(google.nosnippet || isShortSnippet(snippetLimit)
            ? [{ what: effectText(google), where: pageWhere }]
            : mostlyWrapped
              ? []
              : [{ what: 'no nosnippet or small max-snippet', where: pageWhere }]),
          ...(wrappedWhat ? [{ what: wrappedWhat, where: pageWhere }] : []),
        ],
    fix: mostlyWrapped
      ? 'Keep `data-nosnippet` on the few passages that must not be quoted (a price, a disclaimer) rather than on the whole article: Google leaves text inside it out of snippets and AI Overviews.'
      : 'Remove `nosnippet` (or raise `max-snippet`, -1 for no limit) in meta robots and X-Robots-Tag; Google documents that these limit use in AI Overviews. Use `data-nosnippet` on the few passages that must not be quoted.',
  });

  // Informational: sitemaps, Content-Signal and non-standard AI opt-outs, canonical.
  const sitemaps = state.parsed?.sitemaps ?? [];
  checks.push({
    check: 'crawlers.sitemap',
    title:
      sitemaps.length > 0
        ? `robots.txt lists ${counted(sitemaps.length, 'sitemap')}`
        : 'robots.txt lists no sitemap',
    weight: 0,
    score: sitemaps.length > 0 ? 1 : 0,
    severity: 'low',
    evidence:
      sitemaps.length > 0
        ? sitemaps.slice(0, 10).map((url) => ({ what: 'Sitemap', where: url }))
        : [{ what: 'no Sitemap: line', where: state.url }],
    fix:
      state.parsed === null
        ? `Publish a text/plain robots.txt at ${state.url} with a \`Sitemap: https://your-site/sitemap.xml\` line, so crawlers find new pages quickly.`
        : 'Add `Sitemap: https://your-site/sitemap.xml` to robots.txt so crawlers find new pages quickly.',
  });
  const signals = contentSignals(state);
  const optOuts = aiOptOuts(directives);
  const restrictive = signals ? Object.entries(signals).filter(([, value]) => value === 'no') : [];
  checks.push({
    check: 'crawlers.ai_preferences',
    title:
      restrictive.length > 0 || optOuts.length > 0
        ? 'AI-use preferences restrict some uses (reported, not scored)'
        : 'No AI-use restrictions declared',
    weight: 0,
    score: restrictive.length > 0 || optOuts.length > 0 ? 0 : 1,
    severity: 'info',
    evidence: [
      ...(restrictive.length === 0 && optOuts.length === 0
        ? [{ what: 'no Content-Signal restriction, noai or noimageai', where: state.url }]
        : []),
      ...(signals
        ? [
            {
              what: `Content-Signal: ${Object.entries(signals)
                .map(([k, v]) => `${k}=${v}`)
                .join(', ')}`,
              where: state.url,
            },
          ]
        : []),
      ...optOuts.map((o) => ({ ...o, what: `${o.what} (non-standard; few crawlers honour it)` })),
    ],
    fix: 'Only if you want answer engines to use the page: `search=yes, ai-input=yes` in Content-Signal; `ai-train` can stay `no`.',
  });
  let canonicalElsewhere = false;
  // `/guide?utm_source=x` declaring `/guide`: the same page without its query string, which is what it should say.
  let canonicalWithoutQuery = false;
  if (canonical) {
    try {
      const target = new URL(canonical, pageWhere);
      const here = new URL(pageWhere);
      target.hash = '';
      here.hash = '';
      canonicalElsewhere = target.href.replace(/\/$/, '') !== here.href.replace(/\/$/, '');
      if (canonicalElsewhere && here.search !== '' && target.search === '') {
        here.search = '';
        canonicalWithoutQuery = target.href.replace(/\/$/, '') === here.href.replace(/\/$/, '');
        canonicalElsewhere = !canonicalWithoutQuery;
      }
    } catch {
      canonicalElsewhere = false;
    }
  }
  // A deep page that names the home page as its canonical is dropped for it: weighed like a lost index entry, unless
  // a noindex already keeps the page out (that finding says so).
  const home =
    canonical && canonicalElsewhere && !everyone.noindex ? canonicalToHome(canonical, pageWhere) : null;
  checks.push({
    check: 'crawlers.canonical',
    title: notServed
      ? 'Canonical URL not read: the page did not come back'
      : declared?.conflictingHeader
        ? 'The <link rel="canonical"> element and the Link header name different canonical URLs: search engines may ignore both'
        : home
          ? `The canonical URL points to the site's home page (${home.href}): search engines treat this page as a copy of the home page`
          : canonicalElsewhere
            ? 'The canonical URL points to another page'
            : canonicalWithoutQuery
              ? 'The canonical URL is this page without its query string (the URL crawlers index and cite)'
              : 'The page is its own canonical URL',
    weight: home ? CHECK_WEIGHTS.canonicalToHome : 0,
    score: notServed ? null : canonicalElsewhere || declared?.conflictingHeader ? 0 : 1,
    severity: home ? 'high' : 'medium',
    evidence: [
      { what: declared ? declared.what : 'no canonical link or Link header', where: pageWhere },
      ...(home
        ? [
            {
              what: `${robotsPath(pageWhere)} is not the home page, yet its canonical is ${home.pathname}: search engines index and cite the home page in its place (an SEO plugin or theme that prints the site URL as every page's canonical does this)`,
              where: pageWhere,
              value: home.href,
            },
          ]
        : []),
      ...(declared?.conflictingHeader
        ? [
            {
              what: `the HTTP header Link: <${declared.conflictingHeader}>; rel="canonical" names another URL than the <link rel="canonical"> element: Google may ignore both and pick a canonical itself`,
              where: pageWhere,
              value: declared.conflictingHeader,
            },
          ]
        : []),
    ],
    fix: declared?.conflictingHeader
      ? 'Declare one canonical URL: make the Link header and the <link rel="canonical"> element name the same URL (or drop one), this page unless the other page is the one you want cited.'
      : home
        ? `Point the canonical at this page: <link rel="canonical" href="${pageWhere}"> in place of ${home.href}. Check the SEO plugin's canonical setting (Yoast or Rank Math: the post's Advanced tab, Canonical URL) and the theme's header template, which may print the site URL on every page.`
        : 'Search engines index and cite the canonical URL instead of this one. Point the canonical at this page unless the other page is the one you want cited.',
  });

  const { score: uncapped, findings } = scoreChecks(checks);
  const critical = findings.filter(
    (f) => f.severity === 'critical' && (f.status === 'fail' || f.status === 'warn'),
  );
  // Only robots.txt shuts a crawler out for certain. A refused UA-only probe is not proof: CDNs (Cloudflare's
  // "fake Googlebot" rules) refuse a spoofed User-Agent from our IP yet let the vendor's verified crawler in, so
  // probes never fire this verdict (`robotsShut`), which the geo_score cap and the platform gates read.
  // Every search bot shut out (the same condition that caps geo_score) caps this module too: the module cannot
  // read "Excellent" while the score is capped for it.
  const score = critical.length > 0 || robotsShut ? Math.min(uncapped, CRITICAL_CAP) : uncapped;
  if (critical.length > 0 && score < uncapped) {
    // Fixing every critical finding lifts the cap: each carries its share, so the items' points add up to what
    // fixing all of them recovers (and to the whole lift when they share one robots.txt rule and merge).
    const share = (uncapped - score) / critical.length;
    for (const finding of critical) finding.impact = Math.round(((finding.impact ?? 0) + share) * 10) / 10;
  }

  return {
    score,
    blocked: bots.filter((b) => b.status === 'blocked').map((b) => b.token),
    allowed: bots.filter((b) => b.status === 'allowed').map((b) => b.token),
    refused: bots
      .filter((b) => b.probe && (b.probe.verdict === 'refused' || b.probe.verdict === 'challenge'))
      .map((b) => b.token),
    findings,
    bots,
    robots_status: state.outcome,
    robots_http_status: state.httpStatus,
    robots_url: state.url,
    sitemaps,
    content_signals: signals,
    noindex: everyone.noindex,
    nosnippet: everyone.nosnippet,
    max_snippet: everyone.maxSnippet,
    search_bots_blocked: robotsShut,
    roster_verified: ROSTER_VERIFIED,
  };
};
