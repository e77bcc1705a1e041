import { createHash } from 'node:crypto';
import {
  hasScoredModule,
  MODULE_NAMES,
  PROBLEM_TYPES,
  SCORED_MODULES,
  StartAuditRequest,
  StartAuditResponse,
} from '@geo-audit/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { findIdempotency, IDEMPOTENCY_WINDOW_MS } from '../../store/idempotency-repo.ts';
import { insertJobWithinLimit } from '../../store/jobs-repo.ts';
import { randomId } from '../../util/ids.ts';
import { normalizeUrl } from '../../util/normalize-url.ts';
import { estimateSeconds } from '../../worker/estimate.ts';
import { secondsUntilSlotFrees } from '../../worker/slot-wait.ts';
import { jsonBodyRefusal, refuseMediaType, refuseNonJsonBody } from '../json-media-type.ts';
import { sendProblem } from '../problem.ts';
import { hostExists } from './host-exists.ts';
import { withScheme } from './missing-scheme.ts';
import { misspelledFields } from './misspelled-fields.ts';
import { unreachableHost, urlProblem } from './url-problems.ts';

const MAX_ATTEMPTS = 3;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const NULLABLE_OPTIONAL_FIELDS = new Set(['modules', 'webhook_url']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class IdempotencyRace extends Error {}

/** `POST /api/audit.php`: validates, checks the destination, and queues one job (202). */
export function registerStartAudit(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/audit.php', { preParsing: refuseNonJsonBody }, async (request, reply) => {
    const key = request.geo.key!;
    const plan = ctx.plans[key.plan]!;
    // A POST without a body passes the preParsing check (nothing to parse) and is refused here.
    const refusal = jsonBodyRefusal(request.headers['content-type']);
    if (refusal && request.body === undefined && isPlainObject(request.query) && 'url' in request.query) {
      // GET /api/audit.php takes url in the query; a client that starts an audit the same way is told where it goes.
      return refuseMediaType(
        request,
        reply,
        'POST /api/audit.php reads url from a JSON body, not from the query. Send the body {"url": "https://example.com/page"} with the header Content-Type: application/json.',
      );
    }
    if (refusal) return refuseMediaType(request, reply, refusal);
    const body: unknown = request.body;
    if (!isPlainObject(body)) {
      return sendProblem(request, reply, {
        status: 400,
        type: PROBLEM_TYPES.invalidRequest,
        title: 'Invalid request body',
        detail: 'The body must be a JSON object such as {"url": "https://example.com/page"}.',
      });
    }
    const misspelled = misspelledFields(body);
    if (misspelled) return sendProblem(request, reply, misspelled);
    if (Array.isArray(body.modules)) {
      const unknown = body.modules.filter((name) => !(MODULE_NAMES as readonly unknown[]).includes(name));
      if (unknown.length > 0) {
        return sendProblem(request, reply, {
          status: 422,
          type: PROBLEM_TYPES.unknownModule,
          title: 'Unknown module name',
          detail: `Unknown module(s): ${unknown.map(describeModuleName).join(', ')}. Accepted: ${MODULE_NAMES.join(', ')}.`,
          errors: [{ field: 'modules', message: `accepted: ${MODULE_NAMES.join(', ')}` }],
          extensions: { accepted_modules: [...MODULE_NAMES] },
        });
      }
    }
    // Clients generated from SPEC.md often write an optional field they have no value for as null: that is
    // "left out", not a wrong type.
    const fields = Object.fromEntries(
      Object.entries(body).filter(([name, value]) => !(value === null && NULLABLE_OPTIONAL_FIELDS.has(name))),
    );
    const parsed = StartAuditRequest.safeParse(fields);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.') || '(body)',
        // zod words a missing field as "expected string, received undefined"; say what the caller left out.
        message:
          issue.path.length === 1 && valueAt(fields, issue.path[0]) === undefined
            ? 'required'
            : (urlAdvice(valueAt(fields, issue.path[0]), issue.path) ?? issue.message),
      }));
      const urlIssue = errors.some((e) => e.field === 'url' || e.field === 'webhook_url');
      return sendProblem(request, reply, {
        status: 422,
        type: urlIssue ? PROBLEM_TYPES.invalidUrl : PROBLEM_TYPES.invalidRequest,
        title: urlIssue ? 'Invalid URL' : 'Invalid request body',
        detail: `Fix these fields and send again: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}.`,
        errors,
      });
    }
    const input = parsed.data;
    const modules = [...new Set(input.modules ?? SCORED_MODULES)];
    if (!hasScoredModule(modules)) {
      // Only weight-0 beta modules: geo_score would weigh nothing and read 100 "Excellent".
      return sendProblem(request, reply, {
        status: 422,
        type: PROBLEM_TYPES.invalidRequest,
        title: 'No scored module requested',
        detail: `modules names only beta modules (${modules.join(', ')}), which weigh 0 in geo_score, so the score would mean nothing. Add at least one scored module (${SCORED_MODULES.join(', ')}), or leave modules out to run all ${SCORED_MODULES.length}; agent_readiness always runs alongside.`,
        errors: [{ field: 'modules', message: `include at least one of: ${SCORED_MODULES.join(', ')}` }],
      });
    }

    const rawIdempotencyKey = request.headers['idempotency-key'];
    const idempotencyKey = typeof rawIdempotencyKey === 'string' ? rawIdempotencyKey : undefined;
    if (rawIdempotencyKey !== undefined && (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey))) {
      return sendProblem(request, reply, {
        status: 400,
        type: PROBLEM_TYPES.invalidRequest,
        title: 'Invalid Idempotency-Key',
        detail: 'Idempotency-Key must be 1 to 255 visible ASCII characters, for example a UUID.',
      });
    }
    const requestHash = createHash('sha256')
      .update(JSON.stringify([input.url, [...modules].sort(), input.webhook_url ?? null]))
      .digest('hex');
    // Whether an earlier request with this Idempotency-Key answers this one (the answer is then sent). A boolean,
    // not the reply: awaiting Fastify's reply resolves to undefined, which once let a replay run on as a new audit.
    const replay = async (): Promise<boolean> => {
      if (!idempotencyKey) return false;
      const stored = await findIdempotency(ctx.db, key.id, idempotencyKey, ctx.clock.now());
      if (!stored) return false;
      if (stored.requestHash !== requestHash) {
        sendProblem(request, reply, {
          status: 422,
          type: PROBLEM_TYPES.idempotencyConflict,
          title: 'Idempotency-Key reused with a different request',
          detail:
            'This Idempotency-Key was used within 24 hours for another body. Use a new key for a new audit.',
        });
        return true;
      }
      const answer = StartAuditResponse.parse(JSON.parse(stored.response));
      reply
        .code(202)
        .header('idempotent-replayed', 'true')
        .header('location', statusLocation(answer.job_id))
        .send(answer);
      return true;
    };
    if (await replay()) return reply;

    const target = await ctx.engine.checkReachability(input.url, { allowHosts: ctx.allowHosts });
    if (!target.ok) return sendProblem(request, reply, urlProblem('url', target, input.url));
    if (input.webhook_url) {
      const hook = await ctx.engine.checkReachability(input.webhook_url, {
        allowHosts: ctx.webhookAllowHosts,
      });
      // A receiver that is down right now is fine (deliveries retry); a forbidden destination is not, and nor is
      // a host name that does not exist, which would be retried for three days without a word to the caller.
      if (!hook.ok && hook.code !== 'unreachable') {
        return sendProblem(request, reply, urlProblem('webhook_url', hook, input.webhook_url));
      }
      if (!hook.ok && !(await hostExists(input.webhook_url))) {
        return sendProblem(request, reply, unreachableHost('webhook_url'));
      }
    }

    const now = ctx.clock.now();
    if (idempotencyKey) {
      // A row older than 24 h no longer counts; clear it so the key can name this new job.
      await ctx.db
        .deleteFrom('idempotency_keys')
        .where('key_id', '=', key.id)
        .where('idempotency_key', '=', idempotencyKey)
        .where('created_at', '<=', now - IDEMPOTENCY_WINDOW_MS)
        .execute();
    }
    const job = {
      id: randomId('job'),
      key_id: key.id,
      url: input.url,
      normalized_url: normalizeUrl(input.url),
      modules: JSON.stringify(modules),
      webhook_url: input.webhook_url ?? null,
      status: 'queued' as const,
      progress: 0,
      stage: null,
      max_attempts: MAX_ATTEMPTS,
      run_after: now,
      lease_owner: null,
      lease_expires_at: null,
      created_at: now,
      started_at: null,
      finished_at: null,
      duration_ms: null,
      geo_score: null,
      verdict: null,
      result_id: null,
      error_type: null,
      error_message: null,
    };
    const { seconds } = await estimateSeconds(ctx, { ...job, id: job.id });
    const response = StartAuditResponse.parse({
      job_id: job.id,
      status: 'queued',
      estimated_seconds: seconds,
    });
    let admitted = false;
    try {
      admitted = await ctx.db.transaction().execute(async (trx) => {
        if (!(await insertJobWithinLimit(trx, job, plan.concurrentAudits))) return false;
        if (idempotencyKey) {
          const inserted = await trx
            .insertInto('idempotency_keys')
            .values({
              key_id: key.id,
              idempotency_key: idempotencyKey,
              request_hash: requestHash,
              job_id: job.id,
              response: JSON.stringify(response),
              created_at: now,
            })
            .onConflict((oc) => oc.columns(['key_id', 'idempotency_key']).doNothing())
            .executeTakeFirst();
          // A concurrent request with the same key won: undo this job and answer with that one.
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new IdempotencyRace();
        }
        return true;
      });
    } catch (error) {
      if (!(error instanceof IdempotencyRace)) throw error;
      if (await replay()) return reply;
      throw error;
    }
    if (!admitted) {
      const wait = await secondsUntilSlotFrees(ctx, key.id);
      reply.header('retry-after', String(wait));
      return sendProblem(request, reply, {
        status: 429,
        type: PROBLEM_TYPES.concurrencyLimit,
        title: 'Too many audits in progress',
        detail: `This key may have ${plan.concurrentAudits} audits queued or running at once. The first of them should finish in about ${wait} s (Retry-After): start again then, or when polling its status shows it finished.`,
        extensions: { 'violated-policies': ['concurrency'], limit: plan.concurrentAudits },
      });
    }
    ctx.notifyWorker();
    request.log.info({ job_id: job.id, key_id: key.id }, 'audit queued');
    return reply.code(202).header('location', statusLocation(job.id)).send(response);
  });
}

/** Where a started audit's status is polled (the `Location` of a 202). */
function statusLocation(jobId: string): string {
  return `/api/audit_status.php?job_id=${encodeURIComponent(jobId)}`;
}

/**
 * An unknown module name as the 422 quotes it. Only strings are quoted: serializing whatever else the caller sent
 * (an array nested thousands deep fits in 64 KB) would overflow the stack and turn bad input into a 500.
 */
function describeModuleName(name: unknown): string {
  if (typeof name === 'string') return JSON.stringify(name.slice(0, 78));
  if (name === null) return 'null';
  return Array.isArray(name) ? 'an array' : `a ${typeof name}`;
}

/** For a url or webhook_url that is empty or lacks its scheme: what to send instead. */
function urlAdvice(value: unknown, path: readonly PropertyKey[]): string | undefined {
  if (path.length !== 1 || (path[0] !== 'url' && path[0] !== 'webhook_url')) return undefined;
  if (typeof value === 'string' && value.trim() === '') {
    // A CMS or CI setting left blank sends "": "must be an absolute URL" read as if a URL had been mistyped.
    return path[0] === 'url'
      ? 'empty; send the full address to audit, such as https://example.com/page'
      : 'empty; leave webhook_url out (or send null) when no callback is wanted';
  }
  const meant = withScheme(value);
  return meant ? `the scheme is missing; send ${JSON.stringify(meant.slice(0, 200))}` : undefined;
}

/** A top-level field of the request body, if the body is an object. */
function valueAt(body: unknown, field: PropertyKey | undefined): unknown {
  return typeof body === 'object' && body !== null && field !== undefined
    ? (body as Record<PropertyKey, unknown>)[field]
    : undefined;
}
