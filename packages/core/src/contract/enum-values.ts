/**
 * The closed value lists of the contract, free of zod so that browser bundles (the result renderer) can
 * import them through `@geo-audit/core/constants` without pulling in the schemas. The schemas in this
 * folder are built from these lists.
 */

/** How urgent a failed check is. `critical` marks gates that stop a page from being cited at all. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;

/** The outcome of one check. `not_applicable` checks weigh 0; `error` means the check could not run. */
export const CHECK_STATUSES = ['pass', 'fail', 'warn', 'info', 'not_applicable', 'error'] as const;

/** Action-plan priorities, most urgent first. */
export const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;

/** Action-plan effort estimates, least first. */
export const EFFORTS = ['low', 'medium', 'high'] as const;

/** Job states: SPEC.md's queued | running | complete, plus our terminal `failed` extension. */
export const JOB_STATUSES = ['queued', 'running', 'complete', 'failed'] as const;

/** Verdicts our engine emits, best first. A hosted service may send others; they are kept. */
export const VERDICTS = ['Excellent', 'Good', 'Fair', 'Poor', 'Critical'] as const;
export type KnownVerdict = (typeof VERDICTS)[number];
