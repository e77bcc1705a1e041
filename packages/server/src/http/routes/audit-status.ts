import { AuditStatusResponse, PROBLEM_TYPES } from '@geo-audit/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { getJob } from '../../store/jobs-repo.ts';
import { resultById } from '../../store/results-repo.ts';
import { estimateSeconds } from '../../worker/estimate.ts';
import { sendProblem } from '../problem.ts';
import { singleQueryParam } from '../query-param.ts';
import { resultsPageUrl } from './results-page.ts';

/**
 * Poll again after about a third of the expected remaining time, or of the time the job has waited in its
 * state if that is longer, between 1 and 10 seconds. The second term matters once a job overruns its
 * estimate: the remaining time then reads 1 s, and a client polling every second would spend its 100
 * requests an hour on one slow audit. Whole seconds, so `poll_after_ms` and `Retry-After` give the same time
 * (1333 ms beside `Retry-After: 2` left a client to pick one).
 */
function pollAfterMs(estimatedSeconds: number, waitedMs: number): number {
  const third = Math.max(estimatedSeconds * 1000, waitedMs) / 3;
  return Math.min(10, Math.max(1, Math.round(third / 1000))) * 1000;
}

/** `GET /api/audit_status.php?job_id=`: the job of this key, or 404. */
export function registerAuditStatus(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/audit_status.php', async (request: FastifyRequest, reply: FastifyReply) => {
    const param = singleQueryParam(
      request,
      'job_id',
      '/api/audit_status.php?job_id=… (the job_id that POST /api/audit.php returned)',
    );
    if ('problem' in param) return sendProblem(request, reply, param.problem);
    // A job_id taken from the start's JSON in a shell script often keeps its quotes (jq without -r) or a line end
    // (\r from Windows tools): read it as the id it plainly is rather than answer "no such job".
    const jobId = param.value.trim().replace(/^"(.*)"$/, '$1');
    const job = jobId.length <= 200 ? await getJob(ctx.db, jobId) : undefined;
    // Another key's job answers exactly like a missing one, so job ids reveal nothing across keys.
    if (!job || job.key_id !== request.geo.key!.id) {
      return sendProblem(request, reply, {
        status: 404,
        type: PROBLEM_TYPES.notFound,
        title: 'Job not found',
        detail: 'No job with this job_id exists for this API key. Start an audit with POST /api/audit.php.',
      });
    }
    if (job.status === 'complete') {
      const result = job.result_id ? await resultById(ctx.db, job.result_id) : undefined;
      return AuditStatusResponse.parse({
        job_id: job.id,
        status: 'complete',
        geo_score: job.geo_score,
        results_url: resultsPageUrl(ctx, result?.token ?? 'expired'),
      });
    }
    if (job.status === 'failed') {
      return AuditStatusResponse.parse({
        job_id: job.id,
        status: 'failed',
        error: {
          type: PROBLEM_TYPES.auditFailed,
          code: job.error_type ?? 'audit_failed',
          message: job.error_message ?? 'The audit failed.',
        },
      });
    }
    const { seconds, ahead } = await estimateSeconds(ctx, job);
    const waitedMs =
      ctx.clock.now() - (job.status === 'running' ? (job.started_at ?? job.created_at) : job.created_at);
    const poll = pollAfterMs(seconds, waitedMs);
    reply.header('retry-after', String(poll / 1000));
    return AuditStatusResponse.parse({
      job_id: job.id,
      status: job.status,
      progress: Math.min(1, Math.max(0, job.progress)),
      ...(job.stage ? { stage: job.stage } : {}),
      position: ahead,
      estimated_seconds: seconds,
      poll_after_ms: poll,
    });
  });
}
