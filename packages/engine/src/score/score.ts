import {
  type ActionItem,
  type AuditModules,
  type KnownVerdict,
  type ScoreCap,
  verdictFor,
} from '@geo-audit/core';
import { buildActionPlan } from './action-plan.ts';
import type { AppliedCap } from './caps.ts';
import { effectiveWeights, weightedScore } from './geo-score.ts';
import { SCORE_VERSION } from './weights.ts';

/** The scored part of an audit result. */
export interface ScoreSummary {
  geo_score: number;
  verdict: KnownVerdict;
  score_version: string;
  weights: Record<string, number>;
  caps: ScoreCap[];
  action_plan: ActionItem[];
  /** The weighted mean before caps (not on the wire; for reports and tests). */
  uncapped: number;
}

/**
 * Scores the emitted modules: weighted mean of the applicable ones, hard caps, verdict from core's bands,
 * and the ranked action plan. Pure and deterministic.
 *
 * @example
 * ```ts
 * const { geo_score, verdict } = scoreModules(modules, computeCaps(context));
 * ```
 */
export function scoreModules(modules: AuditModules, caps: AppliedCap[]): ScoreSummary {
  const weights = effectiveWeights(modules);
  const uncapped = weightedScore(modules, weights);
  const geo_score = Math.min(uncapped, ...caps.map((c) => c.max));
  return {
    geo_score,
    verdict: verdictFor(geo_score),
    score_version: SCORE_VERSION,
    weights,
    caps: caps.map((c) => ({
      check: c.check,
      max: c.max,
      reason: c.reason,
      ...(c.kind ? { kind: c.kind } : {}),
      evidence: c.evidence,
    })),
    action_plan: withStagingHint(
      buildActionPlan(modules, caps, { weights, uncapped, final: geo_score }),
      caps,
    ),
    uncapped,
  };
}

const STAGING_HINT =
  'robots.txt disallows everything and the page says noindex, as staging and development copies do: if this is one, audit the live page instead (check the URL pattern the CMS plugin builds page addresses with). If this is the live site: ';

/**
 * robots.txt shutting every crawler out and a noindex together are how staging copies are closed, and a CMS plugin
 * pointed at one audits it: the likelier fix, auditing the live page, leads the plan's first item.
 */
function withStagingHint(plan: ActionItem[], caps: AppliedCap[]): ActionItem[] {
  const staging =
    caps.some((c) => c.check === 'gate.search_bots_blocked') && caps.some((c) => c.check === 'gate.noindex');
  const [first, ...rest] = plan;
  return staging && first ? [{ ...first, fix: `${STAGING_HINT}${first.fix}` }, ...rest] : plan;
}
