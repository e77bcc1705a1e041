import type { ActionItem, AuditModules, Finding } from '@geo-audit/core';
import { BOT_ROSTER } from '../bots/roster.ts';
import { consentWallEvidence, signInPageEvidence } from './gates.ts';

/**
 * Checks of different modules that fail for one and the same reason: one robots.txt rule (every bot it disallows:
 * crawlers.robots.oai-searchbot, crawlers.robots.perplexitybot and platforms.chatgpt.oai_searchbot for a group that
 * names both bots), robots.txt answering 5xx (crawlers.robots_txt and every platform's bot check), a WAF refusing
 * one bot's User-Agent (crawlers.reachability, the platform's bot check and agent_readiness.captcha_or_challenge), a
 * noindex (crawlers.indexable and platforms.*.indexable), content that needs JavaScript (agent_readiness.js_required,
 * platforms.*.content_without_js and the checks that only describe the empty HTML, see `shellChecks`), a sign-in
 * page, a consent wall in place of the page (see `wallChecks`), a page that did not load, a canonical URL on another
 * site (the cap and the platforms' indexable checks), heavy keyword stuffing (the cap and citability's check), and the
 * brand's profiles missing from Organization.sameAs (see `sameAsChecks`), and a byline to show or replace beside the
 * author-page check its fix also clears (see `bylineChecks`), and figures without a source beside "No outside sources
 * cited" (see `sourceChecks`). One fix clears them all, so the action plan
 * lists them once.
 */

const botId = (token: string): string => token.toLowerCase().replace(/[^a-z0-9]+/g, '_');
const BOT_IDS: ReadonlySet<string> = new Set(BOT_ROSTER.map((bot) => botId(bot.token)));
const USER_BOTS: readonly string[] = BOT_ROSTER.filter((bot) => bot.role === 'user').map((bot) => bot.token);

const SHARED_PLATFORM_CAUSES: Record<string, string> = {
  indexable: 'noindex',
  content_without_js: 'js_only_content',
  page_fetched: 'page_not_fetched',
};

/** What the modules found, which decides the cause of the bot checks and of the checks one edit clears together. */
export interface CauseFacts {
  /** robots.txt answered 5xx/429 or nothing: every bot is shut out by that one fault. */
  robotsUnavailable: boolean;
  /** Bot ids disallowed by robots.txt for this URL. */
  robotsBlocked: ReadonlySet<string>;
  /** Bot id → the robots.txt line of the rule that disallows it: bots shut out by one rule share one edit. */
  robotsRules: ReadonlyMap<string, number>;
  /** Bot ids whose UA-only probe was refused or challenged. */
  refused: ReadonlySet<string>;
  /** agent_readiness's challenge comes from the refused probes, not from a CAPTCHA on the page. */
  challengeFromProbes: boolean;
  /** Bot ids told by a noindex (their own or everyone's) not to index the page. */
  noindexed: ReadonlySet<string>;
  /**
   * Check id → the cause it shares on this page: the empty HTML of a client-rendered page (`js_only_content`), a
   * sign-in page (`sign_in_page`), a consent page in the page's place (`consent_wall`), a platform's warning of a
   * canonical URL on another host (`canonical_elsewhere`), the brand's profiles missing from Organization.sameAs
   * (`org_same_as`), a byline whose fix also links the author page (`author_byline`), claims whose sources, once
   * linked, are the page's outside sources (`outside_sources`).
   */
  shared: ReadonlyMap<string, string>;
}

const NO_FACTS: CauseFacts = {
  robotsUnavailable: false,
  robotsBlocked: new Set(),
  robotsRules: new Map(),
  refused: new Set(),
  challengeFromProbes: false,
  noindexed: new Set(),
  shared: new Map(),
};

const ids = (list: unknown): Set<string> =>
  new Set(Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string').map(botId) : []);

interface BotEntryLike {
  token?: unknown;
  status?: unknown;
  via?: unknown;
  line?: unknown;
  noindex?: unknown;
}

/** The robots.txt line that disallows each blocked bot (robots.txt answering 5xx has no line: its own cause). */
function robotsRules(bots: readonly BotEntryLike[]): Map<string, number> {
  const rules = new Map<string, number>();
  for (const bot of bots) {
    if (bot.status !== 'blocked' || typeof bot.token !== 'string' || typeof bot.line !== 'number') continue;
    if (bot.via === 'robots_txt_unavailable') continue;
    rules.set(botId(bot.token), bot.line);
  }
  return rules;
}

/**
 * The facts the causes rest on, read from the crawlers, agent_readiness, platforms, brand and schema results.
 *
 * @example
 * ```ts
 * causeFacts(modules).refused; // Set { 'chatgpt_user', 'perplexitybot' }
 * ```
 */
export function causeFacts(modules: AuditModules): CauseFacts {
  const crawlers = modules.crawlers as
    | { blocked?: unknown; refused?: unknown; robots_status?: unknown; bots?: unknown; error?: string }
    | undefined;
  const shared = sharedCauses(modules);
  if (!crawlers || crawlers.error !== undefined) return { ...NO_FACTS, shared };
  const states = (modules.agent_readiness as { states?: Record<string, { evidence?: unknown }> } | undefined)
    ?.states;
  const challenge = states?.captcha_or_challenge?.evidence;
  const bots: BotEntryLike[] = Array.isArray(crawlers.bots) ? crawlers.bots : [];
  return {
    robotsUnavailable: crawlers.robots_status === 'server_error' || crawlers.robots_status === 'unreachable',
    robotsBlocked: ids(crawlers.blocked),
    robotsRules: robotsRules(bots),
    refused: ids(crawlers.refused),
    challengeFromProbes: typeof challenge === 'string' && challenge.startsWith('challenged probes:'),
    noindexed: ids(bots.filter((bot) => bot.noindex === true).map((bot) => bot.token)),
    shared,
  };
}

/** The causes of a bot's own check (crawlers.robots.<bot> or platforms.<platform>.<bot>). */
function botCauses(id: string, facts: CauseFacts): string[] {
  if (facts.robotsUnavailable) return ['robots_unavailable'];
  // A robots.txt rule and a WAF refusal are two fixes: the robots.txt verdict decides the check when both hold.
  // One rule (`Disallow: /` under stacked User-agent lines, or the `*` group) is one edit for every bot it shuts out.
  if (facts.robotsBlocked.has(id)) {
    const line = facts.robotsRules.get(id);
    return [line === undefined ? `bot:${id}` : `robots_rule:${line}`];
  }
  if (facts.refused.has(id)) return [`waf:${id}`];
  // A bot that may fetch the page fails its platform check only for a noindex it obeys (platforms.chatgpt.bingbot).
  return facts.noindexed.has(id) ? ['noindex'] : [`bot:${id}`];
}

// The bots behind the two reported platforms' gates, in the order gate.platform_blocked names them.
const PLATFORM_GATE_BOTS: readonly string[] = ['googlebot', 'oai_searchbot'];

/**
 * The root causes an action item shares with items of other modules (empty when it stands alone). `facts` (from
 * `causeFacts`) tells a robots.txt rule from robots.txt answering 5xx and from a WAF refusal, and holds the causes
 * this page's results decide.
 *
 * @example
 * ```ts
 * rootCauses({ check: 'crawlers.robots.oai-searchbot' } as ActionItem, facts); // ['robots_rule:3']
 * rootCauses({ check: 'platforms.chatgpt.oai_searchbot' } as ActionItem, facts); // ['robots_rule:3']
 * ```
 */
export function rootCauses(item: Pick<ActionItem, 'check'>, facts: CauseFacts = NO_FACTS): string[] {
  const check = item.check;
  const shared = facts.shared.get(check);
  if (shared) return [shared];
  if (check === 'crawlers.indexable' || check === 'gate.noindex') return ['noindex'];
  if (check === 'agent_readiness.js_required' || check === 'gate.js_only_content') return ['js_only_content'];
  if (check === 'gate.page_not_fetched') return ['page_not_fetched'];
  if (check === 'gate.sign_in_page') return ['sign_in_page'];
  if (check === 'gate.consent_wall' || check === 'agent_readiness.cookie_wall') return ['consent_wall'];
  if (check === 'gate.canonical_elsewhere' || check === 'crawlers.canonical') return ['canonical_elsewhere'];
  // The cap holds the stuffing the check fails: one rewrite lifts both.
  if (check === 'gate.keyword_stuffing' || check === 'citability.keyword_stuffing')
    return ['keyword_stuffing'];
  // The cap lifts with the first platform's fix; it names Google's when both are shut out.
  if (check === 'gate.platform_blocked') {
    const id = PLATFORM_GATE_BOTS.find((bot) => facts.robotsBlocked.has(bot) || facts.noindexed.has(bot));
    return id ? botCauses(id, facts) : [];
  }
  // It fails (is in the plan) only when robots.txt is unavailable, UTF-16 or mistyped; only the first is shared.
  if (check === 'crawlers.robots_txt') return facts.robotsUnavailable ? ['robots_unavailable'] : [];
  if (check === 'crawlers.robots.user_fetchers') {
    return [
      ...new Set(
        USER_BOTS.map(botId)
          .filter((id) => facts.robotsBlocked.has(id))
          .flatMap((id) => botCauses(id, facts)),
      ),
    ];
  }
  if (check === 'crawlers.reachability') return [...facts.refused].map((id) => `waf:${id}`);
  if (check === 'agent_readiness.captcha_or_challenge') {
    return facts.challengeFromProbes ? [...facts.refused].map((id) => `waf:${id}`) : [];
  }
  if (check.startsWith('crawlers.robots.')) {
    const id = botId(check.slice('crawlers.robots.'.length));
    return BOT_IDS.has(id) ? botCauses(id, facts) : [];
  }
  const platform = /^platforms\.[^.]+\.(.+)$/.exec(check);
  if (platform) {
    const rest = platform[1]!;
    const shared = SHARED_PLATFORM_CAUSES[rest];
    if (shared) return [shared];
    return BOT_IDS.has(rest) ? botCauses(rest, facts) : [];
  }
  return [];
}

/*
 * Checks that describe only what a client-rendered shell or a sign-in form leaves in the HTML, by what they read.
 * CONTENT: the main content (its words, passages, byline, dates, prices). MARKUP: the structured data, which an app
 * may add when it runs. CHROME: the links and text of the navigation, header and footer. Hygiene checks (stuffing,
 * hidden text, injected instructions) describe what the HTML does hold, and stay items of their own.
 */
const CONTENT_CHECKS =
  /^(?:citability\.(?!keyword_stuffing$|hidden_text$|prompt_injection$)[a-z_]+|eeat\.(?:byline|author_page|author_credentials|first_hand_experience|date_published|date_modified|dates_agree|outbound_citations|expert_review|ymyl_disclaimer)|schema\.(?:page_type_fit|consistency|faq_howto)|agent_pricing\.(?:pricing_in_html|currency_and_period|consistency))$/;
const MARKUP_CHECKS =
  /^(?:schema\.present|brand\.(?:organization_schema|same_as|knowledge_graph)|agent_pricing\.offer_schema)$/;
const CHROME_CHECKS =
  /^(?:eeat\.(?:about_page|contact_page|privacy_policy|terms|contact_details|editorial_policy)|brand\.(?:profiles|review_platforms)|agent_pricing\.(?:pricing_link|terms_links))$/;

/**
 * What the kept item of a merged cause should add to its fix, where "This also clears …" alone would mislead: the
 * checks folded into server rendering were read from the empty HTML, and the sign-in page's from the login form.
 */
export const CAUSE_NOTES: Readonly<Record<string, string>> = {
  js_only_content: 'Re-audit after server rendering: these checks read the empty HTML the server sends now.',
  sign_in_page: 'These checks judged the login form as the page’s content.',
  consent_wall:
    'These checks read the consent form served in place of the page: re-audit once the page is served.',
};

/** Words outside the main content from which on the server is taken to render the page's chrome. */
const CHROME_WORDS = 10;

type ModuleLike = { findings?: Finding[]; error?: string } | undefined;
type StateLike = { detected?: unknown; evidence?: unknown } | undefined;

const isOpen = (finding: Finding): boolean => finding.status === 'fail' || finding.status === 'warn';

function openFinding(modules: AuditModules, module: string, check: string): Finding | undefined {
  const entry = (modules as Record<string, ModuleLike>)[module];
  return entry?.error === undefined
    ? entry?.findings?.find((f) => f.check === check && isOpen(f))
    : undefined;
}

/**
 * Words of the raw HTML outside its main content, from agent_readiness's js_required evidence ("0 words of main
 * content in the raw HTML (212 in all, with navigation, header and footer)", or "3 words of text in the raw HTML");
 * null when it does not say.
 */
export function serverChromeWords(evidence: string): number | null {
  const all = /\((\d+) in all\b/.exec(evidence);
  const main = /^(\d+) words of main content\b/.exec(evidence);
  if (all && main) return Number(all[1]) - Number(main[1]);
  const text = /^(\d+) words of text in the raw HTML\b/.exec(evidence);
  return text ? Number(text[1]) : null;
}

/** Whether what answered is the page (the platforms' page_fetched gate; assumed when the platforms did not run). */
function pageServed(modules: AuditModules): boolean {
  const platforms = modules.platforms as ModuleLike;
  return !platforms?.findings?.some((f) => f.check.endsWith('.page_fetched') && f.status === 'fail');
}

/**
 * The checks that only describe the empty HTML of a client-rendered page (`gate.js_only_content`): every content
 * check; the structured-data checks when the HTML holds none; the chrome's link checks when the server renders no
 * navigation, header or footer either (when it does, their links are in the HTML and those findings stand).
 */
function shellChecks(modules: AuditModules, js: StateLike): ((check: string) => boolean) | null {
  if (js?.detected !== true || !pageServed(modules)) return null;
  const chrome = serverChromeWords(typeof js.evidence === 'string' ? js.evidence : '');
  const noChrome = chrome === null || chrome < CHROME_WORDS;
  const schema = modules.schema as { types_found?: unknown; error?: string } | undefined;
  const noMarkup =
    schema !== undefined &&
    schema.error === undefined &&
    Array.isArray(schema.types_found) &&
    schema.types_found.length === 0;
  return (check) =>
    CONTENT_CHECKS.test(check) ||
    (noMarkup && MARKUP_CHECKS.test(check)) ||
    (noChrome && CHROME_CHECKS.test(check));
}

/** The brand's platforms that are knowledge-graph entries (brand.knowledge_graph's Wikipedia and Wikidata). */
const KNOWLEDGE_GRAPH: ReadonlySet<string> = new Set(['wikipedia', 'wikidata']);

/**
 * The checks whose fix is one edit, listing the brand's official profiles in the Organization node's sameAs:
 * brand.same_as (linked profiles missing from it), brand.profiles when its fix asks for them there (an organization's
 * site), brand.knowledge_graph when a Wikipedia or Wikidata entry is known (linked on the site or verified) and
 * missing from sameAs (with none known, the brand may have no entry to list), and schema.entity_links when the node it finds
 * without sameAs is that Organization (and the brand has two profiles to list, or brand.profiles asks for them).
 * Empty without an Organization node (brand.organization_schema asks for it, and for name, url and logo: another
 * edit) or with fewer than two such checks.
 */
export function sameAsChecks(modules: AuditModules): string[] {
  const brand = modules.brand as
    | {
        error?: string;
        organization?: { name?: unknown; where?: unknown } | null;
        platforms?: Record<string, { linked_from_site?: unknown; in_same_as?: unknown; verified?: unknown }>;
      }
    | undefined;
  const org = brand?.error === undefined ? brand?.organization : null;
  if (!org) return [];
  const checks: string[] = [];
  if (openFinding(modules, 'brand', 'brand.same_as')) checks.push('brand.same_as');
  const profiles = openFinding(modules, 'brand', 'brand.profiles');
  if (profiles?.fix?.includes('Organization.sameAs')) checks.push('brand.profiles');
  // Listing LinkedIn or YouTube in sameAs creates no Wikipedia entry: the knowledge-graph check is cleared by the same
  // edit only when an entry is known (linked on the site or verified) and missing from sameAs.
  const entryToList = Object.entries(brand?.platforms ?? {}).some(
    ([key, p]) =>
      KNOWLEDGE_GRAPH.has(key) &&
      p.in_same_as !== true &&
      (p.linked_from_site === true || p.verified === true),
  );
  if (entryToList && openFinding(modules, 'brand', 'brand.knowledge_graph'))
    checks.push('brand.knowledge_graph');
  const links = openFinding(modules, 'schema', 'schema.entity_links');
  const known = Object.values(brand?.platforms ?? {}).filter(
    (p) => p.linked_from_site === true || p.in_same_as === true,
  ).length;
  const onOrg = links?.evidence?.some(
    (e) => e.where === org.where && (typeof org.name !== 'string' || e.what.includes(`"${org.name}"`)),
  );
  if (onOrg && (known >= 2 || checks.includes('brand.profiles'))) checks.push('schema.entity_links');
  return checks.length >= 2 ? checks : [];
}

/**
 * The author checks one byline clears: a byline the page must show or replace (named only in the markup, a generic
 * name) beside the author-page check. Every byline fix asks for the name linked to its author page (a podcast's, for
 * the hosts linked to pages about them), so the editor is asked once; both findings stay in the eeat module, each with
 * its own truth. With no name at all, the author-page check is not applicable and nothing merges.
 */
export function bylineChecks(modules: AuditModules): string[] {
  return openFinding(modules, 'eeat', 'eeat.byline') && openFinding(modules, 'eeat', 'eeat.author_page')
    ? ['eeat.byline', 'eeat.author_page']
    : [];
}

/**
 * The source checks one edit clears: citability's figures without a source, whose fix links the study, statistic or
 * documentation behind each claim from its sentence, and E-E-A-T's outside sources, which those links are. The editor
 * is asked once; both findings stay in their modules.
 */
export function sourceChecks(modules: AuditModules): string[] {
  return openFinding(modules, 'citability', 'citability.source_citations') &&
    openFinding(modules, 'eeat', 'eeat.outbound_citations')
    ? ['citability.source_citations', 'eeat.outbound_citations']
    : [];
}

/**
 * The check whose item stays when its cause merges items: the one whose fix holds the others' (the
 * byline's fix names the author page; the author-page item alone would not ask for the name).
 */
export const CAUSE_OWNERS: Readonly<Record<string, string>> = {
  author_byline: 'eeat.byline',
  outside_sources: 'citability.source_citations',
};

/** Brand checks that read the name the page's own markup and title declare: a consent page declares its own. */
const NAME_CHECKS = /^brand\.(?:name_declared|name_consistent)$/;

/**
 * The checks that only describe a consent page served in place of the page (`gate.consent_wall`): everything read
 * from the HTML, whose content, markup, header and footer are the consent form's. Checks of what the HTML does not
 * decide (robots.txt, llms.txt, HTTPS) stay items. Null when no consent wall stands in place of the page.
 */
function wallChecks(modules: AuditModules, cookie: StateLike): ((check: string) => boolean) | null {
  const citability = modules.citability as { main_content?: { words?: unknown }; error?: string } | undefined;
  if (!citability || citability.error !== undefined || !pageServed(modules)) return null;
  if (consentWallEvidence(cookie, citability.main_content?.words) === null) return null;
  return (check) =>
    CONTENT_CHECKS.test(check) ||
    MARKUP_CHECKS.test(check) ||
    CHROME_CHECKS.test(check) ||
    NAME_CHECKS.test(check);
}

/** Whether a platform's indexable check warns of a canonical URL on another host (its evidence holds that URL). */
function canonicalWarning(finding: Finding): boolean {
  return (
    /^platforms\.[^.]+\.indexable$/.test(finding.check) &&
    finding.evidence.some((e) => typeof e.value === 'string' && /^https?:/.test(e.value))
  );
}

/** Check id → the cause this page's results decide it shares (see `CauseFacts.shared`). */
function sharedCauses(modules: AuditModules): Map<string, string> {
  const shared = new Map<string, string>();
  const states = (modules.agent_readiness as { states?: Record<string, StateLike> } | undefined)?.states;
  const shell = shellChecks(modules, states?.js_required);
  // A sign-in form is the page's content: the content checks judge the form (gate.sign_in_page).
  const signIn =
    !shell && pageServed(modules) && signInPageEvidence(states?.login_wall) !== null
      ? (check: string) => CONTENT_CHECKS.test(check) || check === 'schema.present'
      : null;
  // A consent page in the page's place: every check of the HTML reads the consent form (gate.consent_wall).
  const wall = shell || signIn ? null : wallChecks(modules, states?.cookie_wall);
  for (const entry of Object.values(modules) as ModuleLike[]) {
    if (!entry?.findings || entry.error !== undefined) continue;
    for (const finding of entry.findings) {
      if (!isOpen(finding)) continue;
      if (shell?.(finding.check)) shared.set(finding.check, 'js_only_content');
      else if (signIn?.(finding.check)) shared.set(finding.check, 'sign_in_page');
      else if (wall?.(finding.check)) shared.set(finding.check, 'consent_wall');
      // Both platforms' warning and the cap ask for one edit of the canonical link.
      else if (canonicalWarning(finding)) shared.set(finding.check, 'canonical_elsewhere');
    }
  }
  for (const check of sameAsChecks(modules)) if (!shared.has(check)) shared.set(check, 'org_same_as');
  sharePair(shared, bylineChecks(modules), 'author_byline');
  sharePair(shared, sourceChecks(modules), 'outside_sources');
  return shared;
}

/**
 * Gives a pair of checks one edit clears their cause, only as a pair: when either is already folded into a larger
 * cause (an empty shell, a sign-in page), that cause's item holds it, and the other alone has nothing to merge with.
 */
function sharePair(shared: Map<string, string>, pair: readonly string[], cause: string): void {
  if (pair.every((check) => !shared.has(check))) for (const check of pair) shared.set(check, cause);
}
