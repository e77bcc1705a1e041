/**
 * Values mirrored from `@geo-audit/core`'s contract. Importing them at runtime would pull zod and ky into
 * every browser bundle of the React entry (about 94 KB gzipped), so render keeps these small copies and
 * imports only types from core; `test/model/contract-mirror.test.ts` fails the moment they drift apart.
 * See docs/decisions/0010F-render-mirrors-contract-constants.md.
 */

/** Core's `MODULE_NAMES`: the nine modules in SPEC.md order, used as the tie-break order. */
export const MODULE_ORDER = [
  'citability',
  'brand',
  'eeat',
  'crawlers',
  'schema',
  'platforms',
  'llmstxt',
  'agent_pricing',
  'agent_readiness',
] as const;

/** Core's `BETA_MODULES`. */
export const BETA_MODULE_NAMES: readonly string[] = ['agent_readiness'];

/** Core's `VERDICT_BANDS`: a score at or above `min` earns the verdict. */
export const BAND_THRESHOLDS = [
  { verdict: 'Excellent', min: 90 },
  { verdict: 'Good', min: 75 },
  { verdict: 'Fair', min: 60 },
  { verdict: 'Poor', min: 40 },
  { verdict: 'Critical', min: 0 },
] as const;

/** Core's `PRIORITIES`, most urgent first. */
export const PRIORITY_ORDER = ['critical', 'high', 'medium', 'low'] as const;

/** Core's `SEVERITIES`, most severe first. */
export const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low', 'info'] as const;

/** Core's `CHECK_STATUSES`. */
export const CHECK_STATUS_VALUES = ['pass', 'fail', 'warn', 'info', 'not_applicable', 'error'] as const;

/** Core's `EFFORTS`. */
export const EFFORT_VALUES = ['low', 'medium', 'high'] as const;

/** Core's `JOB_STATUSES`. */
export const JOB_STATUS_VALUES = ['queued', 'running', 'complete', 'failed'] as const;
