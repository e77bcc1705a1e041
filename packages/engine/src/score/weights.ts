import type { ModuleName } from '@geo-audit/core';

/**
 * The scoring configuration, in one place and emitted with every result (`score_version`, `weights`) so
 * scores from different engine versions are never compared blindly. Bump `SCORE_VERSION` whenever a
 * weight, a cap or a band changes.
 */
export const SCORE_VERSION = '2026.11.2';

/**
 * Module weights (sum 100). Citability, crawler access and E-E-A-T decide most of whether a page gets
 * cited; llms.txt stays low because Google says it neither helps nor harms Search; agent_readiness is beta
 * and weighs 0. A module that does not apply, failed, or was not requested weighs 0, and the others are
 * renormalised by the weighted mean.
 */
export const MODULE_WEIGHTS: Readonly<Record<ModuleName, number>> = {
  citability: 25,
  crawlers: 15,
  eeat: 15,
  schema: 12,
  brand: 12,
  platforms: 10,
  llmstxt: 5,
  agent_pricing: 6,
  agent_readiness: 0,
};

/** Hard caps: the most `geo_score` can be when the page cannot be cited at all, whatever the modules say. */
export const CAP_LIMITS = {
  /** No response at all, or a non-2xx answer for the page itself. */
  page_not_fetched: 0,
  /** Every search crawler is disallowed by robots.txt (or robots.txt answers 5xx/429 or nothing). */
  search_bots_blocked: 39,
  /** `noindex` for every crawler (meta robots or X-Robots-Tag). */
  noindex: 39,
  /** The main content appears only after JavaScript runs. */
  js_only_content: 39,
  /**
   * Heavy hidden text with keyword stuffing or hidden instructions to AI systems: grounds under Google's spam
   * policies to demote or drop the page, so it is held where a page search engines will not show is (score/spam.ts).
   */
  spam: 39,
} as const;

export type CapId = keyof typeof CAP_LIMITS;
