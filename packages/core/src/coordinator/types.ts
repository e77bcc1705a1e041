import type { AuditResult } from '../contract/audit-result.ts';

/**
 * Where an audit of one document stands, as the host stores and shows it.
 * - `waiting`: not yet accepted by the API (local queue, waiting out a rate limit, or waiting to audit again
 *   because the site did not serve the page yet); see `error`.
 * - `queued` / `running`: accepted; the job runs on the API.
 * - `complete`: the result is stored.
 * - `failed`: the API accepted the job but it failed, or the API refused it for good (e.g. 422).
 */
export type AuditState = 'waiting' | 'queued' | 'running' | 'complete' | 'failed';

/** Why the last attempt did not produce a result, in terms an editor can act on. */
export interface AuditProblem {
  code:
    | 'invalid_url'
    | 'rate_limited'
    | 'concurrency_limited'
    | 'server_error'
    | 'network'
    | 'auth'
    | 'plan'
    | 'audit_failed'
    | 'page_not_served'
    | 'audit_cancelled'
    | 'contract'
    | 'unknown';
  message: string;
  /** When the coordinator will try again by itself, if it will. */
  retryAt?: string;
  /**
   * On `page_not_served`: the parts of `message`, so a host can say it in the editor's language: the engine's
   * reason (as sent), and which re-check comes next of how many.
   */
  recheck?: { reason: string; attempt: number; of: number };
}

/** One past result, for the score trend. */
export interface AuditHistoryEntry {
  jobId: string;
  geoScore: number;
  verdict: string;
  analyzedAt: string;
}

/** The host's record of one document's audit: latest state, latest result, and history. */
export interface AuditRecord {
  /** The host's identity of the document (e.g. `api::article.article:abc123:en`). */
  key: string;
  /** The public URL that was audited. */
  url: string;
  state: AuditState;
  jobId: string | null;
  geoScore: number | null;
  verdict: string | null;
  resultsUrl: string | null;
  result: AuditResult | null;
  error: AuditProblem | null;
  /** Progress 0–1 while running, when the API reports it. */
  progress: number | null;
  requestedAt: string;
  updatedAt: string;
  completedAt: string | null;
  /** Newest first, capped; results that found no page (see `PAGE_NOT_SERVED_CAP`) are not kept. */
  history: AuditHistoryEntry[];
  /**
   * Audits run again by the coordinator since the last publish because the site did not serve the page yet
   * (see `CoordinatorOptions.recheckDelaysMs`); absent or 0 when none.
   */
  rechecks?: number;
}

/** A document to audit, as the host resolves it on publish. */
export interface AuditTarget {
  key: string;
  url: string;
}

/**
 * The small storage port a host implements (Strapi content type, WordPress post meta, Sanity documents).
 *
 * @example
 * ```ts
 * const store = createMemoryStore(); // for tests and single-process demos
 * ```
 */
export interface CoordinatorStore {
  get(key: string): Promise<AuditRecord | null>;
  findByJobId(jobId: string): Promise<AuditRecord | null>;
  save(record: AuditRecord): Promise<void>;
  /** Records in `waiting`, `queued` or `running`. */
  listActive(): Promise<AuditRecord[]>;
  /** Atomically remembers a webhook id; false when it was seen before (the delivery is a duplicate). */
  claimWebhookId(id: string): Promise<boolean>;
  /**
   * Forgets a claimed webhook id, called when handling that delivery failed (the store or the host threw), so the
   * sender's redelivery is processed instead of answered "duplicate". Optional: without it the fallback poller
   * still confirms the job, later.
   */
  releaseWebhookId?(id: string): Promise<void>;
}
