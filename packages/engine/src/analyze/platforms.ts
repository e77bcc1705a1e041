import {
  type Evidence,
  type Finding,
  type PlatformEntry,
  type PlatformsModule,
  VERDICT_BANDS,
} from '@geo-audit/core';
import {
  botAccess,
  directivesFor,
  jsOnlyEvidence,
  pageFetched,
  pageNotFetchedEvidence,
  robotsUnavailableWhat,
  standInPage,
} from '../score/gates.ts';
import { challengeFix, pageNotServed } from '../score/page-served.ts';
import { type CheckResult, scoreChecks } from './checks.ts';
import type { AnalysisContext, Analyzer } from './context.ts';
import { canonicalToHome } from './crawlers/canonical-home.ts';
import { pageCanonical } from './crawlers/canonical-source.ts';
import { isShortSnippet } from './crawlers/directives.ts';
import { noSnippetShare } from './crawlers/nosnippet-share.ts';
import { isIpVerified, verifiedBotsFix } from './crawlers/verified-bots.ts';

/**
 * platforms module: readiness for ChatGPT (search) and Google AI Overviews, computed from the other modules'
 * results and the page's gate facts, with each platform's own gates:
 *
 * - ChatGPT cites pages that OAI-SearchBot may crawl; Bingbot is a secondary source; ChatGPT-User fetches
 *   pages a user asks about. OpenAI's crawlers are not known to run JavaScript, so JS-only content is a gate.
 * - AI Overviews draw on Google's Search index: Googlebot access, indexability (`noindex`) and snippet
 *   controls (`nosnippet`, `max-snippet`, and `data-nosnippet` around nearly all the main content) are the gates. Googlebot renders JavaScript, so JS-only content is
 *   only a warning. llms.txt and Google-Extended never count: Google documents that neither affects Search. Of
 *   the structured data, AI Overviews read only whether it parses and matches the page: Google needs no markup for
 *   its AI features (decision 0040).
 * - Both: a canonical URL on another host, or a deep page's canonical naming the site's home page, is a warning,
 *   not a gate: the page can be cited, under that URL.
 *
 * A platform whose gate fails is not `eligible` and scores 0; the module score is the mean of the two.
 */

type PlatformKey = 'chatgpt' | 'google_ai_overviews';

interface PlatformCheck extends CheckResult {
  /** A gate: when it fails the platform cannot cite the page at all. */
  gate?: boolean;
  /** Phrase for `strengths` when the check passes. */
  strength?: string;
}

interface ScoredModule {
  score: number;
  error?: string;
  applicable?: boolean;
}

/**
 * The lowest score of the top verdict band ("Excellent"). A module scoring in it is the platform's strength, not its
 * warning: the module's remaining points are its own findings to fix, and the platform score still counts them.
 */
const EXCELLENT = VERDICT_BANDS[0]!.min;

function moduleCheck(
  context: AnalysisContext,
  platform: PlatformKey,
  name: 'citability' | 'eeat' | 'schema' | 'brand',
  weight: number,
  label: string,
  fix: string,
): PlatformCheck {
  const entry = context.previous[name] as ScoredModule | undefined;
  const ran = entry !== undefined && entry.error === undefined;
  // A module that does not apply (no markup on a page that takes none, no prose to cite) costs the platform nothing.
  const inapplicable = ran && entry.applicable === false;
  const score = ran && !inapplicable ? entry.score : null;
  return {
    check: `platforms.${platform}.${name}`,
    title: inapplicable
      ? `${label}: does not apply to this page`
      : score === null
        ? `${label}: not measured`
        : `${label}: ${score}/100`,
    weight,
    score: score === null ? null : score / 100,
    severity: 'medium',
    evidence: [
      inapplicable
        ? { what: `the ${name} module does not apply to this page, so it weighs nothing here` }
        : score === null
          ? { what: `the ${name} module did not run${entry?.error ? ` (${entry.error})` : ''}` }
          : { what: `${name} module score`, value: score },
    ],
    fix,
    passAt: EXCELLENT / 100,
    strength: `${label} ${score}/100`,
  };
}

/** What a schema finding's status says of its check, as a 0..1 score; null when it did not apply. */
const STATUS_SCORE: Readonly<Record<string, number>> = { pass: 1, warn: 0.5, fail: 0 };

/** The schema checks AI Overviews reads: markup that breaks, or that says what the page does not. */
const MARKUP_MATCH_CHECKS = ['schema.consistency', 'schema.markup_valid'];

/**
 * AI Overviews and structured data: Google needs no markup for its AI features, but markup must match the visible
 * content (geo-anchors.md, Google's 2026 guidance). So this reads whether the markup parses and agrees with the page
 * (schema.markup_valid, schema.consistency), never the schema module score: a page without markup loses nothing
 * here (decision 0040), and the module score already counts once in geo_score.
 */
function markupMatchCheck(context: AnalysisContext): PlatformCheck {
  const schema = context.previous.schema;
  const findings = schema && schema.error === undefined ? (schema.findings ?? []) : [];
  const read = findings.filter(
    (f) => MARKUP_MATCH_CHECKS.includes(f.check) && STATUS_SCORE[f.status] !== undefined,
  );
  const score =
    read.length === 0 ? null : read.reduce((sum, f) => sum + STATUS_SCORE[f.status]!, 0) / read.length;
  const failing = read.filter((f) => f.status !== 'pass');
  // Markup that parses but names nothing comparable (a LocalBusiness's hours, an Organization's logo) was never held
  // against the page: saying it matches would claim a check that did not run.
  const compared = read.some((f) => f.check === 'schema.consistency');
  const unread = findings.find((f) => f.check === 'schema.consistency' && !read.includes(f));
  return {
    check: 'platforms.google_ai_overviews.schema',
    title:
      score === null
        ? schema === undefined || schema.error !== undefined
          ? 'Structured data: not measured'
          : 'No structured data to compare with the page (Google needs none for AI features)'
        : score >= 1
          ? compared
            ? 'Structured data parses and matches the visible content'
            : 'Structured data parses; nothing in it could be compared with the visible content'
          : failing.map((f) => f.title).join('; '),
    weight: 10,
    score,
    severity: 'medium',
    evidence:
      read.length === 0
        ? [
            {
              what:
                schema === undefined || schema.error !== undefined
                  ? `the schema module did not run${schema?.error ? ` (${schema.error})` : ''}`
                  : 'no structured data that parses and names what the page shows; Google needs none, so nothing is lost',
            },
          ]
        : [
            ...read.map((f) => ({ what: `${f.check}: ${f.title}`, value: f.status })),
            ...(unread ? [{ what: `${unread.check}: ${unread.title}`, value: unread.status }] : []),
          ],
    fix: "Make the structured data parse and say what the page visibly says (names, headlines, descriptions, prices, FAQ questions, ratings, the people it names and a business's phone number and address): Google ignores or distrusts markup that contradicts the page, and needs no AI-specific type.",
    strength: compared ? 'Structured data matches the visible content' : 'Structured data parses',
  };
}

/** eeat findings named in the trust signals' fix; the rest are counted. */
const TRUST_NAMED = 3;

/**
 * The fix of the platforms' trust-signals check: the eeat findings that fail or warn, largest gain first, by their
 * titles. A fixed list of signals ("author, dates, about/contact, sources") named on every page asked for ones the
 * page already has.
 */
function trustFix(context: AnalysisContext): string {
  const open = (context.previous.eeat?.findings ?? [])
    .filter((f) => f.status === 'fail' || f.status === 'warn')
    .sort((a, b) => (b.impact ?? 0) - (a.impact ?? 0) || a.check.localeCompare(b.check));
  if (open.length === 0) return 'Strengthen the trust signals the eeat findings describe.';
  const more = open.length - TRUST_NAMED;
  return `Fix the trust signals the eeat findings flag, largest gain first: ${open
    .slice(0, TRUST_NAMED)
    .map((f) => f.title)
    .join('; ')}${more > 0 ? ` (and ${more} more)` : ''}.`;
}

/** The crawlers module's per-bot entry fields botCheck reads (its output beyond SPEC.md). */
interface CrawlerBotFacts {
  token?: unknown;
  via?: unknown;
}

/** How the crawlers module decided one bot: `robots_txt_unavailable` when robots.txt answered 5xx/429 or nothing. */
function robotsViaOf(context: AnalysisContext, token: string): string | null {
  const crawlers = context.previous.crawlers as { bots?: unknown; robots_http_status?: unknown } | undefined;
  if (!crawlers || !Array.isArray(crawlers.bots)) return null;
  const wanted = token.toLowerCase();
  const entry = (crawlers.bots as CrawlerBotFacts[]).find(
    (bot) => typeof bot.token === 'string' && bot.token.toLowerCase() === wanted,
  );
  return typeof entry?.via === 'string' ? entry.via : null;
}

function robotsStatusOf(context: AnalysisContext): number {
  const status = (context.previous.crawlers as { robots_http_status?: unknown } | undefined)
    ?.robots_http_status;
  return typeof status === 'number' ? status : 0;
}

function botCheck(
  context: AnalysisContext,
  platform: PlatformKey,
  token: string,
  options: { weight: number; gate: boolean; severity: CheckResult['severity']; purpose: string },
): PlatformCheck {
  const access = botAccess(context, token);
  const evidence: Evidence[] = [];
  const unavailable =
    access.robotsBlocked === true && robotsViaOf(context, token) === 'robots_txt_unavailable';
  const robotsStatus = robotsStatusOf(context);
  if (unavailable) {
    evidence.push({
      what: robotsUnavailableWhat(robotsStatus, token, 'everything'),
    });
  } else if (access.robotsBlocked === true)
    evidence.push({ what: `robots.txt disallows ${token} for this URL` });
  // A refused UA-only probe is a warning, never a gate: CDNs refuse a spoofed User-Agent from a non-vendor IP yet
  // let the verified crawler through, so it cannot prove that the platform is shut out.
  const probeOnly = access.robotsBlocked !== true && access.refused !== null;
  if (access.refused) {
    evidence.push({
      ...access.refused,
      what: `${access.refused.what}; a UA-only probe (not from ${token}'s IP ranges), so the verified crawler may still get through`,
    });
  }
  const unknown = access.robotsBlocked === null && access.refused === null;
  const ok = access.robotsBlocked !== true && access.refused === null;
  if (unknown) evidence.push({ what: `no robots.txt verdict or probe result for ${token}` });
  else if (ok) evidence.push({ what: `${token} may fetch this URL` });
  const id = token.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  // Fake-bot protection refuses a spoofed Googlebot, Bingbot or Applebot by design: low, with the vendor's tool.
  const verified = probeOnly && isIpVerified(token);
  const fix = unavailable
    ? `Make robots.txt answer 200 with your rules (or 404 if you have none): while it answers ${robotsStatus || 'nothing'}, ${token} (${options.purpose}) must treat the whole site as disallowed.`
    : verified
      ? verifiedBotsFix([token])
      : probeOnly
        ? `Check your CDN or WAF bot rules: a request with ${token}'s User-Agent (${options.purpose}) was refused. Make sure the verified crawler is allowed, and look for its requests in your server logs.`
        : `Allow ${token} (${options.purpose}) in robots.txt for this path and make sure the server, CDN or WAF answers its requests with 200 rather than a block or challenge.`;
  return {
    check: `platforms.${platform}.${id}`,
    title: unknown
      ? `${token} access not measured`
      : ok
        ? `${token} can fetch the page`
        : probeOnly
          ? `The server refused ${token}'s User-Agent (the verified crawler may still get through)`
          : `${token} cannot fetch the page`,
    weight: options.weight,
    score: unknown ? null : ok ? 1 : probeOnly ? 0.5 : 0,
    severity: verified ? 'low' : options.severity === 'critical' && probeOnly ? 'high' : options.severity,
    evidence,
    fix,
    gate: options.gate && !probeOnly,
    strength: `${token} can fetch the page`,
  };
}

/**
 * A bot that may fetch the page but is told by name not to index it (`<meta name="bingbot" content="noindex">`, an
 * `X-Robots-Tag: bingbot: noindex`): the page stays out of that engine's index, and out of the answers drawn from it.
 * A noindex for every crawler is the indexable check's; this is the one only this bot obeys.
 */
function withNamedNoindex(context: AnalysisContext, check: PlatformCheck, token: string): PlatformCheck {
  if (check.score !== 1) return check;
  const named = directivesFor(context, token.toLowerCase());
  if (!named.noindex || directivesFor(context, null).noindex) return check;
  return {
    ...check,
    title: `${token} may fetch the page but is told not to index it`,
    score: 0.5,
    evidence: [...named.evidence, ...(check.evidence ?? [])],
    fix: `Remove the noindex addressed to ${token} (${named.evidence.map((e) => e.what).join('; ')}) unless the page must stay out of its index: ChatGPT search draws on Bing's index, so a page Bing may not index is one ChatGPT may not find.`,
  };
}

function fetchedCheck(context: AnalysisContext, platform: PlatformKey): PlatformCheck {
  const failure = pageNotFetchedEvidence(context);
  const notServed = pageNotServed(context.artifacts, context.document);
  return {
    check: `platforms.${platform}.page_fetched`,
    title: failure
      ? notServed?.softNotFound
        ? 'The URL does not serve the page'
        : 'The page did not load'
      : 'The page loads',
    weight: 10,
    score: failure ? 0 : 1,
    severity: 'critical',
    evidence: [failure ?? { what: `HTTP ${context.artifacts.page.status}` }],
    fix:
      notServed && notServed.challenge.length > 0
        ? challengeFix(notServed)
        : (notServed?.fix ??
          'Serve the page with a 200 status at this URL (fix the error, or audit the URL it moved to).'),
    gate: true,
  };
}

const hostOf = (url: URL): string => url.hostname.toLowerCase().replace(/^www\./, '');

/** A canonical that search engines index in this page's place: on another host, or the site's home page. */
interface CanonicalInPlace {
  href: string;
  /** The site's home page, named by a deep page (a theme or SEO plugin printing the site URL as every canonical). */
  home: boolean;
  /** Where the page declares it: the `<link rel="canonical">` element or the HTTP `Link` header. */
  what: string;
}

/**
 * The page's canonical (its `<link rel="canonical">`, else its HTTP `Link` header: search engines obey either) when
 * search engines index it in this page's place and answer engines cite it: a page on another host (`www.` aside),
 * or, for a deep page, the site's home page (crawlers.canonical fails that too). Null for a canonical to this page or
 * another page of the same host, or none.
 */
function canonicalInPlace(context: AnalysisContext): CanonicalInPlace | null {
  const pageUrl = context.artifacts.page.finalUrl || context.artifacts.url;
  const declared = pageCanonical(context.artifacts.page.headers, context.document, pageUrl);
  if (!declared) return null;
  const home = canonicalToHome(declared.href, pageUrl);
  if (home) return { href: home.href, home: true, what: declared.what };
  try {
    const here = new URL(pageUrl);
    const target = new URL(declared.href, here);
    return /^https?:$/.test(target.protocol) && hostOf(target) !== hostOf(here)
      ? { href: target.href, home: false, what: declared.what }
      : null;
  } catch {
    return null;
  }
}

/** Who indexes and cites the canonical in this page's place, per platform. */
const CITES_CANONICAL: Readonly<Record<PlatformKey, string>> = {
  chatgpt: 'Bing indexes it in place of this URL, so ChatGPT search will cite it',
  google_ai_overviews: 'Google indexes it in place of this URL, so AI Overviews will cite it',
};

function indexableCheck(
  context: AnalysisContext,
  platform: PlatformKey,
  agent: string | null,
): PlatformCheck {
  const directives = directivesFor(context, agent);
  // An error or challenge page's noindex is its own: page_fetched already says the page did not come back.
  const served = pageFetched(context);
  // Not a gate: the page can still be cited, only under another URL; a syndicated copy is meant to be.
  const inPlace = served && !directives.noindex ? canonicalInPlace(context) : null;
  const canonical = inPlace?.href ?? null;
  return {
    check: `platforms.${platform}.indexable`,
    title: !served
      ? 'Indexability not read: the page did not load'
      : directives.noindex
        ? 'The page is marked noindex'
        : inPlace?.home
          ? `The page may be indexed, but its canonical URL is the site's home page (${canonical})`
          : canonical
            ? `The page may be indexed, but its canonical URL is on another host (${canonical})`
            : 'The page may be indexed',
    weight: 15,
    score: !served ? null : directives.noindex ? 0 : canonical ? 0.5 : 1,
    severity: canonical ? 'medium' : 'critical',
    evidence: !served
      ? [{ what: 'not read: what answered is not the page' }]
      : directives.noindex
        ? directives.evidence
        : canonical
          ? [
              { what: 'no noindex in meta robots or X-Robots-Tag' },
              {
                what: `${inPlace?.what}: ${CITES_CANONICAL[platform]}`,
                value: canonical,
              },
            ]
          : [{ what: 'no noindex in meta robots or X-Robots-Tag' }],
    fix: inPlace?.home
      ? `AI Overviews and ChatGPT will cite the home page (${canonical}), not this page: Google and Bing treat the page as a copy of its canonical. Point the canonical at this page's own URL (a theme or SEO plugin that prints the site URL as every page's canonical does this).`
      : canonical
        ? `AI Overviews and ChatGPT will cite ${canonical}, not this URL: Google and Bing index the canonical in its place. Point the canonical at this page unless the other page is the one you want cited (a syndicated copy pointing at its original is right as it is).`
        : 'Remove noindex (or none) from the robots meta tag and the X-Robots-Tag header if this page should be cited.',
    gate: canonical === null,
    strength: 'Indexable (no noindex)',
  };
}

function chatgptChecks(context: AnalysisContext): PlatformCheck[] {
  const jsOnly = jsOnlyEvidence(context);
  const standIn = standInPage(context);
  const llms = context.previous.llmstxt;
  const llmsExists = llms !== undefined && llms.error === undefined && llms.exists;
  return [
    fetchedCheck(context, 'chatgpt'),
    botCheck(context, 'chatgpt', 'OAI-SearchBot', {
      weight: 25,
      gate: true,
      severity: 'critical',
      purpose: 'the crawler behind ChatGPT search citations',
    }),
    indexableCheck(context, 'chatgpt', 'oai-searchbot'),
    {
      check: 'platforms.chatgpt.content_without_js',
      title: !pageFetched(context)
        ? 'Content not read: the page did not load'
        : jsOnly
          ? 'The main content needs JavaScript'
          : standIn
            ? `Content not read: the HTML holds ${standInTitle(standIn)}`
            : 'The main content is in the HTML',
      weight: 10,
      // Not known when an error or challenge page answered (jsOnlyEvidence reads nothing from it), nor when a sign-in
      // form or a consent wall stands in place of the content (its cap says so).
      score: !pageFetched(context) || (standIn && !jsOnly) ? null : jsOnly ? 0 : 1,
      severity: 'critical',
      evidence: [
        jsOnly ??
          (standIn ? { what: standIn.what } : { what: 'the main content is present in the raw HTML' }),
      ],
      fix: 'Render the main content on the server (SSR or static generation) so crawlers that do not run JavaScript can read it.',
      gate: true,
      strength: 'Main content readable without JavaScript',
    },
    withNamedNoindex(
      context,
      botCheck(context, 'chatgpt', 'Bingbot', {
        weight: 10,
        gate: false,
        severity: 'high',
        purpose: "Bing's crawler; ChatGPT search also draws on Bing's index",
      }),
      'Bingbot',
    ),
    botCheck(context, 'chatgpt', 'ChatGPT-User', {
      weight: 5,
      gate: false,
      severity: 'medium',
      purpose: 'the agent that fetches pages a ChatGPT user asks about',
    }),
    moduleCheck(
      context,
      'chatgpt',
      'citability',
      25,
      'Citable passages',
      'Open each section with a direct, self-contained answer and support claims with sourced facts (see the citability findings).',
    ),
    moduleCheck(
      context,
      'chatgpt',
      'brand',
      10,
      'Recognisable brand entity',
      'State one brand name consistently and link the brand’s real profiles (sameAs) so the entity is recognised.',
    ),
    moduleCheck(context, 'chatgpt', 'eeat', 10, 'Trust signals', trustFix(context)),
    moduleCheck(
      context,
      'chatgpt',
      'schema',
      5,
      'Structured data',
      'Describe the page with schema.org JSON-LD that matches its visible content.',
    ),
    {
      check: 'platforms.chatgpt.llmstxt',
      title: llmsExists ? 'llms.txt is published' : 'No llms.txt',
      weight: 0,
      score: llmsExists ? 1 : 0,
      severity: 'info',
      evidence: [
        {
          what: 'informational: OpenAI does not document reading llms.txt; agents browsing for users may use it',
        },
      ],
      fix: 'Optionally publish /llms.txt with links to your key pages.',
      strength: 'llms.txt published for agents',
    },
  ];
}

function googleChecks(context: AnalysisContext): PlatformCheck[] {
  const jsOnly = jsOnlyEvidence(context);
  const standIn = standInPage(context);
  const directives = directivesFor(context, 'googlebot');
  const limited = isShortSnippet(directives.maxSnippet);
  // data-nosnippet around nearly all the main content leaves Google as little to quote as nosnippet does.
  const served = pageFetched(context);
  const wrapped = served ? noSnippetShare(context.document) : null;
  const mostlyWrapped = wrapped?.mostly === true;
  const noSnippets = directives.nosnippet || mostlyWrapped;
  const checks: PlatformCheck[] = [
    fetchedCheck(context, 'google_ai_overviews'),
    botCheck(context, 'google_ai_overviews', 'Googlebot', {
      weight: 25,
      gate: true,
      severity: 'critical',
      purpose: 'the crawler behind Google Search, AI Overviews and AI Mode',
    }),
    indexableCheck(context, 'google_ai_overviews', 'googlebot'),
    {
      check: 'platforms.google_ai_overviews.snippets',
      title: !served
        ? 'Snippet limits not read: the page did not load'
        : directives.nosnippet
          ? 'Snippets are disabled (nosnippet or max-snippet:0)'
          : mostlyWrapped
            ? 'Nearly all the main content is marked data-nosnippet'
            : limited
              ? `Snippets are limited to ${directives.maxSnippet} characters`
              : 'Snippets are allowed',
      weight: 10,
      score: !served ? null : noSnippets ? 0 : limited ? 0.5 : 1,
      severity: noSnippets ? 'critical' : 'medium',
      evidence: [
        ...(directives.evidence.length > 0 ? directives.evidence : [{ what: 'no snippet restrictions' }]),
        ...(wrapped
          ? [
              {
                what: wrapped.what,
              },
            ]
          : []),
      ].filter((e) => !(mostlyWrapped && !directives.nosnippet && e.what === 'no snippet restrictions')),
      fix:
        mostlyWrapped && !directives.nosnippet
          ? 'Keep data-nosnippet on the few passages that must stay out (a price, a disclaimer), not on the whole article: Google leaves that text out of AI Overviews.'
          : 'Remove nosnippet and raise or drop max-snippet: Google applies these controls to AI Overviews too. Use data-nosnippet on the few passages that must stay out.',
      gate: noSnippets,
      strength: 'Snippets allowed',
    },
    {
      check: 'platforms.google_ai_overviews.content_without_js',
      title: !served
        ? 'Content not read: the page did not load'
        : jsOnly
          ? 'The main content needs JavaScript'
          : standIn
            ? `Content not read: the HTML holds ${standInTitle(standIn)}`
            : 'The main content is in the HTML',
      weight: 5,
      score: !served || (standIn && !jsOnly) ? null : jsOnly ? 0.5 : 1,
      severity: 'medium',
      evidence: [
        jsOnly
          ? { ...jsOnly, what: `${jsOnly.what}; Googlebot renders it, but later than raw HTML` }
          : standIn
            ? { what: standIn.what }
            : { what: 'the main content is present in the raw HTML' },
      ],
      fix: 'Render the main content on the server so Google indexes it without waiting for rendering.',
      strength: 'Main content in the raw HTML',
    },
    moduleCheck(
      context,
      'google_ai_overviews',
      'citability',
      25,
      'Citable passages',
      'Open each section with a direct, self-contained answer and support claims with sourced facts (see the citability findings).',
    ),
    moduleCheck(context, 'google_ai_overviews', 'eeat', 15, 'Trust signals', trustFix(context)),
    markupMatchCheck(context),
    moduleCheck(
      context,
      'google_ai_overviews',
      'brand',
      5,
      'Recognisable brand entity',
      'State one brand name consistently and link the brand’s real profiles (sameAs).',
    ),
  ];
  const crawlers = context.previous.crawlers;
  if (crawlers?.blocked?.some((token) => token.toLowerCase() === 'google-extended')) {
    checks.push({
      check: 'platforms.google_ai_overviews.google_extended',
      title: 'Google-Extended is blocked: this does not affect AI Overviews',
      weight: 0,
      score: 1,
      severity: 'info',
      evidence: [
        {
          what: 'Google-Extended controls Gemini training and grounding only; AI Overviews follow Googlebot',
        },
      ],
      fix: 'Nothing to do for AI Overviews.',
    });
  }
  return checks;
}

const PLATFORM_LABEL: Readonly<Record<PlatformKey, string>> = {
  chatgpt: 'ChatGPT',
  google_ai_overviews: 'Google AI Overviews',
};

interface PlatformOutcome {
  entry: PlatformEntry;
  findings: Finding[];
}

function evaluate(platform: PlatformKey, checks: PlatformCheck[]): PlatformOutcome {
  const failedGates = checks.filter((c) => c.gate && c.score !== null && c.score < 1);
  const eligible = failedGates.length === 0;
  const scored = scoreChecks(checks);
  // What the platform would score with every gate open: the points a failed gate holds back.
  const potential = scoreChecks(checks.map((c) => (c.gate ? { ...c, score: 1 } : c))).score;
  const score = eligible ? scored.score : 0;
  const findings = scored.findings.map((finding, i) => {
    const check = checks[i]!;
    // Module points: a platform is half of the module score.
    const platformImpact =
      !eligible && check.gate && check.score !== null && check.score < 1
        ? potential
        : eligible
          ? (finding.impact ?? 0)
          : 0;
    // Both platforms run the same kinds of checks: the title says whose each one is ("ChatGPT: The page loads").
    return {
      ...finding,
      title: `${PLATFORM_LABEL[platform]}: ${finding.title}`,
      impact: Math.round((platformImpact / 2) * 10) / 10,
      platform,
    };
  });
  const failing = checks
    .map((c, i) => ({ check: c, finding: findings[i]! }))
    .filter(({ finding }) => finding.status === 'fail' || finding.status === 'warn');
  const entry: PlatformEntry = {
    score,
    eligible,
    blockers: failedGates.map((c) => {
      const why = c.evidence?.[0]?.what;
      return why ? `${c.title} (${why})` : c.title;
    }),
    strengths: checks
      .filter((c, i) => c.strength && findings[i]!.status === 'pass')
      .map((c) => c.strength as string),
    recommendations: failing
      .sort(
        (a, b) =>
          Number(Boolean(b.check.gate)) - Number(Boolean(a.check.gate)) ||
          (b.finding.impact ?? 0) - (a.finding.impact ?? 0) ||
          a.check.check.localeCompare(b.check.check),
      )
      .map(({ check }) => check.fix ?? check.title),
  };
  return { entry, findings };
}

/**
 * The platforms analyzer. Reads `context.previous` (crawlers, citability, eeat, schema, brand, llmstxt,
 * agent_readiness), so it runs last.
 *
 * @example
 * ```ts
 * const platforms = analyzePlatforms({ artifacts, document, previous: { crawlers, citability, eeat } });
 * platforms.chatgpt?.eligible; // false when OAI-SearchBot is disallowed
 * ```
 */
export const analyzePlatforms: Analyzer<PlatformsModule> = (context) => {
  const chatgpt = evaluate('chatgpt', chatgptChecks(context));
  const google = evaluate('google_ai_overviews', googleChecks(context));
  return {
    score: Math.round((chatgpt.entry.score + google.entry.score) / 2),
    chatgpt: chatgpt.entry,
    google_ai_overviews: google.entry,
    findings: [...chatgpt.findings, ...google.findings],
  };
};

/** The words a title uses for what stands in place of the page. */
function standInTitle(standIn: { kind: 'sign_in_page' | 'consent_wall' }): string {
  return standIn.kind === 'sign_in_page'
    ? 'a sign-in form in place of the page'
    : 'a consent wall in place of the page';
}
