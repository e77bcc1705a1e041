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
    caps: caps.map((c) => ({ check: c.check, max: c.max, reason: c.reason, evidence: c.evidence })),
    action_plan: buildActionPlan(modules, caps, { weights, uncapped, final: geo_score }),
    uncapped,
  };
}
