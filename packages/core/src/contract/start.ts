import { z } from 'zod';
import { JOB_STATUSES } from './enum-values.ts';
import { MODULE_NAMES } from './module-names.ts';
import { openEnum } from './open-enum.ts';

const httpUrl = (field: string) =>
  z
    .string()
    .max(2048, `${field} must be at most 2048 characters`)
    .refine((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === 'http:' || protocol === 'https:';
      } catch {
        return false;
      }
    }, `${field} must be an absolute http:// or https:// URL`);

/**
 * Body of `POST /api/audit.php`. Unknown fields are ignored.
 *
 * @example
 * ```ts
 * StartAuditRequest.parse({ url: 'https://example.com/blog/post', modules: ['schema', 'crawlers'] });
 * ```
 */
export const StartAuditRequest = z.object({
  url: httpUrl('url'),
  modules: z
    .array(z.enum(MODULE_NAMES, { error: () => `unknown module; accepted: ${MODULE_NAMES.join(', ')}` }))
    .min(1, 'modules must name at least one module when given')
    .optional(),
  webhook_url: httpUrl('webhook_url').optional(),
});
export type StartAuditRequest = z.infer<typeof StartAuditRequest>;

export { JOB_STATUSES } from './enum-values.ts';

/** Job status: SPEC.md's queued | running | complete, plus our terminal `failed` extension. */
export const JobStatus = openEnum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

/** 202 response of `POST /api/audit.php`. */
export const StartAuditResponse = z.looseObject({
  job_id: z.string().min(1),
  status: JobStatus,
  estimated_seconds: z.int().min(0),
});
export type StartAuditResponse = z.infer<typeof StartAuditResponse>;
