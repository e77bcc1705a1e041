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
    | 'api_address'
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
  /**
   * On `invalid_url` a host stored before asking the API, because its URL pattern gave no address: why, so a host
   * can say it in the editor's language: the type has no pattern (`none`), the document lacks `fields`
   * (`missing`), or the filled-in pattern is no http(s) URL (`not_http`).
   */
  pattern?: { reason: 'none' | 'missing' | 'not_http'; fields: string[] };
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
  /**
   * Atomically claims a webhook id for one delivery (see `WebhookClaim`): a new id, or one whose earlier claim
   * lapsed (released, or its lease ran out because the process died), is `claimed` by this delivery's `lease`; an
   * id whose claim is held and unexpired is `processing`; an id acted on before is `done`. A store written before
   * leases may still answer true (claimed) or false (taken as `done`).
   */
  claimWebhookId(id: string, lease: WebhookLease): Promise<WebhookClaim | boolean>;
  /**
   * Marks a claimed id acted on, so later deliveries of it are answered "duplicate". Optional: without it the
   * claim stays `processing` until its lease runs out, and a redelivery then is acted on again (harmlessly).
   */
  completeWebhookId?(id: string, token: string): Promise<void>;
  /**
   * Gives up a claim, called when handling that delivery failed (the store or the host threw), so the sender's
   * redelivery is processed instead of answered "in progress" or "duplicate". With `token`, only the claim that
   * token still holds is given up (a slower delivery whose lease was taken over leaves the new claim alone).
   * Optional: without it the claim lapses when its lease runs out, and the fallback poller confirms the job.
   */
  releaseWebhookId?(id: string, token?: string): Promise<void>;
}

/**
 * What claiming a webhook id found:
 * - `claimed`: this delivery acts on it (the id is new, or an earlier claim was released or outlived its lease);
 * - `processing`: another delivery of the id holds an unexpired claim and has not finished: this one must be
 *   answered so that the sender tries again, as that one may still fail;
 * - `done`: a delivery of the id was acted on: this one is a duplicate.
 */
export type WebhookClaim = 'claimed' | 'processing' | 'done';

/** The claim one delivery asks for (`webhookLease` makes one). */
export interface WebhookLease {
  /** Unique to the delivery, so only the delivery holding a claim releases it. */
  token: string;
  /** Now, by the host's clock: a held claim whose `expiresAt` is not after it has lapsed. */
  now: Date;
  /** Until when the claim holds unfinished; a claim still unfinished then is taken for abandoned. */
  expiresAt: Date;
}
