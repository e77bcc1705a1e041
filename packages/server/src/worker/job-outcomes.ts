import { randomBytes } from 'node:crypto';
import {
  type AuditCompletedEvent,
  type AuditResult,
  AuditCompletedEvent as EventSchema,
  PROBLEM_TYPES,
} from '@geo-audit/core';
import { isFullModuleSet } from '../config/module-sets.ts';
import type { AppContext } from '../context.ts';
import { resultsPageUrl } from '../http/routes/results-page.ts';
import type { Db } from '../store/open-store.ts';
import { CACHE_WINDOW_MS } from '../store/results-repo.ts';
import type { JobRow } from '../store/schema.ts';
import { randomId } from '../util/ids.ts';

async function enqueueWebhook(
  trx: Db,
  job: JobRow,
  event: AuditCompletedEvent,
  nowMs: number,
): Promise<void> {
  if (!job.webhook_url) return;
  await trx
    .insertInto('webhook_deliveries')
    .values({
      id: randomId('msg'),
      job_id: job.id,
      key_id: job.key_id,
      url: job.webhook_url,
      body: JSON.stringify(EventSchema.parse(event)),
      status: 'pending',
      next_attempt_at: nowMs,
      lease_expires_at: null,
      last_status: null,
      last_error: null,
      created_at: nowMs,
      delivered_at: null,
    })
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
}

/**
 * Stores a finished audit in one transaction: the job turns complete only if this worker still holds its
 * lease, the result is written once (results.job_id is unique), and the completion webhook joins the
 * outbox. Returns false when the lease was lost (another worker owns the job now).
 */
export function completeJob(
  ctx: AppContext,
  job: JobRow,
  owner: string,
  result: AuditResult,
): Promise<boolean> {
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  const resultId = randomId('res');
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('jobs')
      .set({
        status: 'complete',
        progress: 1,
        stage: 'done',
        finished_at: now,
        duration_ms: now - (job.started_at ?? now),
        geo_score: result.geo_score,
        verdict: result.verdict,
        result_id: resultId,
        lease_expires_at: null,
      })
      .where('id', '=', job.id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('results')
      .values({
        id: resultId,
        job_id: job.id,
        url: job.url,
        normalized_url: job.normalized_url,
        token,
        body: JSON.stringify(result),
        geo_score: result.geo_score,
        verdict: result.verdict,
        analyzed_at: result.analyzed_at,
        created_at: now,
        expires_at: now + CACHE_WINDOW_MS,
        full_audit: isFullModuleSet(JSON.parse(job.modules) as string[]) ? 1 : 0,
      })
      .execute();
    await enqueueWebhook(
      trx,
      job,
      {
        type: 'audit.completed',
        job_id: job.id,
        url: job.url,
        status: 'complete',
        geo_score: result.geo_score,
        verdict: result.verdict,
        results_url: resultsPageUrl(ctx, token),
        analyzed_at: result.analyzed_at,
      },
      now,
    );
    return true;
  });
}

/** The longest failure message stored and sent; engine messages are a sentence or two. */
const MAX_ERROR_MESSAGE = 500;

/** Ends a job as failed (terminal), with the webhook telling the receiver so and why. */
export function failJob(
  ctx: AppContext,
  job: JobRow,
  owner: string | null,
  error: { code: string; message: string },
): Promise<boolean> {
  const now = ctx.clock.now();
  const message = error.message.slice(0, MAX_ERROR_MESSAGE);
  return ctx.db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('jobs')
      .set({
        status: 'failed',
        finished_at: now,
        // Failed and timed-out audits took real worker time too; estimates average over them as well.
        duration_ms: now - (job.started_at ?? now),
        error_type: error.code,
        error_message: message,
        lease_expires_at: null,
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running');
    if (owner) update = update.where('lease_owner', '=', owner);
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await enqueueWebhook(
      trx,
      job,
      {
        type: 'audit.completed',
        job_id: job.id,
        url: job.url,
        status: 'failed',
        geo_score: null,
        verdict: null,
        results_url: null,
        analyzed_at: null,
        error: { type: PROBLEM_TYPES.auditFailed, code: error.code, message },
      },
      now,
    );
    return true;
  });
}
