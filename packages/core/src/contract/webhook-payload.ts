import { z } from 'zod';
import { AuditFailure, JOB_STATUS_DESCRIPTION } from './audit-failure.ts';
import { Score } from './open-enum.ts';
import { JobStatus } from './start.ts';
import { Verdict } from './verdict.ts';

/**
 * Body of the completion webhook (our shape; SPEC.md leaves it open). It is a thin hint: receivers
 * confirm with the status endpoint and fetch the full result before trusting it. A `failed` audit carries
 * `error` (optional, so events from older servers still parse), as its status response does.
 */
export const AuditCompletedEvent = z.looseObject({
  type: z.literal('audit.completed'),
  job_id: z.string().min(1),
  url: z.string(),
  status: JobStatus.describe(JOB_STATUS_DESCRIPTION),
  geo_score: Score.nullable(),
  verdict: Verdict.nullable(),
  results_url: z.string().nullable(),
  analyzed_at: z.string().nullable(),
  error: AuditFailure.optional(),
});
export type AuditCompletedEvent = z.infer<typeof AuditCompletedEvent>;
