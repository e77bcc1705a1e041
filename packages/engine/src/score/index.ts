export { buildActionPlan, GATE_FINDINGS, type PlanScores } from './action-plan.ts';
export { type AppliedCap, computeCaps } from './caps.ts';
export {
  allSearchBotsBlockedEvidence,
  type BotAccess,
  botAccess,
  type Directives,
  directivesFor,
  jsOnlyEvidence,
  pageFetched,
  searchBotTokens,
} from './gates.ts';
export { effectiveWeights, weightedScore } from './geo-score.ts';
export { type ScoreSummary, scoreModules } from './score.ts';
export { CAP_LIMITS, type CapId, MODULE_WEIGHTS, SCORE_VERSION } from './weights.ts';
