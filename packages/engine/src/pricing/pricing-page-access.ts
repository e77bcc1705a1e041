import { botAccessDecision, type RobotsState, robotsStateOf } from '../analyze/crawlers/robots-access.ts';
import type { Artifacts, FetchedResource } from '../artifacts.ts';
import { BOT_ROSTER, type Bot } from '../bots/roster.ts';
import { AnalysisMemo } from '../memo/analysis-memo.ts';

/**
 * Whether the answer engines' crawlers may follow a page's link to its pricing page: robots.txt's verdict on the
 * pricing URL for the search and user-triggered bots it allows on the audited page. A bot the whole site shuts out
 * is the crawlers module's finding; here only a pricing page closed to bots that may read the page linking it counts.
 */

/** Search and user-triggered bots: the ones whose fetches let an answer engine quote a price. */
const ANSWER_BOTS: readonly Bot[] = BOT_ROSTER.filter(
  (b) => !b.legacy && (b.role === 'search' || b.role === 'user'),
);

/** robots.txt read once per analysis (only on pages that rely on a linked pricing page). */
const states = new AnalysisMemo<FetchedResource, RobotsState>();

function stateOf(resource: FetchedResource, pageUrl: string): RobotsState {
  const known = states.get(resource);
  if (known) return known;
  const state = robotsStateOf(resource, pageUrl);
  states.set(resource, state);
  return state;
}

export interface PricingPageAccess {
  /** Bots allowed on the audited page whose robots.txt check was run on the pricing URL. */
  judged: number;
  /** Those of them robots.txt keeps off the pricing page, with the deciding rule. */
  blocked: { token: string; rule: string | null; line: number | null }[];
}

/**
 * robots.txt's verdict on the pricing page for the answer engines' bots allowed on the audited page, or null when
 * it cannot be judged: robots.txt was not gathered, or the pricing page is on another host (with its own robots.txt).
 *
 * @example
 * ```ts
 * pricingPageAccess(artifacts, 'https://www.example.com/pricing')?.blocked; // [] when every bot may follow the link
 * ```
 */
export function pricingPageAccess(artifacts: Artifacts, pricingUrl: string): PricingPageAccess | null {
  const resource = artifacts.robotsTxt;
  if (resource === undefined) return null;
  const pageUrl = artifacts.page.finalUrl || artifacts.url;
  try {
    if (new URL(pricingUrl).origin !== new URL(pageUrl).origin) return null;
  } catch {
    return null;
  }
  const state = stateOf(resource, pageUrl);
  let judged = 0;
  const blocked: PricingPageAccess['blocked'] = [];
  for (const bot of ANSWER_BOTS) {
    if (!botAccessDecision(state, bot, [pageUrl]).allowed) continue;
    judged++;
    const decision = botAccessDecision(state, bot, [pricingUrl]);
    if (!decision.allowed) blocked.push({ token: bot.token, rule: decision.rule, line: decision.line });
  }
  return { judged, blocked };
}
