import type { ModuleName } from '@geo-audit/core';

/**
 * The scoring configuration, in one place and emitted with every result (`score_version`, `weights`) so
 * scores from different engine versions are never compared blindly. Bump `SCORE_VERSION` whenever a
 * weight, a cap or a band changes.
 */
export const SCORE_VERSION = '2026.11.18';

/**
 * Module weights (sum 100). Citability, crawler access and E-E-A-T decide most of whether a page gets
 * cited; llms.txt stays low because Google says it neither helps nor harms Search and no answer engine says it
 * reads it (decision 0037); a site with none is not applicable and weighs 0 (decision 0038). It stays below the platforms, which say whether ChatGPT and AI Overviews can cite the page;
 * agent_readiness is beta and weighs 0. A module that does not apply, failed, or was not requested weighs 0, and the others are
 * renormalised by the weighted mean.
 */
export const MODULE_WEIGHTS: Readonly<Record<ModuleName, number>> = {
  citability: 25,
  crawlers: 15,
  eeat: 15,
  schema: 12,
  brand: 12,
  platforms: 13,
  llmstxt: 2,
  agent_pricing: 6,
  agent_readiness: 0,
};

/** Hard caps: the most `geo_score` can be when the page cannot be cited at all, whatever the modules say. */
export const CAP_LIMITS = {
  /**
   * No response at all, a non-2xx answer for the page itself, a bot challenge, or a "page not found" page served with
   * 200 (or a redirect to the home page): a soft 404 (score/soft-not-found.ts, decision 0047).
   */
  page_not_fetched: 0,
  /** Every search crawler is disallowed by robots.txt (or robots.txt answers 5xx/429 or nothing). */
  search_bots_blocked: 39,
  /**
   * The search crawlers of the AI answer engines (OAI-SearchBot, Claude-SearchBot, PerplexityBot) are all
   * disallowed by robots.txt: only search engines' AI features can still cite the page, so it cannot be "Good" at
   * being cited by AI answer engines (decision 0037).
   */
  answer_engine_bots_blocked: 69,
  /**
   * One of the two platforms the result reports cannot cite the page because the site shut its crawler out:
   * robots.txt disallows Googlebot (Google Search, AI Overviews, AI Mode) or OAI-SearchBot (ChatGPT search), or a
   * noindex addressed to that crawler. The verdict cannot read "Good" while a reported platform is not eligible
   * (decision 0043).
   */
  platform_blocked: 69,
  /** `noindex` for every crawler (meta robots or X-Robots-Tag). */
  noindex: 39,
  /**
   * The page's canonical URL is on another site (registrable domain): search engines index and cite that URL in this
   * one's place. A hint, not a directive like noindex, and right for a syndicated copy, so the page is held at "Poor"
   * rather than "Critical": neither reported platform is expected to cite this URL (decision 0044).
   */
  canonical_elsewhere: 59,
  /** The main content appears only after JavaScript runs. */
  js_only_content: 39,
  /** The page is a sign-in form, or the URL redirects to one: nothing on it is content to cite (decision 0043). */
  sign_in_page: 39,
  /**
   * A consent wall stands in place of the page: agent_readiness's cookie wall, with under 150 words of main content
   * beside it. Crawlers and answer engines click no "Accept": they get the consent form (decision 0044).
   */
  consent_wall: 39,
  /**
   * Heavy hidden text with keyword stuffing or hidden instructions to AI systems: grounds under Google's spam
   * policies to demote or drop the page, so it is held where a page search engines will not show is (score/spam.ts).
   */
  spam: 39,
  /**
   * Keyword stuffing at twice the level `citability.keyword_stuffing` fails at, without hidden text (which `spam`
   * holds lower), or a stuffed doorway page: Google's spam policies name both on their own (score/spam.ts,
   * decision 0044).
   */
  keyword_stuffing: 59,
} as const;

export type CapId = keyof typeof CAP_LIMITS;

/**
 * The search crawlers of the AI answer engines, as opposed to the search engines whose AI features (AI Overviews,
 * Copilot) read their own index: with all of them disallowed, ChatGPT search, Claude and Perplexity cannot cite the
 * page (`gate.answer_engine_bots_blocked`).
 */
export const ANSWER_ENGINE_BOTS: readonly string[] = ['OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot'];
