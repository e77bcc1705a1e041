import type { Severity } from '@geo-audit/core';
import type { Bot } from '../../bots/roster.ts';

/**
 * The crawlers module's scoring, in one place. Search crawlers decide whether a page can be cited, so
 * they carry most of the weight, the largest answer engines' the most; user-triggered fetchers count some
 * (their vendors say robots.txt may not bind them, but a block still states intent and some obey it);
 * training crawlers and robots-only tokens cost nothing: blocking them is a policy choice.
 */

/** Weight of each search crawler's robots.txt check. Unknown search crawlers get `OTHER_SEARCH_WEIGHT`. */
export const SEARCH_BOT_WEIGHTS: Readonly<Record<string, number>> = {
  Googlebot: 12,
  Bingbot: 10,
  'OAI-SearchBot': 10,
  PerplexityBot: 6,
  'Claude-SearchBot': 6,
  Applebot: 3,
  DuckAssistBot: 2,
  'Meta-WebIndexer': 2,
  'Amzn-SearchBot': 2,
  DuckDuckBot: 2,
};
export const OTHER_SEARCH_WEIGHT = 2;

/** Share of the user-fetchers check each user-triggered fetcher carries. */
export const USER_BOT_WEIGHTS: Readonly<Record<string, number>> = {
  'ChatGPT-User': 3,
  'Claude-User': 2,
  'Perplexity-User': 1,
  'Meta-ExternalFetcher': 1,
  'MistralAI-User': 1,
  'Amzn-User': 1,
};
export const OTHER_USER_WEIGHT = 1;

export const CHECK_WEIGHTS = {
  /** All user-triggered fetchers together. */
  userFetchers: 9,
  /** The reachability probes (UA-only: a WAF may treat the real bots' IPs differently). */
  reachability: 10,
  indexable: 20,
  snippets: 6,
  /**
   * A deep page's canonical naming the home page, weighed only when it does (see canonicalToHome): like a noindex on
   * this URL alone, the page drops out of the index for the home page.
   */
  canonicalToHome: 20,
} as const;

/**
 * The most the module can score while a critical check fails (Googlebot or Bingbot blocked, a noindex
 * for every crawler, robots.txt answering 5xx): a weighted mean alone would leave such a page in the 80s.
 */
export const CRITICAL_CAP = 40;

/** Bots whose block is critical: the two search indexes that feed AI Overviews, Copilot and ChatGPT. */
export const CRITICAL_BOTS: ReadonlySet<string> = new Set(['Googlebot', 'Bingbot']);

export function searchWeight(bot: Bot): number {
  return SEARCH_BOT_WEIGHTS[bot.token] ?? OTHER_SEARCH_WEIGHT;
}

export function userWeight(bot: Bot): number {
  return USER_BOT_WEIGHTS[bot.token] ?? OTHER_USER_WEIGHT;
}

export function searchSeverity(bot: Bot): Severity {
  return CRITICAL_BOTS.has(bot.token) ? 'critical' : searchWeight(bot) >= 6 ? 'high' : 'medium';
}

/** Search and user-triggered bots that are scored (current, not legacy). */
export function isScored(bot: Bot): boolean {
  return (bot.role === 'search' || bot.role === 'user') && !bot.legacy;
}
