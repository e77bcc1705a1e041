import type { AuditProblem, AuditRecord } from '@geo-audit/core';

/**
 * core's AuditProblem as the plugin stores it. A `concurrency_limited` wait the site's own limit causes (that
 * many audits of this site running at once, the PHP coordinator's MAX_IN_FLIGHT) has `scope: 'site'` and the
 * number in `limit`; the API key's limit, as the API reports it, has neither.
 */
export type PostAuditProblem = AuditProblem & { scope?: 'site'; limit?: number };

/**
 * core's AuditRecord, with the plugin's problem. `startsAt`: while an audit after an update to a published post
 * waits for more edits (so a burst of them costs one audit), when it starts; absent otherwise.
 */
export type PostAuditRecord = Omit<AuditRecord, 'error'> & {
  error: PostAuditProblem | null;
  startsAt?: string;
};

/** What `GET /geo-audit/v1/posts/:id/audit` answers: the stored record plus what the editor needs. */
export interface PostAuditView {
  record: PostAuditRecord | null;
  /** An administrator has set the API base URL and key. */
  configured: boolean;
  /** The post can be audited once published: its type is audited on publish and it has no password. */
  auditable: boolean;
  /** Why not, when `auditable` is false (older plugin versions send nothing: read it as the post type). */
  notAuditableReason?: 'post_type_not_audited' | 'password_protected' | null;
  published: boolean;
}

/** States in which the audit may still change by itself, so the editor keeps polling. */
export const PENDING_STATES: readonly string[] = ['waiting', 'queued', 'running'];
