import type { Artifacts } from '../../artifacts.ts';
import { BOT_ROSTER } from '../../bots/roster.ts';
import {
  botAccessDecision,
  governingRobots,
  type RobotsState,
  robotsState,
  robotsUnavailable,
} from '../crawlers/robots-access.ts';
import { isScored } from '../crawlers/weights.ts';

/**
 * Whether robots.txt lets the answer engines read the conversion link llms.txt names: the search and
 * user-triggered bots (the crawlers module's scored roster) must be able to fetch the page to confirm or quote it
 * before an assistant hands it to a user. Judged with the crawlers module's own decisions (`botAccessDecision`).
 *
 * Only a link on an origin whose robots.txt the audit read is judged: the audited origin's, or the origin the page
 * redirected to (its robots.txt governs there). An off-site link (a Stripe checkout, a Calendly page) is not
 * judged by this site's file. Nor is any link when robots.txt is unavailable (5xx, 429, no answer): crawlers then
 * assume everything is disallowed, which crawlers.robots_txt reports once for the whole site.
 */

/** The rules that keep some of those bots from a link. */
export interface CtaRobotsBlock {
  /** The robots.txt that decided. */
  robotsUrl: string;
  /** The bots that may not fetch the link, in roster order. */
  bots: string[];
  /** How many bots were judged (every scored bot). */
  judged: number;
  /** The deciding rules, each with the bots it blocks, in order of first appearance. */
  rules: Array<{ rule: string | null; line: number | null; bots: string[] }>;
}

/** A link's robots.txt verdict for the answer engines: null when they may all fetch it or it is not judged. */
export type CtaRobotsJudge = (url: string) => CtaRobotsBlock | null;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The judge for this audit's robots.txt.
 *
 * @example
 * ```ts
 * const judge = ctaRobotsJudge(artifacts); // robots.txt: `User-agent: *` / `Disallow: /pricing`
 * judge('https://shop.example/pricing')?.rules; // [{ rule: 'Disallow: /pricing', line: 2, bots: ['OAI-SearchBot', …] }]
 * judge('https://buy.stripe.com/abc'); // null: another site's link
 * ```
 */
export function ctaRobotsJudge(artifacts: Artifacts): CtaRobotsJudge {
  let states: Map<string, RobotsState> | null = null;
  // Read robots.txt only when a candidate is asked about.
  const stateFor = (origin: string): RobotsState | null => {
    if (states === null) {
      states = new Map();
      const { state, crossOrigin } = governingRobots(artifacts);
      const audited = originOf(artifacts.url);
      if (audited !== null) states.set(audited, crossOrigin ? robotsState(artifacts) : state);
      const final = crossOrigin === null ? null : originOf(crossOrigin);
      if (final !== null && !states.has(final)) states.set(final, state);
    }
    return states.get(origin) ?? null;
  };
  const bots = BOT_ROSTER.filter(isScored);
  return (url) => {
    const origin = originOf(url);
    const state = origin === null ? null : stateFor(origin);
    if (state === null || state.parsed === null || robotsUnavailable(state)) return null;
    const blocked = bots.flatMap((bot) => {
      const decision = botAccessDecision(state, bot, [url]);
      return decision.allowed ? [] : [{ token: bot.token, decision }];
    });
    if (blocked.length === 0) return null;
    const rules: CtaRobotsBlock['rules'] = [];
    for (const { token, decision } of blocked) {
      const same = rules.find((r) => r.rule === decision.rule && r.line === decision.line);
      if (same) same.bots.push(token);
      else rules.push({ rule: decision.rule, line: decision.line, bots: [token] });
    }
    return { robotsUrl: state.url, bots: blocked.map((b) => b.token), judged: bots.length, rules };
  };
}
