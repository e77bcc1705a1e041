import { z } from 'zod';
import { Score } from './open-enum.ts';
import { JobStatus } from './start.ts';
import { Verdict } from './verdict.ts';

/**
 * Body of the completion webhook (our shape; SPEC.md leaves it open). It is a thin hint: receivers
 * confirm with the status endpoint and fetch the full result before trusting it.
 */
export const AuditCompletedEvent = z.looseObject({
  type: z.literal('audit.completed'),
  job_id: z.string().min(1),
  url: z.string(),
  status: JobStatus,
  geo_score: Score.nullable(),
  verdict: Verdict.nullable(),
  results_url: z.string().nullable(),
  analyzed_at: z.string().nullable(),
});
export type AuditCompletedEvent = z.infer<typeof AuditCompletedEvent>;
