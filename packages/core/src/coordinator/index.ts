export { awaitsRecheck } from './awaits-recheck.ts';
export {
  type Coordinator,
  type CoordinatorOptions,
  createCoordinator,
  type WebhookOutcome,
} from './create-coordinator.ts';
export { createMemoryStore } from './memory-store.ts';
export { DEFAULT_RECHECK_DELAYS_MS, pageNotServedCap, planRecheck } from './recheck.ts';
export { resultsLink } from './results-link.ts';
export { previousAudit, trendPoints } from './score-history.ts';
export type {
  AuditHistoryEntry,
  AuditProblem,
  AuditRecord,
  AuditState,
  AuditTarget,
  CoordinatorStore,
  WebhookClaim,
  WebhookLease,
} from './types.ts';
export { type ResolvedUrl, resolveUrlPattern } from './url-pattern.ts';
export {
  describeWaitPlan,
  retryAhead,
  WAIT_REASONS,
  type WaitPlan,
  type WaitReason,
} from './wait-plan.ts';
export {
  claimState,
  heldClaim,
  WEBHOOK_CLAIM_LEASE_MS,
  WEBHOOK_IN_PROGRESS,
  webhookLease,
} from './webhook-claim.ts';
