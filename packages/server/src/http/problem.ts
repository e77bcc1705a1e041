import { PROBLEM_TYPES, ProblemDetails } from '@geo-audit/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ProblemType = (typeof PROBLEM_TYPES)[keyof typeof PROBLEM_TYPES];

export interface ProblemInput {
  status: number;
  type: ProblemType;
  title: string;
  detail: string;
  errors?: Array<{ field: string; message: string }>;
  /** Further extension members (e.g. `accepted_modules`). */
  extensions?: Record<string, unknown>;
}

/** Builds an RFC 9457 body through core's schema, so every error has the one documented shape. */
export function problemBody(request: FastifyRequest, input: ProblemInput): ProblemDetails {
  return ProblemDetails.parse({
    ...input.extensions,
    type: input.type,
    title: input.title,
    status: input.status,
    detail: input.detail,
    instance: request.url.split('?')[0],
    request_id: request.id,
    ...(input.errors ? { errors: input.errors } : {}),
  });
}

/**
 * Sends an `application/problem+json` response.
 *
 * @example
 * ```ts
 * return sendProblem(request, reply, { status: 404, type: PROBLEM_TYPES.notFound, title: 'Not found', detail: '…' });
 * ```
 */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, input: ProblemInput): FastifyReply {
  return reply
    .code(input.status)
    .type('application/problem+json; charset=utf-8')
    .send(JSON.stringify(problemBody(request, input)));
}

/** The one 401 body: identical for a missing, malformed, unknown or revoked key. */
export const UNAUTHORIZED: Omit<ProblemInput, 'status'> = {
  type: PROBLEM_TYPES.unauthorized,
  title: 'Missing or invalid API key',
  detail:
    'Send a valid key in the X-API-Key header. Create one with `geo-audit keys create --plan agency` on the server, or ask its operator.',
};
