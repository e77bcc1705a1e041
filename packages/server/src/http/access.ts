import { PROBLEM_TYPES } from '@geo-audit/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANONYMOUS_REQUESTS_PER_HOUR } from '../config/plans.ts';
import type { AppContext } from '../context.ts';
import { hashApiKey, isWellFormedApiKey } from '../keys/api-key.ts';
import { findKeyByHash } from '../store/keys-repo.ts';
import { consume, HOUR_MS, peek, type WindowState, windowStartOf } from '../store/rate-limit-repo.ts';
import { sentMoreThanOnce, unauthorizedProblem } from './key-placement.ts';
import { sendProblem } from './problem.ts';
import { quotaResetInWords } from './quota-reset-words.ts';
import type { QuotaState } from './rate-limit-headers.ts';

const LAST_USED_RESOLUTION_MS = 60_000;

function quotaFrom(window: WindowState, limit: number, policy: string): QuotaState {
  return { policy, limit, remaining: Math.max(0, limit - window.count), resetAt: window.windowEnd };
}

function retryAfterSeconds(quota: QuotaState, nowMs: number): string {
  return String(Math.max(1, Math.ceil((quota.resetAt - nowMs) / 1000)));
}

/**
 * Counts the request in `bucket`'s hourly window and puts that window on the response's quota headers; past
 * `limit` it sets Retry-After and answers when the window resets, in words for the 429's detail
 * ({@link quotaResetInWords}), and the caller says which limit. Undefined while under the limit.
 */
async function overLimit(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: string,
  limit: number,
  policy: string,
  now: number,
): Promise<string | undefined> {
  const window = await consume(ctx.db, bucket, now);
  const quota = quotaFrom(window, limit, policy);
  request.geo.quota = quota;
  if (window.count <= limit) return undefined;
  reply.header('retry-after', retryAfterSeconds(quota, now));
  return quotaResetInWords(quota.resetAt, now);
}

/**
 * The access rules of every `/api/*` request, in order: find the key (401, one body for every reason),
 * check the plan (403), then count the request in the key's hourly window (429 past the plan's quota).
 * Requests without a usable key are counted per client IP instead, so they cannot probe without limit.
 */
export function createAccessHook(ctx: AppContext) {
  return async function access(request: FastifyRequest, reply: FastifyReply) {
    request.geo = {};
    // The matched route decides, not the raw path, so no spelling of a path can reach an API handler
    // without passing here.
    const route = request.routeOptions?.url ?? '';
    if (!route.startsWith('/api/') && !request.url.startsWith('/api/')) return;
    const now = ctx.clock.now();
    const header = request.headers['x-api-key'];
    const repeated = sentMoreThanOnce(request);
    // A key taken from `keys create --json` in a shell script often keeps its quotes (jq without -r), as a job_id
    // does (see audit-status.ts): read it as the key it plainly is rather than answer "invalid key".
    const presented =
      typeof header === 'string' && !repeated ? header.trim().replace(/^"(.*)"$/, '$1') : undefined;
    const key =
      presented && isWellFormedApiKey(presented)
        ? await findKeyByHash(ctx.db, hashApiKey(presented))
        : undefined;
    const plan = key && !key.revoked_at ? ctx.plans[key.plan] : undefined;

    // A real key on a plan without API access is told so, on a window of its own: the per-IP limit below guards
    // against guessing keys, and its 429 ("send a valid key") would hide the real fix, the plan. Past the window the
    // 429 names the plan too, so a client stuck in a loop is slowed without being misled. The window is the key's,
    // so its policy is named after the key's plan: "anonymous" is the per-address window of requests without a key,
    // and reporting it here told the client its key had not been recognised.
    if (key && !key.revoked_at && plan && !plan.apiAccess) {
      const resets = await overLimit(
        ctx,
        request,
        reply,
        `key:${key.id}`,
        ANONYMOUS_REQUESTS_PER_HOUR,
        plan.name,
        now,
      );
      if (resets) {
        return sendProblem(request, reply, {
          status: 429,
          type: PROBLEM_TYPES.rateLimited,
          title: 'Too many requests with a key that has no API access',
          detail: `The "${plan.name}" plan does not include API access, and this key sent more than ${ANONYMOUS_REQUESTS_PER_HOUR} requests this hour; its count resets ${resets}. Use a key on a plan with API access (for example agency).`,
          extensions: { 'violated-policies': [plan.name] },
        });
      }
      return forbiddenPlan(request, reply, plan.name);
    }
    if (!key || key.revoked_at || !plan) {
      const resets = await overLimit(
        ctx,
        request,
        reply,
        `ip:${request.ip}`,
        ANONYMOUS_REQUESTS_PER_HOUR,
        'anonymous',
        now,
      );
      if (resets) {
        return sendProblem(request, reply, {
          status: 429,
          type: PROBLEM_TYPES.rateLimited,
          title: 'Too many requests without a valid API key',
          detail: `This address sent more than ${ANONYMOUS_REQUESTS_PER_HOUR} requests this hour without a valid API key; the count resets ${resets} (Retry-After). A valid X-API-Key is counted on its own quota, so send one.`,
        });
      }
      return sendProblem(request, reply, { status: 401, ...unauthorizedProblem(request) });
    }

    request.geo.key = key;
    const resets = await overLimit(ctx, request, reply, `key:${key.id}`, plan.requestsPerHour, 'hourly', now);
    if (resets) {
      return sendProblem(request, reply, {
        status: 429,
        type: PROBLEM_TYPES.rateLimited,
        title: 'Hourly request quota used up',
        detail: `This key may make ${plan.requestsPerHour} API requests per hour and has used them all. The quota resets ${resets} (Retry-After, X-RateLimit-Reset): send requests again then.`,
        extensions: { 'violated-policies': ['hourly'] },
      });
    }
    if (!key.last_used_at || now - key.last_used_at > LAST_USED_RESOLUTION_MS) {
      await ctx.db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', key.id).execute();
    }
  };
}

/**
 * Quota state for responses that did not pass through the access hook (pages, health, 404s). When the store
 * does not answer, the headers still go out (SPEC 8: every response carries them) with what is known without
 * it: the window is a fixed clock hour, and nothing is promised as left (the 500's Retry-After says when to
 * come back).
 */
export function quotaForUncounted(ctx: AppContext, request: FastifyRequest): Promise<QuotaState> {
  return quotaOfAddress(ctx, request.ip);
}

/** {@link quotaForUncounted} by client address, for answers given before any request was parsed. */
export async function quotaOfAddress(ctx: AppContext, address: string | undefined): Promise<QuotaState> {
  const now = ctx.clock.now();
  try {
    const window = await peek(ctx.db, `ip:${address}`, now);
    return quotaFrom(window, ANONYMOUS_REQUESTS_PER_HOUR, 'anonymous');
  } catch {
    const windowStart = windowStartOf(now);
    return quotaFrom(
      { count: ANONYMOUS_REQUESTS_PER_HOUR, windowStart, windowEnd: windowStart + HOUR_MS },
      ANONYMOUS_REQUESTS_PER_HOUR,
      'anonymous',
    );
  }
}

function forbiddenPlan(request: FastifyRequest, reply: FastifyReply, planName: string): FastifyReply {
  return sendProblem(request, reply, {
    status: 403,
    type: PROBLEM_TYPES.planForbidden,
    title: 'Plan without API access',
    detail: `The "${planName}" plan does not include API access. Use a key on a plan with API access (for example agency).`,
  });
}
