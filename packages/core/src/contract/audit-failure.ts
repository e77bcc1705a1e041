import { z } from 'zod';

/**
 * Why a job ended `failed` (our extension status), as the status response and the completion webhook carry
 * it: `type` is `/problems/audit-failed`, `code` a stable machine-readable reason (`timeout`, `network`,
 * `dns_failure`, …), `message` what happened and what to do, for people.
 *
 * @example
 * ```ts
 * AuditFailure.parse({ type: '/problems/audit-failed', code: 'timeout', message: 'The page did not answer in time.' });
 * ```
 */
export const AuditFailure = z.looseObject({
  type: z.string().optional(),
  code: z.string().optional(),
  message: z.string(),
});
export type AuditFailure = z.infer<typeof AuditFailure>;

/** How `status` reads on the wire, for generated documentation (OpenAPI) and client authors. */
export const JOB_STATUS_DESCRIPTION =
  'queued, running or complete (SPEC.md), or failed: our terminal extension, the job ended without a result and never changes again; `error` says why. Treat any status other than queued and running as final.';
