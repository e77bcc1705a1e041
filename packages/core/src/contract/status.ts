import { z } from 'zod';
import { AuditFailure, JOB_STATUS_DESCRIPTION } from './audit-failure.ts';
import { Score } from './open-enum.ts';
import { JobStatus } from './start.ts';

/**
 * Response of `GET /api/audit_status.php?job_id=`. When `status` is `complete`, `geo_score` and
 * `results_url` are present (SPEC.md 4.2). While queued or running we add `progress` (0–1),
 * `position` (jobs ahead in the queue) and `poll_after_ms` (when to ask again). A `failed` job carries
 * `error` (our extension; clients treat it as terminal).
 */
export const AuditStatusResponse = z
  .looseObject({
    job_id: z.string().min(1),
    status: JobStatus.describe(JOB_STATUS_DESCRIPTION),
    geo_score: Score.optional(),
    results_url: z.string().optional(),
    progress: z.number().min(0).max(1).optional(),
    position: z.int().min(0).optional(),
    poll_after_ms: z.int().min(0).optional(),
    estimated_seconds: z.int().min(0).optional(),
    error: AuditFailure.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'complete') return;
    for (const field of ['geo_score', 'results_url'] as const) {
      if (value[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required when status is complete`,
        });
      }
    }
  });
export type AuditStatusResponse = z.infer<typeof AuditStatusResponse>;

/** Statuses after which a job never changes again. */
export function isTerminalStatus(status: string): boolean {
  return status === 'complete' || status === 'failed';
}
