import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Tables of the store. Times are Unix epoch milliseconds in BIGINT columns and structured values are JSON
 * text, so the same queries run on SQLite and PostgreSQL.
 */
export interface ApiKeysTable {
  id: string;
  /** The first characters of the key, shown in listings (`geo_live_AbCd…`). */
  prefix: string;
  /** SHA-256 (hex) of the whole key; the key itself is never stored. */
  key_hash: string;
  name: string;
  plan: string;
  /** `whsec_…` secret that signs this key's completion webhooks (needed in clear to sign). */
  webhook_secret: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface RateCountersTable {
  /** `key:<id>` for authenticated requests, `ip:<address>` for the rest. */
  subject: string;
  window_start: number;
  count: number;
}

export type JobStatusValue = 'queued' | 'running' | 'complete' | 'failed';

export interface JobsTable {
  id: string;
  key_id: string;
  url: string;
  normalized_url: string;
  /** JSON array of module names. */
  modules: string;
  webhook_url: string | null;
  status: JobStatusValue;
  progress: number;
  stage: string | null;
  attempts: Generated<number>;
  max_attempts: number;
  /** Not claimed before this time (retry backoff). */
  run_after: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  duration_ms: number | null;
  geo_score: number | null;
  verdict: string | null;
  result_id: string | null;
  error_type: string | null;
  error_message: string | null;
}

export interface ResultsTable {
  id: string;
  job_id: string;
  url: string;
  normalized_url: string;
  /** Unguessable path segment of the public results page. */
  token: string;
  /** The AuditResult as JSON. */
  body: string;
  geo_score: number;
  verdict: string;
  analyzed_at: string;
  created_at: number;
  expires_at: number;
  /** 1 when the job ran every scored module (the result the cached GET may serve), else 0. */
  full_audit: number;
}

export interface IdempotencyKeysTable {
  key_id: string;
  idempotency_key: string;
  /** SHA-256 of the canonical request body: a reused key with another body is refused. */
  request_hash: string;
  job_id: string;
  /** The 202 body first returned, replayed verbatim. */
  response: string;
  created_at: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'gone' | 'failed';

export interface WebhookDeliveriesTable {
  /** The `webhook-id`, identical on every attempt. */
  id: string;
  job_id: string;
  key_id: string;
  url: string;
  body: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: number;
  lease_expires_at: number | null;
  last_status: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

export interface Database {
  api_keys: ApiKeysTable;
  rate_counters: RateCountersTable;
  jobs: JobsTable;
  results: ResultsTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type ResultRow = Selectable<ResultsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
