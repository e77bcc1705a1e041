export { challengeEvidence, isChallenge } from './challenge.ts';
export {
  DEFAULT_GATHER_BUDGET_MS,
  DEFAULT_GATHER_CONCURRENCY,
  type GatherOptions,
  gather,
} from './gather.ts';
export type { LlmsLinkOptions } from './llms-links.ts';
export { findPricingLink } from './pricing-link.ts';
export { isRefusedProbe, REFUSAL_STATUSES, SMALL_BODY_MIN_BASELINE, SMALL_BODY_RATIO } from './probes.ts';
export { isTextDocument } from './text-document.ts';
