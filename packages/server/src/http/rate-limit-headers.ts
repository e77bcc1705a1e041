import type { FastifyReply } from 'fastify';

/** The quota a response reports: whose window, how much is left, and when it resets. */
export interface QuotaState {
  /** Policy name in the IETF fields. */
  policy: string;
  limit: number;
  remaining: number;
  /** Epoch milliseconds when the window resets. */
  resetAt: number;
}

/**
 * Writes the quota headers carried by every response: `X-RateLimit-Limit`, `X-RateLimit-Remaining`,
 * `X-RateLimit-Reset` (Unix epoch seconds, as GitHub sends it) and the IETF draft's
 * `RateLimit-Policy: "hourly";q=100;w=3600` and `RateLimit: "hourly";r=42;t=1800` (t in seconds).
 */
export function setQuotaHeaders(reply: FastifyReply, state: QuotaState, nowMs: number): void {
  const secondsLeft = Math.max(0, Math.ceil((state.resetAt - nowMs) / 1000));
  reply.header('x-ratelimit-limit', String(state.limit));
  reply.header('x-ratelimit-remaining', String(state.remaining));
  reply.header('x-ratelimit-reset', String(Math.ceil(state.resetAt / 1000)));
  reply.header('ratelimit-policy', `"${state.policy}";q=${state.limit};w=3600`);
  reply.header('ratelimit', `"${state.policy}";r=${state.remaining};t=${secondsLeft}`);
}
