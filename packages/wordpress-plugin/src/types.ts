import type { AuditRecord } from '@geo-audit/core';

/** What `GET /geo-audit/v1/posts/:id/audit` answers: core's AuditRecord plus what the editor needs. */
export interface PostAuditView {
  record: AuditRecord | null;
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
