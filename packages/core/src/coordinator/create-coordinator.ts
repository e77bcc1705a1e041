import type { GeoAuditClient } from '../client/create-client.ts';
import type { ModuleName } from '../contract/module-names.ts';
import { AuditCompletedEvent } from '../contract/webhook-payload.ts';
import type { HeaderSource } from '../webhooks/verify.ts';
import { verifyWebhook } from '../webhooks/verify.ts';
import { WebhookVerificationError } from '../webhooks/webhook-verification-error.ts';
import { problemFromError } from './problem-from-error.ts';
import { DEFAULT_RECHECK_DELAYS_MS, pageNotServedCap, planRecheck } from './recheck.ts';
import { resultsLink } from './results-link.ts';
import type { AuditProblem, AuditRecord, AuditState, AuditTarget, CoordinatorStore } from './types.ts';
import { claimState, WEBHOOK_IN_PROGRESS, webhookLease } from './webhook-claim.ts';

export interface CoordinatorOptions {
  client: GeoAuditClient;
  store: CoordinatorStore;
  /** The host's webhook route, sent as `webhook_url`. Omit it to rely on `pollActive` alone. */
  webhookUrl?: string;
  /**
   * Secret(s) that sign completion webhooks. Without one, a webhook is only a hint: nothing is stored until
   * the authenticated API confirms it (which the coordinator always does anyway).
   */
  webhookSecret?: string | readonly string[];
  /** Modules to request (default: the API's default). */
  modules?: ModuleName[];
  /** Audits this host keeps queued or running on the API at once (default 5, the API's limit). */
  maxInFlight?: number;
  /** Past results kept per document (default 20). */
  historyLimit?: number;
  /**
   * When a finished audit says the site did not serve the page (a 404, a soft 404, a coming-soon page, a
   * redirect to the home page …), the delays before each automatic re-audit; the record waits with a
   * `page_not_served` problem meanwhile. A headless or static front end often serves a new page only
   * minutes after the CMS publishes it. Default `DEFAULT_RECHECK_DELAYS_MS` (2, 5, 15 minutes); `[]` never
   * re-checks. Each re-check is one more audit against the API quota.
   *
   * @example
   * ```ts
   * createCoordinator({ client, store, recheckDelaysMs: [60_000] }); // one re-check, a minute later
   * ```
   */
  recheckDelaysMs?: readonly number[];
  now?: () => Date;
  /** Called after every stored change, so hosts can push live updates to editors. */
  onChange?: (record: AuditRecord) => void;
}

/** What the host's webhook route answers. */
export interface WebhookOutcome {
  status: 200 | 202 | 400 | 401 | 503;
  body: { ok: boolean; reason?: string; state?: AuditState };
  /** Response headers to send: `Retry-After` while another delivery of the same id is being acted on. */
  headers?: Readonly<Record<string, string>>;
}

/** Seconds until the API said to ask again (1 s to an hour), else a minute: a redelivery's `Retry-After`. */
function retryAfterSeconds(problem: AuditProblem, at: Date): number {
  const retryAt = problem.retryAt ? Date.parse(problem.retryAt) : Number.NaN;
  if (Number.isNaN(retryAt)) return 60;
  return Math.min(3600, Math.max(1, Math.ceil((retryAt - at.getTime()) / 1000)));
}

export interface Coordinator {
  /** Records the publish and starts the audit when quota and concurrency allow. Never throws. */
  publish(target: AuditTarget): Promise<AuditRecord>;
  /** Verifies, deduplicates and confirms a completion webhook, then stores the result. */
  handleWebhook(input: { rawBody: string | Uint8Array; headers: HeaderSource }): Promise<WebhookOutcome>;
  /** Confirms one document's job with the status endpoint (and stores the result when complete). */
  refresh(key: string): Promise<AuditRecord | null>;
  /** The fallback poller: confirms running jobs and starts waiting ones whose time has come. */
  pollActive(): Promise<void>;
  /**
   * For a document that is no longer public (unpublished or deleted): drops the start or re-check still waiting,
   * so no audit of a page that is gone runs or counts against the quota, and lets a job already on the API finish
   * without scheduling a re-check. The last result stays, with an `audit_cancelled` problem saying why; a new
   * publish audits again. Returns the record, or null when the document has none.
   */
  withdraw(key: string): Promise<AuditRecord | null>;
}

/** Why a withdrawn document's audit stopped (see `Coordinator.withdraw`). */
const CANCELLED: AuditProblem = {
  code: 'audit_cancelled',
  message: 'The page is no longer published, so its audit was cancelled. Publishing it again audits it.',
};

/** Whether the record's job is on the API (accepted, not finished): the only state a status check may change. */
const inFlight = (record: AuditRecord): boolean => record.state === 'queued' || record.state === 'running';

/**
 * The host-neutral publish → audit → result flow shared by every CMS plugin. Hosts supply a storage port and
 * resolve each document's public URL; the coordinator starts audits through a quota-aware local queue
 * (at most `maxInFlight` jobs, waits out 429s), verifies completion webhooks, and stores only what the
 * authenticated API confirms.
 *
 * @example
 * ```ts
 * const coordinator = createCoordinator({ client, store, webhookUrl: 'https://cms.example.com/geo-audit/webhook', webhookSecret });
 * await coordinator.publish({ key: 'article:42:en', url: 'https://example.com/blog/hello' });
 * // in the webhook route:
 * const { status, body } = await coordinator.handleWebhook({ rawBody, headers });
 * ```
 */
export function createCoordinator(options: CoordinatorOptions): Coordinator {
  const { client, store } = options;
  const maxInFlight = options.maxInFlight ?? 5;
  const historyLimit = options.historyLimit ?? 20;
  const recheckDelaysMs = options.recheckDelaysMs ?? DEFAULT_RECHECK_DELAYS_MS;
  const now = options.now ?? (() => new Date());
  // Starts run one at a time so concurrent publishes never exceed maxInFlight.
  let pumping: Promise<void> = Promise.resolve();

  async function save(record: AuditRecord): Promise<AuditRecord> {
    record.updatedAt = now().toISOString();
    await store.save(record);
    options.onChange?.(record);
    return record;
  }

  async function start(record: AuditRecord): Promise<void> {
    try {
      const job = await client.startAudit({
        url: record.url,
        ...(options.modules ? { modules: options.modules } : {}),
        ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
        // A re-check is a new audit of the same publish, so it needs a key of its own.
        idempotencyKey: `${record.key}@${record.requestedAt}${record.rechecks ? `#recheck-${record.rechecks}` : ''}`,
      });
      Object.assign(record, { state: 'queued', jobId: job.job_id, error: null, progress: 0 });
    } catch (error) {
      const { problem, retryable } = problemFromError(error, now());
      Object.assign(record, { state: retryable ? 'waiting' : 'failed', error: problem });
    }
    await save(record);
  }

  async function pumpOnce(): Promise<void> {
    const active = await store.listActive();
    const running = active.filter((r) => r.state !== 'waiting').length;
    const due = active
      .filter(
        (r) => r.state === 'waiting' && (!r.error?.retryAt || Date.parse(r.error.retryAt) <= now().getTime()),
      )
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
    let slots = maxInFlight - running;
    for (const record of due) {
      if (slots <= 0) break;
      const quota = client.rateLimit;
      if (quota?.remaining === 0 && quota.resetAt && quota.resetAt.getTime() > now().getTime()) {
        record.error = {
          code: 'rate_limited',
          message: 'The hourly API quota is used up; the audit starts when it resets.',
          retryAt: quota.resetAt.toISOString(),
        };
        await save(record);
        continue;
      }
      await start(record);
      if (record.state === 'queued') slots--;
      if (record.error?.code === 'rate_limited' || record.error?.code === 'concurrency_limited') break;
    }
  }

  function pump(): Promise<void> {
    pumping = pumping.then(pumpOnce, pumpOnce);
    return pumping;
  }

  /** `onUnconfirmed` hears why asking the API failed when asking again may work (the record keeps its state). */
  async function confirm(
    record: AuditRecord,
    onUnconfirmed?: (problem: AuditProblem) => void,
  ): Promise<AuditRecord> {
    // Callers confirm only jobs in flight, so a result may schedule a re-check.
    if (!record.jobId) return record;
    const withdrawn = record.error?.code === 'audit_cancelled';
    try {
      const status = await client.getStatus(record.jobId);
      if (status.status === 'complete') {
        const result = await client.getResult(record.url);
        const analyzedAt = result.analyzed_at;
        const history = record.history.filter((entry) => entry.jobId !== record.jobId);
        // A result of no page (a 404, a coming-soon page …) says nothing about the page's score: the trend and
        // the change since the last audit skip it.
        if (!pageNotServedCap(result))
          history.unshift({
            jobId: record.jobId,
            geoScore: result.geo_score,
            verdict: result.verdict,
            analyzedAt,
          });
        Object.assign(record, {
          state: 'complete',
          geoScore: result.geo_score,
          verdict: result.verdict,
          resultsUrl: resultsLink(status.results_url),
          result,
          error: null,
          progress: 1,
          completedAt: now().toISOString(),
          history: history.slice(0, historyLimit),
        });
        const rechecks = record.rechecks ?? 0;
        // A document withdrawn while its job ran keeps the result but is not audited again.
        const recheck = withdrawn ? null : planRecheck(result, rechecks, recheckDelaysMs, now());
        if (withdrawn) record.error = CANCELLED;
        if (recheck) Object.assign(record, { state: 'waiting', error: recheck, rechecks: rechecks + 1 });
      } else if (status.status === 'failed') {
        Object.assign(record, {
          state: 'failed',
          error: { code: 'audit_failed', message: status.error?.message ?? 'The audit failed on the API.' },
        });
      } else {
        Object.assign(record, {
          state: status.status === 'queued' ? 'queued' : 'running',
          progress: status.progress ?? record.progress,
          // The API answered: a problem an earlier check left (a refused or unreachable status call) is over.
          error: withdrawn ? record.error : null,
        });
      }
    } catch (error) {
      // The job is still ours; keep its state and say why it could not be confirmed. The poller retries. A
      // withdrawn document keeps saying so, or its result would schedule a re-check after all.
      const { problem, retryable } = problemFromError(error, now());
      if (!withdrawn) record.error = problem;
      if (retryable) onUnconfirmed?.(problem);
    }
    return save(record);
  }

  async function actOn(jobId: string): Promise<WebhookOutcome> {
    const record = await store.findByJobId(jobId);
    if (!record) return { status: 202, body: { ok: true, reason: 'unknown_job' } };
    // A late or replayed delivery for a job already settled changes nothing (and must not cancel a re-check).
    if (!inFlight(record)) return { status: 200, body: { ok: true, state: record.state } };
    let unconfirmed: AuditProblem | undefined;
    const confirmed = await confirm(record, (problem) => {
      unconfirmed = problem;
    });
    await pump();
    // Asking the API for the result failed in a way that may pass (down, overloaded, rate limiting): a 2xx would
    // end the sender's retries, and the result would wait for the fallback poller. A 503 has it deliver again.
    if (unconfirmed)
      return {
        status: 503,
        body: { ok: false, reason: 'not_confirmed', state: confirmed.state },
        headers: { 'retry-after': String(retryAfterSeconds(unconfirmed, now())) },
      };
    return { status: 200, body: { ok: true, state: confirmed.state } };
  }

  return {
    async publish(target) {
      const at = now().toISOString();
      const previous = await store.get(target.key);
      const record: AuditRecord = {
        key: target.key,
        url: target.url,
        state: 'waiting',
        jobId: null,
        geoScore: previous?.geoScore ?? null,
        verdict: previous?.verdict ?? null,
        // A link stored before links were checked is checked again, not carried forward as it was.
        resultsUrl: resultsLink(previous?.resultsUrl),
        result: previous?.result ?? null,
        error: null,
        progress: null,
        requestedAt: at,
        updatedAt: at,
        completedAt: previous?.completedAt ?? null,
        history: previous?.history ?? [],
        rechecks: 0,
      };
      await save(record);
      await pump();
      return (await store.get(target.key)) ?? record;
    },

    async handleWebhook({ rawBody, headers }) {
      let payload: unknown;
      let id: string | undefined;
      if (options.webhookSecret) {
        try {
          // The bytes as received: the signature covers them, not a decoding of them.
          ({ id, payload } = await verifyWebhook(rawBody, headers, options.webhookSecret));
        } catch (error) {
          const reason = error instanceof WebhookVerificationError ? error.reason : 'invalid_signature';
          return { status: 401, body: { ok: false, reason } };
        }
      } else {
        try {
          payload = JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody));
        } catch {
          return { status: 400, body: { ok: false, reason: 'invalid_json' } };
        }
      }
      const event = AuditCompletedEvent.safeParse(payload);
      if (!event.success) return { status: 400, body: { ok: false, reason: 'not_an_audit_event' } };
      // Deduplicate only verified ids: an unsigned hint must not be able to burn a real delivery's id.
      if (!id) return actOn(event.data.job_id);
      const lease = webhookLease(now());
      const claim = claimState(await store.claimWebhookId(id, lease));
      if (claim === 'done') return { status: 200, body: { ok: true, reason: 'duplicate' } };
      // The delivery holding the claim may still fail: a 2xx now would end the sender's retries.
      if (claim === 'processing') return { ...WEBHOOK_IN_PROGRESS, body: { ...WEBHOOK_IN_PROGRESS.body } };
      try {
        const outcome = await actOn(event.data.job_id);
        // An unconfirmed delivery gives its id up, so the sender's next attempt is acted on.
        if (outcome.status === 503) await store.releaseWebhookId?.(id, lease.token);
        else await store.completeWebhookId?.(id, lease.token);
        return outcome;
      } catch (error) {
        // The host answers 500 and the sender delivers again: that delivery must be acted on, not turned away.
        await store.releaseWebhookId?.(id, lease.token).catch(() => undefined);
        throw error;
      }
    },

    async refresh(key) {
      const record = await store.get(key);
      if (!record) return null;
      const confirmed = inFlight(record) ? await confirm(record) : record;
      await pump();
      return confirmed;
    },

    async pollActive() {
      for (const record of await store.listActive()) {
        if (inFlight(record)) await confirm(record);
      }
      await pump();
    },

    async withdraw(key) {
      const record = await store.get(key);
      if (!record) return null;
      if (record.state === 'waiting') {
        // Nothing is on the API yet: the audit simply does not happen. The last result, if any, stays shown.
        Object.assign(record, {
          state: record.result ? 'complete' : 'failed',
          error: CANCELLED,
          progress: null,
        });
        return save(record);
      }
      if (inFlight(record)) {
        record.error = CANCELLED;
        return save(record);
      }
      return record;
    },
  };
}
