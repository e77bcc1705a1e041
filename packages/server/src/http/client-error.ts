import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PROBLEM_TYPES, ProblemDetails } from '@geo-audit/core';
import type { AppContext } from '../context.ts';
import { quotaOfAddress } from './access.ts';
import { quotaHeaders } from './rate-limit-headers.ts';

function describe(code: string | undefined): { status: number; title: string; detail: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      title: 'Request headers too large',
      detail:
        'The request headers exceed 16 KB. Send only what the API reads (X-API-Key, Content-Type, Idempotency-Key) and drop large cookies or custom headers.',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      title: 'Request timeout',
      detail: 'The request did not arrive in full in time. Send it again, headers and body together.',
    };
  }
  return {
    status: 400,
    title: 'Malformed HTTP request',
    detail:
      'The request is not valid HTTP/1.1. Send it with a standard HTTP client; the API is described at /openapi.json.',
  };
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (headers over 16 KB, garbage, a timeout)
 * get the same answer as every other error, an `application/problem+json` with the quota headers SPEC 8 puts on
 * every response, instead of Fastify's own JSON without them. No route or hook sees these requests.
 *
 * @example
 * ```ts
 * Fastify({ clientErrorHandler: createClientErrorHandler(ctx) });
 * ```
 */
export function createClientErrorHandler(
  ctx: AppContext,
): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    void answer(ctx, error, socket);
  };
}

async function answer(ctx: AppContext, error: Error & { code?: string }, socket: Socket): Promise<void> {
  const { status, title, detail } = describe(error.code);
  const requestId = randomUUID();
  const body = JSON.stringify(
    ProblemDetails.parse({
      type: PROBLEM_TYPES.invalidRequest,
      title,
      status,
      detail,
      request_id: requestId,
    }),
  );
  const headers: Record<string, string> = {
    'content-type': 'application/problem+json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    ...quotaHeaders(await quotaOfAddress(ctx, socket.remoteAddress), ctx.clock.now()),
    'x-request-id': requestId,
    connection: 'close',
  };
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}
