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
 * The quota headers carried by every response: `X-RateLimit-Limit`, `X-RateLimit-Remaining`,
 * `X-RateLimit-Reset` (Unix epoch seconds, as GitHub sends it) and the IETF draft's
 * `RateLimit-Policy: "hourly";q=100;w=3600` and `RateLimit: "hourly";r=42;t=1800` (t in seconds).
 *
 * @example
 * ```ts
 * quotaHeaders({ policy: 'hourly', limit: 100, remaining: 42, resetAt: 1_800_000 }, 0)['ratelimit']; // '"hourly";r=42;t=1800'
 * ```
 */
export function quotaHeaders(state: QuotaState, nowMs: number): Record<string, string> {
  const secondsLeft = Math.max(0, Math.ceil((state.resetAt - nowMs) / 1000));
  const policy = structuredString(state.policy);
  return {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-reset': String(Math.ceil(state.resetAt / 1000)),
    'ratelimit-policy': `${policy};q=${state.limit};w=3600`,
    ratelimit: `${policy};r=${state.remaining};t=${secondsLeft}`,
  };
}

/**
 * A policy name as an RFC 8941 string. Plan names come from the operator's configuration, and a quote or a
 * non-ASCII character in one would make the whole field unparseable (Node refuses some outright, a 500).
 */
function structuredString(name: string): string {
  return `"${name.replace(/[^\x20-\x7e]/g, '?').replace(/["\\]/g, '\\$&')}"`;
}

/** Puts {@link quotaHeaders} on a reply. */
export function setQuotaHeaders(reply: FastifyReply, state: QuotaState, nowMs: number): void {
  for (const [name, value] of Object.entries(quotaHeaders(state, nowMs))) reply.header(name, value);
}
