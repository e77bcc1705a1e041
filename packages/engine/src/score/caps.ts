import type { Evidence, ModuleName, PageNotServedKind, ScoreCap } from '@geo-audit/core';
import { isNextFallbackShell, NEXT_FALLBACK_FIX } from '../agents/next-fallback.ts';
import type { AnalysisContext } from '../analyze/context.ts';
import {
  allSearchBotsBlockedEvidence,
  answerEngineBotsBlockedEvidence,
  canonicalElsewhere,
  citabilityMainWords,
  consentWallEvidence,
  directivesFor,
  jsOnlyEvidence,
  type PlatformShutOut,
  pageNotFetchedEvidence,
  platformsShutOut,
  signInPageEvidence,
} from './gates.ts';
import { challengeFix, pageNotServed } from './page-served.ts';
import { type HeavyStuffing, heavyStuffing, spamSignals } from './spam.ts';
import { CAP_LIMITS, type CapId } from './weights.ts';

/** A hard cap that fired, with the module whose fix lifts it (for the action plan) and its evidence. */
export interface AppliedCap extends ScoreCap {
  check: `gate.${CapId}`;
  /** On `gate.page_not_fetched`: what answered in the page's place (core's `PAGE_NOT_SERVED_KINDS`). */
  kind?: PageNotServedKind;
  module: ModuleName;
  evidence: Evidence[];
  fix: string;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function cap(id: CapId, module: ModuleName, reason: string, evidence: Evidence[], fix: string): AppliedCap {
  return { check: `gate.${id}`, max: CAP_LIMITS[id], reason, module, evidence, fix };
}

/**
 * The hard caps that apply to this page: conditions under which it cannot be cited at all, whatever the
 * modules score, or under which this URL is not the one cited (a canonical on another site), and spam search
 * engines demote or drop (hidden text, heavy keyword stuffing, doorway pages: see spam.ts). Reads the gate facts
 * (artifacts, parsed page, and the crawlers, agent_readiness and citability results in `context.previous`). Ordered
 * by `CAP_LIMITS` key order, so the output is deterministic.
 *
 * @example
 * ```ts
 * computeCaps(context).map((c) => c.check); // ['gate.noindex'] for a page with <meta name="robots" content="noindex">
 * ```
 */
export function computeCaps(context: AnalysisContext): AppliedCap[] {
  const caps: AppliedCap[] = [];
  const notFetched = pageNotFetchedEvidence(context);
  const notServed = pageNotServed(context.artifacts, context.document);
  if (notFetched && notServed) {
    const challenge = notServed.challenge.length > 0;
    caps.push({
      ...cap(
        'page_not_fetched',
        'crawlers',
        challenge
          ? `${capitalise(notServed.what)}, so nothing on it could be analysed or cited.`
          : notServed.softNotFound
            ? `${capitalise(notServed.what)}. There is nothing of the page here to analyse or cite.`
            : context.artifacts.page.status === 0
              ? 'The page could not be fetched, so nothing on it can be cited.'
              : `The page answered HTTP ${context.artifacts.page.status}, so nothing on it can be cited.`,
        challenge
          ? [notFetched, ...notServed.challenge.map((what) => ({ what: `challenge: ${what}` }))]
          : [notFetched],
        challenge
          ? challengeFix(notServed)
          : (notServed.fix ??
              'Make the URL answer 200 with the page (or audit the address the content now lives at).'),
      ),
      kind: notServed.kind,
    });
  }
  const blocked = allSearchBotsBlockedEvidence(context);
  if (blocked) {
    caps.push(
      cap(
        'search_bots_blocked',
        'crawlers',
        'Every search crawler is disallowed by robots.txt (or robots.txt is unavailable), so no AI search engine can cite the page.',
        blocked,
        'Allow the search crawlers (Googlebot, Bingbot, OAI-SearchBot, Claude-SearchBot, PerplexityBot …) in robots.txt, and make robots.txt answer 200 (or 404). Training-only bots can stay blocked.',
      ),
    );
  }
  // With every search crawler shut out, the full cap says it all.
  const answerEngines = blocked ? null : answerEngineBotsBlockedEvidence(context);
  if (answerEngines) {
    caps.push(
      cap(
        'answer_engine_bots_blocked',
        'crawlers',
        "robots.txt disallows the search crawlers of ChatGPT, Claude and Perplexity, so those answer engines cannot cite the page; only search engines' AI features (Google AI Overviews, Copilot) still can.",
        answerEngines,
        'Allow OAI-SearchBot, Claude-SearchBot and PerplexityBot in robots.txt for this path (they fetch pages to cite them in answers, not to train models). To keep your content out of training, block GPTBot, ClaudeBot and Google-Extended instead.',
      ),
    );
  }
  // Google's crawler, or ChatGPT's when the answer-engine cap does not already hold it: a platform the result
  // reports that cannot cite the page, by the site's own robots.txt or noindex (decision 0043).
  const shutOut = blocked ? [] : platformsShutOut(context, { chatgpt: answerEngines === null });
  if (shutOut.length > 0) {
    // The platforms module reports the gate; the crawlers' robots.txt or noindex item states the fix, so the plan keeps
    // that item and lists this one under it (one root cause, see root-causes.ts).
    caps.push(
      cap(
        'platform_blocked',
        'platforms',
        shutOutReason(shutOut),
        shutOut.flatMap((s) => s.evidence),
        shutOutFix(shutOut),
      ),
    );
  }
  // What answered instead of the page (an error page, a bot challenge) says nothing about the page: its noindex,
  // its scripts and its hidden text are the challenge's, so only the robots.txt gates (read elsewhere) still apply.
  if (notServed) return caps;
  const directives = directivesFor(context, null);
  if (directives.noindex) {
    caps.push(
      cap(
        'noindex',
        'crawlers',
        'The page tells every crawler not to index it (noindex), so search-based AI answers cannot cite it.',
        directives.evidence,
        'Remove noindex (or none) from the robots meta tag and the X-Robots-Tag header if the page should be cited.',
      ),
    );
  }
  // A noindex already keeps the page out of every index; the canonical matters only without one.
  const canonical = directives.noindex ? null : canonicalElsewhere(context);
  if (canonical) {
    caps.push(
      cap(
        'canonical_elsewhere',
        'crawlers',
        `The page's canonical URL is on another site (${canonical.url}): search engines index and cite that URL in this one's place, so AI Overviews and ChatGPT search will cite it, not this page. That is right for a syndicated copy; otherwise point the canonical here.`,
        [canonical.evidence],
        'If this page is the original, point <link rel="canonical"> (or the canonical of the HTTP Link header, where the server sends one) at this URL (a CMS or SEO plugin often leaves a staging host or a former domain there). If it is a syndicated copy, the canonical is right as it is: audit the original, which is the page answer engines will cite.',
      ),
    );
  }
  const jsOnly = jsOnlyEvidence(context);
  if (jsOnly) {
    caps.push(
      cap(
        'js_only_content',
        'citability',
        'The main content appears only after JavaScript runs; most AI crawlers read the raw HTML and see an empty page.',
        [jsOnly],
        isNextFallbackShell(context.artifacts.page.body)
          ? NEXT_FALLBACK_FIX
          : 'Render the main content on the server (SSR or static generation) so it is in the HTML response.',
      ),
    );
  }
  // A sign-in form is the page: there is nothing to cite, and the fix is to audit (or open) the public page.
  const signIn = jsOnly ? null : signInPageEvidence(context.previous.agent_readiness?.states?.login_wall);
  if (signIn) {
    caps.push(
      cap(
        'sign_in_page',
        'citability',
        'This URL is a sign-in page: its main content is a login form, which answer engines cannot cite.',
        [{ what: signIn }],
        'Audit the public page you want cited (the product, pricing, docs or article page) instead of the sign-in page, and link the public pages from the sign-in page.',
      ),
    );
  }
  // A consent form is the page: crawlers and answer engines click no "Accept", so they get the form.
  const states = context.previous.agent_readiness?.states;
  const consent =
    jsOnly || signIn ? null : consentWallEvidence(states?.cookie_wall, citabilityMainWords(context));
  if (consent) {
    caps.push(
      cap(
        'consent_wall',
        'citability',
        'A consent wall stands in place of the page: the HTML holds the consent form and next to no content, and crawlers and answer engines never click "Accept", so they get nothing to cite.',
        [{ what: consent }],
        'Serve the page with the consent banner over it (a bar, or a dialog whose page is in the HTML behind it), not a consent page in its place. Consent frameworks (IAB TCF, Google Consent Mode) need no wall in front of the content.',
      ),
    );
  }
  const spam = spamSignals(context);
  if (spam) {
    const tricks = [
      spam.stuffing.length > 0 ? 'keyword stuffing' : null,
      spam.hiddenInjection.length > 0 ? 'instructions to AI systems inside the hidden text' : null,
    ].filter((t) => t !== null);
    caps.push(
      cap(
        'spam',
        'citability',
        `The page hides text from visitors, with ${tricks.join(' and ')}. Google's spam policies name hidden text and keyword stuffing as grounds to demote a page or drop it from results${spam.hiddenInjection.length > 0 ? ', and answer engines treat hidden instructions as manipulation' : ''}.`,
        [...spam.hidden.slice(0, 4), ...spam.stuffing.slice(0, 1), ...spam.hiddenInjection.slice(0, 3)],
        'Remove the hidden text, or show it to visitors (content that opens on a click belongs in <details> or a tab or accordion its button controls), and write for readers: name the topic where it is natural, never repeat it for machines, and address no instructions to AI systems.',
      ),
    );
  }
  // Hidden text with the stuffing is held lower by the spam cap, which says it all.
  const stuffing = spam ? null : heavyStuffing(context);
  if (stuffing) caps.push(stuffingCap(stuffing));
  return caps;
}

/** The main content's word count as the citability module measured it; null when it did not run or failed. */
function stuffingCap(stuffing: HeavyStuffing): AppliedCap {
  const { term, count, words, per100, doorway } = stuffing;
  const rate = `${count} times in ${words} words`;
  if (doorway) {
    const examples = doorway.examples.map((text) => `"${text}"`).join(', ');
    return cap(
      'keyword_stuffing',
      'citability',
      `This is a doorway page: "${term}", which its title targets, comes ${rate}, and it links ${doorway.count} pages of the same pattern (${examples} …). Google's spam policies name doorway pages and keyword stuffing as grounds to demote a page or drop it from results.`,
      [
        stuffing.evidence,
        {
          what: `${doorway.count} links to pages of the same pattern, "${doorway.pattern} …": ${examples} …`,
          where: doorway.where,
        },
      ],
      'Replace the near-identical area pages with one service page that lists the areas you serve, or give each area page content of its own (who works there, jobs done there, local prices and reviews). Write for readers: name the place where it is natural, never repeat it for machines.',
    );
  }
  return cap(
    'keyword_stuffing',
    'citability',
    `The page repeats "${term}" ${rate} (${per100} per 100 words, where a page written for readers names its subject 2 to 5 times): keyword stuffing. Google's spam policies name keyword stuffing as grounds to demote a page or drop it from results, and it lowers visibility in AI answers.`,
    [stuffing.evidence],
    `Rewrite the page for readers: name "${term}" where it is natural (the title, the opening, a heading) and spend the other words on what a reader needs (what you offer, prices, how it works, who you are).`,
  );
}

const PLATFORM_NAMES: Record<PlatformShutOut['platform'], string> = {
  google_ai_overviews: 'Google AI Overviews',
  chatgpt: 'ChatGPT search',
};

function shutOutReason(shutOut: readonly PlatformShutOut[]): string {
  const how = shutOut.map((s) =>
    s.via === 'robots_txt'
      ? `${s.token} is disallowed by robots.txt`
      : `a noindex addressed to ${s.token} keeps the page out of its index`,
  );
  const google = shutOut.some((s) => s.platform === 'google_ai_overviews');
  const names = shutOut.map((s) => PLATFORM_NAMES[s.platform]).join(' and ');
  return `${capitalise(how.join(' and '))}, so ${names} cannot cite the page${google ? ' (nor can Google Search or AI Mode show it)' : ''}: ${shutOut.length === 2 ? 'both platforms' : 'one of the two platforms'} this audit reports.`;
}

function allowOrRemove(s: PlatformShutOut): string {
  if (s.via === 'noindex') return `Remove the noindex addressed to ${s.token}`;
  return `Allow ${s.token} in robots.txt for this path${s.rule ? ` (remove or narrow the \`${s.rule}\` that applies to it, or add an Allow line for the path to its group)` : ''}`;
}

function shutOutFix(shutOut: readonly PlatformShutOut[]): string {
  return shutOut
    .map((s) =>
      s.platform === 'google_ai_overviews'
        ? `${allowOrRemove(s)}: it is the crawler behind Google Search, AI Overviews and AI Mode. To keep content out of Gemini's training, disallow Google-Extended instead, which does not affect Search.`
        : `${allowOrRemove(s)}: it fetches pages to cite them in ChatGPT search, not to train models. To keep content out of OpenAI's training, disallow GPTBot instead.`,
    )
    .join(' ');
}
